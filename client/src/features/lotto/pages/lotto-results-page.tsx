/**
 * /lotto/results: resulted rounds by category and day (Buddhist-era dates),
 * each with 3 ตัวบน and 2 ตัวล่าง, and for the Thai lottery the first prize,
 * front and back threes. A round drawn from a committed seed can be checked
 * here, in the browser, from what the site published.
 */
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { Box, Field, Flex, Heading, HStack, NativeSelect, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import type { LottoCategory, LottoRound } from '#shared/api/lotto/rounds.js';
import { formatThaiDate } from '#shared/dates.js';
import { useIsLoggedIn } from '#client/lib/session.js';
import { useLobby } from '../api/get-lobby.js';
import { resultsFilterOf, useResults } from '../api/get-results.js';
import { lottoKeys } from '../api/keys.js';
import { useLiveResults } from '../api/live-results.js';
import { QueryError } from '#client/components/load-error/query-error.js';
import { thaiDayOptions } from '#client/lib/thai-days.js';
import { SeedCheck } from '../components/seed-check.js';
import { GROUPS, shortRoundName } from '../format.js';
import { Pager } from '#client/components/pager/pager.js';

/** How many past days the date picker offers (four Thai government draws). */
const PICKER_DAYS = 62;


export function LottoResultsPage() {
  const [params, setParams] = useSearchParams();
  const filter = resultsFilterOf(params);
  const { category_id: categoryId, date, page } = filter;
  const results = useResults(filter);
  const lobby = useLobby();
  const categories = lobby.data?.categories ?? [];
  const byId = new Map<number, LottoCategory>(categories.map((c) => [c.category_id, c]));
  useResultsLive();

  const go = (patch: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(patch)) {
      if (value === null || value === '') next.delete(key);
      else next.set(key, value);
    }
    setParams(next, { replace: true });
  };

  const pages = results.data ? Math.max(1, Math.ceil(results.data.total / results.data.page_size)) : 1;

  return (
    <Stack gap="4">
      <Heading as="h1" size={{ base: 'xl', md: '2xl' }}>
        ตรวจผลหวย
      </Heading>

      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3" bg="bg.surface" p="3" rounded="xl" borderWidth="1px" borderColor="border.subtle">
        <Field.Root>
          <Field.Label>หมวดหวย</Field.Label>
          <NativeSelect.Root size="lg">
            <NativeSelect.Field
              value={categoryId ?? ''}
              onChange={(e) => go({ category: e.currentTarget.value, page: null })}
              aria-label="หมวดหวย"
            >
              <option value="">ทุกหมวด</option>
              {GROUPS.map(({ group, label }) => {
                const inGroup = categories.filter((c) => c.group === group);
                if (inGroup.length === 0) return null;
                return (
                  <optgroup key={group} label={label}>
                    {inGroup.map((c) => (
                      <option key={c.category_id} value={c.category_id}>
                        {c.name}
                      </option>
                    ))}
                  </optgroup>
                );
              })}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Field.Root>
          <Field.Label>วันที่ออกผล</Field.Label>
          <NativeSelect.Root size="lg">
            <NativeSelect.Field value={date ?? ''} onChange={(e) => go({ date: e.currentTarget.value, page: null })} aria-label="วันที่ออกผล">
              <option value="">ล่าสุดทุกวัน</option>
              {thaiDayOptions(PICKER_DAYS, date).map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          <Field.HelperText data-testid="results-date-th">{date ? `ผลวันที่ ${formatThaiDate(date)}` : 'แสดงผลล่าสุดทุกวัน'}</Field.HelperText>
        </Field.Root>
      </SimpleGrid>

      {results.isPending && (
        <Stack gap="2" aria-label="กำลังโหลด">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} h="28" rounded="xl" />
          ))}
        </Stack>
      )}
      <QueryError query={results} />
      {results.data && results.data.results.length === 0 && (
        <Text color="fg.muted" textAlign="center" py="8">
          ไม่มีผลหวย{date ? `วันที่ ${formatThaiDate(date)}` : ''}
        </Text>
      )}
      <Stack as="ul" listStyleType="none" gap="3" opacity={results.isPlaceholderData ? 0.6 : 1}>
        {results.data?.results.map((round) => (
          <li key={round.round_id}>
            <ResultCard round={round} category={byId.get(round.category_id)} />
          </li>
        ))}
      </Stack>

      {results.data && <Pager page={page} pages={pages} onPage={(next) => go({ page: String(next) })} />}
    </Stack>
  );
}

/**
 * New results show without a reload: members get them through the result
 * watcher's subscription, visitors subscribe here (one subscriber per page).
 */
function useResultsLive() {
  const loggedIn = useIsLoggedIn();
  const queryClient = useQueryClient();
  const live = useLiveResults(!loggedIn);
  const seen = useRef(0);
  const arrived = live?.arrived?.length ?? 0;
  useEffect(() => {
    if (arrived > seen.current) void queryClient.invalidateQueries({ queryKey: lottoKeys.results() });
    seen.current = arrived;
  }, [arrived, queryClient]);
}

function Digits({ label, value, big }: { label: string; value: string | string[]; big?: boolean }) {
  const values = Array.isArray(value) ? value : [value];
  return (
    <Stack gap="0.5" align="center" bg="bg.raised" rounded="lg" p="2" flex="1" minW="24">
      <Text fontSize="xs" color="fg.muted">
        {label}
      </Text>
      <HStack gap="3">
        {values.map((v, i) => (
          <Text key={i} fontSize={big ? '3xl' : 'xl'} fontWeight="bold" color="brand.fg" letterSpacing="wider" fontVariantNumeric="tabular-nums">
            {v}
          </Text>
        ))}
      </HStack>
    </Stack>
  );
}

function ResultCard({ round, category }: { round: LottoRound; category: LottoCategory | undefined }) {
  const result = round.result;
  return (
    <Box bg="bg.surface" borderWidth="1px" borderColor="border.subtle" rounded="xl" p="3" data-testid="result-card">
      <Flex justify="space-between" align="flex-start" gap="2" mb="2">
        <Stack gap="0" minW="0">
          <Text fontWeight="bold">{category?.name ?? round.name}</Text>
          {category && (
            <Text fontSize="sm" color="fg.muted">
              {shortRoundName(round.name, category.name)}
            </Text>
          )}
        </Stack>
        <Text fontSize="sm" color="fg.muted" flexShrink={0} data-testid="result-date">
          {formatThaiDate(round.closes_at)}
        </Text>
      </Flex>
      {!result ? (
        <Text color="fg.muted">{round.status === 'cancelled' ? 'งวดนี้ถูกยกเลิก' : 'ยังไม่ออกผล'}</Text>
      ) : (
        <Stack gap="2">
          {result.first_prize && <Digits label="รางวัลที่ 1" value={result.first_prize} big />}
          <Flex gap="2" wrap="wrap">
            <Digits label="3 ตัวบน" value={result.top3} />
            <Digits label="2 ตัวล่าง" value={result.bottom2} />
          </Flex>
          {(result.front3 || result.back3) && (
            <Flex gap="2" wrap="wrap">
              {result.front3 && <Digits label="3 ตัวหน้า" value={result.front3} />}
              {result.back3 && <Digits label="3 ตัวท้าย" value={result.back3} />}
            </Flex>
          )}
          {round.seed && round.seed_hash && <SeedCheck round={round} kind={category?.kind} />}
        </Stack>
      )}
    </Box>
  );
}
