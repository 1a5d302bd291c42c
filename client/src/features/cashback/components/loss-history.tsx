/** The member's loss refunds per day, newest first, with each status, filtered by date and paged. */
import { Badge, Box, Flex, Text } from '@chakra-ui/react';
import type { LossHistory as History, LossRefund } from '#shared/api/cashback.js';
import { formatThaiDate, formatThaiDateTime } from '#shared/dates.js';
import { thbText } from '#client/lib/money-text.js';
import { LOSS_STATUS_TH, rateText } from '../format.js';
import { HistoryFrame, type HistoryProps } from './history-frame.js';

export function LossHistory(props: HistoryProps<History>) {
  return (
    <HistoryFrame<LossRefund>
      {...props}
      id="loss-history"
      title="ประวัติคืนยอดเสีย"
      emptyText="ไม่มีรายการในช่วงที่เลือก"
      renderRow={(refund) => <LossRow key={refund.id} refund={refund} />}
    />
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
