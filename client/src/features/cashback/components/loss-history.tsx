/** The member's loss refunds per day, newest first, with each status, filtered by date and paged. */
import type { UseQueryResult } from '@tanstack/react-query';
import { Badge, Box, Flex, Skeleton, Stack, Text } from '@chakra-ui/react';
import type { LossHistory as History, LossRefund } from '@shared/api/cashback.js';
import { formatThaiDate, formatThaiDateTime } from '@shared/dates.js';
import { LoadError } from '../../../components/load-error/load-error.js';
import { Pager } from '../../../components/pager/pager.js';
import { thbText } from '../../../lib/money-text.js';
import type { CashbackHistoryFilter } from '../api/filter.js';
import { LOSS_STATUS_TH, rateText } from '../format.js';
import { DayRangeFilter } from './day-range-filter.js';

interface Props {
  filter: CashbackHistoryFilter;
  rangeError: string | null;
  history: UseQueryResult<History>;
  onFilter: (patch: { from?: string | null; to?: string | null; page?: string }) => void;
}

export function LossHistory({ filter, rangeError, history, onFilter }: Props) {
  const pages = history.data ? Math.max(1, Math.ceil(history.data.total / (history.data.page_size || 1))) : 1;
  return (
    <Stack as="section" aria-labelledby="loss-history-title" gap="3">
      <Text id="loss-history-title" as="h2" fontWeight="bold" fontSize="lg">
        ประวัติคืนยอดเสีย
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
        <Text color="fg.muted" textAlign="center" py="6" data-testid="loss-history-empty">
          ไม่มีรายการในช่วงที่เลือก
        </Text>
      )}
      {history.data && history.data.items.length > 0 && (
        <Stack as="ul" listStyleType="none" gap="2" opacity={history.isPlaceholderData ? 0.6 : 1}>
          {history.data.items.map((refund) => (
            <LossRow key={refund.id} refund={refund} />
          ))}
        </Stack>
      )}
      {history.data && <Pager page={filter.page} pages={pages} onPage={(next) => onFilter({ page: String(next) })} />}
    </Stack>
  );
}

function LossRow({ refund }: { refund: LossRefund }) {
  const status = LOSS_STATUS_TH[refund.status];
  return (
    <Box as="li" p="3" rounded="lg" bg="bg.surface" borderWidth="1px" borderColor="border.subtle" data-testid="loss-row">
      <Flex justify="space-between" align="center" gap="2">
        <Text fontWeight="bold">{formatThaiDate(refund.day)}</Text>
        <Badge colorPalette={status.palette} data-testid="loss-status">
          {status.label}
        </Badge>
      </Flex>
      <Flex justify="space-between" align="baseline" gap="2" mt="1">
        <Text fontSize="sm" color="fg.muted">
          เสียสุทธิ {thbText(refund.net_loss)}
          {refund.status === 'below_min' ? ` (ขั้นต่ำ ${thbText(refund.min_loss)})` : ` × ${rateText(refund.rate)}`}
        </Text>
        <Text fontWeight="bold" fontVariantNumeric="tabular-nums" color={refund.status === 'claimed' ? 'green.300' : 'fg.muted'}>
          {thbText(refund.amount)}
        </Text>
      </Flex>
      <Text fontSize="xs" color="fg.muted" mt="1">
        ยอดเล่น {thbText(refund.turnover)} · ยอดชนะ {thbText(refund.wins)}
        {refund.status === 'claimed' && refund.claimed_at && ` · รับเมื่อ ${formatThaiDateTime(refund.claimed_at)} น.`}
        {refund.status === 'claimable' && ` · รับได้ถึง ${formatThaiDateTime(refund.claim_until)} น.`}
      </Text>
    </Box>
  );
}
