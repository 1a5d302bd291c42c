/**
 * A small centred alert: a title, a message and one or two buttons. One button
 * acknowledges (full width); two ask a question, the outlined way out first.
 * Esc, the backdrop and the way out all call onClose. Anything with more on it
 * than this (a form, a prize to claim) is a PageDialog or its own dialog.
 */
import { Button, Dialog, Portal, Text } from '@chakra-ui/react';
import { useEffect, useState, type ReactNode } from 'react';

/**
 * Opens one animation frame after asked. Every dialog hides what lies outside it
 * one frame after it opens; a message opened inside a sheet in the sheet's own
 * first frame was hidden by the sheet's late pass, out of a screen reader's reach.
 * Waiting a frame lets the enclosing dialog's pass run first.
 */
function useOpenAfterFrame(open: boolean): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!open) return;
    const frame = requestAnimationFrame(() => setShown(true));
    return () => {
      cancelAnimationFrame(frame);
      setShown(false);
    };
  }, [open]);
  return open && shown;
}

export function MessageDialog({
  open,
  title,
  children,
  confirmLabel,
  onConfirm,
  cancelLabel,
  onClose,
  pending = false,
  tone = 'brand',
}: {
  open: boolean;
  title: string;
  /** the message: text is set as a paragraph, anything else as given */
  children: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
  /** makes it a question: this button closes without confirming */
  cancelLabel?: string;
  onClose: () => void;
  pending?: boolean;
  /** red for a confirm that cannot be taken back */
  tone?: 'brand' | 'danger';
}) {
  const shown = useOpenAfterFrame(open);
  return (
    <Dialog.Root
      role="alertdialog"
      open={shown}
      onOpenChange={(details) => {
        if (!details.open) onClose();
      }}
      placement="center"
      size="xs"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content bg="bg.surface" mx="4">
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{typeof children === 'string' ? <Text>{children}</Text> : children}</Dialog.Body>
            <Dialog.Footer>
              {cancelLabel !== undefined && (
                <Button variant="outline" minH="11" onClick={onClose}>
                  {cancelLabel}
                </Button>
              )}
              <Button
                colorPalette={tone === 'danger' ? 'red' : 'brand'}
                w={cancelLabel === undefined ? 'full' : undefined}
                minH="11"
                loading={pending}
                onClick={onConfirm}
              >
                {confirmLabel}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
