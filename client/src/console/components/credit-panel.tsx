import { useRef, useState } from 'react';
import { Box, Button, Field, Group, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useWatch } from 'react-hook-form';
import { z } from 'zod';
import { ZCreditRequest, type CreditRequest } from '#shared/api/operator.js';
import { newIdempotencyKey } from '#client/lib/api-client.js';
import { errorAt, FormProvider, readInto, TextField } from '#client/components/ui/form/index.js';
import { useCreditMember } from '../api/credit-member.js';
import { MEMBER_SEARCH_MIN, useMemberSearch } from '../api/search-members.js';
import { signedThbText, thbText } from '../format.js';
import { numberOf } from '../form-values.js';
import { FeedbackAlert } from './feedback.js';
import { useConsoleForm } from './use-console-form.js';

type Direction = 'add' | 'take';
const EMPTY = { username: '', direction: 'add' as Direction, amount: '', reason: '' };

/** The call's request, with the console's own words for a member not picked and an amount that is not above 0. */
const ZCreditCheck = ZCreditRequest.extend({
  username: z.string().min(1, { error: 'กรุณาเลือกสมาชิกจากผลการค้นหา' }).pipe(ZCreditRequest.shape.username),
  amount: z.number({ error: 'กรุณากรอกจำนวนเงินมากกว่า 0' }).pipe(ZCreditRequest.shape.amount),
});

/** What the agent types (an amount above 0 and a direction), read into the signed amount of the request. */
const ZCreditForm = readInto(
  z.object({ username: z.string(), direction: z.enum(['add', 'take']), amount: z.string(), reason: z.string() }),
  (draft): CreditRequest => {
    const typed = numberOf(draft.amount);
    // NaN when not above 0: the check answers "กรุณากรอกจำนวนเงินมากกว่า 0".
    const amount = typed > 0 ? (draft.direction === 'take' ? -typed : typed) : Number.NaN;
    return { username: draft.username, amount, reason: draft.reason };
  },
  ZCreditCheck,
);

/** Adjusts a member's main wallet: find the member, add or take an amount, say why. The member's wallets push live. */
export function CreditPanel() {
  const [q, setQ] = useState('');
  const { form, feedback, setFeedback, refused, submit } = useConsoleForm(ZCreditForm, EMPTY);
  const username = useWatch({ control: form.control, name: 'username' });
  const direction = useWatch({ control: form.control, name: 'direction' });
  const memberError = errorAt(form.formState.errors, 'username');
  const pendingKey = useRef<{ body: string; key: string } | null>(null);
  const members = useMemberSearch(q);
  const credit = useCreditMember();
  const pick = (member: string) => {
    form.setValue('username', member);
    form.clearErrors('username');
  };

  const sendCredit = (body: CreditRequest) => {
    // The same credit sent again (no answer came back) keeps its key, so it is made once.
    const same = JSON.stringify(body);
    if (!pendingKey.current || pendingKey.current.body !== same) pendingKey.current = { body: same, key: newIdempotencyKey() };
    credit.mutate(
      { body, idempotencyKey: pendingKey.current.key },
      {
        onSuccess: (answer) => {
          pendingKey.current = null;
          setFeedback({ status: 'success', text: `ปรับเครดิต ${answer.username} ${signedThbText(body.amount)} แล้ว ยอดรวมใหม่ ${thbText(answer.wallets.total)}` });
          form.setValue('amount', '');
          form.setValue('reason', '');
        },
        onError: refused,
      },
    );
  };

  return (
    <Stack gap="4" maxW="xl">
      <Field.Root>
        <Field.Label>ค้นหาสมาชิก (เบอร์โทรศัพท์)</Field.Label>
        <Input
          name="member-search"
          inputMode="numeric"
          placeholder="เช่น 0812"
          value={q}
          maxLength={10}
          onChange={(e) => setQ(e.target.value.replace(/\D/g, ''))}
        />
        <Field.HelperText>พิมพ์อย่างน้อย {MEMBER_SEARCH_MIN} หลัก</Field.HelperText>
      </Field.Root>
      {q.length >= MEMBER_SEARCH_MIN ? (
        <Stack gap="1" aria-label="ผลการค้นหาสมาชิก" role="group">
          {members.isError ? <Text color="fg.error">{members.error.message}</Text> : null}
          {members.data?.length === 0 ? <Text color="fg.muted">ไม่พบสมาชิก</Text> : null}
          {(members.data ?? []).map((member) => (
            <Button
              key={member.username}
              variant={member.username === username ? 'solid' : 'outline'}
              colorPalette="brand"
              justifyContent="space-between"
              aria-pressed={member.username === username}
              onClick={() => pick(member.username)}
            >
              <span>
                {member.username} · {member.first_name} {member.last_name}
              </span>
              <span>{thbText(member.total)}</span>
            </Button>
          ))}
        </Stack>
      ) : null}
      <FormProvider {...form}>
        <Stack gap="3" asChild>
          <form onSubmit={(event) => submit(sendCredit)(event)} noValidate aria-label="ปรับเครดิตสมาชิก">
            <Box>
              <Text fontSize="sm" color="fg.muted">
                สมาชิกที่เลือก
              </Text>
              <Text fontWeight="semibold">{username || '-'}</Text>
              {memberError ? (
                <Text color="fg.error" fontSize="sm">
                  {memberError}
                </Text>
              ) : null}
            </Box>
            <Group attached w="full">
              <Button flex="1" variant={direction === 'add' ? 'solid' : 'outline'} colorPalette="green" onClick={() => form.setValue('direction', 'add')} aria-pressed={direction === 'add'}>
                เพิ่มเครดิต (+)
              </Button>
              <Button flex="1" variant={direction === 'take' ? 'solid' : 'outline'} colorPalette="red" onClick={() => form.setValue('direction', 'take')} aria-pressed={direction === 'take'}>
                หักเครดิต (−)
              </Button>
            </Group>
            <TextField label="จำนวนเงิน (บาท)" name="amount" inputMode="decimal" placeholder="0.00" required requiredIndicator={false} />
            <TextField label="เหตุผล" name="reason" htmlName="credit-reason" maxLength={200} required requiredIndicator={false} />
            <FeedbackAlert feedback={feedback} />
            <HStack justify="flex-end">
              <Button type="submit" colorPalette="brand" loading={credit.isPending}>
                บันทึกการปรับเครดิต
              </Button>
            </HStack>
          </form>
        </Stack>
      </FormProvider>
    </Stack>
  );
}
