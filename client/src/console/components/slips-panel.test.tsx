import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { SLIP_STATUS_TH, type OperatorSlip } from '#shared/api/payment-slips.js';
import { AGENT } from '#shared/api/paths.js';
import { ERRORS, ErrorCode } from '#shared/errors.js';
import { agentKey } from '../api/agent-key.js';
import { renderConsole } from '../test-support/render-console.js';

vi.mock('#client/lib/socket.js', () => ({ useLiveTopic: () => {}, getSocket: () => null, subscribeTopic: async () => null }));

const SLIP: OperatorSlip = {
  id: 7,
  trans_ref: '016330150844APM06284',
  status: 'review',
  reason: 'ยอดโอนไม่ตรงกับรายการฝาก',
  amount: 1499.5,
  paid_at: '2026-11-22T10:05:00+07:00',
  deposit_ref: 'DP20261122AB12',
  created_at: '2026-11-22T10:06:00+07:00',
  decided_at: null,
  username: '0812345678',
  source: 'image',
  sending_bank: '004',
  deposit_amount: 1500,
  service: { name: 'SlipOK', outcome: 'found', answer: '{"success":true,"data":{"transRef":"016330150844APM06284","amount":1499.5}}' },
  sender: { bank_code: '004', name: 'MR. SOMCHAI J', account: 'xxx-x-x1234-x', proxy: null },
  receiver: { bank_code: '014', name: 'LOTTO CO LTD', account: null, proxy: 'xxx-xxx-5678' },
};
/** Sent as its QR's text, with no service configured: nothing but the deposit to go by. */
const QR_SLIP: OperatorSlip = {
  ...SLIP,
  id: 8,
  trans_ref: '016330150999APM01111',
  reason: 'ยังไม่ได้ตั้งค่าบริการตรวจสลิป',
  amount: null,
  paid_at: null,
  source: 'qr',
  username: '0898765432',
  service: null,
  sender: null,
  receiver: null,
};
const CREDITED: OperatorSlip = { ...SLIP, id: 5, trans_ref: '016330150111APM00001', status: 'credited', reason: null };
const IMAGE = 'data:image/png;base64,iVBORw0KGgo=';

const SLIPS = AGENT.slipList;
const answers = {
  [SLIPS]: (_body: unknown, url: URL) => ({ data: url.searchParams.get('status') === 'credited' ? [CREDITED] : [SLIP, QR_SLIP] }),
  [`${SLIPS}/7`]: { data: { slip: SLIP, image: IMAGE } },
  [`${SLIPS}/8`]: { data: { slip: QR_SLIP, image: null } },
  [`${SLIPS}/5`]: { data: { slip: CREDITED, image: IMAGE } },
};

beforeEach(() => agentKey.set('the-agent-key', 'สมศรี'));
afterEach(() => agentKey.clear());

async function openSlips() {
  const console = renderConsole(answers);
  await console.user.click(await screen.findByRole('tab', { name: 'สลิปโอนเงิน' }));
  return console;
}

async function openSlip(user: ReturnType<typeof renderConsole>['user'], transRef: string) {
  const card = await screen.findByRole('article', { name: `สลิป ${transRef}` });
  await user.click(within(card).getByRole('button', { name: 'ดูสลิป' }));
  return screen.findByRole('dialog');
}

describe('transfer slips: the list', () => {
  it('lists the slips in review with their amounts, reason and status in Thai, and filters by status', async () => {
    const { api, user } = await openSlips();
    const card = await screen.findByRole('article', { name: `สลิป ${SLIP.trans_ref}` });
    expect(card).toHaveTextContent('0812345678');
    expect(card).toHaveTextContent('ยอดตามบริการตรวจสลิป฿1,499.50');
    expect(card).toHaveTextContent('ยอดรายการฝาก฿1,500.00');
    expect(card).toHaveTextContent('เหตุผล: ยอดโอนไม่ตรงกับรายการฝาก');
    expect(card).toHaveTextContent('แจ้งเมื่อ');
    expect(within(card).getByText(SLIP_STATUS_TH.review)).toBeInTheDocument();
    // No amount from a service: a dash, never "฿0.00".
    expect(screen.getByRole('article', { name: `สลิป ${QR_SLIP.trans_ref}` })).toHaveTextContent('ยอดตามบริการตรวจสลิป-ยอดรายการฝาก฿1,500.00');

    const filter = screen.getByRole('group', { name: 'สถานะสลิป' });
    for (const label of Object.values(SLIP_STATUS_TH)) expect(within(filter).getByRole('button', { name: label })).toBeInTheDocument();
    expect(within(filter).getByRole('button', { name: SLIP_STATUS_TH.review })).toHaveAttribute('aria-pressed', 'true');
    expect(api.spy.mock.calls.some(([input]) => String(input) === `${SLIPS}?status=review`)).toBe(true);

    await user.click(within(filter).getByRole('button', { name: SLIP_STATUS_TH.credited }));
    const credited = await screen.findByRole('article', { name: `สลิป ${CREDITED.trans_ref}` });
    expect(credited).toHaveTextContent(SLIP_STATUS_TH.credited);
    expect(api.spy.mock.calls.some(([input]) => String(input) === `${SLIPS}?status=credited`)).toBe(true);
  });

  it('says when no slip has the status', async () => {
    const { user } = renderConsole({ [SLIPS]: { data: [] } });
    await user.click(await screen.findByRole('tab', { name: 'สลิปโอนเงิน' }));
    expect(await screen.findByText(`ไม่มีสลิปสถานะ "${SLIP_STATUS_TH.review}"`)).toBeInTheDocument();
  });
});

