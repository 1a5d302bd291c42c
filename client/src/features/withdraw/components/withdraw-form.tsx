/**
 * The withdraw amount: checked against the rules before sending, sent with an
 * idempotency key, and any refusal shown beside the field in the server's Thai.
 * The first withdrawal to an account may need an SMS code: the code step then
 * takes the form's place (docs/decisions/0084).
 */
import { useRef, useState, type FormEvent } from 'react';
import { Button, Field, HStack, Input, Stack, Text } from '@chakra-ui/react';
import type { WithdrawRequest, WithdrawResponse, WithdrawRules } from '@shared/api/withdraw.js';
import { satangToThb } from '@shared/money-format.js';
import { ApiError, isRefusal, newIdempotencyKey } from '../../../lib/api-client.js';
import { notify } from '../../../components/ui/toaster.js';
import { OtpStep } from '../../../components/otp-step/otp-step.js';
import { useOtpGuard } from '../../../components/otp-step/use-otp-guard.js';
import { useCreateWithdraw } from '../api/create-withdraw.js';
import { parseAmount, satangOf, thbText } from '../../../lib/money-text.js';

export function withdrawAmountError(text: string, rules: WithdrawRules): string | null {
  if (text.trim() === '') return 'กรุณากรอกจำนวนเงิน';
  const amount = parseAmount(text);
  if (amount === null) return 'จำนวนเงินต้องเป็นตัวเลขมากกว่า 0 ทศนิยมไม่เกิน 2 ตำแหน่ง';
  if (amount < satangOf(rules.min_amount)) return `ถอนขั้นต่ำ ${thbText(rules.min_amount)}`;
  if (amount > satangOf(rules.max_amount)) return `ถอนได้สูงสุดครั้งละ ${thbText(rules.max_amount)}`;
  if (amount > satangOf(rules.withdrawable)) return `ยอดเงินที่ถอนได้ไม่พอ (ถอนได้ ${thbText(rules.withdrawable)})`;
  return null;
}

export function WithdrawForm({ rules }: { rules: WithdrawRules }) {
  const create = useCreateWithdraw();
  const [amountText, setAmountText] = useState('');
  const [attempted, setAttempted] = useState(false);
  const confirmKey = useRef<{ amount: number; key: string } | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
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
      setAttempted(false);
      setAmountText('');
      notify.success(`ส่งคำขอถอนเงิน ${thbText(Number(request.amount))} แล้ว รอเจ้าหน้าที่ตรวจสอบ`);
    },
    onError: (e) => setRefusal(e instanceof ApiError ? e.message : 'ระบบขัดข้องชั่วคราว กรุณาลองใหม่อีกครั้ง'),
  });

  const amount = parseAmount(amountText);
  const localError = withdrawAmountError(amountText, rules);
  const error = (attempted || (amountText !== '' && amount === null) ? localError : null) ?? refusal;
  const all = Math.min(satangOf(rules.withdrawable), satangOf(rules.max_amount));
  // A rule that refuses any request now (turnover, a pending request, today's count, the minimum):
  // the form says so and cannot be sent, rather than let the member type and be refused.
  const blocked = rules.blocked_reason;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setAttempted(true);
    setRefusal(null);
    if (blocked || localError || amount === null) return;
    guard.submit({ amount: satangToThb(amount) });
  };

  if (guard.step) return <OtpStep {...guard.step} />;

  return (
    <form onSubmit={onSubmit} noValidate aria-label="แบบฟอร์มถอนเงิน">
      <Stack gap="3">
        <Field.Root invalid={error !== null}>
          <Field.Label>จำนวนเงินที่ต้องการถอน (บาท)</Field.Label>
          <HStack w="full">
            <Input
              value={amountText}
              onChange={(e) => {
                setAmountText(e.target.value);
                setRefusal(null);
              }}
              inputMode="decimal"
              autoComplete="off"
              placeholder={`${rules.min_amount} - ${rules.max_amount}`}
              h="12"
              fontSize="lg"
              name="amount"
              disabled={blocked !== null}
            />
            <Button type="button" h="12" variant="subtle" colorPalette="brand" disabled={blocked !== null || all <= 0} onClick={() => setAmountText(String(satangToThb(all)))}>
              ถอนทั้งหมด
            </Button>
          </HStack>
          {error && <Field.ErrorText data-testid="withdraw-error">{error}</Field.ErrorText>}
        </Field.Root>
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
  );
}
