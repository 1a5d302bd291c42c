/**
 * The commission balance with what was earned and redeemed, and the redeem
 * of the whole balance into the main wallet from the minimum. Success and
 * the server's Thai refusal are shown under the button.
 */
import { Alert, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { LuWallet } from 'react-icons/lu';
import type { AffiliateSummary } from '#shared/api/affiliate.js';
import { satangOf, thbText } from '#client/lib/money-text.js';

interface Props {
  summary: AffiliateSummary;
  redeeming: boolean;
  /** the amount redeemed on this visit */
  redeemed: number | null;
  error: string | null;
  onRedeem: () => void;
}

export function CommissionWallet({ summary, redeeming, redeemed, error, onRedeem }: Props) {
  const short = satangOf(summary.min_redeem) - satangOf(summary.balance);
  return (
    <Stack as="section" aria-labelledby="commission-title" gap="3" p={{ base: '4', md: '5' }} rounded="xl" bg="bg.surface" borderWidth="1px" borderColor="brand.muted">
      <Text id="commission-title" fontWeight="bold" fontSize="lg">
        ค่าคอมมิชชั่นของคุณ
      </Text>
      <Stack gap="0">
        <Text fontSize="sm" color="fg.muted">
          ยอดที่ถอนได้
        </Text>
        <Text fontSize="3xl" fontWeight="bold" color="brand.fg" fontVariantNumeric="tabular-nums" data-testid="commission-balance">
          {thbText(summary.balance)}
        </Text>
      </Stack>
      <HStack gap="4" fontSize="sm" color="fg.muted" wrap="wrap">
        <Text>
          ได้รับทั้งหมด <b>{thbText(summary.total_earned)}</b>
        </Text>
        <Text>
          ถอนแล้ว <b>{thbText(summary.total_redeemed)}</b>
        </Text>
      </HStack>
      <Button colorPalette="brand" size="lg" minH="12" disabled={short > 0} loading={redeeming} loadingText="กำลังถอนค่าคอม" onClick={onRedeem}>
        <LuWallet aria-hidden /> ถอนเข้ากระเป๋าหลัก
      </Button>
      <Text fontSize="sm" color="fg.muted" textAlign="center" data-testid="redeem-hint">
        {short > 0
          ? `ถอนได้เมื่อครบ ${thbText(summary.min_redeem)} (ขาดอีก ${thbText(short / 100)})`
          : `ถอนได้ทั้งจำนวน ขั้นต่ำ ${thbText(summary.min_redeem)}`}
      </Text>
      {redeemed !== null && (
        <Alert.Root status="success" rounded="lg" data-testid="redeem-success">
          <Alert.Indicator />
          <Alert.Title>ถอนค่าคอม {thbText(redeemed)} เข้ากระเป๋าหลักแล้ว</Alert.Title>
        </Alert.Root>
      )}
      {error && (
        <Alert.Root status="error" rounded="lg" data-testid="redeem-error">
          <Alert.Indicator />
          <Alert.Title>{error}</Alert.Title>
        </Alert.Root>
      )}
    </Stack>
  );
}
