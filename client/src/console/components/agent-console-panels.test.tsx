import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router-dom';
import type { OperatorMember, OperatorPayment, OperatorWithdrawal } from '#shared/api/operator.js';
import { AGENT, IDEMPOTENCY_HEADER } from '#shared/api/paths.js';
import { ErrorCode } from '#shared/errors.js';
import { TH } from '#shared/messages.th.js';
import { answerFetch, type Answers } from '#client/test-support/fetch-mock.js';
import { renderWithProviders } from '#client/test-support/render.js';
import { agentKey } from '../api/agent-key.js';
import { STATS } from '../test-support/fixtures.js';
import { AgentConsolePage } from '../pages/agent-console-page.js';

vi.mock('#client/lib/socket.js', () => ({ useLiveTopic: () => {}, getSocket: () => null, subscribeTopic: async () => null }));

/** The console alone at /agent; that the app mounts it outside the member chrome is the router test's business. */
const CONSOLE_ROUTES = [{ path: '/agent', Component: AgentConsolePage }];

const PAYMENT: OperatorPayment = {
  ref: 'DP20261122AB12',
  username: '0812345678',
  channel_code: 'promptpay',
  amount: 1500,
  status: 'pending',
  promotion_title: 'โบนัสฝากแรก 50%',
  created_at: '2026-11-22T10:00:00+07:00',
  expires_at: '2026-11-22T10:15:00+07:00',
  paid_at: null,
};

const WITHDRAWAL: OperatorWithdrawal = {
  id: 41,
  username: '0898765432',
  account_name: 'สมหญิง รักดี',
  amount: 2500.5,
  status: 'pending',
  bank_code: 'KBANK',
  bank_name: 'ธนาคารกสิกรไทย',
  account_no: '123-4-56789-0',
  reason: null,
  created_at: '2026-11-22T09:30:00+07:00',
  decided_at: null,
};

const MEMBERS: OperatorMember[] = [{ username: '0812345678', first_name: 'สมชาย', last_name: 'ใจดี', total: 320 }];

function renderConsole(answers: Answers) {
  const api = answerFetch({ [AGENT.stats]: { data: STATS }, [AGENT.payments]: { data: [] }, ...answers });
  const user = userEvent.setup();
  renderWithProviders(null, { router: () => createMemoryRouter(CONSOLE_ROUTES, { initialEntries: ['/agent'] }) });
  return { api, user };
}

beforeEach(() => agentKey.set('the-agent-key'));
afterEach(() => agentKey.clear());

