import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API } from '#shared/api/paths.js';
import { ErrorCode } from '#shared/errors.js';
import { agentConfig, answerFetch } from '#client/test-support/fetch-mock.js';
import { renderAuthPage } from '../test-support/render-auth.js';
import { ForgotPage } from './forgot-page.js';

async function askForCode() {
  await userEvent.type(screen.getByLabelText(/^เบอร์โทรศัพท์/), '0812345678');
  await userEvent.click(screen.getByRole('button', { name: 'ถัดไป' }));
}

async function setNewPassword(password = 'new-secret-1') {
  await userEvent.type(await screen.findByLabelText(/^รหัสผ่านใหม่/), password);
  await userEvent.type(screen.getByLabelText(/^ยืนยันรหัสผ่านใหม่/), password);
  await userEvent.click(screen.getByRole('button', { name: 'ตั้งรหัสผ่านใหม่' }));
}

describe('forgot password', () => {
  it('phone → SMS code and new password → done, then offers the login page', async () => {
    const api = answerFetch({
      [API.auth.resetPassword]: { data: { method: 'sms', expires_at: '2099-01-01T00:10:00.000+07:00' } },
      [API.auth.resetPasswordV2]: { data: null },
    });
    renderAuthPage('/forgot', <ForgotPage />);
    await askForCode();
    await userEvent.type(await screen.findByLabelText(/^รหัสยืนยันจาก SMS/), '123456');
    expect(screen.getByText('ส่งรหัส 6 หลักทาง SMS ไปที่ 0812345678 แล้ว')).toBeInTheDocument();
    await setNewPassword();

    expect(await screen.findByText('ตั้งรหัสผ่านใหม่เรียบร้อยแล้ว')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ไปหน้าเข้าสู่ระบบ' })).toHaveAttribute('href', '/login');
    expect(api.callsTo(API.auth.resetPassword)[0]!.body).toEqual({ username: '0812345678' });
    expect(api.callsTo(API.auth.resetPasswordV2)[0]!.body).toEqual({ username: '0812345678', code: '123456', new_password: 'new-secret-1' });
  });

  it('shows the SMS’s reference beside the code field and sends it with the code', async () => {
    const api = answerFetch({
      [API.auth.resetPassword]: { data: { method: 'sms', expires_at: '2099-01-01T00:10:00.000+07:00', ref: 'ABCD' } },
      [API.auth.resetPasswordV2]: { data: null },
    });
    renderAuthPage('/forgot', <ForgotPage />);
    await askForCode();
    expect(await screen.findByTestId('reset-ref')).toHaveTextContent('รหัสอ้างอิง: ABCD');
    await userEvent.type(screen.getByLabelText(/^รหัสยืนยันจาก SMS/), '123456');
    await setNewPassword();
    expect(await screen.findByText('ตั้งรหัสผ่านใหม่เรียบร้อยแล้ว')).toBeInTheDocument();
    expect(api.callsTo(API.auth.resetPasswordV2)[0]!.body).toEqual({ username: '0812345678', code: '123456', ref: 'ABCD', new_password: 'new-secret-1' });
  });

  it('shows the Thai refusal of a wrong or expired code', async () => {
    answerFetch({
      [API.auth.resetPassword]: { data: { method: 'sms', expires_at: '2099-01-01T00:10:00.000+07:00' } },
      [API.auth.resetPasswordV2]: { error: ErrorCode.RESET_TOKEN_INVALID, message: 'รหัสยืนยันการตั้งรหัสผ่านหมดอายุหรือไม่ถูกต้อง กรุณาเริ่มใหม่' },
    });
    renderAuthPage('/forgot', <ForgotPage />);
    await askForCode();
    await userEvent.type(await screen.findByLabelText(/^รหัสยืนยันจาก SMS/), '654321');
    await setNewPassword();
    expect(await screen.findByRole('alert')).toHaveTextContent('รหัสยืนยันการตั้งรหัสผ่านหมดอายุหรือไม่ถูกต้อง');
  });

  it('without SMS, asks the member to contact the agent over LINE, with a link to it', async () => {
    answerFetch({ [API.auth.resetPassword]: { data: { method: 'agent', expires_at: null } }, [API.agent.config]: { data: agentConfig } });
    renderAuthPage('/forgot', <ForgotPage />);
    await askForCode();
    expect(await screen.findByText('กรุณาติดต่อเจ้าหน้าที่ทาง LINE')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'ติดต่อเจ้าหน้าที่ทาง LINE' })).toHaveAttribute('href', agentConfig.info.line_contact_url);
    expect(screen.queryByLabelText(/^รหัสผ่านใหม่/)).not.toBeInTheDocument();
  });

  it('when the code is made but no SMS goes out (demo mode), says so and asks for the code from the agent over LINE', async () => {
    const api = answerFetch({
      [API.auth.resetPassword]: { data: { method: 'agent_code', expires_at: '2099-01-01T00:10:00.000+07:00' } },
      [API.auth.resetPasswordV2]: { data: null },
      [API.agent.config]: { data: agentConfig },
    });
    renderAuthPage('/forgot', <ForgotPage />);
    await askForCode();
    const note = await screen.findByTestId('code-from-agent');
    expect(note).toHaveTextContent('ระบบยังไม่ได้ส่ง SMS ไปที่เบอร์ 0812345678');
    expect(note).toHaveTextContent('กรุณาติดต่อเจ้าหน้าที่ทาง LINE เพื่อขอรหัสยืนยัน 6 หลัก');
    expect(await screen.findByRole('link', { name: 'ติดต่อเจ้าหน้าที่ทาง LINE' })).toHaveAttribute('href', agentConfig.info.line_contact_url);
    expect(screen.queryByText(/ส่งรหัส 6 หลัก.*แล้ว/)).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/SMS/)).not.toBeInTheDocument();

    await userEvent.type(screen.getByLabelText(/^รหัสยืนยันจากเจ้าหน้าที่/), '123456');
    await setNewPassword();
    expect(await screen.findByText('ตั้งรหัสผ่านใหม่เรียบร้อยแล้ว')).toBeInTheDocument();
    expect(api.callsTo(API.auth.resetPasswordV2)[0]!.body).toEqual({ username: '0812345678', code: '123456', new_password: 'new-secret-1' });
  });

  it('opens the agent’s link straight on the new password', async () => {
    const token = 't'.repeat(43);
    const api = answerFetch({ [API.auth.resetPasswordV2]: { data: null } });
    renderAuthPage(`/forgot?token=${token}`, <ForgotPage />);
    expect(screen.queryByLabelText(/^รหัสยืนยันจาก SMS/)).not.toBeInTheDocument();
    await setNewPassword();
    expect(await screen.findByText('ตั้งรหัสผ่านใหม่เรียบร้อยแล้ว')).toBeInTheDocument();
    expect(api.callsTo(API.auth.resetPasswordV2)[0]!.body).toEqual({ reset_token: token, new_password: 'new-secret-1' });
  });

  it('validates the phone and the code in Thai', async () => {
    const api = answerFetch({ [API.auth.resetPassword]: { data: { method: 'sms', expires_at: '2099-01-01T00:10:00.000+07:00' } } });
    renderAuthPage('/forgot', <ForgotPage />);
    await userEvent.click(screen.getByRole('button', { name: 'ถัดไป' }));
    expect(await screen.findByText('เบอร์โทรศัพท์ต้องเป็นตัวเลข 10 หลัก ขึ้นต้นด้วย 06, 08 หรือ 09')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
    await askForCode();
    await setNewPassword();
    expect(await screen.findByText('รหัสยืนยันต้องเป็นตัวเลข 6 หลัก')).toBeInTheDocument();
    expect(api.callsTo(API.auth.resetPasswordV2)).toHaveLength(0);
  });
});
