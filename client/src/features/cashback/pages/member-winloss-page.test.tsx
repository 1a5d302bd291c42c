import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API, IDEMPOTENCY_HEADER } from '#shared/api/paths.js';
import type { WalletsResponse } from '#shared/api/member.js';
import { ErrorCode } from '#shared/errors.js';
import { WALLETS_QUERY_KEY } from '#client/member-data/get-wallets.js';
import { renderWithProviders } from '#client/test-support/render.js';
import { answerFetch, testSession, type Answers } from '#client/test-support/fetch-mock.js';
import { lossRefund, paged, rates } from '../test-support/fixtures.js';
import { MemberWinlossPage } from './member-winloss-page.js';
import { WinlossPage } from './winloss-page.js';

vi.mock('#client/lib/socket.js', () => ({ useLiveTopic: () => {}, getSocket: () => null }));

const wallets: WalletsResponse = {
  wallets: [
    { id: 1, wallet_name: 'กระเป๋าหลัก', balance: 600.02, wallet_type_id: 1 },
    { id: 2, wallet_name: 'กระเป๋าโบนัส', balance: 0, wallet_type_id: 2 },
  ],
  total: 600.02,
  points: 10,
};

const history = (overrides: Partial<ReturnType<typeof lossRefund>> = {}) => ({
  data: {
    ...paged([
      lossRefund(overrides),
      lossRefund({ id: 6, day: '2026-11-20', status: 'claimed', claimed_at: '2026-11-21T09:15:00+07:00', amount: 50 }),
      lossRefund({ id: 5, day: '2026-11-19', status: 'expired' }),
      lossRefund({ id: 4, day: '2026-11-18', status: 'below_min', net_loss: 80, amount: 0 }),
    ]),
    current: lossRefund(overrides),
    rates,
  },
});

function renderPage(answers: Answers = {}) {
  const api = answerFetch({ [API.cashback.lossHistory]: history(), ...answers });
  const result = renderWithProviders(<MemberWinlossPage />, { route: '/member/winloss', session: testSession() });
  return { api, ...result };
}

const claimKeys = (api: ReturnType<typeof answerFetch>) =>
  api.spy.mock.calls
    .filter((call) => String(call[0]) === API.cashback.lossClaim)
    .map((call) => ((call[1] as RequestInit).headers as Record<string, string>)[IDEMPOTENCY_HEADER]);

