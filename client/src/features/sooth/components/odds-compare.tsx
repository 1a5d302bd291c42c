/**
 * The exact odds of an 8-deck shoe beside what was measured: a share is shown
 * with the hands behind it, and none at all before a hand was dealt.
 */
import { Box, Table, Text } from '@chakra-ui/react';
import type { z } from 'zod';
import type { SoothCounts, ZTheoretical } from '#shared/api/sooth.js';
import { percentText } from '../format.js';

export type Theoretical = z.infer<typeof ZTheoretical>;

const ROWS: { key: 'banker' | 'player' | 'tie' | 'banker_pair' | 'player_pair'; label: string; odds: (t: Theoretical) => number }[] = [
  { key: 'banker', label: 'เจ้ามือ', odds: (t) => t.banker },
  { key: 'player', label: 'ผู้เล่น', odds: (t) => t.player },
  { key: 'tie', label: 'เสมอ', odds: (t) => t.tie },
  // A pair is a side's own first two cards: the same odds for either side.
  { key: 'banker_pair', label: 'คู่เจ้ามือ', odds: (t) => t.pair },
  { key: 'player_pair', label: 'คู่ผู้เล่น', odds: (t) => t.pair },
];

export function OddsCompare({ theoretical, measured }: { theoretical: Theoretical; measured: { label: string; counts: SoothCounts }[] }) {
  return (
    <Box overflowX="auto" maxW="full" data-testid="odds-compare">
      <Table.Root size="sm" variant="line" fontVariantNumeric="tabular-nums">
        <Table.Header>
          <Table.Row bg="transparent">
            <Table.ColumnHeader color="fg.muted">ผล</Table.ColumnHeader>
            <Table.ColumnHeader color="fg.muted" textAlign="end">
              ทฤษฎี (8 สำรับ)
            </Table.ColumnHeader>
            {measured.map((column) => (
              <Table.ColumnHeader key={column.label} color="fg.muted" textAlign="end">
                {column.label}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {ROWS.map((row) => (
            <Table.Row key={row.key} bg="transparent" data-testid={`odds-${row.key}`}>
              <Table.Cell>{row.label}</Table.Cell>
              <Table.Cell textAlign="end" fontWeight="bold">
                {percentText(row.odds(theoretical))}
              </Table.Cell>
              {measured.map(({ label, counts }) => (
                <Table.Cell key={label} textAlign="end">
                  {counts.hands === 0 ? (
                    <Text color="fg.muted">ยังไม่มีข้อมูล</Text>
                  ) : (
                    <>
                      <Text>{percentText(counts[row.key] / counts.hands)}</Text>
                      <Text fontSize="xs" color="fg.muted">
                        {counts[row.key]}/{counts.hands} ตา
                      </Text>
                    </>
                  )}
                </Table.Cell>
              ))}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}
