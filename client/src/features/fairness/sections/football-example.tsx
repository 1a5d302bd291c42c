/**
 * A finished virtual football match worked through: its commitment, each
 * side's goal draw against the published goal distribution, and every goal's
 * minute, computed here with shared/games/football-fair.ts.
 */
import { useMemo } from 'react';
import { Stack, Text } from '@chakra-ui/react';
import { goalDistribution, MATCH_MINUTES, matchResult, serverSeedHash, type Side } from '#shared/games/football-fair.js';
import { CommitmentLogLink } from '#client/components/commitment-log-link/commitment-log-link.js';
import { LabelledCode } from '#client/components/labelled-code/labelled-code.js';
import { useHydrated } from '#client/lib/hydration.js';
import type { FinishedMatch } from '../api/get-football-results.js';
import { ExampleSourceNote } from '../components/example-source.js';
import { FractionSteps } from '../components/fraction-steps.js';
import { MatchLine } from '../components/match-line.js';
import { fractionStep, TWO_POW_52 } from '../derive/fraction.js';

const SIDE_TH: Record<Side, string> = { home: 'เจ้าบ้าน', away: 'ทีมเยือน' };

/** Running sums P(0), P(0)+P(1), … as the page lists them (the draw is the first k whose sum is above u). */
function cumulative(lambda: number): number[] {
  let sum = 0;
  return goalDistribution(lambda).map((p) => (sum += p));
}

function SideDraw({ match, side, goals }: { match: FinishedMatch; side: Side; goals: number }) {
  const lambda = match.means[side];
  const step = fractionStep(match.server_seed, `${match.match_id}:${side}`, TWO_POW_52);
  const sums = cumulative(lambda).slice(0, goals + 1);
  // Math.exp's last digits differ between the server's engine and a browser's: the sums are the
  // browser's own, written once it runs the page (the server's HTML leaves them out).
  const hydrated = useHydrated();
  return (
    <Stack gap="1">
      <Text fontSize="sm" fontWeight="bold">
        ประตูของ{SIDE_TH[side]} (λ = {lambda})
      </Text>
      <FractionSteps step={step} outcomeLabel="bits" />
      <Text fontSize="sm" wordBreak="break-all">
        u = {step.fraction} · ผลรวมสะสม P(0..k): {hydrated ? sums.map((sum, k) => `k=${k}: ${sum}`).join(' · ') : '…'}
      </Text>
      <Text fontSize="sm">
        k แรกที่ u น้อยกว่าผลรวมสะสม = <b>{goals}</b> ประตู
      </Text>
      {Array.from({ length: goals }, (_, index) => {
        const minute = fractionStep(match.server_seed, `${match.match_id}:${side}:goal:${index}`, MATCH_MINUTES);
        return (
          <Text key={index} fontSize="sm" wordBreak="break-all">
            ประตูที่ {index + 1}: HMAC("{minute.message}") → 1 + ⌊{minute.bits} × 90 / 2^52⌋ = นาทีที่ {minute.result + 1}
          </Text>
        );
      })}
    </Stack>
  );
}

export function FootballExample({ match }: { match: FinishedMatch }) {
  const result = useMemo(() => matchResult(match.server_seed, match.match_id, match.means.home, match.means.away), [match]);
  const shown = match.score;
  return (
    <Stack gap="2" data-testid="football-example">
      <ExampleSourceNote source="real">{`${match.home.name} พบ ${match.away.name}`}</ExampleSourceNote>
      <LabelledCode label="รหัสคู่ (match id)" value={match.match_id} />
      <LabelledCode label="ค่าแฮชที่เผยแพร่ก่อนเปิดรับแทง" value={match.commitment} />
      <LabelledCode label="server seed ที่เปิดเผยเมื่อจบเกม" value={match.server_seed} />
      <CommitmentLogLink seq={match.log_seq} />
      <MatchLine ok={serverSeedHash(match.server_seed) === match.commitment.toLowerCase()} yes="SHA-256(server seed) ตรงกับที่เผยแพร่" no="SHA-256(server seed) ไม่ตรงกับที่เผยแพร่" />
      <SideDraw match={match} side="home" goals={result.home} />
      <SideDraw match={match} side="away" goals={result.away} />
      <Text fontSize="sm" data-testid="football-score">
        ผลที่คำนวณได้ {result.home} – {result.away} · ผลที่แสดง {shown ? `${shown.home} – ${shown.away}` : '–'}
      </Text>
      <MatchLine ok={shown !== null && shown.home === result.home && shown.away === result.away} yes="ตรงกับผลที่แสดง" no="ไม่ตรงกับผลที่แสดง" />
    </Stack>
  );
}
