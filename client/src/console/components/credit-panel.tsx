import { useRef, useState, type FormEvent } from 'react';
import { Box, Button, Field, Group, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { ZCreditRequest } from '#shared/api/operator.js';
import { fieldErrors } from '#shared/validation.js';
import { newIdempotencyKey } from '#client/lib/api-client.js';
import { ConsoleApiError } from '../api/console-client.js';
import { useCreditMember } from '../api/credit-member.js';
import { MEMBER_SEARCH_MIN, useMemberSearch } from '../api/search-members.js';
import { signedThbText, thbText } from '../format.js';
import { FeedbackAlert, type Feedback } from './feedback.js';

type Direction = 'add' | 'take';

/** Adjusts a member's main wallet: find the member, add or take an amount, say why. The member's wallets push live. */
export function CreditPanel() {
  const [q, setQ] = useState('');
  const [username, setUsername] = useState('');
  const [direction, setDirection] = useState<Direction>('add');
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [feedback, setFeedback] = useState<Feedback>(null);
  const pendingKey = useRef<{ body: string; key: string } | null>(null);
  const members = useMemberSearch(q);
  const credit = useCreditMember();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setFeedback(null);
    const typed = Number(amount.replace(/,/g, ''));
    const signed = amount.trim() === '' || Number.isNaN(typed) ? Number.NaN : direction === 'take' ? -typed : typed;
    const body = { username, amount: signed, reason };
    const checked = ZCreditRequest.safeParse(body);
    const problems: Record<string, string> = checked.success ? {} : { ...fieldErrors(checked.error).fields };
    if (!username) problems.username = 'กรุณาเลือกสมาชิกจากผลการค้นหา';
    if (!(typed > 0)) problems.amount = 'กรุณากรอกจำนวนเงินมากกว่า 0';
    if (Object.keys(problems).length > 0) return setErrors(problems);
    setErrors({});
    // The same credit sent again (no answer came back) keeps its key, so it is made once.
    const same = JSON.stringify(body);
    if (!pendingKey.current || pendingKey.current.body !== same) pendingKey.current = { body: same, key: newIdempotencyKey() };
    credit.mutate({ body, idempotencyKey: pendingKey.current.key }, {
      onSuccess: (answer) => {
        pendingKey.current = null;
        setFeedback({
          status: 'success',
          text: `ปรับเครดิต ${answer.username} ${signedThbText(signed)} แล้ว ยอดรวมใหม่ ${thbText(answer.wallets.total)}`,
        });
        setAmount('');
        setReason('');
      },
      onError: (error) => {
        if (error instanceof ConsoleApiError && Object.keys(error.fields).length > 0) setErrors(error.fields);
        setFeedback({ status: 'error', text: error.message });
      },
    });
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
              onClick={() => setUsername(member.username)}
            >
              <span>
                {member.username} · {member.first_name} {member.last_name}
              </span>
              <span>{thbText(member.total)}</span>
            </Button>
          ))}
        </Stack>
      ) : null}
      <Stack gap="3" asChild>
        <form onSubmit={onSubmit} noValidate aria-label="ปรับเครดิตสมาชิก">
          <Box>
            <Text fontSize="sm" color="fg.muted">
              สมาชิกที่เลือก
            </Text>
            <Text fontWeight="semibold">{username || '-'}</Text>
            {errors.username ? <Text color="fg.error" fontSize="sm">{errors.username}</Text> : null}
          </Box>
          <Group attached w="full">
            <Button flex="1" variant={direction === 'add' ? 'solid' : 'outline'} colorPalette="green" onClick={() => setDirection('add')} aria-pressed={direction === 'add'}>
              เพิ่มเครดิต (+)
            </Button>
            <Button flex="1" variant={direction === 'take' ? 'solid' : 'outline'} colorPalette="red" onClick={() => setDirection('take')} aria-pressed={direction === 'take'}>
              หักเครดิต (−)
            </Button>
          </Group>
          <Field.Root invalid={Boolean(errors.amount)} required>
            <Field.Label>จำนวนเงิน (บาท)</Field.Label>
            <Input name="amount" inputMode="decimal" value={amount} onChange={(e) => setAmount(e.target.value)} placeholder="0.00" />
            {errors.amount ? <Field.ErrorText>{errors.amount}</Field.ErrorText> : null}
          </Field.Root>
          <Field.Root invalid={Boolean(errors.reason)} required>
            <Field.Label>เหตุผล</Field.Label>
            <Input name="credit-reason" value={reason} maxLength={200} onChange={(e) => setReason(e.target.value)} />
            {errors.reason ? <Field.ErrorText>{errors.reason}</Field.ErrorText> : null}
          </Field.Root>
          <FeedbackAlert feedback={feedback} />
          <HStack justify="flex-end">
            <Button type="submit" colorPalette="brand" loading={credit.isPending}>
              บันทึกการปรับเครดิต
            </Button>
          </HStack>
        </form>
      </Stack>
    </Stack>
  );
}
