import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Quest } from '#shared/api/quest.js';
import { API, IDEMPOTENCY_HEADER } from '#shared/api/paths.js';
import { ErrorCode } from '#shared/errors.js';
import { toaster } from '#client/components/ui/toaster.js';
import { renderWithProviders } from '#client/test-support/render.js';
import { answerFetch, testSession, type Answers } from '#client/test-support/fetch-mock.js';
import { POINTS_QUERY_KEY, WALLETS_QUERY_KEY } from '../api/keys.js';
import { QuestsPage } from './quests-page.js';

vi.mock('#client/lib/socket.js', () => ({ useLiveTopic: () => {}, getSocket: () => null }));

const inHours = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();

function quest(overrides: Partial<Quest> = {}): Quest {
  return {
    id: 1,
    event_id: null,
    title: 'ฝากครบ 500 บาทวันนี้',
    description: 'ฝากเงินรวมให้ครบ 500 บาทภายในวันนี้',
    metric: 'deposit_total',
    period: 'daily',
    target: 500,
    progress: 200,
    completed: false,
    claimed: false,
    reward: { type: 'credit', value: 50, free_spin_offer: null },
    quota: null,
    quota_left: null,
    ends_at: inHours(5),
    ...overrides,
  };
}

const claimOf = (q: Quest) => ({ id: 9, quest_id: q.id, period_key: 'd:2026-11-23', reward: q.reward, created_at: new Date().toISOString() });

function renderQuests(quests: Quest[] | (() => Quest[]), answers: Answers = {}) {
  const api = answerFetch({ [API.quest.list]: () => ({ data: typeof quests === 'function' ? quests() : quests }), ...answers });
  const result = renderWithProviders(<QuestsPage />, { route: '/member/creditfree', session: testSession() });
  return { api, ...result };
}

const card = async (title: string) => within(await screen.findByRole('listitem', { name: title }));
const headerOf = (api: ReturnType<typeof answerFetch>, path: string) => {
  const index = api.spy.mock.calls.findIndex((call) => String(call[0]) === path);
  return ((api.spy.mock.calls[index]?.[1] as RequestInit).headers as Record<string, string>)[IDEMPOTENCY_HEADER];
};

