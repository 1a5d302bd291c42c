import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Dialog } from '@chakra-ui/react';
import { useModal } from '#client/lib/ui-state.js';
import { renderWithProviders } from '#client/test-support/render.js';
import { PageDialog } from './page-dialog.js';

/** A page with a page dialog, and the notifications trying to open themselves as the header does. */
function Page() {
  const [open, setOpen] = useState(true);
  const notification = useModal('notification');
  return (
    <>
      <span data-testid="notification">{notification.open ? 'open' : 'closed'}</span>
      <button type="button" onClick={() => notification.openIfNoneOpen()}>
        แจ้งเตือนมาถึง
      </button>
      <PageDialog open={open} onClose={() => setOpen(false)} title="ยืนยันการแลกของรางวัล">
        <Dialog.Body>ตัวอย่าง</Dialog.Body>
      </PageDialog>
    </>
  );
}

describe('PageDialog', () => {
  it('counts as an open dialog: one that opens itself waits until it closes (no stacking, decision 0011)', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Page />);
    await screen.findByRole('dialog', { name: 'ยืนยันการแลกของรางวัล' });
    // The dialog makes the rest of the page inert: the arrival is fired as the header's effect would.
    act(() => screen.getByRole('button', { name: 'แจ้งเตือนมาถึง', hidden: true }).click());
    expect(screen.getByTestId('notification')).toHaveTextContent('closed');
    await user.click(screen.getByRole('button', { name: 'ปิด' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(await screen.findByRole('button', { name: 'แจ้งเตือนมาถึง' }));
    expect(screen.getByTestId('notification')).toHaveTextContent('open');
  });
});
