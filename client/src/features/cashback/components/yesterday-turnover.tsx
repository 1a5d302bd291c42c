/** Yesterday's turnover cashback with how it was computed: the turnover per product, the rate, the amount paid. */
import { Badge, HStack, Stack, Text } from '@chakra-ui/react';
import type { TurnoverCashback } from '#shared/api/cashback.js';
import { formatThaiDate, formatThaiDateTime } from '#shared/dates.js';
import { thbText } from '#client/lib/money-text.js';
import { rateText, TURNOVER_STATUS_TH } from '../format.js';
import { FigureLine } from './figure-line.js';
import { ProductBreakdown } from './product-breakdown.js';

export function YesterdayTurnover({ day }: { day: TurnoverCashback | null }) {
  return (
    <Stack as="section" aria-labelledby="yesterday-title" gap="3" p={{ base: '4', md: '5' }} rounded="xl" bg="bg.surface" borderWidth="1px" borderColor="brand.muted" data-testid="yesterday-turnover">
      <HStack justify="space-between" gap="2" wrap="wrap">
        <Text id="yesterday-title" fontWeight="bold" fontSize="lg">
          คืนยอดเล่นของเมื่อวาน
        </Text>
        {day && <Text color="fg.muted" fontSize="sm">{formatThaiDate(day.day)}</Text>}
      </HStack>
      {!day ? (
        <Text color="fg.muted" data-testid="yesterday-empty">
          ยังไม่มีผลการคำนวณของเมื่อวาน ระบบคำนวณหลังเที่ยงคืน
        </Text>
      ) : (
        <>
          <ProductBreakdown products={day.products} />
          <Stack gap="1" p="3" rounded="lg" bg="bg.raised">
            <FigureLine label="ยอดเล่นรวม" testId="yesterday-turnover-total">
              {thbText(day.turnover)}
            </FigureLine>
            <FigureLine label="อัตราคืน">{rateText(day.rate)}</FigureLine>
            <FigureLine label={`${thbText(day.turnover)} × ${rateText(day.rate)}`} strong testId="yesterday-amount">
              {thbText(day.amount)}
            </FigureLine>
          </Stack>
          <HStack justify="space-between" gap="2" wrap="wrap">
            <Badge colorPalette={TURNOVER_STATUS_TH[day.status].palette} data-testid="yesterday-status">
              {TURNOVER_STATUS_TH[day.status].label}
            </Badge>
            {day.paid_at && (
              <Text fontSize="sm" color="fg.muted">
                เข้ากระเป๋าหลักเมื่อ {formatThaiDateTime(day.paid_at)} น.
              </Text>
            )}
          </HStack>
        </>
      )}
    </Stack>
  );
}
