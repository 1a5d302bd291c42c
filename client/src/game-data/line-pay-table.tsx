/**
 * A slot's line pays: a row per symbol with its art, a column for 3, 4 and 5
 * of a kind, each the multiple of the line bet. The game's info panel and the
 * published strips page (/fairness/slots/:code) show the same table.
 */
import type { ReactNode } from 'react';
import { HStack, Table, Text } from '@chakra-ui/react';
import { SymbolArt } from './symbol-art.js';
import { decimalText } from '#client/lib/thai/format.js';


/** A multiple: "×1,543.65", "×25". */
export const times = (value: number): string => `×${decimalText(value)}`;

interface Props {
  code: string;
  linePays: Record<string, number[]>;
  /** how a symbol's row is labelled */
  label: (symbol: string) => ReactNode;
  symbolHeader: string;
  rowTestId: string;
  testId?: string;
}

export function LinePayTable({ code, linePays, label, symbolHeader, rowTestId, testId }: Props) {
  return (
    <Table.Root size="sm" variant="line" data-testid={testId}>
      <Table.Header>
        <Table.Row bg="transparent">
          <Table.ColumnHeader color="fg.muted">{symbolHeader}</Table.ColumnHeader>
          {[3, 4, 5].map((count) => (
            <Table.ColumnHeader key={count} color="fg.muted" textAlign="end">
              {count} ช่อง
            </Table.ColumnHeader>
          ))}
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {Object.entries(linePays).map(([symbol, pays]) => (
          <Table.Row key={symbol} bg="transparent" data-testid={rowTestId}>
            <Table.Cell>
              <HStack gap="2">
                <SymbolArt code={code} id={symbol} w="8" h="8" flexShrink={0} />
                <Text>{label(symbol)}</Text>
              </HStack>
            </Table.Cell>
            {pays.map((pay, i) => (
              <Table.Cell key={i} textAlign="end" fontVariantNumeric="tabular-nums">
                {times(pay)}
              </Table.Cell>
            ))}
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}
