import { describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { session } from '#client/lib/session.js';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { API } from '#shared/api/paths.js';
import type { ActivePromotion, Promotion } from '#shared/api/promotion.js';
import { ErrorCode } from '#shared/errors.js';
import { renderWithProviders } from '#client/test-support/render.js';
import { answerFetch, testSession, type Answers } from '#client/test-support/fetch-mock.js';
import { PromotionsPage } from './promotions-page.js';
import { MemberPromotionsPage } from './member-promotions-page.js';
import { LoginModalStandIn } from '#client/test-support/login-modal.js';

vi.mock('#client/lib/socket.js', () => ({ useLiveTopic: () => {}, getSocket: () => null }));

const promotion: Promotion = {
  promotion_id: 5,
  title: 'สมาชิกใหม่รับ 50%',
  description: 'โบนัส 50% สำหรับการฝากครั้งแรก',
  image: '/assets/promotions/new-member.svg',
  bonus_percent: 50,
  max_bonus: 500,
  min_deposit: 300,
  turnover_multiple: 5,
  withdraw_cap: 3000,
  terms: ['ฝากขั้นต่ำ 300 บาท', 'ทำยอดเทิร์น 5 เท่าก่อนถอน'],
  free_spin_offer: null,
  eligibility: { rule: 'first_deposit', new_member_days: null, text: 'เฉพาะยอดฝากครั้งแรกของสมาชิก' },
  unavailable_reason: null,
};
const withOffer: Promotion = {
  ...promotion,
  promotion_id: 7,
  title: 'ฝากแรกรับฟรีสปิน',
  free_spin_offer: { id: 1, spins: 10, bet: 1, valid_hours: 72, game_id: null, game_name: null },
};
const promotions = [promotion, { ...promotion, promotion_id: 6, title: 'ฝากทั้งวันรับ 10%', bonus_percent: 10, image: null, terms: ['รับได้วันละครั้ง'] }];

function activeOf(overrides: Partial<ActivePromotion> = {}): ActivePromotion {
  return {
    member_promotion_id: 1,
    promotion,
    status: 'accepted',
    deposit: 0,
    bonus: 0,
    turnover_required: 0,
    turnover_done: 0,
    accepted_at: '2026-11-22T10:00:00+07:00',
    activated_at: null,
    completed_at: null,
    ...overrides,
  };
}

function renderPromotions(answers: Answers, member = true) {
  const api = answerFetch({ [API.promotion.list]: { data: promotions }, [API.promotion.active]: { data: null }, ...answers });
  renderWithProviders(
    <Routes>
      <Route
        path="/promotions"
        element={
          <>
            <PromotionsPage />
            <LoginModalStandIn />
          </>
        }
      />
      <Route path="/login" element={<h1>เข้าสู่ระบบ</h1>} />
    </Routes>,
    { route: '/promotions', session: member ? testSession() : undefined },
  );
  return api;
}

describe('PromotionsPage', () => {
  it('a card opens the promotion modal with image, numbers and terms; a member accepts', async () => {
    const user = userEvent.setup();
    const api = renderPromotions({ [API.promotion.accept]: { data: activeOf() } });
    expect(await screen.findAllByTestId('promotion-card')).toHaveLength(2);
    await user.click(screen.getAllByRole('button', { name: 'รายละเอียดและรับโปรโมชั่น' })[0]!);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('img', { name: 'สมาชิกใหม่รับ 50%' })).toHaveAttribute('src', '/assets/promotions/new-member.svg');
    expect(within(dialog).getByText('50% สูงสุด ฿500.00')).toBeInTheDocument();
    expect(within(dialog).getByTestId('promotion-terms')).toHaveTextContent('ทำยอดเทิร์น 5 เท่าก่อนถอน');
    await user.click(within(dialog).getByRole('button', { name: 'รับโปรโมชั่น' }));
    expect(await within(dialog).findByTestId('accepted-note')).toHaveTextContent('รับโปรโมชั่นแล้ว ฝากเงินเพื่อรับโบนัส');
    expect(within(dialog).getByRole('link', { name: 'ฝากเงินเลย' })).toHaveAttribute('href', '/member/deposit');
    expect(api.callsTo(API.promotion.accept)[0]?.body).toEqual({ promotion_id: 5 });
  });

  it('a promotion with game free spins says so on its card and in its modal; one without says nothing', async () => {
    const user = userEvent.setup();
    renderPromotions({ [API.promotion.list]: { data: [promotion, withOffer] } });
    const cards = await screen.findAllByTestId('promotion-card');
    expect(within(cards[0]!).queryByTestId('free-spin-offer')).toBeNull();
    const offerLine = 'รับฟรีสปินสล็อต 10 ครั้ง เดิมพันครั้งละ 1.00 บาท ใช้ได้ภายใน 3 วัน · ทุกเกมที่มีฟรีสปิน';
    expect(within(cards[1]!).getByTestId('free-spin-offer')).toHaveTextContent(offerLine);
    await user.click(within(cards[1]!).getByRole('button', { name: 'รายละเอียดและรับโปรโมชั่น' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByTestId('free-spin-offer')).toHaveTextContent(offerLine);
  });

  it('a refusal shows its Thai message in the modal', async () => {
    const user = userEvent.setup();
    renderPromotions({ [API.promotion.accept]: { error: ErrorCode.PROMOTION_ALREADY_ACTIVE, message: 'คุณมีโปรโมชั่นที่ยังทำยอดไม่ครบ' } });
    await user.click((await screen.findAllByRole('button', { name: 'รายละเอียดและรับโปรโมชั่น' }))[1]!);
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'รับโปรโมชั่น' }));
    expect(await within(dialog).findByTestId('accept-error')).toHaveTextContent('คุณมีโปรโมชั่นที่ยังทำยอดไม่ครบ');
  });

  it('a visitor logs in over the promotion, which is then accepted in place', async () => {
    const user = userEvent.setup();
    const api = renderPromotions(
      { [API.promotion.accept]: { data: activeOf() } },
      false,
    );
    await user.click((await screen.findAllByRole('button', { name: 'รายละเอียดและรับโปรโมชั่น' }))[0]!);
    const promotion = await screen.findByRole('dialog');
    await user.click(within(promotion).getByRole('button', { name: 'เข้าสู่ระบบเพื่อรับโปรโมชั่น' }));
    const login = await screen.findByRole('dialog', { name: 'เข้าสู่ระบบ (ทดสอบ)' });
    expect(api.callsTo(API.promotion.accept)).toHaveLength(0);
    expect(api.callsTo(API.promotion.active)).toHaveLength(0);

    await user.click(within(login).getByRole('button', { name: 'เข้าสู่ระบบเป็นสมาชิกทดสอบ' }));

    await waitFor(() => expect(api.callsTo(API.promotion.accept)[0]?.body).toEqual({ promotion_id: 5 }));
    expect(await within(promotion).findByTestId('accepted-note')).toHaveTextContent('รับโปรโมชั่นแล้ว');
  });

  it('a visitor who closes the login keeps nothing waiting: no accept later', async () => {
    const user = userEvent.setup();
    const api = renderPromotions({}, false);
    await user.click((await screen.findAllByRole('button', { name: 'รายละเอียดและรับโปรโมชั่น' }))[0]!);
    const promotion = await screen.findByRole('dialog');
    await user.click(within(promotion).getByRole('button', { name: 'เข้าสู่ระบบเพื่อรับโปรโมชั่น' }));
    const login = await screen.findByRole('dialog', { name: 'เข้าสู่ระบบ (ทดสอบ)' });
    await user.click(within(login).getByRole('button', { name: 'ปิดโดยไม่เข้าสู่ระบบ' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'เข้าสู่ระบบ (ทดสอบ)' })).toBeNull());
    // Logging in some other way later does not accept what was tapped before.
    act(() => session.set(testSession()));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.callsTo(API.promotion.accept)).toHaveLength(0);
  });

  it('each promotion says who may take it; one the member’s rule refuses says why and cannot be accepted', async () => {
    const user = userEvent.setup();
    const refused = 'โปรโมชั่นนี้สำหรับยอดฝากครั้งแรกเท่านั้น บัญชีของคุณมียอดฝากเข้าแล้ว';
    const api = renderPromotions({ [API.promotion.list]: { data: [{ ...promotion, unavailable_reason: refused }, promotions[1]!] } });
    const cards = await screen.findAllByTestId('promotion-card');
    expect(within(cards[0]!).getByTestId('promotion-eligibility')).toHaveTextContent('เฉพาะยอดฝากครั้งแรกของสมาชิก');
    expect(within(cards[0]!).getByTestId('promotion-unavailable')).toHaveTextContent(refused);
    expect(within(cards[1]!).queryByTestId('promotion-unavailable')).toBeNull();
    await user.click(within(cards[0]!).getByRole('button', { name: 'ดูรายละเอียด' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('สิทธิ์รับโปรโมชั่น').nextSibling).toHaveTextContent('เฉพาะยอดฝากครั้งแรกของสมาชิก');
    expect(within(dialog).getByTestId('promotion-unavailable')).toHaveTextContent(refused);
    expect(within(dialog).getByRole('button', { name: 'ไม่ตรงเงื่อนไขการรับโปรโมชั่น' })).toBeDisabled();
    expect(api.callsTo(API.promotion.accept)).toHaveLength(0);
  });

  it('the member’s own promotion is marked and cannot be taken twice', async () => {
    const user = userEvent.setup();
    renderPromotions({ [API.promotion.active]: { data: activeOf() } });
    await user.click(await screen.findByRole('button', { name: 'โปรโมชั่นของคุณ' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByTestId('accepted-note')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'รับโปรโมชั่น' })).toBeNull();
  });
});

