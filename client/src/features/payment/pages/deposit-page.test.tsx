import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import { API, IDEMPOTENCY_HEADER } from '#shared/api/paths.js';
import { ErrorCode } from '#shared/errors.js';
import { renderWithProviders } from '#client/test-support/render.js';
import { answerFetch, testSession, type Answers } from '#client/test-support/fetch-mock.js';
import { channels, headersOf, memberSlip, promotion, promotions, qrDeposit } from '../test-support/fixtures.js';
import { DepositPage } from './deposit-page.js';

vi.mock('#client/lib/socket.js', () => ({ useLiveTopic: () => {}, getSocket: () => null }));

function Location() {
  const location = useLocation();
  return <div data-testid="location">{location.pathname + location.search}</div>;
}

function renderDeposit(answers: Answers) {
  const api = answerFetch({
    [API.payment.channels]: { data: channels },
    [API.promotion.list]: { data: promotions },
    [API.promotion.active]: { data: null },
    ...answers,
  });
  renderWithProviders(
    <Routes>
      <Route path="/member/deposit" element={<DepositPage />} />
      <Route path="/member/payment" element={<Location />} />
    </Routes>,
    { route: '/member/deposit', session: testSession() },
  );
  return api;
}

const amountInput = () => screen.getByRole('textbox', { name: /จำนวนเงิน/ });

