/** A day's figures per product (lotto, yeekee, games): what the day's amount was computed from. */
import { Table } from '@chakra-ui/react';
import type { ProductDay } from '#shared/api/cashback.js';
import { thbText } from '#client/lib/money-text.js';
import { PRODUCT_TH } from '../format.js';

export function ProductBreakdown({ products, withWins = false }: { products: readonly ProductDay[]; withWins?: boolean }) {
  if (products.length === 0) return null;
  return (
    <Table.Root size="sm" variant="line" data-testid="product-breakdown">
      <Table.Header>
        <Table.Row bg="transparent">
          <Table.ColumnHeader color="fg.muted">ประเภท</Table.ColumnHeader>
          <Table.ColumnHeader color="fg.muted" textAlign="end">
            ยอดเล่น
          </Table.ColumnHeader>
          {withWins && (
            <Table.ColumnHeader color="fg.muted" textAlign="end">
              ยอดชนะ
            </Table.ColumnHeader>
          )}
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {products.map((row) => (
          <Table.Row key={row.product} bg="transparent" data-testid="product-row">
            <Table.Cell>{PRODUCT_TH[row.product]}</Table.Cell>
            <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
              {thbText(row.turnover)}
            </Table.Cell>
            {withWins && (
              <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
                {thbText(row.wins)}
              </Table.Cell>
            )}
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}
