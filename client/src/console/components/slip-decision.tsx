import { useState } from 'react';
import { Button, HStack, Stack } from '@chakra-ui/react';
import { z } from 'zod';
import { ZSlipConfirmRequest, type OperatorSlip } from '#shared/api/payment-slips.js';
import { FormProvider, readInto, TextField, useContractForm } from '#client/components/ui/form/index.js';
import { numberOf } from '../form-values.js';
import { RejectReason } from './reject-reason.js';

/** The amount as typed, read into the confirm call's request. */
const ZTypedAmount = readInto(z.object({ amount: z.string() }), ({ amount }) => ({ amount: numberOf(amount) }), ZSlipConfirmRequest);

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
  const form = useContractForm(ZTypedAmount, { defaultValues: { amount: firstAmount(slip) } });
  const [askReason, setAskReason] = useState(false);

  if (askReason) {
    return (
      <RejectReason label={`เหตุผลที่ไม่อนุมัติสลิป ${slip.trans_ref}`} pending={rejecting} onSubmit={onReject} onCancel={() => setAskReason(false)} />
    );
  }
  return (
    <FormProvider {...form}>
      <Stack gap="2" w="full" asChild>
        <form onSubmit={(event) => void form.handleSubmit(({ amount }) => onConfirm(amount))(event)} noValidate aria-label={`อนุมัติสลิป ${slip.trans_ref}`}>
          <TextField label="ยอดที่เข้าบัญชีจริง (บาท)" helper="ยอดนี้จะเติมเข้ากระเป๋าหลักของสมาชิก" name="amount" inputMode="decimal" />
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
    </FormProvider>
  );
}
