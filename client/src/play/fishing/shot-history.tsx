/**
 * "นัดที่ผ่านมา": every shot of the member's in this game, newest first, a
 * page at a time (docs/decisions/0076), each recomputed in this browser once
 * its seed is revealed, ✓ or ✗. The verifier and its hashing library load
 * only when there is a revealed shot to check.
 */
import { useEffect, useState } from 'react';
import { Flex, Skeleton, Stack, Text } from '@chakra-ui/react';
import { formatThaiDateTime } from '#shared/dates.js';
import type { FishingHistoryShot, FishingInfoResponse } from '#shared/games/fishing-api.js';
import { QueryError } from '#client/components/load-error/query-error.js';
import { Pager } from '#client/components/pager/pager.js';
import { thbText } from '#client/lib/money-text.js';
import { useFishingShots } from '../api/fishing-shots.js';
import type { ShotCheck } from './verify-shot.js';
import { CheckVerdict } from '../components/check-verdict.js';

const FAULTS: readonly [keyof ShotCheck, string][] = [
  ['hashOk', 'hash ไม่ตรง'],
  ['digestOk', 'digest ไม่ตรง'],
  ['caughtOk', 'ผลจับไม่ตรง'],
  ['winOk', 'เงินรางวัลไม่ตรง'],
];

function useShotChecks(shots: readonly FishingHistoryShot[] | undefined, info: FishingInfoResponse) {
  const [checks, setChecks] = useState<ReadonlyMap<string, ShotCheck | null>>(new Map());
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!shots || !shots.some((shot) => shot.server_seed !== null)) return;
    let live = true;
    import('./verify-shot.js')
      .then(({ verifyShot }) => {
        if (live) setChecks(new Map(shots.map((shot) => [shot.round_id, verifyShot(shot, info)])));
      })
      .catch(() => {
        if (live) setFailed(true);
      });
    return () => {
      live = false;
    };
  }, [shots, info]);
  return { checks, failed };
}

export function ShotHistory({ session, info, open }: { session: string; info: FishingInfoResponse; open: boolean }) {
  const [page, setPage] = useState(1);
  const history = useFishingShots(session, page, open);
  const { checks, failed } = useShotChecks(history.data?.items, info);
  const pages = history.data ? Math.max(1, Math.ceil(history.data.total / history.data.page_size)) : 1;
  const nameOf = (code: string) => info.species.find((fish) => fish.code === code)?.name ?? code;

  return (
    <Stack gap="2" as="section" data-testid="shot-history">
      <Text fontWeight="bold">นัดที่ผ่านมา (ตรวจสอบในเครื่องนี้)</Text>
      {history.data && history.data.total > 0 && (
        <Text fontSize="xs" color="fg.muted" data-testid="shot-total">
          ทั้งหมด {history.data.total} นัด ทุกนัดของเมล็ดสุ่มที่เปิดเผยแล้วตรวจสอบได้ที่นี่
        </Text>
      )}
      {history.isPending && <Skeleton h="24" rounded="lg" />}
      <QueryError query={history} />
      {failed && <Text color="red.300">โหลดตัวตรวจสอบไม่สำเร็จ กรุณาโหลดหน้าใหม่</Text>}
      {history.data?.total === 0 && <Text color="fg.muted">ยังไม่มีนัด</Text>}
      <Stack as="ul" listStyleType="none" gap="2">
        {history.data?.items.map((shot) => {
          const check = checks.get(shot.round_id);
          return (
            <Flex as="li" key={shot.round_id} gap="3" align="center" p="2.5" rounded="lg" bg="bg.raised" fontSize="sm" data-testid="shot-check" data-nonce={shot.nonce}>
              <Stack gap="0" flex="1" minW="0">
                <Text fontWeight="bold">
                  nonce {shot.nonce} · {nameOf(shot.fish)} · กระสุน {thbText(shot.bet)} · {shot.caught ? `จับได้ ${thbText(shot.win)}` : 'พลาด'}
                </Text>
                <Text color="fg.muted" fontSize="xs" truncate>
                  {formatThaiDateTime(shot.created_at)} น. · digest {shot.digest}
                </Text>
                {check && !check.ok && (
                  <Text color="red.300" fontSize="xs">
                    {FAULTS.filter(([key]) => !check[key])
                      .map(([, text]) => text)
                      .join(' · ')}
                  </Text>
                )}
              </Stack>
              <CheckVerdict secret={shot.server_seed === null} check={check} testId="shot-verdict" />
            </Flex>
          );
        })}
      </Stack>
      {history.data && <Pager page={page} pages={pages} onPage={setPage} />}
    </Stack>
  );
}

