/**
 * How a day's refund was computed, from the row itself: turnover − wins = net
 * loss, × rate (floored to a satang), capped at the day's maximum, nothing
 * below the minimum loss.
 */
import { Stack, Text } from '@chakra-ui/react';
import type { LossRefund } from '#shared/api/cashback.js';
import { satangOf, thbText } from '#client/lib/money-text.js';
import { rateText } from '../format.js';
import { FigureLine } from './figure-line.js';

export function LossComputation({ refund }: { refund: LossRefund }) {
  const raw = Math.floor((satangOf(refund.net_loss) * refund.rate) / 100) / 100;
  const capped = refund.status !== 'below_min' && raw > refund.max_refund;
  return (
    <Stack gap="1" p="3" rounded="lg" bg="bg.raised" data-testid="loss-computation">
      <FigureLine label="ยอดเล่นรวม">{thbText(refund.turnover)}</FigureLine>
      <FigureLine label="ยอดชนะรวม">− {thbText(refund.wins)}</FigureLine>
      <FigureLine label="ยอดเสียสุทธิ" testId="net-loss">
        {thbText(refund.net_loss)}
      </FigureLine>
      {refund.status === 'below_min' ? (
        <Text fontSize="sm" color="fg.muted" data-testid="below-min-note">
          ยอดเสียสุทธิไม่ถึงขั้นต่ำ {thbText(refund.min_loss)} จึงไม่มีเงินคืนของวันนี้
        </Text>
      ) : (
        <>
          <FigureLine label={`${thbText(refund.net_loss)} × ${rateText(refund.rate)}`}>{thbText(raw)}</FigureLine>
          {capped && (
            <Text fontSize="sm" color="fg.muted" data-testid="capped-note">
              เกินสูงสุดต่อวัน ได้รับ {thbText(refund.max_refund)}
            </Text>
          )}
          <FigureLine label="เงินคืน" strong testId="refund-amount">
            {thbText(refund.amount)}
          </FigureLine>
        </>
      )}
    </Stack>
  );
}