describe('DepositPage', () => {
  it('shows the channels, the chosen channel’s quick amounts and limits, and checks the amount against them', async () => {
    const user = userEvent.setup();
    const api = renderDeposit({});
    expect(await screen.findByRole('button', { name: 'พร้อมเพย์ (QR)', pressed: true })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'โอนผ่านธนาคาร' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ทรูมันนี่ วอลเล็ท' })).toBeInTheDocument();
    expect(screen.getByText('ขั้นต่ำ ฿100.00 · สูงสุด ฿50,000.00')).toBeInTheDocument();

    await user.type(amountInput(), '50');
    await user.click(screen.getByRole('button', { name: 'ยืนยันฝากเงิน' }));
    expect(screen.getByTestId('amount-error')).toHaveTextContent('ฝากขั้นต่ำ ฿100.00');

    await user.clear(amountInput());
    await user.type(amountInput(), '60000');
    expect(screen.getByTestId('amount-error')).toHaveTextContent('ฝากได้สูงสุด ฿50,000.00');

    await user.clear(amountInput());
    await user.type(amountInput(), '12.345');
    expect(screen.getByTestId('amount-error')).toHaveTextContent('ทศนิยมไม่เกิน 2 ตำแหน่ง');
    expect(api.callsTo(API.payment.generateQr)).toHaveLength(0);

    // Bank: its own limits and quick amounts, and the agent's accounts to choose from.
    await user.click(screen.getByRole('button', { name: 'โอนผ่านธนาคาร' }));
    expect(screen.getByText('ขั้นต่ำ ฿200.00 · สูงสุด ฿100,000.00')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'ฝาก 1000 บาท' }));
    expect(amountInput()).toHaveValue('1000');
    expect(screen.getByRole('button', { name: 'กสิกรไทย', pressed: true })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'ไทยพาณิชย์' }));
    await user.click(screen.getByRole('radio', { name: 'ไม่รับโปรโมชั่น' }));
  });

  it('accepts the chosen promotion, then generates the QR with an idempotency key and opens the payment page', async () => {
    const user = userEvent.setup();
    const order: string[] = [];
    const api = renderDeposit({
      [API.promotion.accept]: (body) => {
        order.push('accept');
        expect(body).toEqual({ promotion_id: 5 });
        return { data: { member_promotion_id: 1, promotion, status: 'accepted', deposit: 0, bonus: 0, turnover_required: 0, turnover_done: 0, accepted_at: '2026-11-22T10:00:00+07:00', activated_at: null, completed_at: null } };
      },
      [API.payment.generateQr]: (body) => {
        order.push('generate');
        expect(body).toEqual({ channel_id: 1, amount: 500 });
        return { data: qrDeposit() };
      },
    });
    await user.click(await screen.findByRole('button', { name: 'ฝาก 500 บาท' }));
    const choice = screen.getByRole('radiogroup', { name: 'โปรโมชั่น' });
    expect(within(choice).getByRole('radio', { name: 'ไม่รับโปรโมชั่น' })).toHaveAttribute('aria-checked', 'true');
    await user.click(within(choice).getByRole('radio', { name: 'สมาชิกใหม่รับ 50%' }));
    expect(screen.getByTestId('bonus-preview')).toHaveTextContent('โบนัสที่จะได้รับ ฿250.00');

    await user.click(screen.getByRole('button', { name: 'ยืนยันฝากเงิน' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/member/payment?ref=DP12345678'));
    expect(order).toEqual(['accept', 'generate']);
    const index = api.spy.mock.calls.findIndex((call) => String(call[0]).startsWith(API.payment.generateQr));
    expect(headersOf(api.spy, index)[IDEMPOTENCY_HEADER]).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('a promotion’s own minimum deposit is checked before anything is sent', async () => {
    const user = userEvent.setup();
    const api = renderDeposit({});
    await user.click(await screen.findByRole('button', { name: 'ฝาก 100 บาท' }));
    await user.click(screen.getByRole('radio', { name: 'สมาชิกใหม่รับ 50%' }));
    await user.click(screen.getByRole('button', { name: 'ยืนยันฝากเงิน' }));
    expect(screen.getByTestId('amount-error')).toHaveTextContent('โปรโมชั่นนี้ต้องฝากขั้นต่ำ ฿300.00');
    expect(api.callsTo(API.promotion.accept)).toHaveLength(0);
  });

  it('a lost answer is retried with the same key; a refusal takes a new key next time', async () => {
    const user = userEvent.setup();
    let attempt = 0;
    const api = renderDeposit({
      [API.payment.generateQr]: () => {
        attempt += 1;
        if (attempt === 1) return { status: 502, error: ErrorCode.UPSTREAM_DOWN, message: 'ระบบขัดข้องชั่วคราว' };
        if (attempt === 2) return { error: ErrorCode.DEPOSIT_AMOUNT_OUT_OF_RANGE, message: 'ยอดฝากไม่อยู่ในช่วงที่กำหนด' };
        return { data: qrDeposit() };
      },
    });
    await user.click(await screen.findByRole('button', { name: 'ฝาก 300 บาท' }));
    await user.click(screen.getByRole('button', { name: 'ยืนยันฝากเงิน' }));
    expect(await screen.findByTestId('deposit-error')).toHaveTextContent('ระบบขัดข้องชั่วคราว');
    await user.click(screen.getByRole('button', { name: 'ยืนยันฝากเงิน' }));
    // A refusal about the amount is shown beside the field.
    expect(await screen.findByTestId('amount-error')).toHaveTextContent('ยอดฝากไม่อยู่ในช่วงที่กำหนด');
    await user.click(screen.getByRole('button', { name: 'ยืนยันฝากเงิน' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/member/payment?ref=DP12345678'));

    const keys = api.spy.mock.calls
      .map((call, i) => [String(call[0]), i] as const)
      .filter(([url]) => url.startsWith(API.payment.generateQr))
      .map(([, i]) => headersOf(api.spy, i)[IDEMPOTENCY_HEADER]);
    expect(keys).toHaveLength(3);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[1]);
  });

  it('a promotion the member already holds replaces the choice', async () => {
    renderDeposit({
      [API.promotion.active]: {
        data: { member_promotion_id: 1, promotion, status: 'active', deposit: 500, bonus: 250, turnover_required: 3750, turnover_done: 100, accepted_at: '2026-11-22T10:00:00+07:00', activated_at: '2026-11-22T10:05:00+07:00', completed_at: null },
      },
    });
    expect(await screen.findByTestId('held-promotion')).toHaveTextContent('กำลังทำยอดเทิร์น');
    expect(screen.queryByRole('radiogroup')).toBeNull();
  });

  it('leaves out a promotion whose rule refuses the member, says how many and where to read why', async () => {
    const refused = 'โปรโมชั่นนี้สำหรับยอดฝากครั้งแรกเท่านั้น บัญชีของคุณมียอดฝากเข้าแล้ว';
    renderDeposit({ [API.promotion.list]: { data: [{ ...promotion, unavailable_reason: refused }, promotions[1]!] } });
    const choice = await screen.findByRole('radiogroup', { name: 'โปรโมชั่น' });
    await waitFor(() => expect(within(choice).getAllByRole('radio')).toHaveLength(2));
    expect(within(choice).queryByRole('radio', { name: 'สมาชิกใหม่รับ 50%' })).toBeNull();
    expect(within(choice).getByRole('radio', { name: 'ฝากทั้งวันรับ 10%' })).toHaveTextContent('รับได้ทุกยอดฝาก');
    const note = screen.getByTestId('promotions-not-offered');
    expect(note).toHaveTextContent('ไม่แสดง 1 โปรโมชั่นที่บัญชีของคุณไม่ตรงเงื่อนไข');
    expect(within(note).getByRole('link', { name: 'ดูเหตุผล' })).toHaveAttribute('href', '/promotions');
  });

  it('an accepted promotion whose rule no longer holds says, before paying, that this deposit gets no bonus', async () => {
    const refused = 'โปรโมชั่นนี้สำหรับยอดฝากครั้งแรกเท่านั้น บัญชีของคุณมียอดฝากเข้าแล้ว';
    renderDeposit({
      [API.promotion.active]: {
        data: {
          member_promotion_id: 1,
          promotion: { ...promotion, unavailable_reason: refused },
          status: 'accepted',
          deposit: 0,
          bonus: 0,
          turnover_required: 0,
          turnover_done: 0,
          accepted_at: '2026-11-22T10:00:00+07:00',
          activated_at: null,
          completed_at: null,
        },
      },
    });
    const held = await screen.findByTestId('held-promotion');
    expect(held).toHaveTextContent(`${refused} ฝากครั้งนี้จะไม่ได้รับโบนัส`);
    expect(within(held).getByRole('link', { name: 'หน้าโปรโมชั่น' })).toHaveAttribute('href', '/promotions');
  });
  it('a member who transferred without a deposit opens the slip card and sends the slip with no ref', async () => {
    const user = userEvent.setup();
    const reason = 'ไม่พบรายการฝากที่ตรงกับสลิปนี้ เจ้าหน้าที่จะตรวจสอบให้';
    const api = renderDeposit({
      [API.payment.slips]: { data: [] },
      [API.payment.slipUpload]: { data: memberSlip({ status: 'review', deposit_ref: null, reason }) },
    });
    const open = await screen.findByRole('button', { name: 'แนบสลิปโอนเงิน', expanded: false });
    expect(api.callsTo(API.payment.slips)).toHaveLength(0);
    await user.click(open);
    expect(screen.getByRole('button', { name: 'แนบสลิปโอนเงิน', expanded: true })).toBeInTheDocument();
    // No deposit: nothing to make a demo slip for.
    expect(screen.queryByRole('button', { name: 'สร้างสลิปทดลอง (โหมดทดลอง)' })).toBeNull();
    await user.upload(await screen.findByLabelText('เลือกรูปสลิป'), new File(['jpeg'], 'slip.jpg', { type: 'image/jpeg' }));
    expect(await screen.findByTestId('slip-answer')).toHaveTextContent(reason);
    // No ?ref=: the slip pays no deposit the member started.
    const index = api.spy.mock.calls.findIndex((call) => String(call[0]).split('?')[0] === API.payment.slipUpload);
    expect(String(api.spy.mock.calls[index]?.[0])).toBe(API.payment.slipUpload);
    expect(headersOf(api.spy, index)['content-type']).toBe('image/jpeg');
    await waitFor(() => expect(api.callsTo(API.payment.slips).length).toBeGreaterThan(1));
  });
});
