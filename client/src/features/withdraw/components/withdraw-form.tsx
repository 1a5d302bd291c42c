/**
 * The withdraw amount on the form kit: what is typed is read into the withdraw
 * call's request and checked against the member's own rules first (on submit,
 * then as the member types; before a submit only text that is not a number is
 * pointed out). It is sent with an idempotency key, and a refusal shows beside
 * the field in the server's Thai. The first withdrawal to an account may need an
 * SMS code: the code step then takes the form's place (docs/decisions/0084).
 */
import { useMemo, useRef } from 'react';
import { Button, Stack, Text } from '@chakra-ui/react';
import { z } from 'zod';
import { ZWithdrawRequest, type WithdrawRequest, type WithdrawResponse, type WithdrawRules } from '#shared/api/withdraw.js';
import { satangToThb } from '#shared/money-format.js';
import { ApiError, isRefusal, newIdempotencyKey } from '#client/lib/api-client.js';
import { notify } from '#client/components/ui/toaster.js';
import { FormProvider, readInto, TextField, UNAVAILABLE, useContractForm } from '#client/components/ui/form/index.js';
import { OtpStep } from '#client/components/otp-step/otp-step.js';
import { useOtpGuard } from '#client/components/otp-step/use-otp-guard.js';
import { useCreateWithdraw } from '../api/create-withdraw.js';
import { parseAmount, satangOf, thbText } from '#client/lib/money-text.js';

export function withdrawAmountError(text: string, rules: WithdrawRules): string | null {
  if (text.trim() === '') return 'กรุณากรอกจำนวนเงิน';
  const amount = parseAmount(text);
  if (amount === null) return 'จำนวนเงินต้องเป็นตัวเลขมากกว่า 0 ทศนิยมไม่เกิน 2 ตำแหน่ง';
  if (amount < satangOf(rules.min_amount)) return `ถอนขั้นต่ำ ${thbText(rules.min_amount)}`;
  if (amount > satangOf(rules.max_amount)) return `ถอนได้สูงสุดครั้งละ ${thbText(rules.max_amount)}`;
  if (amount > satangOf(rules.withdrawable)) return `ยอดเงินที่ถอนได้ไม่พอ (ถอนได้ ${thbText(rules.withdrawable)})`;
  return null;
}

/** The typed amount, checked by the member's rules, read into the call's request. */
function withdrawSchema(rules: WithdrawRules) {
  const typed = z.object({ amount: z.string() }).superRefine(({ amount }, ctx) => {
    const error = withdrawAmountError(amount, rules);
    if (error) ctx.addIssue({ code: 'custom', path: ['amount'], message: error });
  });
  return readInto(typed, ({ amount }): WithdrawRequest => ({ amount: satangToThb(parseAmount(amount) ?? 0) }), ZWithdrawRequest);
}

export function WithdrawForm({ rules }: { rules: WithdrawRules }) {
  const create = useCreateWithdraw();
  const schema = useMemo(() => withdrawSchema(rules), [rules]);
  const form = useContractForm(schema, { defaultValues: { amount: '' }, reValidateMode: 'onChange' });
  const confirmKey = useRef<{ amount: number; key: string } | null>(null);
  const guard = useOtpGuard<WithdrawRequest, WithdrawResponse>({
    purpose: 'withdraw_account',
    send: async (request, otp) => {
      const amount = satangOf(Number(request.amount));
      if (!confirmKey.current || confirmKey.current.amount !== amount) confirmKey.current = { amount, key: newIdempotencyKey() };
      try {
        return await create.mutateAsync({ request: otp ? { ...request, otp } : request, idempotencyKey: confirmKey.current.key });
      } catch (e) {
        // A refusal changed nothing, so the next send is a new request with a new key: above all the
        // one with the code after OTP_REQUIRED, whose first key keeps that refusal as its answer.
        if (isRefusal(e)) confirmKey.current = null;
        throw e;
      }
    },
    onSuccess: (_withdrawal, request) => {
      confirmKey.current = null;
      form.reset({ amount: '' });
      notify.success(`ส่งคำขอถอนเงิน ${thbText(Number(request.amount))} แล้ว รอเจ้าหน้าที่ตรวจสอบ`);
    },
    onError: (e) => form.setError('amount', { type: 'server', message: e instanceof ApiError ? e.message : UNAVAILABLE }),
  });

  const typed = form.watch('amount');
  // Before a first submit, only text that is not an amount at all is pointed out as it is typed.
  const typingError = !form.formState.isSubmitted && typed !== '' && parseAmount(typed) === null ? (withdrawAmountError(typed, rules) ?? undefined) : undefined;
  const all = Math.min(satangOf(rules.withdrawable), satangOf(rules.max_amount));
  // A rule that refuses any request now (turnover, a pending request, today's count, the minimum):
  // the form says so and cannot be sent, rather than let the member type and be refused.
  const blocked = rules.blocked_reason;

  const fillAll = () => {
    form.setValue('amount', String(satangToThb(all)), { shouldValidate: form.formState.isSubmitted });
    form.clearErrors('amount');
  };

  if (guard.step) return <OtpStep {...guard.step} />;

  return (
    <FormProvider {...form}>
      <form onSubmit={form.handleSubmit((request) => !blocked && guard.submit(request))} noValidate aria-label="แบบฟอร์มถอนเงิน">
        <Stack gap="3">
          <TextField
            label="จำนวนเงินที่ต้องการถอน (บาท)"
            name="amount"
            error={typingError}
            errorTestId="withdraw-error"
            inputMode="decimal"
            autoComplete="off"
            placeholder={`${rules.min_amount} - ${rules.max_amount}`}
            h="12"
            fontSize="lg"
            disabled={blocked !== null}
            beside={
              <Button type="button" h="12" variant="subtle" colorPalette="brand" disabled={blocked !== null || all <= 0} onClick={fillAll}>
                ถอนทั้งหมด
              </Button>
            }
          />
          <Button
            type="submit"
            colorPalette="brand"
            size="lg"
            minH="12"
            loading={guard.pending}
            loadingText="กำลังส่งคำขอ"
            disabled={blocked !== null}
            aria-describedby={blocked ? 'withdraw-blocked' : undefined}
          >
            ยืนยันถอนเงิน
          </Button>
          {blocked && (
            <Text id="withdraw-blocked" fontSize="sm" color="fg.muted" textAlign="center" data-testid="withdraw-blocked">
              ยังถอนไม่ได้: {blocked}
            </Text>
          )}
        </Stack>
      </form>
    </FormProvider>
  );
}
