/**
 * "ตรวจสอบผลรางวัล" (docs/domain.md "Integrity first"): reads every shot of the
 * round, checks SHA-256 of the revealed seed against the hash published when
 * the round opened, and recomputes the result in this browser with the same
 * formula the server uses, step by step, against the published result.
 */
import { useMemo, useState, type ReactNode } from 'react';
import { Box, Button, HStack, Progress, Stack, Text } from '@chakra-ui/react';
import { LuShieldCheck } from 'react-icons/lu';
import type { LottoResult } from '#shared/api/lotto/rounds.js';
import type { YeekeeProof, YeekeeShot } from '#shared/api/lotto/yeekee.js';
import { computeYeekeeProof } from '#shared/lotto/yeekee-formula.js';
import { seedHash, verifySeed } from '#shared/lotto/seed.js';
import { CommitmentLogLink } from '#client/components/commitment-log-link/commitment-log-link.js';
import { FairnessLink } from '#client/components/fairness-link/fairness-link.js';
import { LabelledCode } from '#client/components/labelled-code/labelled-code.js';
import { useAllShots } from '../api/get-all-shots.js';
import { countText, fiveDigits } from '../format.js';
import { QueryError } from '#client/components/load-error/query-error.js';

export interface CheckRound {
  round_id: number;
  seed_hash?: string | null;
  seed?: string | null;
  result?: LottoResult;
  log_seq?: number | null;
}

export interface Verdict {
  proof: YeekeeProof;
  computedHash: string;
  hashMatches: boolean;
  published: string;
  numberMatches: boolean;
  ok: boolean;
}

/** The whole check, pure: the panel only shows it. */
export function checkRound(round: CheckRound, shots: readonly YeekeeShot[]): Verdict | null {
  if (!round.seed || !round.seed_hash || !round.result) return null;
  const proof = computeYeekeeProof(round.round_id, shots, round.seed);
  const hashMatches = verifySeed(round.seed, round.seed_hash);
  const published = fiveDigits(round.result);
  const numberMatches = proof.number === published;
  return { proof, computedHash: seedHash(round.seed), hashMatches, published, numberMatches, ok: hashMatches && numberMatches };
}

export function CheckPanel({ round }: { round: CheckRound }) {
  const [started, setStarted] = useState(false);
  const [progress, setProgress] = useState<{ loaded: number; total: number } | null>(null);
  const all = useAllShots(round.round_id, started, (loaded, total) => setProgress({ loaded, total }));
  const { round_id, seed, seed_hash, result } = round;
  const top3 = result?.top3;
  const bottom2 = result?.bottom2;
  // Keyed by the fields the check reads: the live round object changes every few seconds (watchers).
  const verdict = useMemo(
    () =>
      all.data
        ? checkRound({ round_id, seed, seed_hash, result: top3 && bottom2 ? { top3, bottom2 } : undefined }, all.data.shots)
        : null,
    [all.data, round_id, seed, seed_hash, top3, bottom2],
  );

  return (
    <Stack
      as="section"
      aria-labelledby="yeekee-check-title"
      gap="3"
      bg="bg.surface"
      borderWidth="1px"
      borderColor="border.subtle"
      rounded="xl"
      p={{ base: '3', md: '4' }}
    >
      <HStack gap="2">
        <LuShieldCheck aria-hidden />
        <Text id="yeekee-check-title" fontWeight="bold" fontSize="lg">
          ตรวจสอบผลรางวัล
        </Text>
      </HStack>
      <Text fontSize="sm" color="fg.muted">
        คำนวณผลใหม่ในเครื่องของคุณเอง จากเลขที่ยิงทั้งหมดของรอบนี้และเลขเจ้ามือที่เปิดเผยหลังออกผล
      </Text>
      <FairnessLink section="yeekee" />

      {!started && (
        <Button colorPalette="brand" variant="outline" minH="12" onClick={() => setStarted(true)}>
          ตรวจสอบผลรางวัล
        </Button>
      )}

      {started && all.isPending && (
        <Stack gap="1" data-testid="check-loading">
          <Text fontSize="sm">
            กำลังโหลดเลขที่ยิง {progress ? `${countText(progress.loaded)} / ${countText(progress.total)}` : ''}
          </Text>
          <Progress.Root
            value={progress && progress.total > 0 ? (progress.loaded / progress.total) * 100 : null}
            size="xs"
            colorPalette="brand"
          >
            <Progress.Track>
              <Progress.Range />
            </Progress.Track>
          </Progress.Root>
        </Stack>
      )}

      <QueryError query={all} />

      {all.data && !verdict && <Text color="fg.muted">ยังไม่มีเลขเจ้ามือหรือผลที่ประกาศ ตรวจสอบได้หลังออกผล</Text>}
      {verdict && <Steps round={round} verdict={verdict} />}
    </Stack>
  );
}

