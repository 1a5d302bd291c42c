/**
 * Today's yeekee rounds, one tab per yeekee category: each row its number,
 * closing time, a live countdown (server time) while open, its status and its
 * result once out. Live from the `yeekee` topic; a row opens the round view.
 */
import { memo, useMemo, useState, type ReactNode } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { Box, Button, Flex, Heading, HStack, Icon, Skeleton, Stack, Tabs, Text } from '@chakra-ui/react';
import { LuChevronRight, LuRocket } from 'react-icons/lu';
import type { YeekeeRound } from '#shared/api/lotto/yeekee.js';
import { useYeekeeList } from '../api/get-yeekee-list.js';
import { categoryNameOf, hourMinuteText } from '../format.js';
import { Countdown } from './countdown.js';
import { QueryError } from '#client/components/load-error/query-error.js';
import { StatusBadge } from './status-badge.js';

interface CategoryRounds {
  categoryId: number;
  name: string;
  rounds: YeekeeRound[];
}

/** Rounds grouped by category in the server's order (15 minutes first in the seed data). */
function byCategory(rounds: readonly YeekeeRound[]): CategoryRounds[] {
  const groups = new Map<number, CategoryRounds>();
  for (const round of rounds) {
    let group = groups.get(round.category_id);
    if (!group) {
      group = { categoryId: round.category_id, name: categoryNameOf(round), rounds: [] };
      groups.set(round.category_id, group);
    }
    group.rounds.push(round);
  }
  return [...groups.values()];
}

