import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API } from '#shared/api/paths.js';
import type { Bill, BillSummary } from '#shared/api/lotto/bills.js';
import { resetServerClock } from '#client/lib/server-clock.js';
import { renderWithProviders } from '#client/test-support/render.js';
import { memberSession, round } from '../test-support/lotto-fixtures.js';
import { answerFetch } from '#client/test-support/fetch-mock.js';
import { LottoBillsPage } from './lotto-bills-page.js';

const iso = (ms: number) => new Date(ms).toISOString();

function summary(overrides: Partial<BillSummary> = {}): BillSummary {
  return {
    bill_id: 42,
    round_id: 101,
    round_name: 'หวยรัฐบาลไทย งวด 16 พ.ย. 2569',
    category_id: 1,
    status: 'pending',
    total: 30,
    win_amount: 0,
    item_count: 2,
    created_at: '2026-11-10T09:15:00.000+07:00',
    cancel_until: iso(Date.now() + 3_600_000),
    ...overrides,
  };
}

function detail(overrides: Partial<BillSummary> = {}): Bill {
  return {
    ...summary(overrides),
    round: round(),
    items: [
      { bet_type: '3top', number: '123', amount: 20, rate: 900, payout: 18000, status: 'pending', win_amount: 0 },
      { bet_type: '2bottom', number: '45', amount: 10, rate: 90, payout: 900, status: 'pending', win_amount: 0 },
    ],
  };
}

describe('LottoBillsPage', () => {
  beforeEach(() => resetServerClock());

  it('filters by status and pages through the list', async () => {
    const user = userEvent.setup();
    const api = answerFetch({
      [API.lotto.billList]: (_body, url) => ({
        data: { bills: [summary({ status: (url.searchParams.get('status') as BillSummary['status']) ?? 'pending' })], page: Number(url.searchParams.get('page') ?? 1), page_size: 20, total: 45 },
      }),
    });
    renderWithProviders(<LottoBillsPage />, { route: '/lotto/bills', session: memberSession() });
    expect(await screen.findByTestId('bill-row')).toHaveTextContent('ยอดแทง ฿30.00');
    expect(screen.getByText('หน้า 1 / 3')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'ถูกรางวัล' }));
    await waitFor(() => expect(api.urlsTo(API.lotto.billList).at(-1)?.searchParams.get('status')).toBe('won'));
    await user.click(screen.getByRole('button', { name: /ถัดไป/ }));
    await waitFor(() => expect(api.urlsTo(API.lotto.billList).at(-1)?.searchParams.get('page')).toBe('2'));
    expect(api.urlsTo(API.lotto.billList).at(-1)?.searchParams.get('status')).toBe('won');
    for (const label of ['ทั้งหมด', 'รอผล', 'ไม่ถูกรางวัล', 'ยกเลิก', 'คืนเงิน']) {
      expect(screen.getByRole('button', { name: label })).toBeInTheDocument();
    }
  });

  it('shows a bill’s items and cancels it only after the member confirms', async () => {
    const user = userEvent.setup();
    let cancelled = false;
    const api = answerFetch({
      [API.lotto.billList]: { data: { bills: [summary()], page: 1, page_size: 20, total: 1 } },
      [API.lotto.billDetail]: () => ({ data: detail(cancelled ? { status: 'cancelled', cancel_until: null } : {}) }),
      [API.lotto.billCancel]: () => {
        cancelled = true;
        return { data: { bill: detail({ status: 'cancelled', cancel_until: null }), wallets: { wallets: [], total: 130, points: 0 } } };
      },
    });
    renderWithProviders(<LottoBillsPage />, { route: '/lotto/bills', session: memberSession() });
    await user.click(await screen.findByTestId('bill-row'));

    const dialog = await screen.findByRole('dialog', { name: 'โพยเลขที่ 42' });
    const items = await within(dialog).findAllByTestId('bill-detail-item');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('123');
    expect(items[0]).toHaveTextContent('3 ตัวบน');
    expect(items[0]).toHaveTextContent('แทง ฿20.00 · บาทละ 900');
    expect(items[0]).toHaveTextContent('ถูกได้ ฿18,000.00');

    // First thoughts: the member backs out, nothing is cancelled.
    await user.click(within(dialog).getByRole('button', { name: 'ยกเลิกโพย' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'ยืนยันการยกเลิกโพย' });
    expect(confirm).toHaveTextContent('ยกเลิกโพยเลขที่ 42 และรับเงินคืน ฿30.00 ใช่หรือไม่');
    await user.click(within(confirm).getByRole('button', { name: 'ไม่ยกเลิก' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(api.callsTo(API.lotto.billCancel)).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: 'ยกเลิกโพย' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'ยืนยันยกเลิก' }));
    await waitFor(() => expect(api.callsTo(API.lotto.billCancel)).toHaveLength(1));
    expect(api.callsTo(API.lotto.billCancel)[0]?.body).toEqual({ bill_id: 42, agent_id: 1 });
    await waitFor(() => expect(within(dialog).queryByRole('button', { name: 'ยกเลิกโพย' })).toBeNull());
    expect(within(dialog).getAllByText('ยกเลิก').length).toBeGreaterThan(0);
  });

  it('offers no cancel once cancel_until has passed on the server’s clock', async () => {
    answerFetch({
      [API.lotto.billList]: { data: { bills: [summary()], page: 1, page_size: 20, total: 1 } },
      [API.lotto.billDetail]: { data: detail({ cancel_until: iso(Date.now() - 1000) }) },
    });
    renderWithProviders(<LottoBillsPage />, { route: '/lotto/bills?bill=42', session: memberSession() });
    const dialog = await screen.findByRole('dialog', { name: 'โพยเลขที่ 42' });
    await within(dialog).findAllByTestId('bill-detail-item');
    expect(within(dialog).queryByRole('button', { name: 'ยกเลิกโพย' })).toBeNull();
  });
});