describe('QuestsPage', () => {
  beforeEach(() => toaster.remove());

  it('lists each quest with progress, period, time left, reward and quota; only a completed unclaimed one can be redeemed', async () => {
    renderQuests([
      quest(),
      quest({ id: 2, title: 'ยิงเลขยี่กี 10 ครั้ง', metric: 'yeekee_shots', period: 'weekly', target: 10, progress: 12, completed: true, reward: { type: 'points', value: 100, free_spin_offer: null }, quota: 50, quota_left: 7 }),
      quest({ id: 3, title: 'เข้าสู่ระบบ 3 วันติด', metric: 'login_streak', period: 'once', target: 3, progress: 3, completed: true, claimed: true, reward: { type: 'free_spins', value: 2, free_spin_offer: null }, ends_at: null }),
    ]);
    const deposit = await card('ฝากครบ 500 บาทวันนี้');
    expect(deposit.getByTestId('quest-progress')).toHaveTextContent('฿200.00 / ฿500.00');
    expect(deposit.getByTestId('quest-period')).toHaveTextContent('รายวัน');
    expect(deposit.getByTestId('quest-reward')).toHaveTextContent('เครดิตฟรี ฿50.00 เข้ากระเป๋าโบนัส');
    expect(deposit.getByTestId('quest-time-left').textContent).toMatch(/^เหลือเวลา 0[45]:\d\d:\d\d$/);
    expect(deposit.queryByTestId('quest-quota')).toBeNull();
    expect(deposit.getByRole('button', { name: 'ยังทำไม่ครบ' })).toBeDisabled();

    const shots = await card('ยิงเลขยี่กี 10 ครั้ง');
    expect(shots.getByTestId('quest-progress')).toHaveTextContent('10 ครั้ง / 10 ครั้ง');
    expect(shots.getByTestId('quest-period')).toHaveTextContent('รายสัปดาห์');
    expect(shots.getByTestId('quest-reward')).toHaveTextContent('100 แต้ม');
    expect(shots.getByTestId('quest-quota')).toHaveTextContent('เหลือสิทธิ์ 7 / 50');
    expect(shots.getByRole('button', { name: 'รับรางวัล' })).toBeEnabled();

    const streak = await card('เข้าสู่ระบบ 3 วันติด');
    expect(streak.getByTestId('quest-period')).toHaveTextContent('ครั้งเดียว');
    expect(streak.getByTestId('quest-reward')).toHaveTextContent('หมุนวงล้อฟรี 2 ครั้ง');
    expect(streak.getByTestId('quest-time-left')).toHaveTextContent('ไม่มีกำหนดสิ้นสุด');
    expect(streak.getByRole('button', { name: 'รับรางวัลแล้ว' })).toBeDisabled();

    // ready first, in progress next, claimed last
    expect(screen.getAllByTestId('quest-card').map((el) => el.getAttribute('aria-label'))).toEqual([
      'ยิงเลขยี่กี 10 ครั้ง',
      'ฝากครบ 500 บาทวันนี้',
      'เข้าสู่ระบบ 3 วันติด',
    ]);
  });

  it('a reward that grants game free spins as well says so on the card', async () => {
    const offer = { id: 2, spins: 5, bet: 2, valid_hours: 72, game_id: null, game_name: null };
    renderQuests([quest({ id: 7, title: 'เข้าสู่ระบบครั้งแรก', reward: { type: 'points', value: 100, free_spin_offer: offer } })]);
    const first = await card('เข้าสู่ระบบครั้งแรก');
    expect(first.getByTestId('quest-reward')).toHaveTextContent('รางวัล: 100 แต้ม + ฟรีสปิน 5 ครั้ง');
  });

  it('redeems with an idempotency key: the quest shows claimed, a Thai toast, wallets and points refresh', async () => {
    const user = userEvent.setup();
    const create = vi.spyOn(toaster, 'create');
    let claimed = false;
    const done = quest({ progress: 600, completed: true, quota: 10, quota_left: 3 });
    const { api, queryClient } = renderQuests(() => [{ ...done, claimed, quota_left: claimed ? 2 : 3 }], {
      [API.quest.redeem]: () => {
        claimed = true;
        return { data: claimOf(done) };
      },
    });
    queryClient.setQueryData(WALLETS_QUERY_KEY, { wallets: [], total: 0, points: 0 });
    queryClient.setQueryData(POINTS_QUERY_KEY, { point: 0 });
    const deposit = await card(done.title);
    await user.click(deposit.getByRole('button', { name: 'รับรางวัล' }));
    expect(await deposit.findByRole('button', { name: 'รับรางวัลแล้ว' })).toBeDisabled();
    expect(deposit.getByTestId('quest-quota')).toHaveTextContent('เหลือสิทธิ์ 2 / 10');
    expect(api.callsTo(API.quest.redeem)[0]?.body).toEqual({ quest_id: 1 });
    expect(headerOf(api, API.quest.redeem)).toMatch(/^[0-9a-f-]{36}$/);
    expect(create).toHaveBeenCalledWith(expect.objectContaining({ type: 'success', title: 'รับรางวัลสำเร็จ ได้รับ เครดิตฟรี ฿50.00 เข้ากระเป๋าโบนัส' }));
    expect(queryClient.getQueryState(WALLETS_QUERY_KEY)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(POINTS_QUERY_KEY)?.isInvalidated).toBe(true);
    await waitFor(() => expect(api.callsTo(API.quest.list)).toHaveLength(2));
    expect(api.callsTo(API.quest.eventQuest)).toHaveLength(0);
  });

  it('a quest just redeemed keeps its place in the list', async () => {
    const user = userEvent.setup();
    let claimed = false;
    const ready = quest({ id: 5, title: 'ภารกิจพร้อมรับ', completed: true, progress: 500 });
    const waiting = quest({ id: 6, title: 'ภารกิจที่ยังไม่ครบ' });
    renderQuests(() => [waiting, { ...ready, claimed }], {
      [API.quest.redeem]: () => {
        claimed = true;
        return { data: claimOf(ready) };
      },
    });
    const card5 = await card('ภารกิจพร้อมรับ');
    await user.click(card5.getByRole('button', { name: 'รับรางวัล' }));
    expect(await card5.findByRole('button', { name: 'รับรางวัลแล้ว' })).toBeDisabled();
    expect(screen.getAllByTestId('quest-card').map((el) => el.getAttribute('aria-label'))).toEqual(['ภารกิจพร้อมรับ', 'ภารกิจที่ยังไม่ครบ']);
  });

  it('an event quest redeems through /api/event/quest with its event', async () => {
    const user = userEvent.setup();
    const done = quest({ id: 4, event_id: 12, title: 'ภารกิจสงกรานต์', completed: true, progress: 500, reward: { type: 'points', value: 30, free_spin_offer: null } });
    let claimed = false;
    const { api } = renderQuests(() => [{ ...done, claimed }], {
      [API.quest.eventQuest]: () => {
        claimed = true;
        return { data: claimOf(done) };
      },
    });
    const event = await card('ภารกิจสงกรานต์');
    expect(event.getByText('กิจกรรม')).toBeInTheDocument();
    await user.click(event.getByRole('button', { name: 'รับรางวัล' }));
    expect(await event.findByRole('button', { name: 'รับรางวัลแล้ว' })).toBeDisabled();
    expect(api.callsTo(API.quest.eventQuest)[0]?.body).toEqual({ event_id: 12, quest_id: 4 });
    expect(headerOf(api, API.quest.eventQuest)).toMatch(/^[0-9a-f-]{36}$/);
    expect(api.callsTo(API.quest.redeem)).toHaveLength(0);
  });

  it('a refusal shows the server’s Thai message on the card; the next tap is a new request', async () => {
    const user = userEvent.setup();
    const done = quest({ completed: true, progress: 500 });
    const { api } = renderQuests([done], {
      [API.quest.redeem]: { error: ErrorCode.QUEST_QUOTA_USED, message: 'รางวัลภารกิจนี้ถูกรับครบจำนวนของรอบนี้แล้ว' },
    });
    const deposit = await card(done.title);
    await user.click(deposit.getByRole('button', { name: 'รับรางวัล' }));
    expect(await deposit.findByTestId('quest-error')).toHaveTextContent('รางวัลภารกิจนี้ถูกรับครบจำนวนของรอบนี้แล้ว');
    await waitFor(() => expect(deposit.getByRole('button', { name: 'รับรางวัล' })).toBeEnabled());
    await user.click(deposit.getByRole('button', { name: 'รับรางวัล' }));
    await waitFor(() => expect(api.callsTo(API.quest.redeem)).toHaveLength(2));
    const keys = api.spy.mock.calls
      .filter((call) => String(call[0]) === API.quest.redeem)
      .map((call) => ((call[1] as RequestInit).headers as Record<string, string>)[IDEMPOTENCY_HEADER]);
    expect(keys[0]).not.toEqual(keys[1]);
  });

  it('no quests: a Thai empty state', async () => {
    renderQuests([]);
    expect(await screen.findByTestId('quests-empty')).toHaveTextContent('ยังไม่มีภารกิจในตอนนี้');
  });

  it('a list that fails shows the server’s message with a retry', async () => {
    answerFetch({ [API.quest.list]: { status: 503, error: ErrorCode.UPSTREAM_DOWN, message: 'ระบบขัดข้องชั่วคราว กรุณาลองใหม่' } });
    renderWithProviders(<QuestsPage />, { route: '/member/creditfree', session: testSession() });
    expect(await screen.findByText('ระบบขัดข้องชั่วคราว กรุณาลองใหม่')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ลองใหม่' })).toBeInTheDocument();
  });
});
