/**
 * /sooth/:tableId: one table in full. The whole commitment of the shoe being
 * dealt, the five roads larger, counts of this shoe and of every shoe beside
 * the theory, each pattern's measured hits, what each bet pays (a tie refunds
 * player and banker bets), and the revealed shoes, each with a check run in
 * this browser. The shoe's roads and counts follow the `sooth` topic at once;
 * the rest is asked again when the table deals a hand this answer does not
 * have yet.
 */
import { useEffect, useRef, type ReactNode } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { Flex, Heading, Link, Skeleton, Stack, Text } from '@chakra-ui/react';
import { LuChevronLeft } from 'react-icons/lu';
import { ErrorCode } from '#shared/errors.js';
import { ApiError } from '#client/lib/api-client.js';
import { FairnessLink } from '#client/components/fairness-link/fairness-link.js';
import { QueryError } from '#client/components/load-error/query-error.js';
import { BaccaratPayRules } from '#client/game-data/baccarat-pay-rules.js';
import { useSoothDetail } from '../api/get-detail.js';
import { handKey, useSoothTables } from '../api/get-tables.js';
import { HowToVerify } from '../components/how-to-verify.js';
import { IndependenceNote } from '../components/independence-note.js';
import { LastHand } from '../components/last-hand.js';
import { OddsCompare } from '../components/odds-compare.js';
import { PatternList } from '../components/pattern-list.js';
import { RevealedShoes } from '#client/game-data/revealed-shoes.js';
import { Roads } from '../components/roads.js';
import { ShoeCommitment } from '../components/shoe-commitment.js';
import { ShoeCounts } from '../components/shoe-counts.js';

/** A table id from the address, or null when it cannot be one (no call is made for it). */
function tableIdOf(param: string | undefined): number | null {
  return param && /^[1-9]\d{0,9}$/.test(param) ? Number(param) : null;
}

export function SoothTablePage() {
  const tableId = tableIdOf(useParams().tableId);
  const detail = useSoothDetail(tableId);
  const tables = useSoothTables();
  const live = tables.data?.tables.find((table) => table.table_id === tableId);
  const notFound = tableId === null || (detail.error instanceof ApiError && detail.error.code === ErrorCode.SOOTH_TABLE_NOT_FOUND);

  // Once per new live hand the answer does not have: its patterns and all-shoe counts moved too.
  const liveKey = handKey(live);
  const detailKey = handKey(detail.data?.table);
  const asked = useRef<string | null>(null);
  const { refetch } = detail;
  useEffect(() => {
    if (liveKey === null || detailKey === null || liveKey === detailKey || asked.current === liveKey) return;
    asked.current = liveKey;
    void refetch();
  }, [liveKey, detailKey, refetch]);

  const data = detail.data;
  // The topic's copy of this shoe is the freshest; the answer's stands in until it comes.
  const table = live ?? data?.table;

  return (
    <Stack gap="4" minW="0">
      <Link asChild color="brand.fg" fontSize="sm" alignSelf="start">
        <RouterLink to="/sooth">
          <LuChevronLeft aria-hidden /> ทุกโต๊ะ
        </RouterLink>
      </Link>
      <Heading as="h1" size={{ base: 'md', md: 'lg' }} color="fg.muted">
        สูตรบาคาร่า
      </Heading>
      {notFound ? (
        <Text data-testid="sooth-not-found">ไม่พบโต๊ะบาคาร่านี้</Text>
      ) : detail.isError ? (
        <QueryError query={detail} />
      ) : !data || !table ? (
        <Skeleton h="96" rounded="xl" aria-label="กำลังโหลด" />
      ) : (
        <>
          <Flex justify="space-between" align="baseline" gap="2" wrap="wrap">
            <Heading as="h2" size={{ base: 'xl', md: '2xl' }}>
              {table.name}
            </Heading>
            <Text fontSize="xs" color="fg.muted">
              รหัสโต๊ะ {table.code}
            </Text>
          </Flex>
          <IndependenceNote theoretical={data.theoretical} />
          <Section title="ขอนปัจจุบัน">
            <ShoeCommitment shoeId={table.shoe.shoe_id} commitment={table.shoe.commitment} />
            <LastHand hand={table.last_hand} />
            <Roads roads={table.roads} size="large" />
          </Section>
          <Section title="ผลที่วัดได้เทียบกับทฤษฎี">
            <CountsOf label="ขอนนี้">
              <ShoeCounts counts={table.counts} label="จำนวนผลในขอนนี้" />
            </CountsOf>
            <CountsOf label="ทุกขอนของโต๊ะนี้">
              <ShoeCounts counts={data.all_shoes} label="จำนวนผลทุกขอน" />
            </CountsOf>
            <OddsCompare
              theoretical={data.theoretical}
              measured={[
                { label: 'ขอนนี้', counts: table.counts },
                { label: 'ทุกขอน', counts: data.all_shoes },
              ]}
            />
          </Section>
          <Section title="สูตรที่นิยมตาม วัดจากขอนจริง">
            <PatternList patterns={data.patterns} theoretical={data.theoretical} />
          </Section>
          <Section title="กติกาการจ่าย">
            <BaccaratPayRules testId="payout-rules" />
          </Section>
          <Section title="ขอนที่จบแล้วและเปิดเผย">
            <RevealedShoes tableId={data.table.table_id} shoes={data.revealed_shoes} />
            <HowToVerify />
            <FairnessLink section="baccarat" />
          </Section>
        </>
      )}
    </Stack>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack as="section" gap="3" p={{ base: '3', md: '4' }} rounded="xl" bg="bg.surface" borderWidth="1px" borderColor="border.subtle" minW="0" aria-label={title}>
      <Heading as="h3" size="md">
        {title}
      </Heading>
      {children}
    </Stack>
  );
}

function CountsOf({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap="1">
      <Text fontSize="xs" color="fg.muted">
        {label}
      </Text>
      {children}
    </Stack>
  );
}