export function YeekeeRoundsView() {
  const list = useYeekeeList();
  const [params, setParams] = useSearchParams();
  const categories = useMemo(() => byCategory(list.data?.rounds ?? []), [list.data]);
  const picked = params.get('cat');
  const selected = categories.find((c) => String(c.categoryId) === picked) ?? categories[0];

  return (
    <Stack gap="4">
      <HStack gap="2">
        <Icon as={LuRocket} boxSize="7" color="brand.fg" aria-hidden />
        <Heading as="h1" size={{ base: 'xl', md: '2xl' }}>
          หวยยี่กี
        </Heading>
      </HStack>
      <Text color="fg.muted" fontSize="sm">
        ผลออกจากเลขที่สมาชิกยิงเข้ามาในแต่ละรอบ ทุกคนตรวจสอบผลย้อนหลังได้ด้วยตัวเอง
      </Text>

      {list.isPending && <RoundsSkeleton />}
      <QueryError query={list} />
      {list.isSuccess && categories.length === 0 && (
        <Text color="fg.muted" textAlign="center" py="8">
          วันนี้ยังไม่มีรอบยี่กี
        </Text>
      )}

      {selected && (
        <Tabs.Root
          value={String(selected.categoryId)}
          onValueChange={({ value }) => setParams({ cat: value }, { replace: true })}
          variant="enclosed"
          fitted
          lazyMount
          unmountOnExit
        >
          <Tabs.List bg="bg.surface" rounded="lg">
            {categories.map((category) => (
              <Tabs.Trigger
                key={category.categoryId}
                value={String(category.categoryId)}
                minH="11"
                color="fg.default"
                _selected={{ bg: 'brand.solid', color: 'brand.contrast' }}
              >
                {category.name}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          {categories.map((category) => (
            <Tabs.Content key={category.categoryId} value={String(category.categoryId)} pt="3">
              <CategoryRoundList rounds={category.rounds} />
            </Tabs.Content>
          ))}
        </Tabs.Root>
      )}
    </Stack>
  );
}

type Filter = 'coming' | 'done';

/** Rounds still to come (and those waiting for their result) first; resulted ones newest first on the other side. */
function CategoryRoundList({ rounds }: { rounds: YeekeeRound[] }) {
  const [filter, setFilter] = useState<Filter>('coming');
  const coming = useMemo(() => rounds.filter((r) => r.status !== 'resulted' && r.status !== 'cancelled'), [rounds]);
  const done = useMemo(() => rounds.filter((r) => r.status === 'resulted' || r.status === 'cancelled').reverse(), [rounds]);
  const shown = filter === 'coming' ? coming : done;

  return (
    <Stack gap="3">
      <HStack gap="2" role="group" aria-label="เลือกรอบที่จะแสดง">
        <FilterButton active={filter === 'coming'} onClick={() => setFilter('coming')}>
          รอบที่ยังไม่ออกผล ({coming.length})
        </FilterButton>
        <FilterButton active={filter === 'done'} onClick={() => setFilter('done')}>
          ออกผลแล้ว ({done.length})
        </FilterButton>
      </HStack>
      {shown.length === 0 ? (
        <Text color="fg.muted" textAlign="center" py="6">
          {filter === 'coming' ? 'รอบของวันนี้ออกผลครบแล้ว' : 'ยังไม่มีรอบที่ออกผล'}
        </Text>
      ) : (
        <Stack as="ul" gap="2" listStyleType="none" aria-label="รอบยี่กี">
          {shown.map((round) => (
            <RoundRow key={round.round_id} round={round} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}

function FilterButton({ active, onClick, children }: { active: boolean; onClick: () => void; children: ReactNode }) {
  return (
    <Button
      size="sm"
      minH="10"
      flex="1"
      variant={active ? 'solid' : 'outline'}
      colorPalette="brand"
      aria-pressed={active}
      onClick={onClick}
    >
      {children}
    </Button>
  );
}

/** Memoised: the list is re-sent whole on every change, unchanged rounds keep their identity only by value. */
const RoundRow = memo(
  function RoundRow({ round }: { round: YeekeeRound }) {
    const open = round.status === 'open';
    return (
      <Box as="li">
        <Flex
          asChild
          align="center"
          gap="3"
          px="3"
          py="2.5"
          minH="16"
          rounded="lg"
          bg={open ? 'bg.raised' : 'bg.surface'}
          borderWidth="1px"
          borderColor={open ? 'brand.solid' : 'border.subtle'}
          _hover={{ borderColor: 'brand.emphasized' }}
        >
          <RouterLink to={`/lotto/yeekee?round=${round.round_id}`} aria-label={`${round.name} ${open ? 'เปิดรับ' : ''}`.trim()}>
            <Stack gap="0" minW="20">
              <Text fontWeight="bold">รอบที่ {round.round_no}</Text>
              <Text fontSize="xs" color="fg.muted">
                ปิดรับ {hourMinuteText(round.closes_at)} น.
              </Text>
            </Stack>
            <Box flex="1" textAlign="center" minW="0">
              <RowMiddle round={round} />
            </Box>
            <StatusBadge status={round.status} />
            <Icon as={LuChevronRight} color="fg.muted" aria-hidden />
          </RouterLink>
        </Flex>
      </Box>
    );
  },
  (a, b) =>
    a.round.round_id === b.round.round_id &&
    a.round.status === b.round.status &&
    a.round.closes_at === b.round.closes_at &&
    a.round.result?.top3 === b.round.result?.top3 &&
    a.round.result?.bottom2 === b.round.result?.bottom2,
);

function RowMiddle({ round }: { round: YeekeeRound }) {
  switch (round.status) {
    case 'open':
      return (
        <Text fontSize="sm" color="fg.muted">
          ปิดรับใน <Countdown to={round.closes_at} fontSize="md" />
        </Text>
      );
    case 'upcoming':
      return (
        <Text fontSize="sm" color="fg.muted">
          เปิด {hourMinuteText(round.opens_at)} น.
        </Text>
      );
    case 'closed':
      return (
        <Text fontSize="sm" color="orange.300">
          รอออกผล
        </Text>
      );
    case 'resulted':
      return round.result ? (
        <HStack justify="center" gap="3" fontVariantNumeric="tabular-nums" data-testid="row-result">
          <Stack gap="0">
            <Text fontSize="2xs" color="fg.muted">
              3 ตัวบน
            </Text>
            <Text fontWeight="bold" color="brand.fg" fontSize="lg" lineHeight="1.1">
              {round.result.top3}
            </Text>
          </Stack>
          <Stack gap="0">
            <Text fontSize="2xs" color="fg.muted">
              2 ตัวล่าง
            </Text>
            <Text fontWeight="bold" color="brand.fg" fontSize="lg" lineHeight="1.1">
              {round.result.bottom2}
            </Text>
          </Stack>
        </HStack>
      ) : null;
    case 'cancelled':
      return (
        <Text fontSize="sm" color="fg.muted">
          รอบนี้ถูกยกเลิก
        </Text>
      );
  }
}

function RoundsSkeleton() {
  return (
    <Stack gap="2" aria-busy="true" aria-label="กำลังโหลดรอบยี่กี">
      <Skeleton h="11" rounded="lg" />
      {Array.from({ length: 6 }, (_, i) => (
        <Skeleton key={i} h="16" rounded="lg" />
      ))}
    </Stack>
  );
}
