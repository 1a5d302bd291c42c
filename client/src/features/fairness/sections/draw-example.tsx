/** The worked demo-draw example: a real round's hash, revealed seed, the digits drawn from it and the result they give. */
import { useMemo } from 'react';
import { Stack, Text } from '@chakra-ui/react';
import { drawFromSeed } from '#shared/lotto/demo-draw.js';
import { seedHash, verifySeed } from '#shared/lotto/seed.js';
import { CommitmentLogLink } from '#client/components/commitment-log-link/commitment-log-link.js';
import { LabelledCode } from '#client/components/labelled-code/labelled-code.js';
import type { SeededRound } from '../api/get-seeded-round.js';
import { ExampleSourceNote } from '../components/example-source.js';
import { MatchLine } from '../components/match-line.js';
import { SeedDigitSteps } from '../components/seed-digit-steps.js';
import { seedDigits } from '../derive/seed-digits.js';
import { drawLabel, resultText, sameResult } from './draw-kind.js';

export function DrawExample({ example }: { example: SeededRound }) {
  const { round, category } = example;
  const kind = category.kind === 'thai' ? 'thai' : 'standard';
  const { label, count } = drawLabel(kind);
  const derived = useMemo(() => seedDigits(round.seed, label, count), [round.seed, label, count]);
  const drawn = useMemo(() => drawFromSeed(round.seed, kind), [round.seed, kind]);
  return (
    <Stack gap="2" data-testid="draw-example">
      <ExampleSourceNote source="real">{round.name}</ExampleSourceNote>
      <LabelledCode label="ค่าแฮชที่เผยแพร่ตอนเปิดงวด" value={round.seed_hash} />
      <LabelledCode label="seed ที่เปิดเผยพร้อมผล" value={round.seed} />
      <CommitmentLogLink seq={round.log_seq} />
      <LabelledCode label="SHA-256(seed) คำนวณในเครื่องนี้" value={seedHash(round.seed)} />
      <MatchLine ok={verifySeed(round.seed, round.seed_hash)} yes="แฮชตรงกับที่เผยแพร่ตอนเปิดงวด" no="แฮชไม่ตรงกับที่เผยแพร่" testId="draw-hash-match" />
      <Text fontSize="sm" fontWeight="bold">{`ตัวเลข = D("${label}", seed, ${count})`}</Text>
      <SeedDigitSteps derived={derived} count={count} />
      <Text fontSize="sm" data-testid="draw-result">
        คำนวณได้ {resultText(drawn)}
      </Text>
      <Text fontSize="sm">ผลที่ประกาศ {resultText(round.result)}</Text>
      <MatchLine ok={sameResult(drawn, round.result)} yes="ตรงกับผลที่ประกาศ" no="ไม่ตรงกับผลที่ประกาศ" testId="draw-result-match" />
    </Stack>
  );
}