describe('MemberPromotionsPage', () => {
  it('shows the status, bonus, turnover progress and terms', async () => {
    answerFetch({ [API.promotion.active]: { data: activeOf({ status: 'active', deposit: 1000, bonus: 500, turnover_required: 7500, turnover_done: 1875 }) } });
    renderWithProviders(<MemberPromotionsPage />, { route: '/member/promotions', session: testSession() });
    expect(await screen.findByTestId('member-promotion-status')).toHaveTextContent('กำลังทำยอดเทิร์น');
    expect(screen.getByTestId('promotion-bonus')).toHaveTextContent('฿500.00');
    expect(screen.getByTestId('promotion-turnover')).toHaveTextContent('฿1,875.00 / ฿7,500.00 (25%)');
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '25');
    expect(screen.getByText('ทำยอดเทิร์น 5 เท่าก่อนถอน')).toBeInTheDocument();
    expect(screen.getByText(/รับเมื่อ 22 พ.ย. 2569 10:00/)).toBeInTheDocument();
  });

  it('an accepted promotion whose rule no longer holds says the next deposit gets no bonus from it', async () => {
    const refused = 'โปรโมชั่นนี้สำหรับสมาชิกใหม่เท่านั้น บัญชีของคุณสมัครเกินระยะเวลาที่กำหนดแล้ว';
    answerFetch({ [API.promotion.active]: { data: activeOf({ promotion: { ...promotion, unavailable_reason: refused } }) } });
    renderWithProviders(<MemberPromotionsPage />, { route: '/member/promotions', session: testSession() });
    expect(await screen.findByTestId('promotion-unavailable')).toHaveTextContent(`${refused}ยอดฝากครั้งถัดไปจะไม่ได้รับโบนัสจากโปรโมชั่นนี้`);
    expect(screen.queryByRole('link', { name: 'ฝากเงิน' })).toBeNull();
  });

  it('without a promotion, offers the list', async () => {
    answerFetch({ [API.promotion.active]: { data: null } });
    renderWithProviders(<MemberPromotionsPage />, { route: '/member/promotions', session: testSession() });
    expect(await screen.findByRole('link', { name: 'ดูโปรโมชั่นทั้งหมด' })).toHaveAttribute('href', '/promotions');
  });
});
