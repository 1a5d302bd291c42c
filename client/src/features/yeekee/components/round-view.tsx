/**
 * One yeekee round, live: header (countdown, watchers, seed hash), the result
 * once out, the shoot form, the shot list, the rewarded shots and the check
 * panel. Everything reads the one live query entry (use-round-live.ts).
 */
import { Suspense, useCallback, useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Button, Grid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { LuArrowLeft } from 'react-icons/lu';
import type { YeekeeRound, YeekeeShot } from '#shared/api/lotto/yeekee.js';
import { useYeekeeList } from '../api/get-yeekee-list.js';
import { useRoundLive } from '../live/use-round-live.js';
import { statusAt } from '../format.js';
import { useServerClock } from '#client/lib/use-server-now.js';
import { CheckPanel } from './check-panel.js';
import { QueryError } from '#client/components/load-error/query-error.js';
import { ResultCard } from './result-card.js';
import { RewardsNote } from './rewards-note.js';
import { RoundHeader } from './round-header.js';
import { RoundRules } from './round-rules.js';
import { ShootPanel } from './shoot-form.js';
import { marksOf } from './shot-list.js';
import { ShotsPanel } from './shots-panel.js';

export function YeekeeRoundView({ roundId }: { roundId: number }) {
  const live = useRoundLive(roundId);
  const [mine, setMine] = useState<ReadonlySet<number>>(() => new Set());
  const onShot = useCallback((shot: YeekeeShot) => setMine((seqs) => new Set(seqs).add(shot.seq)), []);

  const state = live.data;
  const round = state?.round;
  const status = useServerClock((now) => (round ? statusAt(round, now) : 'upcoming'));
  const final = status !== 'open' && status !== 'upcoming';
  const lastSeq = round?.last_seq ?? 0;
  const marks = useMemo(() => marksOf(lastSeq, final, mine), [lastSeq, final, mine]);
  // Once this round stops taking shots, watchers are offered the next one of its category.
  const list = useYeekeeList({ enabled: final && round !== undefined });
  const next = round && final ? nextRound(list.data?.rounds ?? [], round) : undefined;

  return (
    <Stack gap="3">
      <Button asChild variant="ghost" size="sm" alignSelf="start" px="1" color="brand.fg">
        <RouterLink to={round ? `/lotto/yeekee?cat=${round.category_id}` : '/lotto/yeekee'}>
          <LuArrowLeft aria-hidden />
          รอบยี่กีทั้งหมด
        </RouterLink>
      </Button>

      {live.isPending && (
        <Stack gap="3" aria-busy="true" aria-label="กำลังโหลดรอบยี่กี">
          <Skeleton h="56" rounded="xl" />
          <Skeleton h="40" rounded="xl" />
        </Stack>
      )}
      {live.isError && !state && (
        <Stack gap="3">
          <Text as="h1" fontSize="xl" fontWeight="bold">
            หวยยี่กี
          </Text>
          <QueryError query={live} />
        </Stack>
      )}

      {state && round && (
        <Grid templateColumns={{ base: '1fr', lg: 'minmax(0, 1fr) minmax(0, 1fr)' }} gap="3" alignItems="start">
          {/* The parts hydrate one by one (Suspense boundaries), the header first (docs/decisions/0057). */}
          <Stack gap="3" minW="0">
            <Suspense fallback={null}>
              <RoundHeader round={round} live={state.live} next={next} />
            </Suspense>
            {round.status === 'resulted' && round.result && <ResultCard result={round.result} />}
            <Suspense fallback={null}>
              {(status === 'open' || status === 'upcoming') && <ShootPanel roundId={roundId} open={status === 'open'} onShot={onShot} />}
              {final && <RewardsNote shots={state.shots} marks={marks} />}
              {round.status === 'resulted' && <CheckPanel round={round} />}
              <RoundRules categoryId={round.category_id} />
            </Suspense>
          </Stack>
          <Suspense fallback={null}>
            <ShotsPanel roundId={roundId} shots={state.shots} total={lastSeq} marks={marks} />
          </Suspense>
        </Grid>
      )}
    </Stack>
  );
}

/** The first round of the same category opening at or after this one closes, still to be shot. */
function nextRound(rounds: readonly YeekeeRound[], round: Pick<YeekeeRound, 'category_id' | 'closes_at'>): YeekeeRound | undefined {
  const closes = Date.parse(round.closes_at);
  return rounds
    .filter((r) => r.category_id === round.category_id && Date.parse(r.opens_at) >= closes && (r.status === 'open' || r.status === 'upcoming'))
    .sort((a, b) => Date.parse(a.opens_at) - Date.parse(b.opens_at))[0];
}
