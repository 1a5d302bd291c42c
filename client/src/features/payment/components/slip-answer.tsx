/** The server's answer to a sent slip: credited, or its status with the reason the member is told. */
import { Alert } from '@chakra-ui/react';
import { SLIP_STATUS_TH, type MemberSlip, type SlipStatus } from '#shared/api/payment-slips.js';
import { thbText } from '../format.js';

const TONE: Record<SlipStatus, 'success' | 'info' | 'warning' | 'error'> = {
  credited: 'success',
  checking: 'info',
  review: 'warning',
  refused: 'error',
  rejected: 'error',
};

export function SlipAnswer({ slip }: { slip: MemberSlip }) {
  const credited = slip.status === 'credited';
  return (
    <Alert.Root status={TONE[slip.status]} rounded="lg" data-testid="slip-answer">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{credited ? 'ตรวจสลิปผ่าน เติมเงินเข้ากระเป๋าแล้ว' : SLIP_STATUS_TH[slip.status]}</Alert.Title>
        {credited && slip.amount !== null && <Alert.Description>ยอด {thbText(slip.amount)} ยอดเงินในกระเป๋าจะอัปเดตเอง</Alert.Description>}
        {!credited && slip.reason && <Alert.Description>{slip.reason}</Alert.Description>}
      </Alert.Content>
    </Alert.Root>
  );
}
