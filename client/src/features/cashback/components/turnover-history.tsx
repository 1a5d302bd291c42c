/** The member's turnover cashback per day, newest first, filtered by date and paged. */
import { Badge, Box, Flex, Text } from '@chakra-ui/react';
import type { TurnoverCashback, TurnoverHistory as History } from '#shared/api/cashback.js';
import { formatThaiDate } from '#shared/dates.js';
import { thbText } from '#client/lib/money-text.js';
import { PRODUCT_TH, rateText, TURNOVER_STATUS_TH } from '../format.js';
import { HistoryFrame, type HistoryProps } from './history-frame.js';

export function TurnoverHistory(props: HistoryProps<History>) {
  return (
    <HistoryFrame<TurnoverCashback>
      {...props}
      id="turnover-history"
      title="ประวัติคืนยอดเล่น"
      emptyText="ไม่มีรายการในช่วงที่เลือก"
      renderRow={(day) => <TurnoverRow key={day.day} day={day} />}
    />
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
