import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API, IDEMPOTENCY_HEADER } from '#shared/api/paths.js';
import type { Redemption, RedemptionCalc, RedemptionItem } from '#shared/api/redemption.js';
import { ErrorCode } from '#shared/errors.js';
import { renderWithProviders } from '#client/test-support/render.js';
import { answerFetch, testSession, type Answers } from '#client/test-support/fetch-mock.js';
import { LoginModalStandIn } from '#client/test-support/login-modal.js';
import { RedeemPage } from './redeem-page.js';

vi.mock('#client/lib/socket.js', () => ({ useLiveTopic: () => {}, getSocket: () => null }));

const bonus: RedemptionItem = {
  item_id: 1,
  title: 'เครดิตโบนัส 100 บาท',
  description: 'ใช้เล่นได้ทุกเกม',
  image: null,
  reward: 'bonus_credit',
  value: 100,
  cost: 500,
  stock: 12,
  limit_per_member: 3,
  limit_per_day: 1,
};
const shirt: RedemptionItem = { ...bonus, item_id: 2, title: 'เสื้อยืด', reward: 'goods', value: 1, cost: 2000, stock: 0, limit_per_member: null, limit_per_day: null };

const calcOf = (overrides: Partial<RedemptionCalc> = {}): RedemptionCalc => ({ item: bonus, cost: 500, points: 1250, points_after: 750, refusal: null, ...overrides });

const redeemed: Redemption = { id: 9, item_id: 1, title: bonus.title, reward: 'bonus_credit', value: 100, cost: 500, claim_status: null, claim_note: null, created_at: '2026-11-22T10:00:00+07:00' };

function renderShop(answers: Answers, route = '/redeem', { visitor = false } = {}) {
  const api = answerFetch({
    // The list answers points only to a member (a token sent).
    [API.redemption.list]: { data: { items: [bonus, shirt], points: visitor ? null : 1250 } },
    [API.member.points]: { data: { point: 1250 } },
    [API.redemption.calc]: { data: calcOf() },
    [API.redemption.history]: { data: { items: [], page: 1, page_size: 20, total: 0 } },
    ...answers,
  });
  renderWithProviders(
    <>
      <RedeemPage />
      <LoginModalStandIn />
    </>,
    { route, session: visitor ? undefined : testSession() },
  );
  return api;
}

const idempotencyKeys = (api: ReturnType<typeof answerFetch>) =>
  api.spy.mock.calls
    .filter((call) => String(call[0]) === API.redemption.redeem)
    .map((call) => ((call[1] as RequestInit).headers as Record<string, string>)[IDEMPOTENCY_HEADER]);

