/**
 * Finds an open alert dialog once a member could use it: its content takes
 * pointer events again. A dialog shows a render before its layer is on top of
 * the stack, and a click in between lands on `pointer-events: none`.
 */
import { screen, waitFor, type ByRoleOptions } from '@testing-library/react';
import { expect } from 'vitest';

// Two requests and a dialog's frames: a busy machine takes longer than the default wait.
const READY_WITHIN_MS = 15_000;

export async function findAlertDialog(options: ByRoleOptions = {}): Promise<HTMLElement> {
  const dialog = await screen.findByRole('alertdialog', options, { timeout: READY_WITHIN_MS });
  await waitFor(() => expect(dialog.style.pointerEvents).toBe('auto'), { timeout: READY_WITHIN_MS });
  return dialog;
}