function Steps({ round, verdict }: { round: CheckRound; verdict: Verdict }) {
  const { proof } = verdict;
  const sixteenth =
    proof.sixteenth_seq === null ? 'ยิงไม่ถึง 16 ครั้ง นับเป็น 0' : `${proof.sixteenth_number} (ลำดับที่ ${countText(proof.sixteenth_seq)})`;
  return (
    <Stack gap="2" as="ol" listStyleType="none" data-testid="check-steps">
      <Step n={1} title="ค่าแฮชของเลขเจ้ามือ ตรงกับที่เผยแพร่ตอนเปิดรอบหรือไม่">
        <LabelledCode label="ค่าแฮชที่เผยแพร่ตอนเปิดรอบ" value={round.seed_hash ?? ''} />
        <LabelledCode label="เลขเจ้ามือ (seed) ที่เปิดเผยหลังออกผล" value={round.seed ?? ''} />
        <CommitmentLogLink seq={round.log_seq} />
        <LabelledCode label="SHA-256(seed) คำนวณในเครื่องนี้" value={verdict.computedHash} />
        <Match ok={verdict.hashMatches} testId="hash-match" />
      </Step>
      <Step n={2} title={`ผลรวมเลขที่ยิงทั้งหมด (${countText(proof.shot_count)} ครั้ง)`}>
        <Value testId="step-sum">{countText(proof.sum)}</Value>
      </Step>
      <Step n={3} title="เลขลำดับที่ 16 นับจากท้าย">
        <Value testId="step-sixteenth">{sixteenth}</Value>
      </Step>
      <Step n={4} title="เลขเจ้ามือจาก seed">
        <Value testId="step-house">{proof.house_number}</Value>
      </Step>
      <Step n={5} title="ผลลัพธ์ mod 100000">
        <Text fontSize="sm" color="fg.muted" wordBreak="break-all">
          ({countText(proof.sum)} − {proof.sixteenth_number} + {proof.house_number}) mod 100000
        </Text>
        <Value testId="step-number">{proof.number}</Value>
      </Step>
      <Step n={6} title="เทียบกับผลที่ประกาศ">
        <Text fontSize="sm">
          คำนวณได้ <b>{proof.number}</b> · ประกาศ <b>{verdict.published}</b>
        </Text>
        <Match ok={verdict.numberMatches} testId="number-match" />
      </Step>
      <Box
        as="li"
        rounded="lg"
        p="3"
        textAlign="center"
        fontWeight="bold"
        fontSize="xl"
        bg={verdict.ok ? 'green.900' : 'red.900'}
        color={verdict.ok ? 'green.200' : 'red.200'}
        borderWidth="1px"
        borderColor={verdict.ok ? 'green.500' : 'red.500'}
        role="status"
        data-testid="check-verdict"
      >
        {verdict.ok ? '✓ ตรงกัน ผลรางวัลถูกต้อง' : '✗ ไม่ตรงกัน ผลที่ประกาศไม่ตรงกับการคำนวณ'}
      </Box>
    </Stack>
  );
}

function Step({ n, title, children }: { n: number; title: string; children: ReactNode }) {
  return (
    <Stack as="li" gap="1" bg="bg.canvas" rounded="md" p="3">
      <Text fontSize="sm" fontWeight="bold">
        {n}. {title}
      </Text>
      {children}
    </Stack>
  );
}

function Value({ testId, children }: { testId: string; children: ReactNode }) {
  return (
    <Text fontSize="xl" fontWeight="bold" color="brand.fg" fontVariantNumeric="tabular-nums" wordBreak="break-all" data-testid={testId}>
      {children}
    </Text>
  );
}

function Match({ ok, testId }: { ok: boolean; testId: string }) {
  return (
    <Text fontWeight="bold" color={ok ? 'green.300' : 'red.300'} data-testid={testId}>
      {ok ? '✓ ตรงกัน' : '✗ ไม่ตรงกัน'}
    </Text>
  );
}
