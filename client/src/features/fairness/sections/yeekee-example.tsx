/**
 * The worked yeekee example: the latest finished round, its published hash,
 * revealed seed, every shot, and each step to its number, computed in this
 * browser with the shared formula (shared/lotto/yeekee-formula.ts).
 */
import { useMemo } from 'react';
import { Stack, Text } from '@chakra-ui/react';
import { computeYeekeeProof, YEEKEE_SIXTEENTH_BACK } from '#shared/lotto/yeekee-formula.js';
import { verifySeed } from '#shared/lotto/seed.js';
import { CommitmentLogLink } from '#client/components/commitment-log-link/commitment-log-link.js';
import { LabelledCode } from '#client/components/labelled-code/labelled-code.js';
import type { YeekeeShot } from '#shared/api/lotto/yeekee.js';
import type { SeededRound } from '../api/get-seeded-round.js';
import { ExampleSourceNote } from '../components/example-source.js';
import { MatchLine } from '../components/match-line.js';
import { SeedDigitSteps } from '../components/seed-digit-steps.js';
import { seedDigits } from '../derive/seed-digits.js';

export function YeekeeExample({ example, shots }: { example: SeededRound; shots: readonly YeekeeShot[] }) {
  const { round } = example;
  const proof = useMemo(() => computeYeekeeProof(round.round_id, shots, round.seed), [round.round_id, round.seed, shots]);
  const house = useMemo(() => seedDigits(round.seed, 'yeekee-house', 5), [round.seed]);
  const published = `${round.result.bottom2}${round.result.top3}`;
  return (
    <Stack gap="2" data-testid="yeekee-example">
      <ExampleSourceNote source="real">{round.name}</ExampleSourceNote>
      <LabelledCode label="ค่าแฮชที่เผยแพร่ตอนเปิดรอบ" value={round.seed_hash} />
      <LabelledCode label="seed ที่เปิดเผยหลังออกผล" value={round.seed} />
      <CommitmentLogLink seq={round.log_seq} />
      <LabelledCode label="SHA-256(seed) คำนวณในเครื่องนี้" value={proof.seed_hash} />
      <MatchLine ok={verifySeed(round.seed, round.seed_hash)} yes="แฮชตรงกับที่เผยแพร่ตอนเปิดรอบ" no="แฮชไม่ตรงกับที่เผยแพร่" testId="yeekee-hash-match" />
      <Text fontSize="sm" fontWeight="bold">
        เลขเจ้ามือ = D("yeekee-house", seed, 5)
      </Text>
      <SeedDigitSteps derived={house} count={5} />
      <Text fontSize="sm">
        เลขที่ยิงทั้งหมด {shots.length} ครั้ง ผลรวม <b data-testid="yeekee-sum">{proof.sum}</b>
      </Text>
      <Text fontSize="sm">
        เลขลำดับที่ {YEEKEE_SIXTEENTH_BACK} นับจากท้าย:{' '}
        <b data-testid="yeekee-back16">{proof.sixteenth_seq === null ? 'ยิงไม่ถึง 16 ครั้ง นับเป็น 0' : `${proof.sixteenth_number} (ลำดับที่ ${proof.sixteenth_seq})`}</b>
      </Text>
      <Text fontSize="sm" wordBreak="break-all">
        ({proof.sum} − {proof.sixteenth_number} + {proof.house_number}) mod 100000 = <b data-testid="yeekee-number">{proof.number}</b>
      </Text>
      <Text fontSize="sm">
        3 ตัวบน {proof.number.slice(2)} · 2 ตัวล่าง {proof.number.slice(0, 2)} · ผลที่ประกาศ {published}
      </Text>
      <MatchLine ok={proof.number === published} yes="ตรงกับผลที่ประกาศ" no="ไม่ตรงกับผลที่ประกาศ" testId="yeekee-number-match" />
    </Stack>
  );
}
