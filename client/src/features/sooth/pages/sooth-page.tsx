/**
 * /sooth: the baccarat formula page, honestly (docs/domain.md "Games and the
 * baccarat page"; decision 0040). Every live table's current shoe with its
 * real roads and counts, live from the `sooth` topic, beside the exact odds
 * of an 8-deck shoe. It says first that hands are independent, and shows no
 * rate it did not measure.
 */
import { Grid, Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import { QueryError } from '#client/components/load-error/query-error.js';
import { useSoothTables } from '../api/get-tables.js';
import { IndependenceNote } from '../components/independence-note.js';
import { TableCard } from '../components/table-card.js';

export function SoothPage() {
  const tables = useSoothTables();
  return (
    <Stack gap="4" minW="0">
      <Heading as="h1" size={{ base: 'xl', md: '2xl' }}>
        สูตรบาคาร่า
      </Heading>
      <IndependenceNote theoretical={tables.data?.theoretical} />
      <QueryError query={tables} />
      {tables.isPending && <Skeleton h="96" rounded="xl" aria-label="กำลังโหลด" />}
      {tables.data && tables.data.tables.length === 0 && (
        <Text color="fg.muted" data-testid="sooth-empty">
          ยังไม่มีโต๊ะที่กำลังแจกไพ่
        </Text>
      )}
      {tables.data && tables.data.tables.length > 0 && (
        <Grid templateColumns={{ base: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' }} gap="4" alignItems="start">
          {tables.data.tables.map((table) => (
            <TableCard key={table.table_id} table={table} theoretical={tables.data.theoretical} />
          ))}
        </Grid>
      )}
    </Stack>
  );
}
