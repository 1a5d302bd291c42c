import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API } from '#shared/api/paths.js';
import { TH } from '#shared/messages.th.js';
import { initialUiState } from '#client/lib/ui-state.js';
import { renderWithProviders } from '#client/test-support/render.js';
import { answerFetch, testSession } from '#client/test-support/fetch-mock.js';
import { NotificationDialog } from './notification-dialog.js';
import type { Notification } from '#shared/api/agent.js';

vi.mock('#client/lib/socket.js', () => ({ useLiveTopic: () => {}, getSocket: () => null }));

const NOTIFICATIONS: Notification[] = [
  { id: 1, type: 1, image: '/assets/notifications/notice-1.svg', title: 'แจ้งเตือนจากระบบ', description: 'ฝากถอนอัตโนมัติ 24 ชั่วโมง', created_at: '2024-01-01T00:00:00+07:00' },
  { id: 2, type: 2, image: null, title: 'โปรโมชั่นใหม่', description: 'รับโบนัส 50%', created_at: '2024-01-02T00:00:00+07:00' },
];

function renderDialog(notifications: Notification[]) {
  const api = answerFetch({ [API.agent.notifications]: { data: notifications } });
  const result = renderWithProviders(<NotificationDialog />, {
    session: testSession(),
    uiState: { ...initialUiState, modals: { ...initialUiState.modals, notification: true } },
  });
  return { ...result, api };
}

describe('NotificationDialog', () => {
  it('steps through the notifications with next, then closes on the last', async () => {
    const user = userEvent.setup();
    const { api } = renderDialog(NOTIFICATIONS);
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByText('แจ้งเตือนจากระบบ');
    expect(api.urlsTo(API.agent.notifications)[0]?.searchParams.get('agent_code')).toBe('DEMO');
    expect(within(dialog).getByAltText('แจ้งเตือนจากระบบ')).toHaveAttribute('src', '/assets/notifications/notice-1.svg');
    expect(within(dialog).getByText('ฝากถอนอัตโนมัติ 24 ชั่วโมง')).toBeInTheDocument();
    expect(within(dialog).getByTestId('notification-step')).toHaveTextContent('1 / 2');
    expect(within(dialog).queryByRole('button', { name: 'ปิด' })).toBeNull();

    await user.click(within(dialog).getByRole('button', { name: 'ถัดไป' }));
    expect(within(dialog).getByText('โปรโมชั่นใหม่')).toBeInTheDocument();
    expect(within(dialog).getByText('รับโบนัส 50%')).toBeInTheDocument();
    expect(within(dialog).queryByRole('img')).toBeNull();
    expect(within(dialog).getByTestId('notification-step')).toHaveTextContent('2 / 2');
    expect(within(dialog).queryByRole('button', { name: 'ถัดไป' })).toBeNull();

    await user.click(within(dialog).getByRole('button', { name: 'ปิด' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('says there are no announcements when there are none', async () => {
    const { api } = renderDialog([]);
    await waitFor(() => expect(api.callsTo(API.agent.notifications)).toHaveLength(1));
    expect(await screen.findByText(TH.noNotifications)).toBeInTheDocument();
    expect(screen.getByText('ไม่มีประกาศในขณะนี้')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ปิด' })).toBeInTheDocument();
  });
});
