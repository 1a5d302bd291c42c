import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { BankTransfer, BankTransferMatch } from '#shared/api/bank-transfers.js';
import { AGENT } from '#shared/api/paths.js';
import { ERRORS, ErrorCode } from '#shared/errors.js';
import { agentKey } from '../api/agent-key.js';
import { renderConsole } from '../test-support/render-console.js';

vi.mock('#client/lib/socket.js', () => ({ useLiveTopic: () => {}, getSocket: () => null, subscribeTopic: async () => null }));

const WAITING: BankTransfer = {
  id: 11,
  reference: 'KB202611221005A1',
  bank_code: '014',
  account_no: '123-4-56789-0',
  amount: 1500,
  paid_at: '2026-11-22T10:05:00+07:00',
  sender_bank: '004',
  sender_account: 'xxx-x-x1234-x',
  status: 'waiting',
  reason: 'ไม่พบสมาชิกที่มีรายการฝากยอดนี้',
  username: null,
  deposit_ref: null,
  received_at: '2026-11-22T10:06:00+07:00',
};
/** The statement did not show the sender. */
const UNKNOWN_SENDER: BankTransfer = { ...WAITING, id: 12, reference: 'KB202611221010B2', amount: 250.5, sender_bank: null, sender_account: null, reason: 'รายการเดินบัญชีไม่ระบุบัญชีผู้โอน' };
const CREDITED: BankTransfer = { ...WAITING, id: 9, reference: 'KB202611220900C3', status: 'credited', reason: null, username: '0898765432', deposit_ref: 'DP20261122CD34' };

const LIST = AGENT.bankTransferList;
const MATCH = `${LIST}/11/match`;
const answers = {
  [LIST]: (_body: unknown, url: URL) => ({ data: url.searchParams.get('status') === 'credited' ? [CREDITED] : [WAITING, UNKNOWN_SENDER] }),
};
const MATCHED: BankTransferMatch = {
  transfer: { ...WAITING, status: 'credited', reason: null, username: '0812345678', deposit_ref: 'DP20261122AB12' },
  payment: {
    ref: 'DP20261122AB12',
    username: '0812345678',
    channel_code: 'bank',
    amount: 1500,
    status: 'paid',
    promotion_title: null,
    created_at: '2026-11-22T10:00:00+07:00',
    expires_at: '2026-11-22T10:30:00+07:00',
    paid_at: '2026-11-22T10:05:00+07:00',
  },
};

beforeEach(() => agentKey.set('the-agent-key', 'สมศรี'));
afterEach(() => agentKey.clear());

async function openTransfers(more: Parameters<typeof renderConsole>[0] = {}) {
  const console = renderConsole({ ...answers, ...more });
  await console.user.click(await screen.findByRole('tab', { name: 'เงินเข้าจากธนาคาร' }));
  return console;
}

const card = (reference: string) => screen.findByRole('article', { name: `รายการเงินเข้า ${reference}` });

async function openMatch(user: ReturnType<typeof renderConsole>['user'], reference: string) {
  await user.click(within(await card(reference)).getByRole('button', { name: 'จับคู่กับสมาชิก' }));
  return screen.getByRole('form', { name: `จับคู่รายการเงินเข้า ${reference}` });
}

