import { useState } from 'react';
import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import type { WheelTable } from '#shared/api/wheel.js';
import { dateTimeText, pointsText, thbText } from '../format.js';
import { WheelTableView } from './wheel-table-view.js';

/** The versions before the current one, newest first, each opened on demand. */
export function WheelHistory({ tables }: { tables: WheelTable[] }) {
  const [open, setOpen] = useState<number | null>(null);
  if (tables.length === 0) return null;
  return (
    <Stack gap="2" as="section" aria-label="ตารางรางวัลฉบับก่อนหน้า">
      <Text fontWeight="semibold">ฉบับก่อนหน้า</Text>
      {tables.map((table) => (
        <Box key={table.version} borderWidth="1px" borderColor="border.subtle" rounded="lg" p="3" bg="bg.surface">
          <HStack justify="space-between" gap="2" wrap="wrap">
            <Text fontSize="sm">
              ฉบับที่ {table.version} · ประกาศเมื่อ {dateTimeText(table.created_at)} · {table.prizes.length} ช่อง · ค่าหมุน{' '}
              {pointsText(table.spin_cost_points)} แต้ม · มูลค่าเฉลี่ย {thbText(table.expected_value)}
            </Text>
            <Button size="xs" variant="outline" aria-expanded={open === table.version} onClick={() => setOpen(open === table.version ? null : table.version)}>
              {open === table.version ? 'ซ่อน' : 'ดูตาราง'}
            </Button>
          </HStack>
          {open === table.version ? (
            <Box mt="2">
              <WheelTableView table={table} label={`ตารางรางวัลฉบับที่ ${table.version}`} />
            </Box>
          ) : null}
        </Box>
      ))}
    </Stack>
  );
}
