import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { API } from '#shared/api/paths.js';
import { TH } from '#shared/messages.th.js';
import { initialUiState } from '#client/lib/ui-state.js';
import { renderWithProviders } from '#client/test-support/render.js';
import { session } from '#client/lib/session.js';
import { Toaster, toaster } from '../ui/toaster.js';
import { agentConfig, answerFetch, testSession } from '#client/test-support/fetch-mock.js';
import { MemberMenuDialog } from './member-menu-dialog.js';
import { findAlertDialog } from '#client/test-support/dialogs.js';

vi.mock('#client/lib/socket.js', () => ({ useLiveTopic: () => {}, getSocket: () => null }));

function Location() {
  return <div data-testid="location">{useLocation().pathname}</div>;
}

function renderMenu(api: Parameters<typeof answerFetch>[0] = {}) {
  const mocked = answerFetch({ [API.agent.config]: { data: agentConfig }, ...api });
  const result = renderWithProviders(
    <>
      <MemberMenuDialog />
      <Location />
      <Toaster />
    </>,
    { route: '/member/profile', session: testSession(), uiState: { ...initialUiState, navDrawer: true } },
  );
  return { ...result, api: mocked };
}

const EXPECTED = [
  ['โปรไฟล์', '/member/profile'],
  ['แนะนำเพื่อน', '/affiliate'],
  ['ภารกิจ', '/member/creditfree'],
  ['หมุนกงล้อ', '/member/wheel'],
  ['ร้านค้าแลกแต้ม', '/redeem'],
  ['คืนยอดเล่นรายวัน', '/cashback'],
  ['คืนยอดเสีย', '/member/winloss'],
  ['รับโปรโมชั่น', '/promotions'],
  ['ใช้คูปอง', '/member/coupon'],
  ['รายการเดินบัญชี', '/member/statement'],
];

describe('MemberMenuDialog', () => {
  // The toaster is one store for the app: toasts of an earlier test must not leak in.
  beforeEach(() => toaster.remove());

  it('lists the spec items in order with their targets, then log out, and shows the agent logo', async () => {
    renderMenu();
    const nav = await screen.findByRole('navigation', { name: 'เมนูสมาชิก' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual(EXPECTED);
    const buttons = within(nav).getAllByRole('button');
    expect(buttons.map((button) => button.textContent)).toEqual(['ออกจากระบบ']);
    expect(nav.lastElementChild).toBe(buttons[0]);
    expect(await screen.findByAltText('โลโก้เว็บไซต์')).toHaveAttribute('src', '/assets/logo.svg');
  });

  it('shows no logo when the agent has none', async () => {
    const { api } = renderMenu({ [API.agent.config]: { data: { ...agentConfig, info: { ...agentConfig.info, agent_logo: null } } } });
    await screen.findByRole('navigation', { name: 'เมนูสมาชิก' });
    await waitFor(() => expect(api.callsTo(API.agent.config)).toHaveLength(1));
    expect(screen.queryByAltText('โลโก้เว็บไซต์')).toBeNull();
  });

  it('closes when an item is chosen and goes to its page', async () => {
    const user = userEvent.setup();
    renderMenu();
    const nav = await screen.findByRole('navigation', { name: 'เมนูสมาชิก' });
    await user.click(within(nav).getByRole('link', { name: 'หมุนกงล้อ' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/member/wheel');
    await waitFor(() => expect(screen.queryByRole('navigation', { name: 'เมนูสมาชิก' })).toBeNull());
  });

  it('closes from its close button', async () => {
    const user = userEvent.setup();
    renderMenu();
    await screen.findByRole('navigation', { name: 'เมนูสมาชิก' });
    await user.click(screen.getByRole('button', { name: 'ปิดเมนูสมาชิก' }));
    await waitFor(() => expect(screen.queryByRole('navigation', { name: 'เมนูสมาชิก' })).toBeNull());
  });

  it('asks before logging out; cancel keeps the session', async () => {
    const user = userEvent.setup();
    const { api } = renderMenu({ [API.auth.logout]: { data: null } });
    await user.click(await screen.findByRole('button', { name: 'ออกจากระบบ' }));

    const dialog = await findAlertDialog();
    expect(within(dialog).getByText('หมายเหตุ')).toBeInTheDocument();
    expect(within(dialog).getByText('คุณแน่ใจหรือไม่ ที่จะออกจากระบบ')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'ใช่แล้ว' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('navigation', { name: 'เมนูสมาชิก' })).toBeNull());

    await user.click(within(dialog).getByRole('button', { name: 'ยังอยู่กับเรา' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(session.get()).not.toBeNull();
    expect(api.callsTo(API.auth.logout)).toHaveLength(0);
    expect(screen.getByTestId('location')).toHaveTextContent('/member/profile');
  });

  it('confirming logs out on the server, clears the session, goes to the index and says so', async () => {
    const user = userEvent.setup();
    const { api, queryClient } = renderMenu({ [API.auth.logout]: { data: null } });
    await waitFor(() => expect(queryClient.getQueryData(['agent', 'config', 'DEMO'])).toBeDefined());
    await user.click(await screen.findByRole('button', { name: 'ออกจากระบบ' }));
    await user.click(within(await findAlertDialog()).getByRole('button', { name: 'ใช่แล้ว' }));

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
    const [call] = api.callsTo(API.auth.logout);
    expect(call?.method).toBe('POST');
    expect(session.get()).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
    expect(await screen.findByText(TH.logoutSuccess)).toBeInTheDocument();
    expect(screen.getByText('ออกจากระบบเรียบร้อย')).toBeInTheDocument();
    expect(screen.getByTestId('toast-progress')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('a failed logout is only logged', async () => {
    const user = userEvent.setup();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    const { api } = renderMenu({ [API.auth.logout]: () => ({ status: 500, error: 9999, message: 'ระบบขัดข้อง' }) });
    await user.click(await screen.findByRole('button', { name: 'ออกจากระบบ' }));
    await user.click(within(await findAlertDialog()).getByRole('button', { name: 'ใช่แล้ว' }));

    await waitFor(() => expect(warn.mock.calls.length + log.mock.calls.length).toBeGreaterThan(0));
    expect(api.callsTo(API.auth.logout)).toHaveLength(1);
    expect(session.get()).not.toBeNull();
    expect(screen.getByTestId('location')).toHaveTextContent('/member/profile');
    expect(screen.queryByText(TH.logoutSuccess)).toBeNull();
    expect(screen.queryByTestId('toast')).toBeNull();
    expect(screen.queryByText('ระบบขัดข้อง')).toBeNull();
  });
});