describe('RedeemPage', () => {
  it('lists the items with cost, reward, stock and limits, and the member’s points on top', async () => {
    renderShop({});
    const cards = await screen.findAllByTestId('redemption-item');
    expect(cards).toHaveLength(2);
    expect(cards[0]).toHaveTextContent('500 แต้ม');
    expect(cards[0]).toHaveTextContent('เครดิต ฿100.00 เข้ากระเป๋าโบนัส');
    expect(within(cards[0]!).getByTestId('item-limits')).toHaveTextContent('เหลือ 12 สิทธิ์ · แลกได้ 3 ครั้งต่อคน · วันละ 1 ครั้ง');
    expect(within(cards[1]!).getByRole('button', { name: 'แลก เสื้อยืด' })).toBeDisabled();
    expect(cards[1]).toHaveTextContent('หมดแล้ว');
    expect(screen.getByTestId('shop-points')).toHaveTextContent('1,250 แต้ม');
  });

  it('previews, confirms with an idempotency key, shows the Thai success and refreshes points and the list', async () => {
    const user = userEvent.setup();
    const api = renderShop({ [API.redemption.redeem]: { data: { redemption: redeemed, points: 750 } } });
    await user.click(await screen.findByRole('button', { name: `แลก ${bonus.title}` }));
    expect(await screen.findByTestId('points-after')).toHaveTextContent('750 แต้ม');
    expect(api.callsTo(API.redemption.calc)[0]?.body).toEqual({ item_id: 1 });
    await user.click(screen.getByRole('button', { name: 'ยืนยันแลก 500 แต้ม' }));
    expect(await screen.findByTestId('redeem-success')).toHaveTextContent('ได้รับเครดิต ฿100.00 เข้ากระเป๋าโบนัส');
    expect(screen.getByTestId('redeem-success')).toHaveTextContent('คงเหลือ 750 แต้ม');
    expect(api.callsTo(API.redemption.redeem)[0]?.body).toEqual({ item_id: 1 });
    expect(idempotencyKeys(api)[0]).toMatch(/^[0-9a-f-]{36}$/);
    await waitFor(() => expect(api.callsTo(API.redemption.list)).toHaveLength(2));
    await waitFor(() => expect(api.callsTo(API.member.points)).toHaveLength(2));
  });

  it('a refusal in the preview is shown in Thai and the confirm stays off', async () => {
    const user = userEvent.setup();
    const api = renderShop({
      [API.redemption.calc]: { data: calcOf({ points: 100, points_after: 100, refusal: { error: ErrorCode.REDEEM_POINTS_SHORT, message: 'แต้มของคุณไม่พอแลกของรางวัลนี้' } }) },
    });
    await user.click(await screen.findByRole('button', { name: `แลก ${bonus.title}` }));
    expect(await screen.findByTestId('redeem-refusal')).toHaveTextContent('แต้มของคุณไม่พอแลกของรางวัลนี้');
    expect(screen.getByRole('button', { name: 'ยืนยันแลก 500 แต้ม' })).toBeDisabled();
    expect(api.callsTo(API.redemption.redeem)).toHaveLength(0);
  });

  it('a lost answer keeps the key for the retry; a refusal from the redeem shows the server’s message', async () => {
    const user = userEvent.setup();
    let attempt = 0;
    const api = renderShop({
      [API.redemption.redeem]: () =>
        ++attempt === 1 ? { status: 503, error: ErrorCode.UPSTREAM_DOWN, message: 'ระบบขัดข้องชั่วคราว' } : { error: ErrorCode.REDEEM_OUT_OF_STOCK, message: 'ของรางวัลนี้หมดแล้ว' },
    });
    await user.click(await screen.findByRole('button', { name: `แลก ${bonus.title}` }));
    const confirm = await screen.findByRole('button', { name: 'ยืนยันแลก 500 แต้ม' });
    await waitFor(() => expect(confirm).toBeEnabled());
    await user.click(confirm);
    expect(await screen.findByTestId('redeem-error')).toHaveTextContent('ระบบขัดข้องชั่วคราว');
    await user.click(screen.getByRole('button', { name: 'ยืนยันแลก 500 แต้ม' }));
    expect(await screen.findByTestId('redeem-error')).toHaveTextContent('ของรางวัลนี้หมดแล้ว');
    const keys = idempotencyKeys(api);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    expect(screen.queryByTestId('redeem-success')).toBeNull();
  });

  it('shows a visitor the items, prices and stock without asking for member data', async () => {
    const api = renderShop({}, '/redeem', { visitor: true });
    const cards = await screen.findAllByTestId('redemption-item');
    expect(cards).toHaveLength(2);
    expect(cards[0]).toHaveTextContent('500 แต้ม');
    expect(within(cards[0]!).getByTestId('item-limits')).toHaveTextContent('เหลือ 12 สิทธิ์');
    expect(within(cards[0]!).getByRole('button', { name: `แลก ${bonus.title}` })).toHaveTextContent('แลกเลย');
    expect(screen.getByTestId('shop-join')).toHaveTextContent('เข้าสู่ระบบเพื่อดูแต้มของคุณ');
    expect(screen.queryByTestId('shop-points')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'ลองใหม่' })).not.toBeInTheDocument();
    expect(api.callsTo(API.member.points)).toHaveLength(0);
    expect(api.callsTo(API.redemption.history)).toHaveLength(0);
  });

  it('a visitor who redeems gets the login modal in place, and once logged in the item’s preview', async () => {
    const user = userEvent.setup();
    const api = renderShop({}, '/redeem', { visitor: true });
    await user.click(await screen.findByRole('button', { name: `แลก ${bonus.title}` }));
    const login = await screen.findByRole('dialog', { name: 'เข้าสู่ระบบ (ทดสอบ)' });
    expect(api.callsTo(API.redemption.calc)).toHaveLength(0);
    await user.click(within(login).getByRole('button', { name: 'เข้าสู่ระบบเป็นสมาชิกทดสอบ' }));
    expect(await screen.findByTestId('points-after')).toHaveTextContent('750 แต้ม');
    expect(api.callsTo(API.redemption.calc)[0]?.body).toEqual({ item_id: 1 });
    expect(await screen.findByTestId('shop-points')).toHaveTextContent('1,250 แต้ม');
  });

  it('a visitor’s history tab asks them to log in instead of calling for a member’s history', async () => {
    const api = renderShop({}, '/redeem?tab=history', { visitor: true });
    expect(await screen.findByTestId('history-join')).toHaveTextContent('เข้าสู่ระบบเพื่อดูประวัติการแลกของรางวัลของคุณ');
    expect(api.callsTo(API.redemption.history)).toHaveLength(0);
  });

  it('shows the empty shop', async () => {
    renderShop({ [API.redemption.list]: { data: { items: [], points: 0 } } });
    expect(await screen.findByTestId('shop-empty')).toHaveTextContent('ยังไม่มีของรางวัลให้แลกในขณะนี้');
  });

  it('the history tab pages the redemptions with the goods claim states', async () => {
    const goods = (id: number, claim_status: Redemption['claim_status'], claim_note: string | null = null): Redemption => ({
      ...redeemed,
      id,
      item_id: 2,
      title: 'เสื้อยืด',
      reward: 'goods',
      value: 1,
      cost: 2000,
      claim_status,
      claim_note,
    });
    const user = userEvent.setup();
    const api = renderShop(
      {
        [API.redemption.history]: (_body, url) =>
          url.searchParams.get('page') === '2'
            ? { data: { items: [redeemed], page: 2, page_size: 3, total: 4 } }
            : { data: { items: [goods(3, 'pending'), goods(2, 'fulfilled'), goods(1, 'rejected', 'ที่อยู่ไม่ครบ')], page: 1, page_size: 3, total: 4 } },
      },
      '/redeem?tab=history',
    );
    const rows = await screen.findAllByTestId('history-row');
    expect(rows.map((row) => within(row).getByTestId('claim-status').textContent)).toEqual(['รอดำเนินการ', 'จัดส่งแล้ว', 'ปฏิเสธ']);
    expect(rows[2]).toHaveTextContent('ที่อยู่ไม่ครบ');
    expect(rows[0]).toHaveTextContent('22 พ.ย. 2569 10:00');
    await user.click(screen.getByRole('button', { name: /ถัดไป/ }));
    await waitFor(() => expect(screen.getAllByTestId('history-row')).toHaveLength(1));
    expect(screen.getByTestId('history-row')).toHaveTextContent('ได้รับแล้ว');
    expect(api.callsTo(API.redemption.history).length).toBeGreaterThanOrEqual(2);
  });

  it('shows the empty history', async () => {
    renderShop({}, '/redeem?tab=history');
    expect(await screen.findByTestId('history-empty')).toHaveTextContent('ยังไม่เคยแลกของรางวัล');
  });
});
