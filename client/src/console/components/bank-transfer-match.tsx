import { useState } from 'react';
import { Button, HStack, Stack } from '@chakra-ui/react';
import { ZBankTransferMatchRequest, type BankTransfer } from '#shared/api/bank-transfers.js';
import { FormProvider, TextField } from '#client/components/ui/form/index.js';
import { useMatchBankTransfer } from '../api/match-bank-transfer.js';
import { thbText } from '../format.js';
import { FeedbackAlert } from './feedback.js';
import { useConsoleForm } from './use-console-form.js';

/**
 * A waiting transfer matched to the member the agent found it is from: their
 * username (phone number), then the amount is credited to their main wallet.
 * A refusal (no such member, already matched) stays here in the server's Thai.
 */
export function BankTransferMatch({ transfer, onMatched }: { transfer: BankTransfer; onMatched: (text: string) => void }) {
  const match = useMatchBankTransfer();
  const [asking, setAsking] = useState(false);
  const { form, feedback, refused, submit } = useConsoleForm(ZBankTransferMatchRequest, { username: '' });

  const onSubmit = submit(({ username }) =>
    match.mutate(
      { id: transfer.id, username },
      {
        onSuccess: ({ transfer: matched }) =>
          onMatched(`จับคู่รายการเงินเข้า ${matched.reference} และเติมเงิน ${thbText(matched.amount)} ให้ ${matched.username ?? username} แล้ว`),
        onError: refused,
      },
    ),
  );

  if (!asking) {
    return (
      <HStack justify="flex-end">
        <Button size="sm" colorPalette="brand" onClick={() => setAsking(true)}>
          จับคู่กับสมาชิก
        </Button>
      </HStack>
    );
  }
  return (
    <FormProvider {...form}>
      <Stack gap="2" asChild>
        <form onSubmit={onSubmit} noValidate aria-label={`จับคู่รายการเงินเข้า ${transfer.reference}`}>
          <TextField
            label="ชื่อผู้ใช้ของสมาชิก (เบอร์โทรศัพท์)"
            helper={`ยอด ${thbText(transfer.amount)} จะเติมเข้ากระเป๋าหลักของสมาชิกนี้`}
            name="username"
            inputMode="tel"
            autoComplete="off"
          />
          <FeedbackAlert feedback={feedback} />
          <HStack gap="2" justify="flex-end">
            <Button size="sm" variant="ghost" onClick={() => setAsking(false)} disabled={match.isPending}>
              ยกเลิก
            </Button>
            <Button size="sm" type="submit" colorPalette="green" loading={match.isPending}>
              ยืนยันจับคู่และเติมเงิน
            </Button>
          </HStack>
        </form>
      </Stack>
    </FormProvider>
  );
}
