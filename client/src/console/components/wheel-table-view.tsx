import { Table, Text } from '@chakra-ui/react';
import type { WheelTable } from '#shared/api/wheel.js';
import { percentText, PRIZE_KIND_TH, prizeValueText } from '../format.js';

/** One published table's segments: what each pays and how likely it is. */
export function WheelTableView({ table, label }: { table: WheelTable; label: string }) {
  return (
    <Table.ScrollArea borderWidth="1px" rounded="lg">
      <Table.Root size="sm" aria-label={label}>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>ช่อง</Table.ColumnHeader>
            <Table.ColumnHeader>รางวัล</Table.ColumnHeader>
            <Table.ColumnHeader>มูลค่า</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">น้ำหนัก</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">โอกาส</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {[...table.prizes]
            .sort((a, b) => a.segment - b.segment)
            .map((prize) => (
              <Table.Row key={prize.id}>
                <Table.Cell>{prize.segment + 1}</Table.Cell>
                <Table.Cell>
                  {prize.name}
                  <Text as="span" display="block" fontSize="xs" color="fg.muted">
                    {PRIZE_KIND_TH[prize.kind]}
                  </Text>
                </Table.Cell>
                <Table.Cell whiteSpace="nowrap">{prizeValueText(prize.kind, prize.value)}</Table.Cell>
                <Table.Cell textAlign="end">{prize.weight}</Table.Cell>
                <Table.Cell textAlign="end">{percentText(prize.probability)}</Table.Cell>
              </Table.Row>
            ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
