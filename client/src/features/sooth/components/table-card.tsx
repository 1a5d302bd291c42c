/** One live table on the formula page: its shoe, last hand, counts beside the theory, and its roads. */
import { Button, Flex, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import type { SoothTable } from '#shared/api/sooth.js';
import { LastHand } from './last-hand.js';
import { OddsCompare, type Theoretical } from './odds-compare.js';
import { Roads } from './roads.js';
import { ShoeCommitment } from './shoe-commitment.js';
import { ShoeCounts } from './shoe-counts.js';

export function TableCard({ table, theoretical }: { table: SoothTable; theoretical: Theoretical }) {
  const href = `/sooth/${table.table_id}`;
  return (
    <Stack
      as="article"
      gap="3"
      p={{ base: '3', md: '4' }}
      rounded="xl"
      bg="bg.surface"
      borderWidth="1px"
      borderColor="border.subtle"
      minW="0"
      aria-labelledby={`sooth-table-${table.table_id}`}
      data-testid="sooth-table"
    >
      <Flex justify="space-between" align="baseline" gap="2" wrap="wrap">
        <Heading as="h2" size="lg" id={`sooth-table-${table.table_id}`}>
          <Link asChild color="fg.default">
            <RouterLink to={href}>{table.name}</RouterLink>
          </Link>
        </Heading>
        <Text fontSize="xs" color="fg.muted">
          รหัสโต๊ะ {table.code}
        </Text>
      </Flex>
      <ShoeCommitment shoeId={table.shoe.shoe_id} commitment={table.shoe.commitment} />
      <LastHand hand={table.last_hand} />
      <ShoeCounts counts={table.counts} label="จำนวนผลในขอนนี้" />
      <OddsCompare theoretical={theoretical} measured={[{ label: 'วัดได้ในขอนนี้', counts: table.counts }]} />
      <Roads roads={table.roads} />
      <Button asChild variant="outline" colorPalette="brand" minH="11">
        <RouterLink to={href}>ดูเค้าไพ่และสถิติทั้งหมดของโต๊ะนี้</RouterLink>
      </Button>
    </Stack>
  );
}
