import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router-dom';
import { AGENT } from '#shared/api/paths.js';
import { ErrorCode } from '#shared/errors.js';
import { answerFetch, type Answers } from '#client/test-support/fetch-mock.js';
import { renderWithProviders } from '#client/test-support/render.js';
import { agentKey } from '../api/agent-key.js';
import { STATS } from '../test-support/fixtures.js';
import { AgentConsolePage } from '../pages/agent-console-page.js';

vi.mock('#client/lib/socket.js', () => ({ useLiveTopic: () => {}, getSocket: () => null, subscribeTopic: async () => null }));

function renderConsole(answers: Answers) {
  const api = answerFetch({ [AGENT.stats]: { data: STATS }, [AGENT.payments]: { data: [] }, [AGENT.smsOutbox]: { data: [] }, ...answers });
  const user = userEvent.setup();
  renderWithProviders(null, { router: () => createMemoryRouter([{ path: '/agent', Component: AgentConsolePage }], { initialEntries: ['/agent'] }) });
  return { api, user };
}

beforeEach(() => agentKey.set('the-agent-key'));
afterEach(() => agentKey.clear());

describe('password reset panel', () => {
  it('checks the phone, issues a one-time link and shows it to send over LINE', async () => {
    const { api, user } = renderConsole({
      [AGENT.resetLink]: { data: { username: '0812345678', path: `/forgot?token=${'t'.repeat(43)}`, expires_at: '2026-11-22T11:00:00.000+07:00' } },
    });
    await user.click(await screen.findByRole('tab', { name: 'ตั้งรหัสผ่านใหม่' }));
    const form = await screen.findByRole('form', { name: 'ออกลิงก์ตั้งรหัสผ่านใหม่' });
    await user.click(within(form).getByRole('button', { name: 'ออกลิงก์ตั้งรหัสผ่านใหม่' }));
    expect(within(form).getByText('ชื่อผู้ใช้ไม่ถูกต้อง')).toBeInTheDocument();
    expect(api.callsTo(AGENT.resetLink)).toHaveLength(0);

    await user.type(within(form).getByLabelText(/เบอร์โทรศัพท์ของสมาชิก/), '0812345678');
    await user.click(within(form).getByRole('button', { name: 'ออกลิงก์ตั้งรหัสผ่านใหม่' }));
    expect(await screen.findByTestId('reset-link')).toHaveTextContent(`${window.location.origin}/forgot?token=${'t'.repeat(43)}`);
    expect(api.callsTo(AGENT.resetLink)[0]?.body).toEqual({ username: '0812345678' });
  });

  it('shows the Thai refusal for a phone no member uses', async () => {
    const { user } = renderConsole({ [AGENT.resetLink]: { error: ErrorCode.MEMBER_NOT_FOUND, message: 'ไม่พบสมาชิกนี้' } });
    await user.click(await screen.findByRole('tab', { name: 'ตั้งรหัสผ่านใหม่' }));
    const form = await screen.findByRole('form', { name: 'ออกลิงก์ตั้งรหัสผ่านใหม่' });
    await user.type(within(form).getByLabelText(/เบอร์โทรศัพท์ของสมาชิก/), '0822222222');
    await user.click(within(form).getByRole('button', { name: 'ออกลิงก์ตั้งรหัสผ่านใหม่' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('ไม่พบสมาชิกนี้');
  });

  it('shows demo mode’s reset codes, which no SMS gateway sent', async () => {
    const { user } = renderConsole({
      [AGENT.smsOutbox]: { data: [{ phone: '0812345678', text: 'รหัสยืนยันการตั้งรหัสผ่านใหม่ของคุณคือ 123456', sent_at: '2026-11-22T10:00:00.000+07:00' }] },
    });
    await user.click(await screen.findByRole('tab', { name: 'ตั้งรหัสผ่านใหม่' }));
    const outbox = await screen.findByRole('group', { name: 'SMS โหมดทดลอง' });
    expect(outbox).toHaveTextContent('รหัสยืนยันการตั้งรหัสผ่านใหม่ของคุณคือ 123456');
    expect(outbox).toHaveTextContent('0812345678');
  });
});
