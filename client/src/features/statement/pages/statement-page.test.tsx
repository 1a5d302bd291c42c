import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API } from '#shared/api/paths.js';
import type { StatementEntry } from '#shared/api/member.js';
import { bangkokDay, formatThaiDate } from '#shared/dates.js';
import { renderWithProviders } from '#client/test-support/render.js';
import { answerFetch, testSession } from '#client/test-support/fetch-mock.js';
import { StatementPage } from './statement-page.js';

vi.mock('#client/lib/socket.js', () => ({ useLiveTopic: () => {}, getSocket: () => null }));

const daysAgo = (days: number) => bangkokDay(Date.now() - days * 86_400_000);

function entry(overrides: Partial<StatementEntry>): StatementEntry {
  return {
    id: 1,
    wallet_type_id: 1,
    kind: 'deposit',
    amount: 1000,
    balance_after: 1500,
    ref: 'deposit:DP12345678',
    note: null,
    description: 'เลขอ้างอิง DP12345678',
    created_at: '2026-11-22T10:30:00+07:00',
    ...overrides,
  };
}

function renderStatement(route = '/member/statement', total = 45) {
  const api = answerFetch({
    [API.member.statement]: (_body, url) => ({
      data: {
        items:
          url.searchParams.get('type') === 'withdraw'
            ? [entry({ id: 9, kind: 'withdraw', amount: -500, balance_after: 1000 })]
            : [entry({}), entry({ id: 2, kind: 'bonus', wallet_type_id: 2, amount: 250, balance_after: 250, ref: null, description: null, created_at: '2026-11-21T08:05:00+07:00' }), entry({ id: 3, kind: 'bet', amount: -50.5, balance_after: 1449.5, ref: 'bill:77', description: 'โพยเลขที่ 77 · หวยฮานอย 22 พ.ย. 2569' })],
        page: Number(url.searchParams.get('page') ?? 1),
        page_size: 20,
        total,
      },
    }),
  });
  renderWithProviders(<StatementPage />, { route, session: testSession() });
  const queries = () =>
    api.spy.mock.calls
      .map((call) => new URL(String(call[0]), 'http://localhost'))
      .filter((url) => url.pathname === API.member.statement)
      .map((url) => Object.fromEntries(url.searchParams));
  return { api, queries };
}

describe('StatementPage', () => {
  it('shows each row with its Thai kind, wallet, BE date and a signed, coloured amount', async () => {
    renderStatement();
    const rows = await screen.findAllByTestId('statement-row');
    expect(rows).toHaveLength(3);
    expect(rows[0]).toHaveTextContent('ฝากเงิน');
    expect(rows[0]).toHaveTextContent('กระเป๋าหลัก');
    expect(rows[0]).toHaveTextContent('22 พ.ย. 2569 10:30');
    expect(rows[0]).toHaveTextContent('เลขอ้างอิง DP12345678');
    expect(within(rows[0]!).getByTestId('statement-amount')).toHaveTextContent('+฿1,000.00');
    expect(rows[1]).toHaveTextContent('โบนัส');
    expect(rows[1]).toHaveTextContent('กระเป๋าโบนัส');
    expect(rows[1]).toHaveTextContent('21 พ.ย. 2569 08:05');
    expect(within(rows[2]!).getByTestId('statement-amount')).toHaveTextContent('-฿50.50');
    expect(rows[2]).toHaveTextContent('แทงหวย');
    expect(rows[2]).toHaveTextContent('โพยเลขที่ 77');
  });

  it('the filters and paging produce the right query', async () => {
    const user = userEvent.setup();
    const { queries } = renderStatement();
    await screen.findAllByTestId('statement-row');
    expect(queries()[0]).toEqual({ page: '1' });

    await user.selectOptions(screen.getByRole('combobox', { name: 'ประเภทรายการ' }), 'ถอนเงิน');
    await waitFor(() => expect(queries().at(-1)).toEqual({ type: 'withdraw', page: '1' }));
    await waitFor(() => expect(screen.getAllByTestId('statement-row')).toHaveLength(1));

    // The days are listed in Thai with the Buddhist era, counted back from today (Bangkok).
    const from = daysAgo(21);
    const to = daysAgo(1);
    const fromPicker = screen.getByRole('combobox', { name: 'ตั้งแต่วันที่' });
    expect(within(fromPicker).getByRole('option', { name: `${formatThaiDate(daysAgo(0))} (วันนี้)` })).toBeInTheDocument();
    await user.selectOptions(fromPicker, from);
    await user.selectOptions(screen.getByRole('combobox', { name: 'ถึงวันที่' }), to);
    await waitFor(() => expect(queries().at(-1)).toEqual({ type: 'withdraw', from, to, page: '1' }));
    expect(screen.getByTestId('range-text')).toHaveTextContent(`ช่วงวันที่ ${formatThaiDate(from)} ถึง ${formatThaiDate(to)}`);

    expect(screen.getByText('หน้า 1 / 3')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /ถัดไป/ }));
    await waitFor(() => expect(queries().at(-1)).toEqual({ type: 'withdraw', from, to, page: '2' }));
    expect(await screen.findByText('หน้า 2 / 3')).toBeInTheDocument();
    // A new filter starts again at page 1.
    await user.selectOptions(screen.getByRole('combobox', { name: 'ประเภทรายการ' }), 'ทั้งหมด');
    await waitFor(() => expect(queries().at(-1)).toEqual({ from, to, page: '1' }));
  });

  it('a start after the end is refused before asking', async () => {
    const { queries } = renderStatement('/member/statement?from=2026-11-22&to=2026-11-01');
    expect(await screen.findByRole('alert')).toHaveTextContent('วันที่เริ่มต้องไม่เกินวันที่สิ้นสุด');
    expect(queries()).toHaveLength(0);
  });
});
