import { describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import userEvent from '@testing-library/user-event';
import { API, IDEMPOTENCY_HEADER } from '#shared/api/paths.js';
import type { WithdrawListResponse, WithdrawResponse, WithdrawRules } from '#shared/api/withdraw.js';
import { ErrorCode } from '#shared/errors.js';
import { renderWithProviders } from '#client/test-support/render.js';
import { answerFetch, testSession, type Answer, type Answers } from '#client/test-support/fetch-mock.js';
import { WithdrawPage } from './withdraw-page.js';
import { guarded, OTP_EXPIRED, OTP_WRONG, otpRequests, otpSent, refusal } from '#client/test-support/otp-mock.js';
import { wrongThenSpentThenNewCode } from '#client/test-support/otp-step-walk.js';

import type { TopicBinding } from '#client/lib/socket.js';

/** The page's live bindings, each with the cache it writes to, so a test can push an event the way lib/socket does. */
const live = vi.hoisted(() => ({ bound: [] as { binding: TopicBinding<unknown>; queryClient: QueryClient }[] }));
vi.mock('#client/lib/socket.js', () => ({
  useLiveTopic: (binding: TopicBinding<unknown>) => {
    const queryClient = useQueryClient();
    if (binding.topic) live.bound.push({ binding, queryClient });
  },
  getSocket: () => null,
}));

function push(topic: string, event: 'withdrawals', payload: unknown) {
  const found = live.bound.findLast((entry) => entry.binding.topic === topic);
  if (!found) throw new Error(`nothing bound to ${topic}`);
  const reduce = found.binding.events[event]!;
  act(() => {
    found.queryClient.setQueryData(found.binding.queryKey, (current: unknown) => reduce(current, payload as never));
  });
}

const rules: WithdrawRules = {
  min_amount: 100,
  max_amount: 50000,
  per_day: 5,
  remaining_today: 3,
  withdrawable: 2500.5,
  has_pending: false,
  turnover: { required: 5000, done: 1250 },
  bank: { bank_code: 'KBANK', bank_name: 'ธนาคารกสิกรไทย', account_no: 'xxx-x-x6789-0', account_name: 'สมชาย ใจดี' },
  blocked_reason: null,
};

function listOf(overrides: Partial<WithdrawRules> = {}): WithdrawListResponse {
  return {
    items: [
      { id: 2, amount: 500, status: 'pending', bank_code: 'KBANK', bank_name: 'กสิกรไทย', account_no: 'xxx-x-x6789-0', reason: null, created_at: '2026-11-22T10:30:00+07:00', decided_at: null },
      { id: 1, amount: 300, status: 'rejected', bank_code: 'KBANK', bank_name: 'กสิกรไทย', account_no: 'xxx-x-x6789-0', reason: 'บัญชีไม่ตรงกับชื่อสมาชิก', created_at: '2026-11-21T09:00:00+07:00', decided_at: '2026-11-21T09:30:00+07:00' },
    ],
    page: 1,
    page_size: 20,
    total: 2,
    rules: { ...rules, ...overrides },
  };
}

function renderWithdraw(answers: Answers) {
  const api = answerFetch({ [API.member.withdrawList]: { data: listOf() }, ...answers });
  renderWithProviders(<WithdrawPage />, { route: '/member/withdraw', session: testSession() });
  return api;
}

const amountInput = () => screen.getByRole('textbox', { name: /จำนวนเงินที่ต้องการถอน/ });

describe('WithdrawPage', () => {
  it('shows the registered account, the rules, the turnover and the requests with Thai statuses and BE dates', async () => {
    renderWithdraw({});
    expect(await screen.findByTestId('withdraw-account')).toHaveTextContent('ธนาคารกสิกรไทย');
    expect(screen.getByTestId('withdraw-account')).toHaveTextContent('สมชาย ใจดี');
    expect(screen.getByTestId('withdrawable')).toHaveTextContent('฿2,500.50');
    expect(screen.getByTestId('withdraw-range')).toHaveTextContent('฿100.00 / ฿50,000.00');
    expect(screen.getByTestId('remaining-today')).toHaveTextContent('เหลือ 3 จาก 5 ครั้ง');
    expect(screen.getByTestId('turnover-text')).toHaveTextContent('฿1,250.00 / ฿5,000.00 (25%)');
    const rows = screen.getAllByTestId('withdraw-row');
    expect(rows[0]).toHaveTextContent('รอตรวจสอบ');
    expect(rows[0]).toHaveTextContent('22 พ.ย. 2569 10:30');
    expect(rows[1]).toHaveTextContent('ไม่อนุมัติ (คืนเงินแล้ว)');
    expect(rows[1]).toHaveTextContent('บัญชีไม่ตรงกับชื่อสมาชิก');
  });

  it('shows the agent’s decision as soon as the withdrawals topic pushes it, with the rules it changed', async () => {
    renderWithdraw({ [API.member.withdrawList]: { data: listOf({ has_pending: true, withdrawable: 2000.5, blocked_reason: 'มีรายการถอนที่รอตรวจสอบอยู่' }) } });
    expect(await screen.findByTestId('has-pending')).toBeInTheDocument();
    expect(screen.getAllByTestId('withdraw-row')[0]).toHaveTextContent('รอตรวจสอบ');

    const decided = listOf();
    decided.items[0] = { ...decided.items[0]!, status: 'rejected', reason: 'ชื่อบัญชีไม่ตรง', decided_at: '2026-11-22T10:45:00+07:00' };
    push('withdrawals', 'withdrawals', decided);

    await waitFor(() => expect(screen.getAllByTestId('withdraw-row')[0]).toHaveTextContent('ไม่อนุมัติ (คืนเงินแล้ว)'));
    expect(screen.getAllByTestId('withdraw-row')[0]).toHaveTextContent('ชื่อบัญชีไม่ตรง');
    expect(screen.queryByTestId('has-pending')).not.toBeInTheDocument();
    expect(screen.queryByTestId('blocked-reason')).not.toBeInTheDocument();
    expect(screen.getByTestId('withdrawable')).toHaveTextContent('฿2,500.50');
  });

  it('says why a request would be refused now and that one is pending', async () => {
    renderWithdraw({ [API.member.withdrawList]: { data: listOf({ has_pending: true, blocked_reason: 'มีรายการถอนที่รอตรวจสอบอยู่' }) } });
    expect(await screen.findByTestId('blocked-reason')).toHaveTextContent('มีรายการถอนที่รอตรวจสอบอยู่');
    expect(screen.getByTestId('has-pending')).toBeInTheDocument();
  });

  it('with turnover still to play, shows what is left and the confirm button is disabled with the reason', async () => {
    const reason = 'ยังทำยอดเทิร์นไม่ครบ ถอนได้เมื่อทำยอดครบ';
    const api = renderWithdraw({ [API.member.withdrawList]: { data: listOf({ blocked_reason: reason }) } });
    expect(await screen.findByTestId('turnover-left')).toHaveTextContent('เล่นอีก ฿3,750.00 จึงจะถอนได้');
    expect(screen.getByTestId('withdrawable').parentElement).toHaveTextContent('ยอดในกระเป๋าหลัก (ยังถอนไม่ได้)฿2,500.50');
    const confirm = screen.getByRole('button', { name: 'ยืนยันถอนเงิน' });
    expect(confirm).toBeDisabled();
    expect(confirm).toHaveAccessibleDescription(`ยังถอนไม่ได้: ${reason}`);
    expect(amountInput()).toBeDisabled();
    expect(screen.getByRole('button', { name: 'ถอนทั้งหมด' })).toBeDisabled();
    expect(api.callsTo(API.member.withdraw)).toHaveLength(0);
  });

  it('checks the amount against the rules before sending', async () => {
    const user = userEvent.setup();
    const api = renderWithdraw({});
    await screen.findByTestId('withdraw-rules');
    await user.type(amountInput(), '50');
    await user.click(screen.getByRole('button', { name: 'ยืนยันถอนเงิน' }));
    expect(screen.getByTestId('withdraw-error')).toHaveTextContent('ถอนขั้นต่ำ ฿100.00');
    await user.clear(amountInput());
    await user.type(amountInput(), '3000');
    expect(screen.getByTestId('withdraw-error')).toHaveTextContent('ยอดเงินที่ถอนได้ไม่พอ (ถอนได้ ฿2,500.50)');
    expect(api.callsTo(API.member.withdraw)).toHaveLength(0);
  });

  it('points out text that is not an amount as it is typed, and the rules only once the member confirms', async () => {
    const user = userEvent.setup();
    renderWithdraw({});
    await screen.findByTestId('withdraw-rules');
    await user.type(amountInput(), '12a');
    expect(await screen.findByTestId('withdraw-error')).toHaveTextContent('จำนวนเงินต้องเป็นตัวเลขมากกว่า 0 ทศนิยมไม่เกิน 2 ตำแหน่ง');
    await user.clear(amountInput());
    await user.type(amountInput(), '50');
    expect(screen.queryByTestId('withdraw-error')).not.toBeInTheDocument();
  });

  it('sends the amount with an idempotency key and shows a refusal’s Thai message beside the field', async () => {
    const user = userEvent.setup();
    const api = renderWithdraw({
      [API.member.withdraw]: { error: ErrorCode.WITHDRAW_TURNOVER_NOT_MET, message: 'ยังทำยอดเทิร์นไม่ครบ ถอนได้เมื่อทำยอดครบ' },
    });
    await screen.findByTestId('withdraw-rules');
    await user.click(screen.getByRole('button', { name: 'ถอนทั้งหมด' }));
    expect(amountInput()).toHaveValue('2500.5');
    await user.click(screen.getByRole('button', { name: 'ยืนยันถอนเงิน' }));
    expect(await screen.findByTestId('withdraw-error')).toHaveTextContent('ยังทำยอดเทิร์นไม่ครบ ถอนได้เมื่อทำยอดครบ');
    expect(amountInput()).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo(API.member.withdraw)[0]?.body).toEqual({ amount: 2500.5 });
    const index = api.spy.mock.calls.findIndex((call) => String(call[0]) === API.member.withdraw);
    const headers = (api.spy.mock.calls[index]?.[1] as RequestInit).headers as Record<string, string>;
    expect(headers[IDEMPOTENCY_HEADER]).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('a successful request clears the field and refreshes the list', async () => {
    const user = userEvent.setup();
    const api = renderWithdraw({
      [API.member.withdraw]: {
        data: {
          withdrawal: { id: 3, amount: 200, status: 'pending', bank_code: 'KBANK', bank_name: 'กสิกรไทย', account_no: 'xxx', reason: null, created_at: '2026-11-22T11:00:00+07:00', decided_at: null },
          rules,
          wallets: { wallets: [{ id: 1, wallet_name: 'กระเป๋าหลัก', balance: 800, wallet_type_id: 1 }], total: 800, points: 0 },
        },
      },
    });
    await screen.findByTestId('withdraw-rules');
    await user.type(amountInput(), '200');
    await user.click(screen.getByRole('button', { name: 'ยืนยันถอนเงิน' }));
    await waitFor(() => expect(amountInput()).toHaveValue(''));
    await waitFor(() => expect(api.callsTo(API.member.withdrawList)).toHaveLength(2));
  });
});

describe('WithdrawPage: the first withdrawal to an account with SMS codes', () => {
  const accepted: Answer<WithdrawResponse> = {
    data: {
      withdrawal: { id: 3, amount: 200, status: 'pending', bank_code: 'KBANK', bank_name: 'กสิกรไทย', account_no: 'xxx', reason: null, created_at: '2026-11-22T11:00:00+07:00', decided_at: null },
      rules,
      wallets: { wallets: [{ id: 1, wallet_name: 'กระเป๋าหลัก', balance: 800, wallet_type_id: 1 }], total: 800, points: 0 },
    },
  };

  async function askToWithdraw() {
    const user = userEvent.setup();
    await screen.findByTestId('withdraw-rules');
    await user.type(amountInput(), '200');
    await user.click(screen.getByRole('button', { name: 'ยืนยันถอนเงิน' }));
    return { user, step: await screen.findByRole('form', { name: 'ยืนยันรหัส OTP' }) };
  }

  it('OTP_REQUIRED → the code step; the request with the code goes with a new Idempotency-Key', async () => {
    const api = renderWithdraw({ [API.auth.otpRequest]: otpRequests(otpSent()), [API.member.withdraw]: guarded(accepted) });
    const { user, step } = await askToWithdraw();
    expect(api.callsTo(API.auth.otpRequest)[0]!.body).toEqual({ purpose: 'withdraw_account' });
    expect(within(step).getByText('เพื่อถอนเงินเข้าบัญชีใหม่')).toBeInTheDocument();
    expect(within(step).getByTestId('otp-ref')).toHaveTextContent('ABCD');
    expect(within(step).getByTestId('otp-demo-sms')).toHaveTextContent('รหัส OTP ของคุณคือ 123456');

    await user.type(within(step).getByLabelText(/^รหัส OTP/), '123456');
    await user.click(within(step).getByRole('button', { name: 'ยืนยัน' }));
    await waitFor(() => expect(amountInput()).toHaveValue(''));
    expect(api.callsTo(API.member.withdraw).map((call) => call.body)).toEqual([{ amount: 200 }, { amount: 200, otp: { ref: 'ABCD', code: '123456' } }]);
    const [first, second] = api.keysTo(API.member.withdraw);
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(second).toMatch(/^[0-9a-f-]{36}$/);
    // The first key stored the OTP_REQUIRED answer: the same key would only replay it.
    expect(second).not.toBe(first);
  });

  it('a wrong code stays on the step; an expired one offers a new code; each send has its own key', async () => {
    const api = renderWithdraw({
      [API.auth.otpRequest]: otpRequests(otpSent(), otpSent({ ref: 'WXYZ' })),
      [API.member.withdraw]: guarded(OTP_WRONG, OTP_EXPIRED, accepted),
    });
    const { user, step } = await askToWithdraw();
    await wrongThenSpentThenNewCode(user, step, 'WXYZ');
    await waitFor(() => expect(amountInput()).toHaveValue(''));
    expect(api.callsTo(API.member.withdraw)[3]!.body).toEqual({ amount: 200, otp: { ref: 'WXYZ', code: '333333' } });
    expect(new Set(api.keysTo(API.member.withdraw)).size).toBe(4);
  });

  it('a refused resend (too many asks) shows its Thai message on the step', async () => {
    let asks = 0;
    renderWithdraw({
      [API.auth.otpRequest]: () => (++asks === 1 ? { data: otpSent() } : { status: 429, ...refusal(ErrorCode.RATE_LIMITED) }),
      [API.member.withdraw]: guarded(accepted),
    });
    const { user, step } = await askToWithdraw();
    await user.click(within(step).getByRole('button', { name: 'ส่งรหัสอีกครั้ง' }));
    expect(await within(step).findByRole('alert')).toHaveTextContent('ทำรายการถี่เกินไป กรุณารอสักครู่แล้วลองใหม่');
    expect(within(step).getByTestId('otp-ref')).toHaveTextContent('ABCD');
    expect(within(step).getByLabelText(/^รหัส OTP/)).toBeInTheDocument();
  });

  it('cancelling the step goes back to the form with the amount', async () => {
    renderWithdraw({ [API.auth.otpRequest]: otpRequests(), [API.member.withdraw]: guarded(accepted) });
    const { user, step } = await askToWithdraw();
    await user.click(within(step).getByRole('button', { name: 'ยกเลิก' }));
    expect(amountInput()).toHaveValue('200');
    expect(screen.queryByTestId('withdraw-error')).not.toBeInTheDocument();
  });
});
