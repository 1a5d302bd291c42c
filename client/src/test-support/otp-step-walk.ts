/**
 * The walk through the code step that the guarded forms' tests share: a wrong
 * code stays on the step and clears the field, a spent one offers a new code,
 * and the new code's reference replaces the old one before the third try.
 */
import { expect } from 'vitest';
import { waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

export async function wrongThenSpentThenNewCode(user: UserEvent, step: HTMLElement, newRef: string): Promise<void> {
  const code = () => within(step).getByLabelText(/^รหัส OTP/);
  const confirm = () => user.click(within(step).getByRole('button', { name: 'ยืนยัน' }));
  await user.type(code(), '111111');
  await confirm();
  expect(await within(step).findByRole('alert')).toHaveTextContent('รหัส OTP ไม่ถูกต้อง');
  expect(code()).toHaveValue('');

  await user.type(code(), '222222');
  await confirm();
  await waitFor(() => expect(within(step).getByRole('alert')).toHaveTextContent('รหัส OTP หมดอายุหรือถูกใช้ไปแล้ว'));
  await user.click(within(step).getByRole('button', { name: 'ขอรหัสใหม่' }));
  await waitFor(() => expect(within(step).getByTestId('otp-ref')).toHaveTextContent(newRef));
  await user.type(code(), '333333');
  await confirm();
}