describe('MemberWinlossPage', () => {
  it('shows the claimable refund with how it was computed, its deadline, and the history with Thai statuses', async () => {
    renderPage();
    const card = await screen.findByTestId('current-refund');
    expect(card).toHaveTextContent('ยอดเสียของวันที่ 21 พ.ย. 2569');
    expect(within(card).getAllByTestId('product-row').map((row) => row.textContent)).toEqual(['หวย฿4,000.00฿2,999.50', 'เกม฿1,000.00฿0.00']);
    const computation = within(card).getByTestId('loss-computation');
    expect(within(computation).getByTestId('net-loss')).toHaveTextContent('฿2,000.50');
    expect(within(computation).getByText('฿2,000.50 × 5%')).toBeInTheDocument();
    expect(within(computation).getAllByText('฿100.02')).toHaveLength(2);
    expect(within(computation).getByTestId('refund-amount')).toHaveTextContent('฿100.02');
    expect(within(card).getByTestId('claim-until')).toHaveTextContent('รับได้ถึง 22 พ.ย. 2569 23:59 น.');
    expect(within(card).getByRole('button', { name: 'รับเงินคืน ฿100.02' })).toBeEnabled();
    const rows = screen.getAllByTestId('loss-row');
    expect(rows.map((row) => within(row).getByTestId('loss-status').textContent)).toEqual(['รับได้', 'รับแล้ว', 'หมดเวลารับ', 'ไม่ถึงขั้นต่ำ']);
    expect(rows[1]).toHaveTextContent('รับเมื่อ 21 พ.ย. 2569 09:15 น.');
    expect(rows[3]).toHaveTextContent('(ขั้นต่ำ ฿100.00)');
    expect(screen.getByTestId('loss-max')).toHaveTextContent('1,000 บาท');
  });

  it('a refund over the day’s maximum says it was capped', async () => {
    renderPage({ [API.cashback.lossHistory]: history({ net_loss: 30000, turnover: 31000, wins: 1000, amount: 1000 }) });
    const computation = await screen.findByTestId('loss-computation');
    expect(within(computation).getByText('฿1,500.00')).toBeInTheDocument();
    expect(within(computation).getByTestId('capped-note')).toHaveTextContent('เกินสูงสุดต่อวัน ได้รับ ฿1,000.00');
    expect(within(computation).getByTestId('refund-amount')).toHaveTextContent('฿1,000.00');
  });

  it('claims with an idempotency key, shows the success and writes the answer’s wallets', async () => {
    const user = userEvent.setup();
    const claimed = lossRefund({ status: 'claimed', claimed_at: '2026-11-22T08:00:00+07:00' });
    const { api, queryClient } = renderPage({ [API.cashback.lossClaim]: { data: { refund: claimed, wallets } } });
    await user.click(await screen.findByRole('button', { name: 'รับเงินคืน ฿100.02' }));
    expect(await screen.findByTestId('claim-success')).toHaveTextContent('รับเงินคืน ฿100.02 เข้ากระเป๋าหลักแล้ว เมื่อ 22 พ.ย. 2569 08:00 น.');
    expect(claimKeys(api)[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(api.callsTo(API.cashback.lossClaim)[0]?.method).toBe('POST');
    expect(queryClient.getQueryData(WALLETS_QUERY_KEY)).toEqual(wallets);
    expect(screen.queryByRole('button', { name: /รับเงินคืน ฿/ })).toBeNull();
    await waitFor(() => expect(api.callsTo(API.cashback.lossHistory).length).toBeGreaterThanOrEqual(2));
  });

  it('a lost answer keeps the key for the retry; a refusal shows the server’s Thai and the next tap is a new claim', async () => {
    const user = userEvent.setup();
    let attempt = 0;
    const { api } = renderPage({
      [API.cashback.lossClaim]: () =>
        ++attempt === 1
          ? { status: 503, error: ErrorCode.UPSTREAM_DOWN, message: 'ระบบขัดข้องชั่วคราว' }
          : { error: ErrorCode.CASHBACK_ALREADY_CLAIMED, message: 'คุณรับเงินคืนยอดเสียของวันนี้ไปแล้ว' },
    });
    await user.click(await screen.findByRole('button', { name: 'รับเงินคืน ฿100.02' }));
    expect(await screen.findByTestId('claim-error')).toHaveTextContent('ระบบขัดข้องชั่วคราว');
    await user.click(screen.getByRole('button', { name: 'รับเงินคืน ฿100.02' }));
    await waitFor(() => expect(screen.getByTestId('claim-error')).toHaveTextContent('คุณรับเงินคืนยอดเสียของวันนี้ไปแล้ว'));
    await user.click(screen.getByRole('button', { name: 'รับเงินคืน ฿100.02' }));
    await waitFor(() => expect(claimKeys(api)).toHaveLength(3));
    const keys = claimKeys(api);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[1]);
    expect(screen.queryByTestId('claim-success')).toBeNull();
  });

  it('says when there is nothing to claim', async () => {
    renderPage({ [API.cashback.lossHistory]: { data: { ...paged([]), current: null, rates } } });
    expect(await screen.findByTestId('no-refund')).toHaveTextContent('ตอนนี้ยังไม่มีเงินคืนที่รับได้');
    expect(screen.queryByRole('button', { name: /รับเงินคืน/ })).toBeNull();
    expect(screen.getByTestId('loss-history-empty')).toBeInTheDocument();
  });
});

describe('WinlossPage', () => {
  it('a visitor reads the rules at the rates in force today, with the claim window, and the way to register; no member call', async () => {
    const api = answerFetch({ [API.cashback.rates]: { data: rates } });
    renderWithProviders(<WinlossPage />, { route: '/winloss' });
    const rules = await screen.findByTestId('loss-rules');
    expect(within(rules).getByTestId('loss-rate')).toHaveTextContent('5%');
    expect(within(rules).getByTestId('loss-max')).toHaveTextContent('1,000 บาท');
    expect(rules).toHaveTextContent('ยอดเสียสุทธิต้องไม่น้อยกว่า 100 บาท');
    expect(rules).toHaveTextContent('กดรับได้จนถึงเวลา 23:59 น. ของวันถัดจากวันที่เสีย');
    expect(rules).toHaveTextContent('ได้คืน 5% = 100 บาท');
    expect(screen.getByRole('button', { name: 'สมัครสมาชิก' })).toBeEnabled();
    expect(api.calls.map((call) => call.path)).toEqual([API.cashback.rates]);
  });

  it('a member reads the rates in force and is sent to claim', async () => {
    const inForce = { ...rates, loss_rate: 7.5, max_refund: 2000 };
    answerFetch({ [API.cashback.lossHistory]: { data: { ...paged([]), current: lossRefund(), rates: inForce } }, [API.cashback.rates]: { data: inForce } });
    renderWithProviders(<WinlossPage />, { route: '/winloss', session: testSession() });
    expect(await screen.findByRole('link', { name: 'มีเงินคืนรอคุณอยู่ ไปกดรับ' })).toHaveAttribute('href', '/member/winloss');
    expect(screen.getByTestId('loss-rate')).toHaveTextContent('7.5%');
    expect(screen.getByTestId('loss-max')).toHaveTextContent('2,000 บาท');
  });
});
