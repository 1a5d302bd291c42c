import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API } from '#shared/api/paths.js';
import { renderWithProviders } from '#client/test-support/render.js';
import { answerFetch, testSession, type Answers } from '#client/test-support/fetch-mock.js';
import { paged, rates, turnoverDay } from '../test-support/fixtures.js';
import { CashbackPage } from './cashback-page.js';

vi.mock('#client/lib/socket.js', () => ({ useLiveTopic: () => {}, getSocket: () => null }));

function renderMember(answers: Answers = {}, route = '/cashback') {
  const api = answerFetch({
    [API.cashback.turnoverHistory]: { data: { ...paged([turnoverDay(), turnoverDay({ day: '2026-11-20', turnover: 10, amount: 0.03 })]), yesterday: turnoverDay(), rates: { ...rates, turnover_rate: 0.5 } } },
    [API.cashback.rates]: { data: { ...rates, turnover_rate: 0.5 } },
    ...answers,
  });
  renderWithProviders(<CashbackPage />, { route, session: testSession() });
  return api;
}

describe('CashbackPage', () => {
  it('a visitor reads how it works at the rate in force today and is offered to log in or register, with no member call', async () => {
    const api = answerFetch({ [API.cashback.rates]: { data: rates } });
    renderWithProviders(<CashbackPage />, { route: '/cashback' });
    expect(screen.getByRole('heading', { level: 1, name: 'คืนยอดเล่นรายวัน' })).toBeInTheDocument();
    expect(await screen.findByTestId('turnover-rate')).toHaveTextContent('0.3%');
    const cta = screen.getByRole('region', { name: 'สมัครสมาชิก' });
    // In place: buttons that open the modals over the page, not links away from it.
    expect(within(cta).getByRole('button', { name: 'สมัครสมาชิก' })).toBeEnabled();
    expect(within(cta).getByRole('button', { name: 'เข้าสู่ระบบ' })).toBeEnabled();
    expect(within(cta).queryByRole('link')).toBeNull();
    expect(api.calls.map((call) => call.path)).toEqual([API.cashback.rates]);
  });

  it("a member sees yesterday's cashback computed per product, the rate in force, and the history", async () => {
    renderMember();
    const card = await screen.findByTestId('yesterday-turnover');
    const rows = within(card).getAllByTestId('product-row');
    expect(rows.map((row) => row.textContent)).toEqual(['หวย฿10,000.00', 'หวยยี่กี฿2,000.00', 'เกม฿345.67']);
    expect(within(card).getByTestId('yesterday-turnover-total')).toHaveTextContent('฿12,345.67');
    expect(within(card).getByText('฿12,345.67 × 0.3%')).toBeInTheDocument();
    expect(within(card).getByTestId('yesterday-amount')).toHaveTextContent('฿37.03');
    expect(within(card).getByTestId('yesterday-status')).toHaveTextContent('โอนแล้ว');
    expect(card).toHaveTextContent('21 พ.ย. 2569');
    expect(card).toHaveTextContent('เข้ากระเป๋าหลักเมื่อ 22 พ.ย. 2569 00:05 น.');
    // The rules show the rate in force today.
    expect(screen.getByTestId('turnover-rate')).toHaveTextContent('0.5%');
    const history = screen.getAllByTestId('turnover-row');
    expect(history).toHaveLength(2);
    expect(history[1]).toHaveTextContent('20 พ.ย. 2569');
    expect(history[1]).toHaveTextContent('+฿0.03');
  });

  it('says so when yesterday is not measured yet, and when the range has no days', async () => {
    renderMember({ [API.cashback.turnoverHistory]: { data: { ...paged([]), yesterday: null, rates } } });
    expect(await screen.findByTestId('yesterday-empty')).toHaveTextContent('ยังไม่มีผลการคำนวณของเมื่อวาน');
    expect(screen.getByTestId('turnover-history-empty')).toHaveTextContent('ไม่มีรายการในช่วงที่เลือก');
  });

  it('filters by date range and pages through the address', async () => {
    const user = userEvent.setup();
    const api = renderMember(
      {
        [API.cashback.turnoverHistory]: (_body, url) => ({
          data: { ...paged([turnoverDay({ day: url.searchParams.get('page') === '2' ? '2026-10-01' : '2026-11-21' })], Number(url.searchParams.get('page') ?? 1), 40), yesterday: turnoverDay(), rates },
        }),
      },
      '/cashback?from=2026-10-01&to=2026-11-21',
    );
    expect(await screen.findByTestId('range-text')).toHaveTextContent('ช่วงวันที่ 1 ต.ค. 2569 ถึง 21 พ.ย. 2569');
    await user.click(await screen.findByRole('button', { name: /ถัดไป/ }));
    await waitFor(() => expect(screen.getByTestId('turnover-row')).toHaveTextContent('1 ต.ค. 2569'));
    const last = new URL(api.spy.mock.calls.at(-1)![0] as string, 'http://localhost');
    expect(Object.fromEntries(last.searchParams)).toEqual({ from: '2026-10-01', to: '2026-11-21', page: '2' });
  });

  it('refuses a range that ends before it starts without asking the server', async () => {
    const api = renderMember({}, '/cashback?from=2026-11-21&to=2026-11-01');
    expect(await screen.findByRole('alert')).toHaveTextContent('วันที่เริ่มต้องไม่เกินวันที่สิ้นสุด');
    expect(api.callsTo(API.cashback.turnoverHistory)).toHaveLength(0);
  });
});
