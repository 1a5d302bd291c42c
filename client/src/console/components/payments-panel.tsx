import { useState } from 'react';
import { Badge, Box, Button, HStack, SimpleGrid, Spinner, Stack, Text } from '@chakra-ui/react';
import type { OperatorPayment } from '#shared/api/operator.js';
import { useConfirmPayment } from '../api/confirm-payment.js';
import { usePayments } from '../api/get-payments.js';
import { useRejectPayment } from '../api/reject-payment.js';
import { dateTimeText, thbText } from '../format.js';
import { FeedbackAlert, type Feedback } from './feedback.js';
import { ListState } from './list-state.js';
import { RejectReason } from './reject-reason.js';

const CHANNEL_TH: Record<OperatorPayment['channel_code'], string> = {
  promptpay: 'พร้อมเพย์ (QR)',
  bank: 'โอนผ่านธนาคาร',
  truemoney: 'ทรูมันนี่ วอลเล็ท',
};

/** Deposits waiting for the agent: confirm (the member's wallet is credited and sees it live) or reject with a reason. */
export function PaymentsPanel() {
  const payments = usePayments('pending');
  const confirm = useConfirmPayment();
  const reject = useRejectPayment();
  const [rejecting, setRejecting] = useState<string | null>(null);
  const [feedback, setFeedback] = useState<Feedback>(null);

  const onConfirm = (payment: OperatorPayment) => {
    setFeedback(null);
    confirm.mutate(payment.ref, {
      onSuccess: () => setFeedback({ status: 'success', text: `ยืนยันรายการฝาก ${payment.ref} ของ ${payment.username} จำนวน ${thbText(payment.amount)} แล้ว` }),
      onError: (error) => setFeedback({ status: 'error', text: error.message }),
    });
  };
  const onReject = (payment: OperatorPayment, reason: string) => {
    setFeedback(null);
    reject.mutate(
      { ref: payment.ref, reason: reason || undefined },
      {
        onSuccess: () => {
          setRejecting(null);
          setFeedback({ status: 'success', text: `ไม่อนุมัติรายการฝาก ${payment.ref} แล้ว` });
        },
        onError: (error) => setFeedback({ status: 'error', text: error.message }),
      },
    );
  };

  return (
    <Stack gap="3">
      <HStack justify="space-between">
        <Text fontWeight="semibold">รายการฝากที่รอตรวจสอบ</Text>
        {payments.isFetching ? <Spinner size="sm" aria-label="กำลังโหลด" /> : null}
      </HStack>
      <FeedbackAlert feedback={feedback} />
      <ListState query={payments} empty="ไม่มีรายการฝากที่รอตรวจสอบ" />
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
        {(payments.data ?? []).map((payment) => (
          <Box key={payment.ref} as="article" aria-label={`รายการฝาก ${payment.ref}`} bg="bg.surface" borderWidth="1px" borderColor="border.subtle" rounded="xl" p="4">
            <Stack gap="2">
              <HStack justify="space-between" align="start">
                <Stack gap="0">
                  <Text fontWeight="semibold">{payment.username}</Text>
                  <Text fontSize="xs" color="fg.muted">
                    อ้างอิง {payment.ref}
                  </Text>
                </Stack>
                <Text fontSize="xl" fontWeight="bold" color="brand.fg">
                  {thbText(payment.amount)}
                </Text>
              </HStack>
              <HStack gap="2" wrap="wrap">
                <Badge>{CHANNEL_TH[payment.channel_code] ?? payment.channel_code}</Badge>
                {payment.promotion_title ? <Badge colorPalette="green">{payment.promotion_title}</Badge> : null}
              </HStack>
              <Text fontSize="sm" color="fg.muted">
                สร้างเมื่อ {dateTimeText(payment.created_at)} · หมดเวลา {dateTimeText(payment.expires_at)}
              </Text>
              {rejecting === payment.ref ? (
                <RejectReason
                  label={`เหตุผลที่ไม่อนุมัติ ${payment.ref}`}
                  pending={reject.isPending}
                  onSubmit={(reason) => onReject(payment, reason)}
                  onCancel={() => setRejecting(null)}
                />
              ) : (
                <HStack gap="2" justify="flex-end">
                  <Button size="sm" variant="outline" colorPalette="red" onClick={() => setRejecting(payment.ref)}>
                    ไม่อนุมัติ
                  </Button>
                  <Button
                    size="sm"
                    colorPalette="green"
                    loading={confirm.isPending && confirm.variables === payment.ref}
                    disabled={confirm.isPending}
                    onClick={() => onConfirm(payment)}
                  >
                    ยืนยันรับเงิน
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