describe('bank notifications: the list', () => {
  it('lists the transfers waiting for a match with the accounts, reference and reason in Thai, and filters by status', async () => {
    const { api, user } = await openTransfers();
    const waiting = await card(WAITING.reference);
    expect(waiting).toHaveTextContent('฿1,500.00');
    expect(waiting).toHaveTextContent(`เลขอ้างอิง ${WAITING.reference}`);
    expect(waiting).toHaveTextContent('รอจับคู่');
    expect(waiting).toHaveTextContent('เวลาโอน');
    expect(waiting).toHaveTextContent('เข้าบัญชีธนาคารไทยพาณิชย์ (014) บัญชี 123-4-56789-0');
    expect(waiting).toHaveTextContent('ผู้โอนธนาคารกสิกรไทย (004) บัญชี xxx-x-x1234-x');
    expect(waiting).toHaveTextContent('เหตุผล: ไม่พบสมาชิกที่มีรายการฝากยอดนี้');
    expect(within(waiting).getByRole('button', { name: 'จับคู่กับสมาชิก' })).toBeInTheDocument();
    // Two decimals; a sender the statement did not show is a dash.
    const unknown = await card(UNKNOWN_SENDER.reference);
    expect(unknown).toHaveTextContent('฿250.50');
    expect(unknown).toHaveTextContent('ผู้โอน- บัญชี -');

    const filter = screen.getByRole('group', { name: 'สถานะรายการเงินเข้า' });
    expect(within(filter).getAllByRole('button').map((button) => button.textContent)).toEqual(['รอจับคู่', 'เติมเงินแล้ว']);
    expect(within(filter).getByRole('button', { name: 'รอจับคู่' })).toHaveAttribute('aria-pressed', 'true');
    expect(api.spy.mock.calls.some(([input]) => String(input) === `${LIST}?status=waiting`)).toBe(true);

    await user.click(within(filter).getByRole('button', { name: 'เติมเงินแล้ว' }));
    const credited = await card(CREDITED.reference);
    expect(within(filter).getByRole('button', { name: 'เติมเงินแล้ว' })).toHaveAttribute('aria-pressed', 'true');
    expect(credited).toHaveTextContent('เติมเงินแล้ว');
    expect(credited).toHaveTextContent('สมาชิก0898765432');
    expect(credited).toHaveTextContent('รายการฝากDP20261122CD34');
    expect(within(credited).queryByRole('button', { name: 'จับคู่กับสมาชิก' })).toBeNull();
    expect(screen.queryByRole('article', { name: `รายการเงินเข้า ${WAITING.reference}` })).toBeNull();
    expect(api.spy.mock.calls.some(([input]) => String(input) === `${LIST}?status=credited`)).toBe(true);
  });

  it('says when no transfer has the status', async () => {
    await openTransfers({ [LIST]: { data: [] } });
    expect(await screen.findByText('ไม่มีรายการเงินเข้าสถานะ "รอจับคู่"')).toBeInTheDocument();
  });
});

describe('bank notifications: the match', () => {
  it('asks for the member first, sends { username }, says what was credited and reads the lists again', async () => {
    const { api, user } = await openTransfers({ [MATCH]: { data: MATCHED } });
    const form = await openMatch(user, WAITING.reference);
    await user.click(within(form).getByRole('button', { name: 'ยืนยันจับคู่และเติมเงิน' }));
    expect(await within(form).findByText('กรุณาระบุสมาชิก')).toBeInTheDocument();
    expect(api.callsTo(MATCH)).toHaveLength(0);

    await user.type(within(form).getByLabelText(/ชื่อผู้ใช้ของสมาชิก/), ' 0812345678 ');
    await user.click(within(form).getByRole('button', { name: 'ยืนยันจับคู่และเติมเงิน' }));
    expect(await screen.findByRole('status')).toHaveTextContent(`จับคู่รายการเงินเข้า ${WAITING.reference} และเติมเงิน ฿1,500.00 ให้ 0812345678 แล้ว`);
    expect(api.callsTo(MATCH)).toEqual([{ path: MATCH, method: 'POST', body: { username: '0812345678' } }]);
    // The list is read again (once on opening the tab, once after).
    await waitFor(() => expect(api.callsTo(LIST).length).toBeGreaterThanOrEqual(2));
    // The deposits list the match paid is stale too: opening its tab reads it again.
    const paymentsBefore = api.callsTo(AGENT.payments).length;
    await user.click(screen.getByRole('tab', { name: 'รายการฝาก' }));
    await waitFor(() => expect(api.callsTo(AGENT.payments).length).toBeGreaterThan(paymentsBefore));
  });

  it('shows the refusal in Thai when no such member exists, and credits nothing', async () => {
    const { api, user } = await openTransfers({
      [MATCH]: { error: ErrorCode.MEMBER_NOT_FOUND, message: ERRORS[ErrorCode.MEMBER_NOT_FOUND].message },
    });
    const form = await openMatch(user, WAITING.reference);
    await user.type(within(form).getByLabelText(/ชื่อผู้ใช้ของสมาชิก/), '0800000000');
    await user.click(within(form).getByRole('button', { name: 'ยืนยันจับคู่และเติมเงิน' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('ไม่พบสมาชิกนี้');
    expect(screen.queryByRole('status')).toBeNull();
    expect(api.callsTo(MATCH)).toEqual([{ path: MATCH, method: 'POST', body: { username: '0800000000' } }]);
  });

  it('closes the form again on cancel without a call', async () => {
    const { api, user } = await openTransfers();
    const form = await openMatch(user, WAITING.reference);
    await user.click(within(form).getByRole('button', { name: 'ยกเลิก' }));
    expect(within(await card(WAITING.reference)).getByRole('button', { name: 'จับคู่กับสมาชิก' })).toBeInTheDocument();
    expect(api.callsTo(MATCH)).toHaveLength(0);
  });
});
