/**
 * The deposit modal of spec §2 ("Modals: ... deposit"): the same form as
 * /member/deposit in a dialog, opened through the `deposit` flag of the UI
 * store by the member's deposit buttons on large screens. A created deposit
 * closes it and opens its payment page.
 */
import { CloseButton, Dialog, Portal } from '@chakra-ui/react';
import { useNavigate } from 'react-router';
import { useModal } from '../../../app/ui-state.js';
import { DepositForm } from './deposit-form.js';

export function DepositDialog() {
  const modal = useModal('deposit');
  const navigate = useNavigate();
  return (
    <Dialog.Root
      open={modal.open}
      onOpenChange={(details) => modal.setOpen(details.open)}
      size={{ base: 'full', md: 'md' }}
      scrollBehavior="inside"
      placement="center"
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content bg="bg.surface">
            <Dialog.Header borderBottomWidth="1px" borderColor="border.subtle">
              <Dialog.Title>ฝากเงิน</Dialog.Title>
            </Dialog.Header>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="lg" aria-label="ปิด" color="fg.default" />
            </Dialog.CloseTrigger>
            <Dialog.Body py="4">
              <DepositForm
                onCreated={(deposit) => {
                  modal.setOpen(false);
                  navigate(`/member/payment?ref=${encodeURIComponent(deposit.ref)}`);
                }}
              />
            </Dialog.Body>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
