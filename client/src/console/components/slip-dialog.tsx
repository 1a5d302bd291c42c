import { useState } from 'react';
import { Dialog, Stack } from '@chakra-ui/react';
import type { OperatorSlip } from '#shared/api/payment-slips.js';
import { PageDialog } from '#client/components/ui/page-dialog.js';
import { useConfirmSlip } from '../api/confirm-slip.js';
import { useSlip } from '../api/get-slip.js';
import { useRejectSlip } from '../api/reject-slip.js';
import { thbText } from '../format.js';
import { FeedbackAlert, type Feedback } from './feedback.js';
import { ListState } from './list-state.js';
import { SlipDecision } from './slip-decision.js';
import { SlipDetails } from './slip-details.js';

/** What the agent may still decide: a slip the service could not settle, or refused. */
const DECIDABLE: readonly OperatorSlip['status'][] = ['review', 'refused'];

/** One slip read with its image and answer; a decision closes it and says what was done. */
function SlipReview({ slip, onDecided }: { slip: OperatorSlip; onDecided: (text: string) => void }) {
  const detail = useSlip(slip.id);
  const confirm = useConfirmSlip();
  const reject = useRejectSlip();
  const [feedback, setFeedback] = useState<Feedback>(null);
  const onError = (error: Error) => setFeedback({ status: 'error', text: error.message });

  const onConfirm = (amount: number) => {
    setFeedback(null);
    confirm.mutate({ id: slip.id, amount }, { onSuccess: () => onDecided(`อนุมัติสลิป ${slip.trans_ref} และเติมเงิน ${thbText(amount)} ให้ ${slip.username} แล้ว`), onError });
  };
  const onReject = (reason: string) => {
    setFeedback(null);
    reject.mutate({ id: slip.id, reason: reason || undefined }, { onSuccess: () => onDecided(`ไม่อนุมัติสลิป ${slip.trans_ref} ของ ${slip.username} แล้ว`), onError });
  };

  const current = detail.data?.slip ?? slip;
  return (
    <>
      <Dialog.Body py="4">
        <Stack gap="3">
          <ListState query={detail} empty="ไม่พบสลิปนี้" />
          {detail.data ? <SlipDetails detail={detail.data} /> : null}
          <FeedbackAlert feedback={feedback} />
        </Stack>
      </Dialog.Body>
      {detail.data && DECIDABLE.includes(current.status) ? (
        <Dialog.Footer borderTopWidth="1px" borderColor="border.subtle">
          <SlipDecision slip={current} confirming={confirm.isPending} rejecting={reject.isPending} onConfirm={onConfirm} onReject={onReject} />
        </Dialog.Footer>
      ) : null}
    </>
  );
}

/** The slip opened from the list, in the site's page dialog. */
export function SlipDialog({ slip, onClose, onDecided }: { slip: OperatorSlip | null; onClose: () => void; onDecided: (text: string) => void }) {
  return (
    <PageDialog open={slip !== null} onClose={onClose} title={slip ? `สลิปโอนเงินของ ${slip.username}` : ''} size="lg">
      {slip ? <SlipReview key={slip.id} slip={slip} onDecided={onDecided} /> : null}
    </PageDialog>
  );
}
