/**
 * The refund the member can claim now (yesterday's loss) with how it was
 * computed, the deadline and the claim button; or why there is none. The
 * claim's refusal is shown under the button in the server's Thai.
 */
import { Alert, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { LuHandCoins } from 'react-icons/lu';
import type { LossRefund } from '#shared/api/cashback.js';
import { formatThaiDate, formatThaiDateTime } from '#shared/dates.js';
import { thbText } from '#client/lib/money-text.js';
import { LossComputation } from './loss-computation.js';
import { ProductBreakdown } from './product-breakdown.js';

interface Props {
  refund: LossRefund | null;
  /** the refund claimed on this visit (the server's answer), shown until the member leaves */
  claimed: LossRefund | null;
  claiming: boolean;
  error: string | null;
  onClaim: () => void;
}

export function CurrentRefund({ refund, claimed, claiming, error, onClaim }: Props) {
  const shown = claimed ?? refund;
  return (
    <Stack as="section" aria-labelledby="current-refund-title" gap="3" p={{ base: '4', md: '5' }} rounded="xl" bg="bg.surface" borderWidth="1px" borderColor="brand.muted" data-testid="current-refund">
      <HStack justify="space-between" gap="2" wrap="wrap">
        <Text id="current-refund-title" fontWeight="bold" fontSize="lg">
          เงินคืนยอดเสียที่รับได้
        </Text>
        {shown && <Text color="fg.muted" fontSize="sm">ยอดเสียของวันที่ {formatThaiDate(shown.day)}</Text>}
      </HStack>
      {!shown && (
        <Text color="fg.muted" data-testid="no-refund">
          ตอนนี้ยังไม่มีเงินคืนที่รับได้ เมื่อวานยอดเสียไม่ถึงขั้นต่ำ หรือระบบยังคำนวณไม่เสร็จ
        </Text>
      )}
      {shown && (
        <>
          <ProductBreakdown products={shown.products} withWins />
          <LossComputation refund={shown} />
        </>
      )}
      {claimed && (
        <Alert.Root status="success" rounded="lg" data-testid="claim-success">
          <Alert.Indicator />
          <Alert.Title>
            รับเงินคืน {thbText(claimed.amount)} เข้ากระเป๋าหลักแล้ว
            {claimed.claimed_at ? ` เมื่อ ${formatThaiDateTime(claimed.claimed_at)} น.` : ''}
          </Alert.Title>
        </Alert.Root>
      )}
      {!claimed && refund?.status === 'claimable' && (
        <Stack gap="2">
          <Button colorPalette="brand" size="lg" minH="12" loading={claiming} loadingText="กำลังรับเงินคืน" onClick={onClaim}>
            <LuHandCoins aria-hidden /> รับเงินคืน {thbText(refund.amount)}
          </Button>
          <Text fontSize="sm" color="fg.muted" textAlign="center" data-testid="claim-until">
            รับได้ถึง {formatThaiDateTime(refund.claim_until)} น.
          </Text>
        </Stack>
      )}
      {error && (
        <Alert.Root status="error" rounded="lg" data-testid="claim-error">
          <Alert.Indicator />
          <Alert.Title>{error}</Alert.Title>
        </Alert.Root>
      )}
    </Stack>
  );
}
