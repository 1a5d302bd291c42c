import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '#client/test-support/render.js';
import { Drawer, Portal } from '@chakra-ui/react';
import { MessageDialog } from './message-dialog.js';
import { findAlertDialog } from '#client/test-support/dialogs.js';

describe('MessageDialog', () => {
  it('one button acknowledges', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    renderWithProviders(
      <MessageDialog open title="แจ้งเตือน" confirmLabel="ตกลง" onConfirm={onConfirm} onClose={vi.fn()}>
        ข้อความ
      </MessageDialog>,
    );
    const dialog = await findAlertDialog();
    expect(within(dialog).getByText('แจ้งเตือน')).toBeInTheDocument();
    expect(within(dialog).getByText('ข้อความ')).toBeInTheDocument();
    const buttons = within(dialog).getAllByRole('button');
    expect(buttons.map((button) => button.textContent)).toEqual(['ตกลง']);
    await user.click(buttons[0]!);
    expect(onConfirm).toHaveBeenCalledOnce();
  });

  it('two buttons ask: the way out closes without confirming, Esc too', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    const onClose = vi.fn();
    renderWithProviders(
      <MessageDialog open title="ยืนยัน" confirmLabel="ใช่" cancelLabel="ไม่" onConfirm={onConfirm} onClose={onClose} tone="danger">
        แน่ใจหรือไม่
      </MessageDialog>,
    );
    const dialog = await findAlertDialog();
    await user.click(within(dialog).getByRole('button', { name: 'ไม่' }));
    expect(onClose).toHaveBeenCalledOnce();
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(2);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('opened inside a sheet in the same frame as the sheet, it is still the one a screen reader reaches', async () => {
    // Each dialog hides what lies outside it one frame after opening; the sheet's
    // late hiding once covered a message that opened within that frame.
    renderWithProviders(
      <Drawer.Root open placement="bottom">
        <Portal>
          <Drawer.Positioner>
            <Drawer.Content>
              <MessageDialog open title="พบบางอย่างผิดปกติ" confirmLabel="ตกลง" onConfirm={vi.fn()} onClose={vi.fn()}>
                ข้อความ
              </MessageDialog>
            </Drawer.Content>
          </Drawer.Positioner>
        </Portal>
      </Drawer.Root>,
    );
    const dialog = await findAlertDialog();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(dialog.closest('[aria-hidden="true"]')).toBeNull();
    expect(screen.getByRole('alertdialog')).toBe(dialog);
  });
});
