/**
 * One bill: its items with stake, rate, payout and win, and, while the rules
 * still allow it (`cancel_until` in the future on the server's clock), a
 * cancel with a confirmation.
 */
import { useState } from 'react';
import { Badge, Box, Button, Dialog, Flex, HStack, Portal, Skeleton, Stack, Text } from '@chakra-ui/react';
import { PageDialog } from '#client/components/ui/page-dialog.js';
import { BET_TYPE_INFO } from '#shared/api/lotto/rounds.js';
import type { Bill } from '#shared/api/lotto/bills.js';
import { formatThaiDateTime } from '#shared/dates.js';
import { notify } from '#client/components/ui/toaster.js';
import { useBillDetail } from '../api/get-bill-detail.js';
import { useCancelBill } from '../api/cancel-bill.js';
import { BILL_STATUS, rateText, thbText } from '../format.js';
import { useServerClock } from '#client/lib/use-server-now.js';
import { QueryError } from '#client/components/load-error/query-error.js';

export function BillStatusBadge({ status }: { status: Bill['status'] }) {
  const { label, palette } = BILL_STATUS[status];
  return (
    <Badge colorPalette={palette} variant="solid" size="md">
      {label}
    </Badge>
  );
}

export function BillDetailDialog({ billId, onClose }: { billId: number | null; onClose: () => void }) {
  const detail = useBillDetail(billId);
  const [confirming, setConfirming] = useState(false);
  const cancel = useCancelBill();
  const bill = detail.data;
  // Read to the quarter second, not rounded down to the second (which offered a cancel up to a
  // second past the deadline); the dialog re-renders only when the answer changes.
  const cancelUntil = bill?.status === 'pending' && bill.cancel_until !== null ? Date.parse(bill.cancel_until) : null;
  const cancellable = useServerClock((now) => cancelUntil !== null && cancelUntil > now);

  const onCancel = () => {
    if (!bill) return;
    cancel.mutate(bill.bill_id, {
      onSuccess: ({ bill: cancelled }) => {
        setConfirming(false);
        notify.success(`ยกเลิกโพยเลขที่ ${cancelled.bill_id} แล้ว คืนเงิน ${thbText(cancelled.total)}`);
      },
      onError: (error) => {
        setConfirming(false);
        notify.error(error.message);
      },
    });
  };

  return (
    <>
      <PageDialog open={billId !== null} onClose={() => onClose()} title={`โพยเลขที่ ${billId}`} size="lg">
        <Dialog.Body py="3">
          {detail.isPending && <Skeleton h="40" rounded="lg" />}
          <QueryError query={detail} />
          {bill && <BillBody bill={bill} />}
        </Dialog.Body>
        {bill && (
          <Dialog.Footer flexDirection="column" alignItems="stretch" gap="2" borderTopWidth="1px" borderColor="border.subtle" pb="calc(16px + env(safe-area-inset-bottom))">
            <Flex justify="space-between">
              <Text color="fg.muted">ยอดแทงรวม</Text>
              <Text fontWeight="bold">{thbText(bill.total)}</Text>
            </Flex>
            {bill.status === 'won' && (
              <Flex justify="space-between">
                <Text color="fg.muted">เงินรางวัล</Text>
                <Text fontWeight="bold" color="green.300">
                  {thbText(bill.win_amount)}
                </Text>
              </Flex>
            )}
            {cancellable && (
              <>
                <Text fontSize="sm" color="fg.muted">
                  ยกเลิกได้ถึง {formatThaiDateTime(bill.cancel_until!)} น.
                </Text>
                <Button size="lg" variant="outline" colorPalette="red" onClick={() => setConfirming(true)}>
                  ยกเลิกโพย
                </Button>
              </>
            )}
          </Dialog.Footer>
        )}
      </PageDialog>

      <Dialog.Root
        role="alertdialog"
        open={confirming && bill !== undefined}
        onOpenChange={(details) => {
          if (!details.open) setConfirming(false);
        }}
        placement="center"
        size="xs"
      >
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content bg="bg.surface">
              <Dialog.Header>
                <Dialog.Title>ยืนยันการยกเลิกโพย</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Text>
                  ยกเลิกโพยเลขที่ {bill?.bill_id} และรับเงินคืน {bill ? thbText(bill.total) : ''} ใช่หรือไม่
                </Text>
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" colorPalette="accent" onClick={() => setConfirming(false)} minH="11">
                  ไม่ยกเลิก
                </Button>
                <Button colorPalette="red" loading={cancel.isPending} onClick={onCancel} minH="11">
                  ยืนยันยกเลิก
                </Button>
              </Dialog.Footer>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
    </>
  );
}

function BillBody({ bill }: { bill: Bill }) {
  return (
    <Stack gap="3">
      <Flex justify="space-between" align="flex-start" gap="2">
        <Stack gap="0.5">
          <Text fontWeight="bold">{bill.round_name}</Text>
          <Text fontSize="sm" color="fg.muted">
            แทงเมื่อ {formatThaiDateTime(bill.created_at)} น.
          </Text>
        </Stack>
        <BillStatusBadge status={bill.status} />
      </Flex>
      {bill.round.result && (
        <HStack gap="4" p="2.5" bg="bg.raised" rounded="md" fontSize="sm">
          <Text>
            3 ตัวบน <b>{bill.round.result.top3}</b>
          </Text>
          <Text>
            2 ตัวล่าง <b>{bill.round.result.bottom2}</b>
          </Text>
        </HStack>
      )}
      <Stack as="ul" listStyleType="none" gap="2">
        {bill.items.map((item) => (
          <Box as="li" key={`${item.bet_type}:${item.number}`} p="3" rounded="lg" bg="bg.raised" data-testid="bill-detail-item">
            <Flex justify="space-between" align="center" gap="2">
              <HStack gap="3">
                <Text fontSize="xl" fontWeight="bold" color="brand.fg">
                  {item.number}
                </Text>
                <Text>{BET_TYPE_INFO[item.bet_type].label}</Text>
              </HStack>
              <BillStatusBadge status={item.status} />
            </Flex>
            <Flex justify="space-between" mt="1.5" fontSize="sm" color="fg.muted" gap="2" wrap="wrap">
              <Text>
                แทง {thbText(item.amount)} · บาทละ {rateText(item.rate)}
              </Text>
              {item.status === 'won' ? (
                <Text color="green.300" fontWeight="bold">
                  ได้รับ {thbText(item.win_amount)}
                </Text>
              ) : (
                <Text>ถูกได้ {thbText(item.payout)}</Text>
              )}
            </Flex>
          </Box>
        ))}
      </Stack>
    </Stack>
  );
}