describe('pending deposits', () => {
  it('confirms one, then rejects another with the reason typed', async () => {
    const { api, user } = renderConsole({
      [AGENT.payments]: { data: [PAYMENT] },
      [`${AGENT.payments}/${PAYMENT.ref}/confirm`]: { data: { payment: { ...PAYMENT, status: 'paid' } } },
      [`${AGENT.payments}/${PAYMENT.ref}/reject`]: { error: ErrorCode.DEPOSIT_NOT_PENDING, message: 'รายการฝากเงินนี้ดำเนินการไปแล้ว' },
    });
    const card = await screen.findByRole('article', { name: `รายการฝาก ${PAYMENT.ref}` });
    expect(card).toHaveTextContent('0812345678');
    expect(card).toHaveTextContent('฿1,500.00');
    expect(card).toHaveTextContent('พร้อมเพย์');
    expect(card).toHaveTextContent('โบนัสฝากแรก 50%');

    await user.click(within(card).getByRole('button', { name: 'ยืนยันรับเงิน' }));
    expect(await screen.findByRole('status')).toHaveTextContent(`ยืนยันรายการฝาก ${PAYMENT.ref} ของ 0812345678 จำนวน ฿1,500.00 แล้ว`);
    expect(api.callsTo(`${AGENT.payments}/${PAYMENT.ref}/confirm`)).toEqual([{ path: `${AGENT.payments}/${PAYMENT.ref}/confirm`, method: 'POST', body: {} }]);
    // The list is read again after a decision.
    await waitFor(() => expect(api.callsTo(AGENT.payments).length).toBeGreaterThanOrEqual(2));

    await user.click(within(card).getByRole('button', { name: 'ไม่อนุมัติ' }));
    const reasonForm = within(card).getByRole('form', { name: `เหตุผลที่ไม่อนุมัติ ${PAYMENT.ref}` });
    await user.type(within(reasonForm).getByLabelText(/สมาชิกจะเห็น/), 'ไม่พบยอดโอน');
    await user.click(within(reasonForm).getByRole('button', { name: 'ยืนยันไม่อนุมัติ' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('รายการฝากเงินนี้ดำเนินการไปแล้ว');
    expect(api.callsTo(`${AGENT.payments}/${PAYMENT.ref}/reject`)[0]?.body).toEqual({ reason: 'ไม่พบยอดโอน' });
  });

  it('says when nothing is waiting', async () => {
    renderConsole({});
    expect(await screen.findByText('ไม่มีรายการฝากที่รอตรวจสอบ')).toBeInTheDocument();
  });
});

describe('pending withdrawals', () => {
  it('shows the bank account, approves, and rejects with a reason', async () => {
    const { api, user } = renderConsole({
      [AGENT.withdrawals]: { data: [WITHDRAWAL] },
      [`${AGENT.withdrawals}/41/approve`]: { data: { withdrawal: { ...WITHDRAWAL, status: 'approved' } } },
      [`${AGENT.withdrawals}/41/reject`]: { data: { withdrawal: { ...WITHDRAWAL, status: 'rejected', reason: 'ชื่อบัญชีไม่ตรง' } } },
    });
    await user.click(await screen.findByRole('tab', { name: 'รายการถอน' }));
    const card = await screen.findByRole('article', { name: 'รายการถอน 0898765432' });
    expect(card).toHaveTextContent('ธนาคารกสิกรไทย (KBANK)');
    expect(card).toHaveTextContent('123-4-56789-0');
    expect(card).toHaveTextContent('ชื่อบัญชี สมหญิง รักดี');
    expect(card).toHaveTextContent('฿2,500.50');

    await user.click(within(card).getByRole('button', { name: 'อนุมัติ (โอนแล้ว)' }));
    expect(await screen.findByRole('status')).toHaveTextContent('อนุมัติการถอน ฿2,500.50 ของ 0898765432 แล้ว');
    expect(api.callsTo(`${AGENT.withdrawals}/41/approve`)).toHaveLength(1);

    await user.click(within(card).getByRole('button', { name: 'ไม่อนุมัติ (คืนเงิน)' }));
    await user.type(within(card).getByLabelText(/สมาชิกจะเห็น/), 'ชื่อบัญชีไม่ตรง');
    await user.click(within(card).getByRole('button', { name: 'ยืนยันไม่อนุมัติ' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('ไม่อนุมัติการถอนของ 0898765432 และคืนเงิน ฿2,500.50 แล้ว'));
    expect(api.callsTo(`${AGENT.withdrawals}/41/reject`)[0]?.body).toEqual({ reason: 'ชื่อบัญชีไม่ตรง' });
  });
});

describe('credit adjustment', () => {
  it('finds the member, takes an amount with a reason, and shows the new total', async () => {
    const { api, user } = renderConsole({
      [AGENT.members]: { data: MEMBERS },
      [AGENT.credit]: { data: { username: '0812345678', entry_id: 9, wallets: { wallets: [], total: 270, points: 0 } } },
    });
    await user.click(await screen.findByRole('tab', { name: 'ปรับเครดิต' }));
    const form = await screen.findByRole('form', { name: 'ปรับเครดิตสมาชิก' });
    await user.click(within(form).getByRole('button', { name: 'บันทึกการปรับเครดิต' }));
    expect(within(form).getByText('กรุณาเลือกสมาชิกจากผลการค้นหา')).toBeInTheDocument();
    expect(within(form).getByText('กรุณากรอกจำนวนเงินมากกว่า 0')).toBeInTheDocument();
    expect(api.callsTo(AGENT.credit)).toHaveLength(0);

    await user.type(screen.getByLabelText(/ค้นหาสมาชิก/), '0812');
    await user.click(await screen.findByRole('button', { name: /0812345678 · สมชาย ใจดี/ }));
    expect(api.callsTo(AGENT.members)[0]).toMatchObject({ method: 'GET' });
    expect(api.spy.mock.calls.some(([input]) => String(input) === `${AGENT.members}?q=0812`)).toBe(true);

    await user.click(within(form).getByRole('button', { name: 'หักเครดิต (−)' }));
    await user.type(within(form).getByLabelText(/จำนวนเงิน/), '50');
    await user.type(within(form).getByLabelText(/^เหตุผล/), 'แก้ยอดฝากซ้ำ');
    await user.click(within(form).getByRole('button', { name: 'บันทึกการปรับเครดิต' }));
    expect(await within(form).findByRole('status')).toHaveTextContent('ปรับเครดิต 0812345678 -฿50.00 แล้ว ยอดรวมใหม่ ฿270.00');
    expect(api.callsTo(AGENT.credit)[0]?.body).toEqual({ username: '0812345678', amount: -50, reason: 'แก้ยอดฝากซ้ำ' });
    // With an Idempotency-Key, which the gateway passes on: a resent credit is made once.
    const sent = api.spy.mock.calls.find(([input]) => String(input) === AGENT.credit);
    expect(((sent?.[1] as RequestInit).headers as Record<string, string>)[IDEMPOTENCY_HEADER]).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('broadcast', () => {
  it('previews the member’s dialog as it is typed, then sends it', async () => {
    const { api, user } = renderConsole({
      [AGENT.broadcast]: (body) => ({ data: { ...(body as object), stored: true } }),
    });
    await user.click(await screen.findByRole('tab', { name: 'ส่งประกาศ' }));
    const form = await screen.findByRole('form', { name: 'ส่งประกาศ' });
    const preview = screen.getByRole('region', { name: 'ตัวอย่างที่สมาชิกจะเห็น' });
    expect(within(preview).getByText('ประกาศ')).toBeInTheDocument();

    // An announcement with nothing typed yet counts none, as the member's empty dialog does.
    await user.click(within(form).getByRole('button', { name: 'ประกาศสำคัญ' }));
    expect(within(preview).getByText(TH.announcementTitle(0, 0))).toBeInTheDocument();
    expect(within(preview).getByText(TH.noNotifications)).toBeInTheDocument();
    expect(within(preview).queryByText(TH.announcementTitle(1, 1))).toBeNull();
    await user.click(within(form).getByRole('button', { name: 'การแจ้งเตือน' }));

    await user.type(within(form).getByLabelText(/หัวข้อ/), 'ฝากถอนออโต้ 24 ชม.');
    await user.type(within(form).getByLabelText(/รายละเอียด/), 'ฝากไว ถอนไว');
    expect(within(preview).getByText('ฝากถอนออโต้ 24 ชม.')).toBeInTheDocument();
    expect(within(preview).getByText('ฝากไว ถอนไว')).toBeInTheDocument();
    expect(screen.getByTestId('broadcast-preview-dialog')).toHaveStyle({ maxWidth: '400px' });

    await user.type(within(form).getByLabelText(/ลิงก์รูปภาพ/), '/assets/events/event-1.svg');
    expect(within(preview).getByAltText('ฝากถอนออโต้ 24 ชม.')).toHaveAttribute('src', '/assets/events/event-1.svg');

    await user.click(within(form).getByRole('button', { name: 'ประกาศสำคัญ' }));
    expect(within(preview).getByText(TH.announcementTitle(1, 1))).toBeInTheDocument();
    expect(screen.getByTestId('broadcast-preview-dialog')).toHaveStyle({ maxWidth: '800px' });
    await user.clear(within(form).getByLabelText(/ลิงก์รูปภาพ/));
    // A text-only announcement is a text slide with the title and the text.
    expect(within(preview).getByText('ฝากถอนออโต้ 24 ชม.')).toBeInTheDocument();
    expect(within(preview).getByText('ฝากไว ถอนไว')).toBeInTheDocument();

    await user.click(within(form).getByRole('button', { name: 'ส่งประกาศ' }));
    expect(await within(form).findByRole('status')).toHaveTextContent('ส่งประกาศถึงสมาชิกทุกคนแล้ว');
    expect(api.callsTo(AGENT.broadcast)[0]?.body).toEqual({ kind: 'announcement', title: 'ฝากถอนออโต้ 24 ชม.', description: 'ฝากไว ถอนไว' });
  });

  it('checks the title before sending', async () => {
    const { api, user } = renderConsole({});
    await user.click(await screen.findByRole('tab', { name: 'ส่งประกาศ' }));
    const form = await screen.findByRole('form', { name: 'ส่งประกาศ' });
    await user.click(within(form).getByRole('button', { name: 'ส่งประกาศ' }));
    expect(await within(form).findByText('กรุณากรอกหัวข้อ')).toBeInTheDocument();
    expect(api.callsTo(AGENT.broadcast)).toHaveLength(0);
  });
});
