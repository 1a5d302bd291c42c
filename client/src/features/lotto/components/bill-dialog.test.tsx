import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useImmer } from 'use-immer';
import { API } from '#shared/api/paths.js';
import type { BetType, LimitRow } from '#shared/api/lotto/rounds.js';
import type { BillCreateResponse, BillQuote, BillRequest } from '#shared/api/lotto/bills.js';
import { ErrorCode } from '#shared/errors.js';
import { renderWithProviders } from '#client/test-support/render.js';
import { indexRestricted, itemKey, type PickedItem } from '../bet-entry.js';
import { memberSession, round } from '../test-support/lotto-fixtures.js';
import { answerFetch, type Answer } from '#client/test-support/fetch-mock.js';
import { BillDialog } from './bill-dialog.js';

const rates = new Map<BetType, number>([
  ['3top', 900],
  ['2top', 90],
  ['runtop', 3.2],
]);
const limits = new Map<BetType, LimitRow>([
  ['3top', { bet_type: '3top', min_amount: 1, max_amount: 2000, max_per_number: 20000 }],
  ['2top', { bet_type: '2top', min_amount: 1, max_amount: 5000, max_per_number: 50000 }],
]);
const restricted = indexRestricted([{ bet_type: '3top', number: '999', kind: 'reduced', rate: 450 }]);

const picked: PickedItem[] = [
  { bet_type: '3top', number: '123', amount: '10' },
  { bet_type: '2top', number: '45', amount: '5' },
  { bet_type: '3top', number: '999', amount: '2' },
];

function quoteOf(body: BillRequest, errors: Record<string, string> = {}): BillQuote {
  const items = body.items.map((item) => {
    const rate = item.number === '999' ? 450 : (rates.get(item.bet_type) ?? 0);
    return { ...item, rate, payout: item.amount * rate, error: errors[itemKey(item)] ?? null };
  });
  return {
    round_id: body.round_id,
    ok: Object.keys(errors).length === 0,
    items,
    total: items.reduce((s, i) => s + i.amount, 0),
    possible_payout: items.reduce((s, i) => s + i.payout, 0),
  };
}

function Harness({ onCreated = () => {} }: { onCreated?: (bill: BillCreateResponse) => void }) {
  const [items, setItems] = useImmer<PickedItem[]>(picked);
  return (
    <BillDialog
      open
      onOpenChange={() => {}}
      roundId={101}
      items={items}
      rates={rates}
      restricted={restricted}
      limits={limits}
      onAmountChange={(key, amount) =>
        setItems((draft) => {
          const item = draft.find((i) => itemKey(i) === key);
          if (item) item.amount = amount;
        })
      }
      onAmountAll={(amount) =>
        setItems((draft) => {
          for (const item of draft) item.amount = amount;
        })
      }
      onRemove={(key) => setItems((draft) => draft.filter((i) => itemKey(i) !== key))}
      onCreated={onCreated}
    />
  );
}

const itemCard = (number: string) => screen.getAllByTestId('bill-item').find((el) => within(el).queryByText(number, { exact: true }))!;

