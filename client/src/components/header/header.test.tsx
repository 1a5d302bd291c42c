import { describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { API } from '#shared/api/paths.js';
import { initialUiState, useModal } from '#client/lib/ui-state.js';
import { renderWithProviders } from '#client/test-support/render.js';
import { NotificationDialog } from '../notification-dialog/notification-dialog.js';
import { AnnouncementDialog } from '../announcement-dialog/announcement-dialog.js';
import { agentConfig, answerFetch, testSession } from '#client/test-support/fetch-mock.js';
import { Header } from './header.js';
import { useNotifications } from '#client/site-data/get-notifications.js';
import { useEvents } from '#client/site-data/get-events.js';

import type { TopicBinding } from '#client/lib/socket.js';
import type { Notification } from '#shared/api/agent.js';
import type { WalletsResponse } from '#shared/api/member.js';

/** The live bindings, each with the cache it writes to, so a test can push an event the way lib/socket does. */
const live = vi.hoisted(() => ({ bound: [] as { binding: TopicBinding<unknown>; queryClient: QueryClient }[] }));
vi.mock('#client/lib/socket.js', () => ({
  useLiveTopic: (binding: TopicBinding<unknown>) => {
    const queryClient = useQueryClient();
    if (binding.topic) live.bound.push({ binding, queryClient });
  },
  getSocket: () => null,
}));

function pushNotification(payload: unknown) {
  const found = live.bound.findLast((entry) => entry.binding.topic === 'notifications');
  if (!found) throw new Error('nothing bound to notifications');
  const reduce = found.binding.events.notification!;
  act(() => {
    found.queryClient.setQueryData(found.binding.queryKey, (current: unknown) => reduce(current, payload as never));
  });
}

/** Stands in for the announcement dialog: open by its flag, closed by one button. */
function OpenAnnouncements() {
  const event = useModal('event');
  return event.open ? (
    <button type="button" onClick={() => event.setOpen(false)}>
      ปิดประกาศสำคัญ (ทดสอบ)
    </button>
  ) : null;
}

/** Mounts its children once the notifications and the announcements are both in the cache. */
function WhenBothFetched({ children }: { children: React.ReactNode }) {
  const notifications = useNotifications().data;
  const events = useEvents().data;
  return notifications && events ? children : null;
}

function Location() {
  return <div data-testid="location">{useLocation().pathname}</div>;
}

const wallets: WalletsResponse = {
  wallets: [
    { id: 1, wallet_name: 'กระเป๋าหลัก', balance: 1000.5, wallet_type_id: 1 },
    { id: 2, wallet_name: 'กระเป๋าโบนัส', balance: 234, wallet_type_id: 2 },
  ],
  total: 1234.5,
  points: 1250,
};

const notice = {
  id: 1,
  type: 1,
  image: '/assets/notifications/notice-1.svg',
  title: 'แจ้งเตือนจากระบบ',
  description: 'ฝากถอนอัตโนมัติ 24 ชั่วโมง',
  created_at: '2024-01-01T00:00:00+07:00',
};

const MENU = [
  ['สล็อต', '/slot'],
  ['หวย', '/lotto/lobby'],
  ['คาสิโน', '/casino'],
  ['กีฬา', '/sport'],
  ['แนะนำเพื่อน', '/affiliate'],
  ['โปรโมชั่น', '/promotions'],
  ['คืนยอดเสีย', '/winloss'],
  ['แลกของรางวัล', '/redeem'],
  ['สูตรบาคาร่า', '/sooth'],
];

function memberApi(notifications: Notification[] = []) {
  return answerFetch({
    [API.agent.config]: { data: agentConfig },
    [API.member.wallets]: { data: wallets },
    [API.member.points]: { data: { point: 1250 } },
    [API.agent.notifications]: { data: notifications },
  });
}

describe('Header', () => {
  it('shows the site menu of the spec and, to a visitor, register and login', async () => {
    const api = answerFetch({ [API.agent.config]: { data: { ...agentConfig, info: { ...agentConfig.info, agent_logo: null } } } });
    renderWithProviders(<Header />);
    // The horizontal menu is for md and up (display none at jsdom's base width).
    const nav = document.querySelector<HTMLElement>('nav[aria-label="เมนูเว็บไซต์"]')!;
    expect(within(nav).getAllByRole('link', { hidden: true }).map((link) => [link.textContent, link.getAttribute('href')])).toEqual(MENU);
    expect(screen.getByRole('link', { name: 'สมัครสมาชิก' })).toHaveAttribute('href', '/register');
    expect(screen.getByRole('link', { name: 'เข้าสู่ระบบ' })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('link', { name: /ฝากเงิน/ })).toBeNull();
    await waitFor(() => expect(api.callsTo(API.agent.config)).toHaveLength(1));
    expect(screen.getByAltText('โลโก้เว็บไซต์')).toHaveAttribute('src', '/assets/logo.svg');
    // Notifications and wallets are for members only.
    expect(api.callsTo(API.agent.notifications)).toHaveLength(0);
    expect(api.callsTo(API.member.wallets)).toHaveLength(0);
  });

  it('on mobile, the site menu opens in a drawer that closes when an item is chosen', async () => {
    const user = userEvent.setup();
    answerFetch({ [API.agent.config]: { data: agentConfig } });
    renderWithProviders(
      <>
        <Header />
        <Location />
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'เปิดเมนูเว็บไซต์' }));
    const drawer = await screen.findByRole('navigation', { name: 'เมนูเว็บไซต์บนมือถือ' });
    expect(within(drawer).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual(MENU);
    await user.click(within(drawer).getByRole('link', { name: 'คาสิโน' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/casino');
    await waitFor(() => expect(screen.queryByRole('navigation', { name: 'เมนูเว็บไซต์บนมือถือ' })).toBeNull());
  });

  it('shows a member the quest button and leaves the balance, points, deposit and withdraw to the member panel', async () => {
    const api = memberApi();
    renderWithProviders(<Header />, { session: testSession() });
    expect(await screen.findByRole('link', { name: 'ภารกิจ' })).toHaveAttribute('href', '/member/creditfree');
    await waitFor(() => expect(api.callsTo(API.agent.notifications)).toHaveLength(1));
    // The member panel right under the header shows them (decision 0049): not twice on a phone's first screen.
    expect(screen.queryByText('฿1,234.50')).toBeNull();
    expect(screen.queryByText(/แต้ม/)).toBeNull();
    expect(screen.queryByRole('button', { name: /ฝากเงิน/ })).toBeNull();
    expect(screen.queryByRole('link', { name: /ฝากเงิน|ถอนเงิน/ })).toBeNull();
    expect(api.callsTo(API.member.wallets)).toHaveLength(0);
    expect(screen.queryByRole('link', { name: 'สมัครสมาชิก' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'เข้าสู่ระบบ' })).toBeNull();
  });

  it('opens the notification dialog once per session for a member with notifications', async () => {
    const api = memberApi([notice]);
    const first = renderWithProviders(
      <>
        <Header />
        <NotificationDialog />
      </>,
      { session: testSession() },
    );
    expect(await screen.findByRole('dialog')).toHaveTextContent('แจ้งเตือนจากระบบ');
    first.unmount();

    // A second header in the same session (another page) does not open it again.
    const calls = api.callsTo(API.agent.notifications).length;
    renderWithProviders(
      <>
        <Header />
        <NotificationDialog />
      </>,
      { session: testSession() },
    );
    await waitFor(() => expect(api.callsTo(API.agent.notifications).length).toBeGreaterThan(calls));
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens the notification dialog again, newest first, when the agent sends one while the member is here', async () => {
    const user = userEvent.setup();
    memberApi([notice]);
    renderWithProviders(
      <>
        <Header />
        <NotificationDialog />
      </>,
      { session: testSession() },
    );
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'ปิด' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    pushNotification({ ...notice, id: 2, title: 'ถึงคุณคนเดียว', description: 'ยอดถอนของคุณโอนแล้ว', image: null });

    const again = await screen.findByRole('dialog');
    expect(again).toHaveTextContent('ถึงคุณคนเดียว');
    expect(within(again).getByTestId('notification-step')).toHaveTextContent('1 / 2');
  });

  it('waits while the announcements are open, then shows the notifications: the two never stack', async () => {
    const user = userEvent.setup();
    const api = memberApi([notice]);
    renderWithProviders(
      <>
        <Header />
        <NotificationDialog />
        <OpenAnnouncements />
      </>,
      { session: testSession(), uiState: { ...initialUiState, modals: { ...initialUiState.modals, event: true } } },
    );
    await waitFor(() => expect(api.callsTo(API.agent.notifications)).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'ปิดประกาศสำคัญ (ทดสอบ)' }));
    expect(await screen.findByRole('dialog')).toHaveTextContent('แจ้งเตือนจากระบบ');
  });

  it('right after registering, notifications and announcements arrive together: the notifications open, the announcements wait behind the event button (0056)', async () => {
    const user = userEvent.setup();
    answerFetch({
      [API.agent.config]: { data: agentConfig },
      [API.member.wallets]: { data: wallets },
      [API.member.points]: { data: { point: 1250 } },
      [API.agent.notifications]: { data: [notice] },
      [API.agent.eventList]: { data: [{ id: 7, image: null, title: 'ประกาศปิดปรับปรุง', description: 'ตี 2 ถึงตี 4', created_at: '2024-01-01T00:00:00+07:00' }] },
    });
    // Both lists are already fetched when the member's page mounts (as after the register page):
    // both dialogs decide to open in the same render.
    renderWithProviders(
      <WhenBothFetched>
        <Header />
        <NotificationDialog />
        <AnnouncementDialog />
      </WhenBothFetched>,
      { session: testSession() },
    );
    const first = await screen.findByRole('dialog');
    expect(first).toHaveTextContent('แจ้งเตือนจากระบบ');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    await user.click(within(first).getByRole('button', { name: 'ปิด' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('does not open the notification dialog when there are none', async () => {
    const api = memberApi([]);
    renderWithProviders(
      <>
        <Header />
        <NotificationDialog />
      </>,
      { session: testSession() },
    );
    await waitFor(() => expect(api.callsTo(API.agent.notifications)).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
