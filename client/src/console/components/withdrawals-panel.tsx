import { useState } from 'react';
import { Box, Button, HStack, SimpleGrid, Spinner, Stack, Text } from '@chakra-ui/react';
import type { OperatorWithdrawal } from '#shared/api/operator.js';
import { useApproveWithdrawal } from '../api/approve-withdrawal.js';
import { useWithdrawals } from '../api/get-withdrawals.js';
import { useRejectWithdrawal } from '../api/reject-withdrawal.js';
import { dateTimeText, thbText } from '../format.js';
import { FeedbackAlert, type Feedback } from './feedback.js';
import { ListState } from './list-state.js';
import { RejectReason } from './reject-reason.js';

/**
 * Withdrawals waiting for the agent, with the account to transfer to: approve
 * once the money is sent, or reject with a reason (the amount goes back to the
 * member's wallet, which updates live).
 */
export function WithdrawalsPanel() {
  const withdrawals = useWithdrawals('pending');
  const approve = useApproveWithdrawal();
  const reject = useRejectWithdrawal();
  const [rejecting, setRejecting] = useState<number | null>(null);
  const [feedback, setFeedback] = useState<Feedback>(null);

  const onApprove = (withdrawal: OperatorWithdrawal) => {
    setFeedback(null);
    approve.mutate(withdrawal.id, {
      onSuccess: () => setFeedback({ status: 'success', text: `อนุมัติการถอน ${thbText(withdrawal.amount)} ของ ${withdrawal.username} แล้ว` }),
      onError: (error) => setFeedback({ status: 'error', text: error.message }),
    });
  };
  const onReject = (withdrawal: OperatorWithdrawal, reason: string) => {
    setFeedback(null);
    reject.mutate(
      { id: withdrawal.id, reason: reason || undefined },
      {
        onSuccess: () => {
          setRejecting(null);
          setFeedback({ status: 'success', text: `ไม่อนุมัติการถอนของ ${withdrawal.username} และคืนเงิน ${thbText(withdrawal.amount)} แล้ว` });
        },
        onError: (error) => setFeedback({ status: 'error', text: error.message }),
      },
    );
  };

  return (
    <Stack gap="3">
      <HStack justify="space-between">
        <Text fontWeight="semibold">รายการถอนที่รอตรวจสอบ</Text>
        {withdrawals.isFetching ? <Spinner size="sm" aria-label="กำลังโหลด" /> : null}
      </HStack>
      <FeedbackAlert feedback={feedback} />
      <ListState query={withdrawals} empty="ไม่มีรายการถอนที่รอตรวจสอบ" />
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
        {(withdrawals.data ?? []).map((withdrawal) => (
          <Box
            key={withdrawal.id}
            as="article"
            aria-label={`รายการถอน ${withdrawal.username}`}
            bg="bg.surface"
            borderWidth="1px"
            borderColor="border.subtle"
            rounded="xl"
            p="4"
          >
            <Stack gap="2">
              <HStack justify="space-between" align="start">
                <Stack gap="0">
                  <Text fontWeight="semibold">{withdrawal.username}</Text>
                  <Text fontSize="xs" color="fg.muted">
                    ขอถอนเมื่อ {dateTimeText(withdrawal.created_at)}
                  </Text>
                </Stack>
                <Text fontSize="xl" fontWeight="bold" color="brand.fg">
                  {thbText(withdrawal.amount)}
                </Text>
              </HStack>
              <Box bg="bg.muted" rounded="md" px="3" py="2">
                <Text fontSize="sm">
                  {withdrawal.bank_name} ({withdrawal.bank_code})
                </Text>
                <Text fontWeight="semibold" letterSpacing="wide">
                  {withdrawal.account_no}
                </Text>
                <Text fontSize="sm" color="fg.muted">
                  ชื่อบัญชี {withdrawal.account_name}
                </Text>
              </Box>
              {rejecting === withdrawal.id ? (
                <RejectReason
                  label={`เหตุผลที่ไม่อนุมัติการถอนของ ${withdrawal.username}`}
                  pending={reject.isPending}
                  onSubmit={(reason) => onReject(withdrawal, reason)}
                  onCancel={() => setRejecting(null)}
                />
              ) : (
                <HStack gap="2" justify="flex-end">
                  <Button size="sm" variant="outline" colorPalette="red" onClick={() => setRejecting(withdrawal.id)}>
                    ไม่อนุมัติ (คืนเงิน)
                  </Button>
                  <Button
                    size="sm"
                    colorPalette="green"
                    loading={approve.isPending && approve.variables === withdrawal.id}
                    disabled={approve.isPending}
                    onClick={() => onApprove(withdrawal)}
                  >
                    อนุมัติ (โอนแล้ว)
                  </Button>
                </HStack>
              )}
            </Stack>
          </Box>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
