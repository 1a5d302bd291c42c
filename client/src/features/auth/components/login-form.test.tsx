import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API } from '#shared/api/paths.js';
import { ErrorCode } from '#shared/errors.js';
import { TOAST_MS } from '#shared/constants.js';
import { session } from '#client/lib/session.js';
import { toaster } from '#client/components/ui/toaster.js';
import { answerFetch, testSession } from '#client/test-support/fetch-mock.js';
import { readLocalState } from '#client/lib/persisted-state.js';
import { renderAuthPage } from '../test-support/render-auth.js';
import { LoginPage } from '../pages/login-page.js';

describe('login form', () => {
  it('shows the Thai field errors the server gives beside the fields', async () => {
    answerFetch({
      [API.auth.login]: {
        error: ErrorCode.VALIDATION,
        message: 'ข้อมูลไม่ถูกต้อง กรุณาตรวจสอบอีกครั้ง',
        data: { fields: { username: 'เบอร์โทรศัพท์ไม่ถูกต้อง', password: 'รหัสผ่านสั้นเกินไป' } },
      },
    });
    renderAuthPage('/login', <LoginPage />);
    await userEvent.type(screen.getByLabelText(/เบอร์โทรศัพท์/), '0812345678');
    await userEvent.type(screen.getByLabelText(/^รหัสผ่าน/), 'x');
    await userEvent.click(screen.getByRole('button', { name: 'เข้าสู่ระบบ' }));

    expect(await screen.findByText('เบอร์โทรศัพท์ไม่ถูกต้อง')).toBeInTheDocument();
    expect(screen.getByText('รหัสผ่านสั้นเกินไป')).toBeInTheDocument();
    expect(screen.getByLabelText(/เบอร์โทรศัพท์/)).toHaveAttribute('aria-invalid', 'true');
    expect(session.get()).toBeNull();
  });

  it('shows a refusal without fields above the form', async () => {
    answerFetch({
      [API.auth.login]: { error: ErrorCode.INVALID_CREDENTIALS, message: 'เบอร์โทรศัพท์หรือรหัสผ่านไม่ถูกต้อง' },
    });
    renderAuthPage('/login', <LoginPage />);
    await userEvent.type(screen.getByLabelText(/เบอร์โทรศัพท์/), '0812345678');
    await userEvent.type(screen.getByLabelText(/^รหัสผ่าน/), 'wrong-password');
    await userEvent.click(screen.getByRole('button', { name: 'เข้าสู่ระบบ' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('เบอร์โทรศัพท์หรือรหัสผ่านไม่ถูกต้อง');
  });

  it('checks empty fields in Thai before calling the server', async () => {
    const api = answerFetch();
    renderAuthPage('/login', <LoginPage />);
    await userEvent.click(screen.getByRole('button', { name: 'เข้าสู่ระบบ' }));
    expect(await screen.findByText('กรุณากรอกเบอร์โทรศัพท์')).toBeInTheDocument();
    expect(screen.getByText('กรุณากรอกรหัสผ่าน')).toBeInTheDocument();
    expect(api.callsTo(API.auth.login)).toHaveLength(0);
  });

  it('on success keeps the session, welcomes the member (1 s toast) and goes to /member', async () => {
    const member = testSession({ agent_code: 'AG09' });
    const api = answerFetch({
      [API.auth.login]: {
        data: { access_token: 'tok-1', token_type: 'Bearer', expires_at: '2099-01-01T00:00:00+07:00', user: member.user },
      },
    });
    const create = vi.spyOn(toaster, 'create');
    renderAuthPage('/login', <LoginPage />);
    await userEvent.type(screen.getByLabelText(/เบอร์โทรศัพท์/), '0812345678');
    await userEvent.type(screen.getByLabelText(/^รหัสผ่าน/), 'secret-pass');
    await userEvent.click(screen.getByRole('button', { name: 'เข้าสู่ระบบ' }));

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/member'));
    expect(api.callsTo(API.auth.login)[0]!.body).toEqual({ username: '0812345678', password: 'secret-pass' });
    expect(session.get()).toEqual({ token: 'tok-1', expiresAt: '2099-01-01T00:00:00+07:00', user: member.user });
    expect(readLocalState().agentCode).toBe('AG09');
    expect(await screen.findByText('ยินดีต้อนรับ 0812345678')).toBeInTheDocument();
    expect(create).toHaveBeenCalledWith(expect.objectContaining({ type: 'success', duration: TOAST_MS.welcome }));
  });
});