describe('transfer slips: one opened', () => {
  it('shows the image, the transfer, both sides, the deposit and the service’s raw answer', async () => {
    const { user } = await openSlips();
    const dialog = await openSlip(user, SLIP.trans_ref);
    expect(within(dialog).getByRole('heading', { name: 'สลิปโอนเงินของ 0812345678' })).toBeInTheDocument();
    expect(await within(dialog).findByAltText('รูปสลิปโอนเงินของ 0812345678')).toHaveAttribute('src', IMAGE);
    expect(dialog).toHaveTextContent(`เลขอ้างอิงการโอน${SLIP.trans_ref}`);
    expect(dialog).toHaveTextContent('ธนาคารผู้โอน (จาก QR)ธนาคารกสิกรไทย (004)');
    expect(dialog).toHaveTextContent('รายการฝากDP20261122AB12');
    expect(dialog).toHaveTextContent('ยอดรายการฝาก฿1,500.00');
    const sender = within(dialog).getByRole('region', { name: 'ผู้โอน' });
    expect(sender).toHaveTextContent('ธนาคารกสิกรไทย (004)');
    expect(sender).toHaveTextContent('ชื่อ MR. SOMCHAI J');
    expect(sender).toHaveTextContent('บัญชี xxx-x-x1234-x');
    const receiver = within(dialog).getByRole('region', { name: 'ผู้รับ' });
    expect(receiver).toHaveTextContent('ธนาคารไทยพาณิชย์ (014)');
    expect(receiver).toHaveTextContent('พร้อมเพย์ xxx-xxx-5678');

    const service = within(dialog).getByRole('region', { name: 'ผลจากบริการตรวจสลิป' });
    expect(service).toHaveTextContent('บริการตรวจสลิป SlipOK');
    expect(service).toHaveTextContent('พบรายการโอน');
    // The answer as received, indented, alone in the code block (its font has no Thai).
    const answer = within(service).getByTestId('slip-service-answer');
    expect(answer.tagName).toBe('PRE');
    expect(answer.textContent).toBe(JSON.stringify(JSON.parse(SLIP.service!.answer), null, 2));
    // The amount to credit starts at the service's.
    expect(within(dialog).getByLabelText(/ยอดที่เข้าบัญชีจริง/)).toHaveValue('1499.50');
  });

  it('says a QR-only slip has no image, and starts the amount at the deposit’s', async () => {
    const { user } = await openSlips();
    const dialog = await openSlip(user, QR_SLIP.trans_ref);
    expect(await within(dialog).findByText('สมาชิกสแกน QR ไม่มีรูปสลิป')).toBeInTheDocument();
    expect(within(dialog).queryByRole('img')).toBeNull();
    expect(within(dialog).getByText('ไม่ได้ตรวจกับบริการตรวจสลิป (ยังไม่ได้ตั้งค่าบริการ)')).toBeInTheDocument();
    expect(within(dialog).getByRole('region', { name: 'ผู้โอน' })).toHaveTextContent('บริการตรวจสลิปไม่ได้ระบุ');
    expect(within(dialog).getByLabelText(/ยอดที่เข้าบัญชีจริง/)).toHaveValue('1500.00');
  });

  it('offers no decision on a slip already credited', async () => {
    const { user } = await openSlips();
    await user.click(screen.getByRole('button', { name: SLIP_STATUS_TH.credited }));
    const dialog = await openSlip(user, CREDITED.trans_ref);
    expect(await within(dialog).findByAltText('รูปสลิปโอนเงินของ 0812345678')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'อนุมัติและเติมเงิน' })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'ไม่อนุมัติ' })).toBeNull();
  });
});

