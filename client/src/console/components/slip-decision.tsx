import { useState, type FormEvent } from 'react';
import { Button, HStack, Stack } from '@chakra-ui/react';
import { ZSlipConfirmRequest, type OperatorSlip } from '@shared/api/payment-slips.js';
import { fieldErrors } from '@shared/validation.js';
import { numberOf } from '../form-values.js';
import { TextField } from './form-fields.js';
import { RejectReason } from './reject-reason.js';

/** The amount to credit to start with: what the service saw transferred, else the deposit's amount (THB, two decimals). */
const firstAmount = (slip: OperatorSlip): string => {
  const thb = slip.amount ?? slip.deposit_amount;
  return thb === null ? '' : thb.toFixed(2);
};

/**
 * The agent's decision on a slip in review (or refused by the service): confirm
 * with the amount that really arrived, or reject with an optional reason.
 */
export function SlipDecision({
  slip,
  confirming,
  rejecting,
  onConfirm,
  onReject,
}: {
  slip: OperatorSlip;
  confirming: boolean;
  rejecting: boolean;
  onConfirm: (amount: number) => void;
  onReject: (reason: string) => void;
}) {
  const [amount, setAmount] = useState(() => firstAmount(slip));
  const [error, setError] = useState<string | undefined>();
  const [askReason, setAskReason] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = { amount: numberOf(amount) };
    const checked = ZSlipConfirmRequest.safeParse(body);
    if (!checked.success) return setError(fieldErrors(checked.error).fields.amount);
    setError(undefined);
    onConfirm(body.amount);
  };

  if (askReason) {
    return (
      <RejectReason label={`เหตุผลที่ไม่อนุมัติสลิป ${slip.trans_ref}`} pending={rejecting} onSubmit={onReject} onCancel={() => setAskReason(false)} />
    );
  }
  return (
    <Stack gap="2" w="full" asChild>
      <form onSubmit={submit} noValidate aria-label={`อนุมัติสลิป ${slip.trans_ref}`}>
        <TextField
          label="ยอดที่เข้าบัญชีจริง (บาท)"
          helper="ยอดนี้จะเติมเข้ากระเป๋าหลักของสมาชิก"
          name="amount"
          inputMode="decimal"
          error={error}
          value={amount}
          onValue={setAmount}
        />
        <HStack gap="2" justify="flex-end">
          <Button size="sm" variant="outline" colorPalette="red" onClick={() => setAskReason(true)} disabled={confirming}>
            ไม่อนุมัติ
          </Button>
          <Button size="sm" type="submit" colorPalette="green" loading={confirming}>
            อนุมัติและเติมเงิน
          </Button>
        </HStack>
      </form>
    </Stack>
  );
}