describe('BillDialog', () => {
  it('shows each item with its bet type and rate (a restricted number at its reduced rate), the total and the payout', () => {
    answerFetch({});
    renderWithProviders(<Harness />, { session: memberSession() });
    expect(screen.getAllByTestId('bill-item')).toHaveLength(3);
    expect(within(itemCard('123')).getByText('3 ตัวบน')).toBeInTheDocument();
    expect(within(itemCard('123')).getByTestId('bill-item-rate')).toHaveTextContent('บาทละ 900');
    expect(within(itemCard('999')).getByTestId('bill-item-rate')).toHaveTextContent('บาทละ 450');
    expect(within(itemCard('999')).getByText('เลขอั้น')).toBeInTheDocument();
    expect(within(itemCard('45')).getByTestId('bill-item-payout')).toHaveTextContent('฿450.00');
    // 10 + 5 + 2 staked; 10×900 + 5×90 + 2×450 if every item wins.
    expect(screen.getByTestId('bill-total')).toHaveTextContent('฿17.00');
    expect(screen.getByTestId('bill-payout')).toHaveTextContent('฿10,350.00');
  });

  it('recomputes when a stake changes, when one amount is set for all, and when an item is removed', async () => {
    const user = userEvent.setup();
    answerFetch({});
    renderWithProviders(<Harness />, { session: memberSession() });

    const stake = screen.getByRole('textbox', { name: 'ราคาเลข 123 3 ตัวบน' });
    await user.clear(stake);
    await user.type(stake, '2.50');
    expect(screen.getByTestId('bill-total')).toHaveTextContent('฿9.50');
    expect(screen.getByTestId('bill-payout')).toHaveTextContent('฿3,600.00');

    await user.click(screen.getByRole('button', { name: 'ลบเลข 45 2 ตัวบน' }));
    expect(screen.getAllByTestId('bill-item')).toHaveLength(2);
    expect(screen.getByTestId('bill-total')).toHaveTextContent('฿4.50');
    expect(screen.getByTestId('bill-payout')).toHaveTextContent('฿3,150.00');

    await user.click(screen.getByRole('button', { name: 'ใส่ราคา 20 บาททุกรายการ' }));
    expect(screen.getByRole('textbox', { name: 'ราคาเลข 123 3 ตัวบน' })).toHaveValue('20');
    expect(screen.getByTestId('bill-total')).toHaveTextContent('฿40.00');
    expect(screen.getByTestId('bill-payout')).toHaveTextContent('฿27,000.00');
  });

  it('shows stake problems per item before asking the server', async () => {
    const user = userEvent.setup();
    const api = answerFetch({});
    renderWithProviders(<Harness />, { session: memberSession() });
    await user.clear(screen.getByRole('textbox', { name: 'ราคาเลข 45 2 ตัวบน' }));
    await user.clear(screen.getByRole('textbox', { name: 'ราคาเลข 123 3 ตัวบน' }));
    await user.type(screen.getByRole('textbox', { name: 'ราคาเลข 123 3 ตัวบน' }), '5000');
    await user.click(screen.getByRole('button', { name: 'ตรวจสอบโพย' }));
    expect(within(itemCard('45')).getByTestId('bill-item-error')).toHaveTextContent('กรุณาใส่ราคา');
    expect(within(itemCard('123')).getByTestId('bill-item-error')).toHaveTextContent('แทงได้สูงสุด ฿2,000.00');
    expect(within(itemCard('999')).queryByTestId('bill-item-error')).toBeNull();
    expect(api.callsTo(API.lotto.billValidate)).toHaveLength(0);
  });

  it('shows the server’s Thai reason on each refused item, and the reason goes once the item is removed', async () => {
    const user = userEvent.setup();
    const api = answerFetch({
      [API.lotto.billValidate]: (body) => ({
        data: quoteOf(body as BillRequest, (body as BillRequest).items.some((i) => i.number === '123') ? { '3top:123': 'เลข 123 ปิดรับแทงแล้ว' } : {}),
      }),
    });
    renderWithProviders(<Harness />, { session: memberSession() });
    await user.click(screen.getByRole('button', { name: 'ตรวจสอบโพย' }));

    expect(await within(itemCard('123')).findByTestId('bill-item-error')).toHaveTextContent('เลข 123 ปิดรับแทงแล้ว');
    expect(within(itemCard('45')).queryByTestId('bill-item-error')).toBeNull();
    expect(screen.getByText(/มี 1 รายการที่แทงไม่ได้/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /ยืนยันแทง/ })).toBeNull();
    expect(api.callsTo(API.lotto.billValidate)[0]?.body).toEqual({
      round_id: 101,
      agent_id: 1,
      items: [
        { bet_type: '3top', number: '123', amount: 10 },
        { bet_type: '2top', number: '45', amount: 5 },
        { bet_type: '3top', number: '999', amount: 2 },
      ],
    });

    await user.click(screen.getByRole('button', { name: 'ลบเลข 123 3 ตัวบน' }));
    await user.click(screen.getByRole('button', { name: 'ตรวจสอบโพย' }));
    const confirm = await screen.findByRole('button', { name: 'ยืนยันแทง ฿7.00' });
    expect(confirm).toBeEnabled();
    expect(screen.queryAllByTestId('bill-item-error')).toHaveLength(0);
  });

  it('confirm creates the validated bill with an idempotency key: kept for a retry after a lost answer, new after a refusal', async () => {
    const user = userEvent.setup();
    const onCreated = vi.fn();
    let createAnswers: (Answer<BillCreateResponse> | 'created' | 'network')[] = [
      'network',
      { error: ErrorCode.INSUFFICIENT_BALANCE, message: 'ยอดเงินไม่เพียงพอ' },
      'created',
    ];
    const created: BillCreateResponse = {
      bill_id: 555,
      round_id: 101,
      round_name: 'งวด 16 พ.ย. 2569',
      category_id: 1,
      status: 'pending',
      total: 17,
      win_amount: 0,
      item_count: 3,
      created_at: '2026-11-10T10:00:00.000+07:00',
      cancel_until: null,
      items: [],
      round: round(),
      wallets: { wallets: [], total: 83, points: 0 },
    };
    const api = answerFetch({
      [API.lotto.billValidate]: (body) => ({ data: quoteOf(body as BillRequest) }),
      [API.lotto.billCreate]: () => {
        const [next, ...rest] = createAnswers;
        createAnswers = rest;
        if (next === 'network') throw new TypeError('Failed to fetch');
        return next === 'created' ? { data: created } : next!;
      },
    });
    // A thrown route is a network failure: the mocked fetch rejects.
    renderWithProviders(<Harness onCreated={onCreated} />, { session: memberSession() });

    await user.click(screen.getByRole('button', { name: 'ตรวจสอบโพย' }));
    await user.click(await screen.findByRole('button', { name: 'ยืนยันแทง ฿17.00' }));
    expect(await screen.findByText('ไม่สามารถเชื่อมต่อระบบได้ในขณะนี้ กรุณาลองใหม่อีกครั้ง')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'ยืนยันแทง ฿17.00' }));
    expect(await screen.findByText('ยอดเงินไม่เพียงพอ')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'ยืนยันแทง ฿17.00' }));
    await waitFor(() => expect(onCreated).toHaveBeenCalledWith(expect.objectContaining({ bill_id: 555 })));

    const keys = api.keysTo(API.lotto.billCreate);
    expect(keys).toHaveLength(3);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[1]);
    expect(api.callsTo(API.lotto.billCreate)[2]?.body).toEqual(api.callsTo(API.lotto.billValidate)[0]?.body);
  });
});
