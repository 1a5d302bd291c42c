import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API } from '#shared/api/paths.js';
import { renderWithProviders } from '#client/test-support/render.js';
import { useModal } from '#client/lib/ui-state.js';
import { MemberMenuDialog } from '../member-menu/member-menu-dialog.js';
import { agentConfig, answerFetch, testSession } from '#client/test-support/fetch-mock.js';
import { MemberPanel } from './member-panel.js';
import type { WalletsResponse } from '#shared/api/member.js';

vi.mock('#client/lib/socket.js', () => ({ useLiveTopic: () => {}, getSocket: () => null }));

/** The UI store's deposit flag, which the layouts' deposit dialog follows. */
function DepositFlag() {
  return <span data-testid="deposit-flag">{useModal('deposit').open ? 'open' : 'closed'}</span>;
}

function walletsOf(total: number, points = 80): WalletsResponse {
  return {
    wallets: [{ id: 1, wallet_name: 'กระเป๋าหลัก', balance: total, wallet_type_id: 1 }],
    total,
    points,
  };
}

describe('MemberPanel', () => {
  it('renders nothing for a visitor', () => {
    answerFetch({});
    const { container } = renderWithProviders(<MemberPanel />);
    expect(container).toBeEmptyDOMElement();
  });

  it('shows the username, VIP icon, summed balance in baht and points', async () => {
    answerFetch({ [API.member.wallets]: { data: walletsOf(1234.5, 1250) }, [API.member.points]: { data: { point: 1250 } } });
    renderWithProviders(<MemberPanel />, { session: testSession({ vip_level: 2 }) });
    expect(screen.getByTestId('member-username')).toHaveTextContent('0812345678');
    expect(screen.getByAltText('สมาชิกระดับฮีโร่')).toHaveAttribute('src', '/assets/vip/hero.svg');
    await waitFor(() => expect(screen.getByTestId('member-balance')).toHaveTextContent('฿1,234.50'));
    await waitFor(() => expect(screen.getByTestId('member-points')).toHaveTextContent('1,250 แต้ม'));
    expect(screen.getByTestId('member-points').closest('a')).toHaveAttribute('href', '/redeem');
    // Deposit and withdraw are for large screens only (display none at jsdom's base width).
    expect(screen.queryByRole('button', { name: /ฝากเงิน/ })).toBeNull();
    expect(screen.getByRole('button', { name: /ฝากเงิน/, hidden: true })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /ถอนเงิน/, hidden: true })).toHaveAttribute('href', '/member/withdraw');
  });

  it('refresh fetches the wallets again and shows the new total', async () => {
    const user = userEvent.setup();
    let total = 100;
    const api = answerFetch({ [API.member.wallets]: () => ({ data: walletsOf(total) }), [API.member.points]: { data: { point: 80 } } });
    renderWithProviders(<MemberPanel />, { session: testSession() });
    await waitFor(() => expect(screen.getByTestId('member-balance')).toHaveTextContent('฿100.00'));

    total = 2500.75;
    await user.click(screen.getByRole('button', { name: 'รีเฟรชยอดเงิน' }));
    await waitFor(() => expect(screen.getByTestId('member-balance')).toHaveTextContent('฿2,500.75'));
    expect(api.callsTo(API.member.wallets)).toHaveLength(2);
    expect(api.callsTo(API.member.wallets)[0]?.method).toBe('POST');
  });

  it('points follow the wallets answer', async () => {
    const user = userEvent.setup();
    let points = 10;
    answerFetch({ [API.member.wallets]: () => ({ data: walletsOf(5, points) }), [API.member.points]: { data: { point: 10 } } });
    renderWithProviders(<MemberPanel />, { session: testSession() });
    await waitFor(() => expect(screen.getByTestId('member-points')).toHaveTextContent('10 แต้ม'));
    points = 35;
    await user.click(screen.getByRole('button', { name: 'รีเฟรชยอดเงิน' }));
    await waitFor(() => expect(screen.getByTestId('member-points')).toHaveTextContent('35 แต้ม'));
  });

  it('the deposit button raises the deposit flag (the layouts mount the dialog)', () => {
    answerFetch({ [API.member.wallets]: { data: walletsOf(1) }, [API.member.points]: { data: { point: 0 } } });
    renderWithProviders(
      <>
        <MemberPanel />
        <DepositFlag />
      </>,
      { session: testSession() },
    );
    expect(screen.getByTestId('deposit-flag')).toHaveTextContent('closed');
    fireEvent.click(screen.getByRole('button', { name: /ฝากเงิน/, hidden: true }));
    expect(screen.getByTestId('deposit-flag')).toHaveTextContent('open');
  });

  it('the menu button opens the member menu', async () => {
    const user = userEvent.setup();
    answerFetch({ [API.member.wallets]: { data: walletsOf(1) }, [API.member.points]: { data: { point: 0 } }, [API.agent.config]: { data: agentConfig } });
    renderWithProviders(
      <>
        <MemberPanel />
        <MemberMenuDialog />
      </>,
      { session: testSession() },
    );
    expect(screen.queryByRole('navigation', { name: 'เมนูสมาชิก' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'เมนูสมาชิก' }));
    expect(await screen.findByRole('navigation', { name: 'เมนูสมาชิก' })).toBeInTheDocument();
  });
});
