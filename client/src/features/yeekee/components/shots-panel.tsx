/**
 * The round's shots: the live newest ones, or every shot page by page
 * ("ดูทั้งหมด", 100 a page from yeekee/lists, page 1 the newest).
 */
import { useState } from 'react';
import { Button, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { LuChevronLeft, LuChevronRight } from 'react-icons/lu';
import type { YeekeeShot } from '#shared/api/lotto/yeekee.js';
import { YEEKEE_SHOTS_PAGE_SIZE } from '#shared/api/lotto/yeekee-limits.js';
import { useYeekeeShotsPage } from '../api/get-yeekee-shots.js';
import { countText } from '../format.js';
import { QueryError } from '#client/components/load-error/query-error.js';
import { LIVE_ROWS, ShotRows, type ShotMarks } from './shot-list.js';

export function ShotsPanel({
  roundId,
  shots,
  total,
  marks,
}: {
  roundId: number;
  /** the newest shots held live, ascending */
  shots: readonly YeekeeShot[];
  total: number;
  marks: ShotMarks;
}) {
  const [paged, setPaged] = useState(false);
  const newest = shots.length > LIVE_ROWS ? shots.slice(-LIVE_ROWS) : shots;

  return (
    <Stack
      as="section"
      aria-labelledby="yeekee-shots-title"
      gap="3"
      bg="bg.surface"
      borderWidth="1px"
      borderColor="border.subtle"
      rounded="xl"
      p={{ base: '3', md: '4' }}
    >
      <HStack justify="space-between" gap="2">
        <Text id="yeekee-shots-title" fontWeight="bold" fontSize="lg">
          {paged ? 'เลขที่ยิงทั้งหมด' : 'เลขที่ยิงล่าสุด'}
        </Text>
        <Button size="sm" variant="outline" colorPalette="brand" minH="10" onClick={() => setPaged(!paged)} aria-pressed={paged}>
          {paged ? 'กลับไปดูสด' : 'ดูทั้งหมด'}
        </Button>
      </HStack>
      {paged ? (
        <PagedShots roundId={roundId} marks={marks} />
      ) : (
        <>
          {total > newest.length && (
            <Text fontSize="xs" color="fg.muted">
              แสดง {newest.length} รายการล่าสุดจากทั้งหมด {countText(total)} รายการ
            </Text>
          )}
          <ShotRows shots={newest} marks={marks} label="เลขที่ยิงล่าสุด ใหม่สุดอยู่บน" />
        </>
      )}
    </Stack>
  );
}

function PagedShots({ roundId, marks }: { roundId: number; marks: ShotMarks }) {
  const [page, setPage] = useState(1);
  const query = useYeekeeShotsPage(roundId, page, true);
  const total = query.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / YEEKEE_SHOTS_PAGE_SIZE));

  if (query.isPending) return <Skeleton h="40" rounded="md" />;
  if (query.isError) return <QueryError query={query} />;
  return (
    <Stack gap="2">
      <HStack justify="space-between" gap="2">
        <Button size="sm" variant="outline" colorPalette="brand" minH="10" disabled={page <= 1} onClick={() => setPage(page - 1)}>
          <LuChevronLeft aria-hidden />
          ใหม่กว่า
        </Button>
        <Text fontSize="sm" color="fg.muted" data-testid="shots-page">
          หน้า {page} / {pages}
        </Text>
        <Button size="sm" variant="outline" colorPalette="brand" minH="10" disabled={page >= pages} onClick={() => setPage(page + 1)}>
          เก่ากว่า
          <LuChevronRight aria-hidden />
        </Button>
      </HStack>
      <ShotRows shots={query.data.shots} marks={marks} label={`เลขที่ยิง หน้า ${page}`} />
    </Stack>
  );
}
