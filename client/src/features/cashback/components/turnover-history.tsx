/** The member's turnover cashback per day, newest first, filtered by date and paged. */
import type { UseQueryResult } from '@tanstack/react-query';
import { Badge, Box, Flex, Skeleton, Stack, Text } from '@chakra-ui/react';
import type { TurnoverCashback, TurnoverHistory as History } from '@shared/api/cashback.js';
import { formatThaiDate } from '@shared/dates.js';
import { LoadError } from '../../../components/load-error/load-error.js';
import { Pager } from '../../../components/pager/pager.js';
import { thbText } from '../../../lib/money-text.js';
import type { CashbackHistoryFilter } from '../api/filter.js';
import { PRODUCT_TH, rateText, TURNOVER_STATUS_TH } from '../format.js';
import { DayRangeFilter } from './day-range-filter.js';

interface Props {
  filter: CashbackHistoryFilter;
  rangeError: string | null;
  history: UseQueryResult<History>;
  onFilter: (patch: { from?: string | null; to?: string | null; page?: string }) => void;
}

export function TurnoverHistory({ filter, rangeError, history, onFilter }: Props) {
  const pages = history.data ? Math.max(1, Math.ceil(history.data.total / (history.data.page_size || 1))) : 1;
  return (
    <Stack as="section" aria-labelledby="turnover-history-title" gap="3">
      <Text id="turnover-history-title" as="h2" fontWeight="bold" fontSize="lg">
        ประวัติคืนยอดเล่น
      </Text>
      <DayRangeFilter filter={filter} rangeError={rangeError} onChange={onFilter} />
      {history.isPending && !rangeError && (
        <Stack gap="2" aria-label="กำลังโหลด">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} h="16" rounded="lg" />
          ))}
        </Stack>
      )}
      {history.isError && <LoadError message={history.error.message} onRetry={() => void history.refetch()} />}
      {history.data?.items.length === 0 && (
        <Text color="fg.muted" textAlign="center" py="6" data-testid="turnover-history-empty">
          ไม่มีรายการในช่วงที่เลือก
        </Text>
      )}
      {history.data && history.data.items.length > 0 && (
        <Stack as="ul" listStyleType="none" gap="2" opacity={history.isPlaceholderData ? 0.6 : 1}>
          {history.data.items.map((day) => (
            <TurnoverRow key={day.day} day={day} />
          ))}
        </Stack>
      )}
      {history.data && <Pager page={filter.page} pages={pages} onPage={(next) => onFilter({ page: String(next) })} />}
    </Stack>
  );
}

function TurnoverRow({ day }: { day: TurnoverCashback }) {
  const status = TURNOVER_STATUS_TH[day.status];
  return (
    <Box as="li" p="3" rounded="lg" bg="bg.surface" borderWidth="1px" borderColor="border.subtle" data-testid="turnover-row">
      <Flex justify="space-between" align="center" gap="2">
        <Text fontWeight="bold">{formatThaiDate(day.day)}</Text>
        <Text fontWeight="bold" color={day.status === 'paid' ? 'green.300' : 'fg.muted'} fontVariantNumeric="tabular-nums">
          +{thbText(day.amount)}
        </Text>
      </Flex>
      <Flex justify="space-between" align="center" gap="2" mt="1">
        <Text fontSize="sm" color="fg.muted">
          ยอดเล่น {thbText(day.turnover)} × {rateText(day.rate)}
        </Text>
        <Badge colorPalette={status.palette}>{status.label}</Badge>
      </Flex>
      {day.products.length > 0 && (
        <Text fontSize="xs" color="fg.muted" mt="1">
          {day.products.map((p) => `${PRODUCT_TH[p.product]} ${thbText(p.turnover)}`).join(' · ')}
        </Text>
      )}
    </Box>
  );
}
