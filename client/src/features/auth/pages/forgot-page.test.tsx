import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API } from '@shared/api/paths.js';
import { ErrorCode } from '@shared/errors.js';
import { answerFetch } from '../../../test/fetch-mock.js';
import { renderAuthPage } from '../auth-test-utils.js';
import { ForgotPage } from './forgot-page.js';

async function proveIdentity() {
  await userEvent.type(screen.getByLabelText(/^เบอร์โทรศัพท์/), '0812345678');
  await userEvent.type(screen.getByLabelText(/^เลขบัญชีธนาคารที่ลงทะเบียน/), '1234567890');
  await userEvent.selectOptions(screen.getByLabelText('วันที่เกิด'), '1');
  await userEvent.selectOptions(screen.getByLabelText('เดือนเกิด'), '1');
  await userEvent.selectOptions(screen.getByLabelText('ปีเกิด (พ.ศ.)'), '2533');
  await userEvent.click(screen.getByRole('button', { name: 'ถัดไป' }));
}

describe('forgot password', () => {
  it('identity → new password → done, then offers the login page', async () => {
    const api = answerFetch({
      [API.auth.resetPassword]: { data: { reset_token: 'r'.repeat(32), expires_at: '2099-01-01T00:00:00+07:00' } },
      [API.auth.resetPasswordV2]: { data: {} },
    });
    renderAuthPage('/forgot', <ForgotPage />);
    await proveIdentity();

    await userEvent.type(await screen.findByLabelText(/^รหัสผ่านใหม่/), 'new-secret-1');
    await userEvent.type(screen.getByLabelText(/^ยืนยันรหัสผ่านใหม่/), 'new-secret-1');
    await userEvent.click(screen.getByRole('button', { name: 'ตั้งรหัสผ่านใหม่' }));

    expect(await screen.findByText('ตั้งรหัสผ่านใหม่เรียบร้อยแล้ว')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ไปหน้าเข้าสู่ระบบ' })).toHaveAttribute('href', '/login');
    expect(api.callsTo(API.auth.resetPassword)[0]!.body).toEqual({
      username: '0812345678',
      bank_account_no: '1234567890',
      birth_date: '1990-01-01',
    });
    expect(api.callsTo(API.auth.resetPasswordV2)[0]!.body).toEqual({ reset_token: 'r'.repeat(32), new_password: 'new-secret-1' });
  });

  it('shows the Thai refusal when the identity does not match', async () => {
    answerFetch({ [API.auth.resetPassword]: { error: ErrorCode.IDENTITY_MISMATCH, message: 'ข้อมูลไม่ตรงกับบัญชีสมาชิก' } });
    renderAuthPage('/forgot', <ForgotPage />);
    await proveIdentity();
    expect(await screen.findByRole('alert')).toHaveTextContent('ข้อมูลไม่ตรงกับบัญชีสมาชิก');
    expect(screen.queryByLabelText(/^รหัสผ่านใหม่/)).not.toBeInTheDocument();
  });

  it('validates the identity fields in Thai', async () => {
    const api = answerFetch();
    renderAuthPage('/forgot', <ForgotPage />);
    await userEvent.click(screen.getByRole('button', { name: 'ถัดไป' }));
    expect(await screen.findByText('เบอร์โทรศัพท์ต้องเป็นตัวเลข 10 หลัก ขึ้นต้นด้วย 06, 08 หรือ 09')).toBeInTheDocument();
    expect(screen.getByText('เลขบัญชีต้องเป็นตัวเลข 10 ถึง 15 หลัก')).toBeInTheDocument();
    expect(screen.getByText('กรุณาเลือกวัน เดือน และปีเกิดให้ถูกต้อง')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });
});
