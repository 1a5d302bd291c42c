import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API, IDEMPOTENCY_HEADER } from '#shared/api/paths.js';
import { ErrorCode } from '#shared/errors.js';
import { renderWithProviders } from '#client/test-support/render.js';
import { answerFetch, testSession, type Answers } from '#client/test-support/fetch-mock.js';
import { CouponPage, successText } from './coupon-page.js';

vi.mock('#client/lib/socket.js', () => ({ useLiveTopic: () => {}, getSocket: () => null }));

const used = { id: 1, code: 'LOYAL50', title: 'คูปองลูกค้าประจำ', reward: 'points' as const, value: 50, created_at: '2026-11-20T12:00:00+07:00' };

function renderCoupon(answers: Answers) {
  const api = answerFetch({ [API.coupon.history]: { data: { items: [used], page: 1, page_size: 20, total: 1 } }, ...answers });
  renderWithProviders(<CouponPage />, { route: '/member/coupon', session: testSession() });
  return api;
}

const codeInput = () => screen.getByRole('textbox', { name: 'รหัสคูปอง' });

describe('CouponPage', () => {
  it('redeems a code with an idempotency key and shows the Thai answer; history refreshes', async () => {
    const user = userEvent.setup();
    const api = renderCoupon({
      [API.coupon.redeem]: { data: { id: 2, code: 'WELCOME100', title: 'คูปองต้อนรับ', reward: 'credit', value: 100, created_at: '2026-11-22T10:00:00+07:00' } },
    });
    expect(await screen.findByTestId('coupon-row')).toHaveTextContent('50 แต้ม');
    expect(screen.getByTestId('coupon-row')).toHaveTextContent('20 พ.ย. 2569 12:00');
    await user.type(codeInput(), ' welcome100 ');
    await user.click(screen.getByRole('button', { name: 'ใช้คูปอง' }));
    expect(await screen.findByTestId('coupon-success')).toHaveTextContent('ได้รับเครดิต ฿100.00 เข้ากระเป๋าโบนัส');
    expect(successText({ reward: 'points', value: 50 })).toBe('ได้รับ 50 แต้ม');
    expect(api.callsTo(API.coupon.redeem)[0]?.body).toEqual({ code: 'WELCOME100' });
    const index = api.spy.mock.calls.findIndex((call) => String(call[0]) === API.coupon.redeem);
    expect(((api.spy.mock.calls[index]?.[1] as RequestInit).headers as Record<string, string>)[IDEMPOTENCY_HEADER]).toMatch(/^[0-9a-f-]{36}$/);
    expect(codeInput()).toHaveValue('');
    await waitFor(() => expect(api.callsTo(API.coupon.history)).toHaveLength(2));
  });

  it('a refusal shows the server’s Thai message beside the field', async () => {
    const user = userEvent.setup();
    renderCoupon({ [API.coupon.redeem]: { error: ErrorCode.COUPON_ALREADY_USED, message: 'คุณใช้คูปองนี้ไปแล้ว' } });
    await user.type(codeInput(), 'LOYAL50');
    await user.click(screen.getByRole('button', { name: 'ใช้คูปอง' }));
    expect(await screen.findByTestId('coupon-error')).toHaveTextContent('คุณใช้คูปองนี้ไปแล้ว');
    expect(screen.queryByTestId('coupon-success')).toBeNull();
  });

  it('an unreadable code is refused before sending', async () => {
    const user = userEvent.setup();
    const api = renderCoupon({});
    await user.type(codeInput(), 'โค้ด');
    await user.click(screen.getByRole('button', { name: 'ใช้คูปอง' }));
    expect(screen.getByTestId('coupon-error')).toHaveTextContent('รหัสคูปองใช้ได้เฉพาะตัวอักษรอังกฤษและตัวเลข');
    expect(api.callsTo(API.coupon.redeem)).toHaveLength(0);
  });
});
