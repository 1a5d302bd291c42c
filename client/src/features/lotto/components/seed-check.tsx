/**
 * "ตรวจสอบผล" (docs/domain.md "Integrity first"): the hash published when the round
 * opened, the seed revealed with the result, and a check run in this browser:
 * the seed's SHA-256 must equal the hash, and for demo draws the digits drawn
 * from the seed (shared/lotto/demo-draw.ts) must equal the published result.
 */
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Box, Button, Code, Collapsible, Flex, Stack, Text } from '@chakra-ui/react';
import { LuChevronDown, LuCircleCheck, LuCircleX } from 'react-icons/lu';
import type { LottoKind, LottoResult, LottoRound } from '#shared/api/lotto/rounds.js';
import { drawFromSeed } from '#shared/lotto/demo-draw.js';
import { verifySeed } from '#shared/lotto/seed.js';
import { CommitmentLogLink } from '#client/components/commitment-log-link/commitment-log-link.js';

interface Verdict {
  hashMatches: boolean;
  /** null when this kind's result is not drawn from the seed alone (yeekee) */
  drawMatches: boolean | null;
  drawn: LottoResult | null;
}

export function checkRound(round: LottoRound, kind: LottoKind | undefined): Verdict {
  const hashMatches = verifySeed(round.seed ?? '', round.seed_hash ?? '');
  if (!round.seed || !round.result || !kind || kind === 'yeekee') return { hashMatches, drawMatches: null, drawn: null };
  const drawn = drawFromSeed(round.seed, kind);
  const r = round.result;
  const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
  const drawMatches =
    drawn.top3 === r.top3 &&
    drawn.bottom2 === r.bottom2 &&
    same(drawn.first_prize, r.first_prize) &&
    same(drawn.front3, r.front3) &&
    same(drawn.back3, r.back3);
  return { hashMatches, drawMatches, drawn };
}

function Line({ ok, children }: { ok: boolean; children: React.ReactNode }) {
  return (
    <Flex gap="2" align="flex-start" color={ok ? 'green.300' : 'red.300'}>
      <Box mt="1" flexShrink={0}>
        {ok ? <LuCircleCheck aria-hidden /> : <LuCircleX aria-hidden />}
      </Box>
      <Text fontSize="sm">{children}</Text>
    </Flex>
  );
}

export function SeedCheck({ round, kind }: { round: LottoRound; kind: LottoKind | undefined }) {
  const [verdict, setVerdict] = useState<Verdict | null>(null);
  return (
    <Collapsible.Root lazyMount unmountOnExit>
      <Collapsible.Trigger asChild>
        <Button variant="outline" size="sm" minH="11" colorPalette="brand" justifyContent="space-between" w="full">
          ตรวจสอบผล
          <LuChevronDown aria-hidden />
        </Button>
      </Collapsible.Trigger>
      <Collapsible.Content>
        <Stack gap="2" p="3" bg="bg.raised" rounded="lg" mt="1" fontSize="sm">
          <Text>
            {kind === 'yeekee'
              ? 'เลขเจ้ามือของรอบนี้มาจากเลขสุ่มที่ประกาศแฮชไว้ตั้งแต่เปิดรอบ เลขสุ่มเปิดเผยพร้อมผล'
              : 'ผลงวดนี้ออกจากเลขสุ่มที่ประกาศแฮชไว้ตั้งแต่เปิดงวด เลขสุ่มเปิดเผยพร้อมผล ใครก็คำนวณซ้ำได้'}
          </Text>
          <Text color="fg.muted">แฮช SHA-256 ที่ประกาศตอนเปิด</Text>
          <Code wordBreak="break-all" whiteSpace="normal" bg="bg.canvas" color="fg.default" p="2" data-testid="seed-hash">
            {round.seed_hash}
          </Code>
          <Text color="fg.muted">เลขสุ่มที่เปิดเผย</Text>
          <Code wordBreak="break-all" whiteSpace="normal" bg="bg.canvas" color="fg.default" p="2" data-testid="seed">
            {round.seed}
          </Code>
          <CommitmentLogLink seq={round.log_seq} />
          <Button size="sm" minH="11" variant="outline" colorPalette="brand" onClick={() => setVerdict(checkRound(round, kind))}>
            คำนวณตรวจสอบในเครื่องนี้
          </Button>
          {verdict && (
            <Stack gap="1" role="status">
              <Line ok={verdict.hashMatches}>
                {verdict.hashMatches ? 'แฮชของเลขสุ่มตรงกับที่ประกาศไว้' : 'แฮชของเลขสุ่มไม่ตรงกับที่ประกาศไว้'}
              </Line>
              {verdict.drawMatches !== null && verdict.drawn && (
                <Line ok={verdict.drawMatches}>
                  {verdict.drawMatches ? 'ผลที่คำนวณจากเลขสุ่มตรงกับผลที่ประกาศ' : 'ผลที่คำนวณจากเลขสุ่มไม่ตรงกับผลที่ประกาศ'} (3 ตัวบน {verdict.drawn.top3} · 2
                  ตัวล่าง {verdict.drawn.bottom2})
                </Line>
              )}
              {kind === 'yeekee' && (
                <Text>
                  ผลยี่กีคำนวณจากผลรวมเลขที่สมาชิกยิงทั้งหมดร่วมกับเลขเจ้ามือ ดูวิธีคำนวณทีละขั้นได้ที่{' '}
                  <RouterLink to="/lotto/yeekee" style={{ textDecoration: 'underline' }}>
                    หน้าหวยยี่กี
                  </RouterLink>
                </Text>
              )}
            </Stack>
          )}
        </Stack>
      </Collapsible.Content>
    </Collapsible.Root>
  );
}
