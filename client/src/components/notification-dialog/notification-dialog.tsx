import { useState } from 'react';
import { Box, Button, CloseButton, Dialog, HStack, Portal, Text } from '@chakra-ui/react';
import { NOTIFICATION_DIALOG_WIDTH, OVERLAY_OPACITY } from '#shared/constants.js';
import { TH } from '#shared/messages.th.js';
import { useModal, useUiState } from '#client/lib/ui-state.js';
import { useNotifications } from '#client/site-data/get-notifications.js';
import { NotificationBody } from './notification-body.js';

/**
 * Notification dialog (docs/product.md §2, width 400): steps through the member's
 * notifications one at a time, next on each, close on the last. A pushed
 * notification goes first (the header opens the dialog for it).
 */
export function NotificationDialog() {
  const modal = useModal('notification');
  // Never over a game or a dialog the member opened meanwhile (this dialog loads on demand and may
  // arrive after them): it shows once they are closed.
  const inAGame = useUiState()[0].selectedGame !== null;
  const covered = inAGame || modal.anotherOpen;
  const notifications = useNotifications().data?.notifications ?? [];
  // The step belongs to the list as it was: a notification pushed on top starts it again, newest first.
  const firstId = notifications[0]?.id;
  const [stepOf, setStepOf] = useState({ firstId, step: 0 });
  const step = stepOf.firstId === firstId ? stepOf.step : 0;
  const setStep = (next: number) => setStepOf({ firstId, step: next });

  const total = notifications.length;
  const index = Math.min(step, Math.max(total - 1, 0));
  const current = notifications[index];
  const isLast = index >= total - 1;

  const close = () => {
    modal.setOpen(false);
    setStep(0);
  };

  return (
    <Dialog.Root
      open={modal.open && !covered}
      onOpenChange={(details) => (details.open ? modal.setOpen(true) : close())}
      placement="center"
      scrollBehavior="inside"
    >
      <Portal>
        <Dialog.Backdrop bg={`rgba(0, 0, 0, ${OVERLAY_OPACITY})`} />
        <Dialog.Positioner>
          <Dialog.Content bg="bg.surface" w="full" maxW={`${NOTIFICATION_DIALOG_WIDTH}px`} mx="3">
            <Dialog.Header>
              <Dialog.Title>{current ? current.title : 'ประกาศ'}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {current ? (
                <NotificationBody notification={current} />
              ) : (
                <Text textAlign="center" color="fg.muted" py="6">
                  {TH.noNotifications}
                </Text>
              )}
            </Dialog.Body>
            <Dialog.Footer justifyContent="space-between">
              {total > 0 ? (
                <HStack gap="1.5" aria-label={`ประกาศที่ ${index + 1} จาก ${total}`} data-testid="notification-step">
                  {notifications.map((item, i) => (
                    <Box
                      key={item.id}
                      boxSize="2"
                      rounded="full"
                      bg={i === index ? 'brand.solid' : 'border.subtle'}
                      aria-hidden
                    />
                  ))}
                  <Text as="span" fontSize="xs" color="fg.muted" ms="1">
                    {index + 1} / {total}
                  </Text>
                </HStack>
              ) : (
                <span />
              )}
              {isLast ? (
                <Button colorPalette="brand" onClick={close}>
                  ปิด
                </Button>
              ) : (
                <Button colorPalette="brand" onClick={() => setStep(index + 1)}>
                  ถัดไป
                </Button>
              )}
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" color="fg.default" aria-label="ปิดประกาศ" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
