/**
 * Every prize table ever published, with its date: versions are never
 * edited, and a new one applies from each member's next seed, so a member can
 * see which table a past spin used.
 */
import { Badge, Box, Collapsible, Flex, Stack, Text } from '@chakra-ui/react';
import { LuChevronDown } from 'react-icons/lu';
import type { WheelTable } from '#shared/api/wheel.js';
import { formatThaiDate } from '#shared/dates.js';
import { pointsText } from '#client/lib/money-text.js';
import { useWheelTables } from '../api/get-wheel-tables.js';
import { bySegment, expectedValueText, percentText } from '../format.js';

export function TableHistory({ current }: { current: number }) {
  const tables = useWheelTables();
  return (
    <Stack gap="2" data-testid="table-history">
      <Text fontWeight="bold">ตารางรางวัลที่เคยประกาศ</Text>
      <Text fontSize="sm" color="fg.muted">
        ตารางใหม่มีผลตั้งแต่ seed ถัดไปของคุณ (เมื่อเปลี่ยน seed) รางวัลของ seed ที่ใช้อยู่ไม่มีวันถูกเปลี่ยนน้ำหนัก
      </Text>
      {tables.isError && (
        <Text fontSize="sm" color="fg.muted" data-testid="table-history-error">
          {tables.error.message}
        </Text>
      )}
      {tables.data && (
        <Stack as="ul" listStyleType="none" gap="1">
          {tables.data.tables.map((table) => (
            <TableRow key={table.version} table={table} current={table.version === current} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}

/** The table the system started with carries no real date (stored as the epoch): say so instead of a 1970 date. */
const publishedText = (iso: string) => (Date.parse(iso) <= 0 ? 'ตารางเริ่มต้นของระบบ' : `ประกาศ ${formatThaiDate(iso)}`);

function TableRow({ table, current }: { table: WheelTable; current: boolean }) {
  return (
    <Box as="li" rounded="lg" bg="bg.raised" data-testid="table-history-row">
      <Collapsible.Root>
        <Collapsible.Trigger asChild>
          <Flex as="button" w="full" minH="11" px="3" py="2" align="center" gap="2" textAlign="start" cursor="pointer">
            <Stack gap="0" flex="1" minW="0">
              <Text fontWeight="medium">
                ฉบับที่ {table.version}
                {current && (
                  <Badge ms="2" colorPalette="yellow" variant="solid">
                    ใช้อยู่
                  </Badge>
                )}
              </Text>
              <Text fontSize="xs" color="fg.muted">
                {publishedText(table.created_at)} · มูลค่าที่คาดว่าจะได้ {expectedValueText(table.expected_value)} · {pointsText(table.spin_cost_points)} แต้ม/ครั้ง
              </Text>
            </Stack>
            <LuChevronDown aria-hidden />
          </Flex>
        </Collapsible.Trigger>
        <Collapsible.Content>
          <Stack as="ul" listStyleType="none" gap="0.5" px="3" pb="2" fontSize="sm">
            {bySegment(table.prizes).map((prize) => (
              <Flex as="li" key={prize.id} justify="space-between" gap="2">
                <Text>{prize.name}</Text>
                <Text fontVariantNumeric="tabular-nums">{percentText(prize.probability)}</Text>
              </Flex>
            ))}
          </Stack>
        </Collapsible.Content>
      </Collapsible.Root>
    </Box>
  );
}
