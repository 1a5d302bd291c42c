import { MessageDialog } from '#client/components/message-dialog/message-dialog.js';

/** A yes/no question before something that cannot be undone: the confirm is red. */
export function ConfirmDialog({
  open,
  title,
  text,
  confirmText,
  busy,
  onConfirm,
  onCancel,
}: {
  open: boolean;
  title: string;
  text: string;
  confirmText: string;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <MessageDialog open={open} title={title} confirmLabel={confirmText} cancelLabel="ยกเลิก" onConfirm={onConfirm} onClose={onCancel} pending={busy} tone="danger">
      {text}
    </MessageDialog>
  );
}
