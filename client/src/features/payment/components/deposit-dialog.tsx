/**
 * The deposit modal of docs/product.md §2 ("Modals: ... deposit"): the same form as
 * /member/deposit in a dialog, opened through the `deposit` flag of the UI
 * store by the member's deposit buttons on large screens. A created deposit
 * closes it and opens its payment page.
 */
import { Dialog } from '@chakra-ui/react';
import { PageDialog } from '#client/components/ui/page-dialog.js';
import { useNavigate } from 'react-router-dom';
import { useModal } from '#client/lib/ui-state.js';
import { DepositForm } from './deposit-form.js';

export function DepositDialog() {
  const modal = useModal('deposit');
  const navigate = useNavigate();
  return (
    <PageDialog open={modal.open} onClose={() => modal.setOpen(false)} title="ฝากเงิน" size="md">
      <Dialog.Body py="4">
        <DepositForm
          onCreated={(deposit) => {
            modal.setOpen(false);
            navigate(`/member/payment?ref=${encodeURIComponent(deposit.ref)}`);
          }}
        />
      </Dialog.Body>
    </PageDialog>
  );
}