describe('transfer slips: the decision', () => {
  it('confirms with the amount typed, checks it first, then closes and reads the list again', async () => {
    const confirmPath = `${SLIPS}/7/confirm`;
    const { api, user } = renderConsole({ ...answers, [confirmPath]: { data: { slip: { ...SLIP, status: 'credited' }, payment: null } } });
    await user.click(await screen.findByRole('tab', { name: 'สลิปโอนเงิน' }));
    const dialog = await openSlip(user, SLIP.trans_ref);
    const field = await within(dialog).findByLabelText(/ยอดที่เข้าบัญชีจริง/);

    await user.clear(field);
    await user.click(within(dialog).getByRole('button', { name: 'อนุมัติและเติมเงิน' }));
    expect(await within(dialog).findByText('กรุณาระบุจำนวนเงินเป็นตัวเลข')).toBeInTheDocument();
    await user.type(field, '1,500.555');
    await user.click(within(dialog).getByRole('button', { name: 'อนุมัติและเติมเงิน' }));
    expect(await within(dialog).findByText('จำนวนเงินต้องมีทศนิยมไม่เกิน 2 ตำแหน่ง')).toBeInTheDocument();
    expect(api.callsTo(confirmPath)).toHaveLength(0);

    await user.clear(field);
    await user.type(field, '1,500');
    await user.click(within(dialog).getByRole('button', { name: 'อนุมัติและเติมเงิน' }));
    expect(await screen.findByRole('status')).toHaveTextContent(`อนุมัติสลิป ${SLIP.trans_ref} และเติมเงิน ฿1,500.00 ให้ 0812345678 แล้ว`);
    expect(api.callsTo(confirmPath)).toEqual([{ path: confirmPath, method: 'POST', body: { amount: 1500 } }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The list is read again after the decision (once on opening the tab, once after).
    await waitFor(() => expect(api.callsTo(SLIPS).length).toBeGreaterThanOrEqual(2));
  });

  it('rejects with the reason typed, and shows the refusal in Thai when the slip was already decided', async () => {
    const rejectPath = `${SLIPS}/7/reject`;
    const { api, user } = renderConsole({
      ...answers,
      [rejectPath]: { error: ErrorCode.SLIP_NOT_IN_REVIEW, message: ERRORS[ErrorCode.SLIP_NOT_IN_REVIEW].message },
    });
    await user.click(await screen.findByRole('tab', { name: 'สลิปโอนเงิน' }));
    const dialog = await openSlip(user, SLIP.trans_ref);
    await user.click(await within(dialog).findByRole('button', { name: 'ไม่อนุมัติ' }));
    const form = within(dialog).getByRole('form', { name: `เหตุผลที่ไม่อนุมัติสลิป ${SLIP.trans_ref}` });
    await user.type(within(form).getByLabelText(/สมาชิกจะเห็น/), 'ยอดไม่เข้าบัญชี');
    await user.click(within(form).getByRole('button', { name: 'ยืนยันไม่อนุมัติ' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('สลิปนี้ตัดสินไปแล้ว ไม่ได้รอตรวจสอบ');
    expect(api.callsTo(rejectPath)).toEqual([{ path: rejectPath, method: 'POST', body: { reason: 'ยอดไม่เข้าบัญชี' } }]);
  });

  it('rejects without a reason when none is typed, and says so', async () => {
    const rejectPath = `${SLIPS}/8/reject`;
    const { api, user } = renderConsole({ ...answers, [rejectPath]: { data: { slip: { ...QR_SLIP, status: 'rejected' }, payment: null } } });
    await user.click(await screen.findByRole('tab', { name: 'สลิปโอนเงิน' }));
    const dialog = await openSlip(user, QR_SLIP.trans_ref);
    await user.click(await within(dialog).findByRole('button', { name: 'ไม่อนุมัติ' }));
    await user.click(within(dialog).getByRole('button', { name: 'ยืนยันไม่อนุมัติ' }));
    expect(await screen.findByRole('status')).toHaveTextContent(`ไม่อนุมัติสลิป ${QR_SLIP.trans_ref} ของ 0898765432 แล้ว`);
    expect(api.callsTo(rejectPath)[0]?.body).toEqual({});
  });
});
