import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import type { QueryClient } from '@tanstack/react-query';
import { API } from '#shared/api/paths.js';
import type { PollQuota, PollStats } from '#shared/api/poll.js';
import { ErrorCode, errorEntry } from '#shared/errors.js';
import type { PollSnapshot } from '#shared/live/events.js';
import { pollTopic } from '#shared/live/topic-names.js';
import { renderWithProviders } from '#client/test-support/render.js';
import { answerFetch, testSession, type Answers } from '#client/test-support/fetch-mock.js';
import { resetServerClock } from '#client/lib/server-clock.js';
import type { TopicBinding } from '#client/lib/socket.js';
import { check, poll, quota, stats, voteAnswer, winners } from '../test-support/fixtures.js';
import { PollPage } from './poll-page.js';

const bindings: TopicBinding<unknown>[] = [];
vi.mock('#client/lib/socket.js', () => ({
  useLiveTopic: (binding: TopicBinding<unknown>) => {
    bindings.push(binding);
  },
  getSocket: () => null,
}));

function renderPoll(answers: Answers = {}, { route = '/poll/1', member = true } = {}) {
  const api = answerFetch({
    [API.poll.config]: { data: { poll: poll() } },
    [API.poll.stats]: { data: stats() },
    [API.poll.quotaGet]: { data: quota() },
    [API.poll.quotaCheck]: { data: check() },
    ...answers,
  });
  const result = renderWithProviders(
    <Routes>
      <Route path="/poll/:id?" element={<PollPage />} />
    </Routes>,
    { route, session: member ? testSession() : undefined },
  );
  return { api, ...result };
}

const choice = (label: string) => screen.getAllByTestId('poll-choice').find((row) => within(row).getByTestId('choice-label').textContent === label)!;
const votesOf = (label: string) => within(choice(label)).getByTestId('choice-votes').textContent;
const barOf = (label: string) => within(choice(label)).getByRole('progressbar');

/** What the socket helper does with an event: the binding's reducer over the cached entry. */
function push(queryClient: QueryClient, event: 'poll:stats' | 'poll:quota', payload: PollStats | PollQuota) {
  const binding = bindings.find((b) => b.topic === pollTopic(1))!;
  const reduce = binding.events[event] as (current: PollSnapshot | undefined, payload: PollStats | PollQuota) => PollSnapshot | undefined;
  act(() => {
    queryClient.setQueryData<PollSnapshot>(binding.queryKey, (current) => reduce(current, payload));
  });
}

describe('PollPage', () => {
  beforeEach(() => {
    resetServerClock();
    bindings.length = 0;
  });

  it('shows the poll, its live bars with votes and shares, the countdown and the member’s quota', async () => {
    const { api } = renderPoll();
    expect(screen.getByRole('heading', { level: 1, name: 'โพลร่วมสนุก' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'ทายผลบอลคู่เด็ด' })).toBeInTheDocument();
    expect(screen.getByTestId('poll-question')).toHaveTextContent('คืนนี้ทีมไหนจะชนะ?');
    expect(screen.getByTestId('poll-image')).toHaveAttribute('src', '/assets/poll-1.jpg');
    expect(screen.getByText('โหวตทีมที่คุณคิดว่าจะชนะ ลุ้นรับส่วนแบ่งเงินรางวัล')).toBeInTheDocument();
    expect(screen.getByTestId('poll-status')).toHaveTextContent('เปิดโหวตอยู่');
    expect(screen.getByTestId('poll-times')).toHaveTextContent(/^เปิดโหวต .+ น\. – ปิดโหวต .+ น\.$/);
    expect(screen.getByTestId('poll-countdown')).toHaveTextContent(/ปิดโหวตในอีก (01:59:5\d|02:00:00)/);
    expect(screen.getByTestId('poll-prize')).toHaveTextContent('เงินรางวัลรวม ฿1,000.00');

    await waitFor(() => expect(votesOf('ทีมเหย้า')).toBe('6 โหวต · 60%'));
    expect(votesOf('ทีมเยือน')).toBe('3 โหวต · 30%');
    expect(votesOf('เสมอ')).toBe('1 โหวต · 10%');
    expect(barOf('ทีมเหย้า')).toHaveAttribute('aria-valuenow', '60');
    expect(screen.getByTestId('poll-total')).toHaveTextContent('รวม 10 โหวต');

    expect(await screen.findByTestId('quota-left')).toHaveTextContent('เหลือ 1 สิทธิ์');
    expect(screen.getByTestId('quota-breakdown')).toHaveTextContent('ฟรี 1จากยอดฝาก 1ใช้แล้ว 1');
    const next = screen.getByTestId('quota-next');
    expect(next).toHaveTextContent('ยอดฝากวันนี้ 450 บาท · ฝากครบทุก 300 บาท รับเพิ่ม 1 สิทธิ์');
    expect(next).toHaveTextContent('ฝากเพิ่มอีก 150 บาท เพื่อรับสิทธิ์โหวตครั้งถัดไป');
    expect(within(next).getByRole('link', { name: /ฝากเงิน/ })).toHaveAttribute('href', '/member/deposit');

    expect(api.callsTo(API.poll.config)[0]).toBeDefined();
    expect(api.spy.mock.calls.some((c) => String(c[0]).includes('/api/poll/config?poll_id=1'))).toBe(true);
    expect(bindings.some((b) => b.topic === 'poll:1')).toBe(true);
    await waitFor(() => expect(screen.getByRole('button', { name: 'โหวต ทีมเหย้า' })).toBeEnabled());
  });

  it('a pushed poll:stats moves the bars; an older one, or another poll’s, is ignored; poll:quota updates the quota', async () => {
    const { queryClient } = renderPoll();
    await waitFor(() => expect(votesOf('ทีมเหย้า')).toBe('6 โหวต · 60%'));

    push(queryClient, 'poll:stats', stats([6, 8, 6]));
    await waitFor(() => expect(votesOf('ทีมเยือน')).toBe('8 โหวต · 40%'));
    expect(votesOf('ทีมเหย้า')).toBe('6 โหวต · 30%');
    expect(barOf('ทีมเยือน')).toHaveAttribute('aria-valuenow', '40');
    expect(screen.getByTestId('poll-total')).toHaveTextContent('รวม 20 โหวต');

    // Sent before the one above (version 15 < 20): it arrived late and changes nothing.
    push(queryClient, 'poll:stats', stats([6, 5, 4]));
    push(queryClient, 'poll:stats', stats([50, 0, 0], { poll_id: 2 }));
    // The quota pushed after them is on screen: so would they be, had they been taken.
    push(queryClient, 'poll:quota', quota({ deposit_today: 900, earned: 3, left: 3, deposit_to_next: 300 }));
    await waitFor(() => expect(screen.getByTestId('quota-left')).toHaveTextContent('เหลือ 3 สิทธิ์'));
    expect(screen.getByTestId('quota-next')).toHaveTextContent('ฝากเพิ่มอีก 300 บาท');
    expect(votesOf('ทีมเยือน')).toBe('8 โหวต · 40%');
    expect(screen.getByTestId('poll-total')).toHaveTextContent('รวม 20 โหวต');
  });

  it('a lost answer keeps the vote’s key, so the retap cannot spend a second vote', async () => {
    const user = userEvent.setup();
    let attempt = 0;
    const { api } = renderPoll({
      [API.poll.submit]: () =>
        ++attempt === 1
          ? { status: 503, error: ErrorCode.UPSTREAM_DOWN, message: 'ระบบขัดข้องชั่วคราว' }
          : { error: ErrorCode.POLL_NO_QUOTA, message: errorEntry(ErrorCode.POLL_NO_QUOTA).message },
    });
    const button = await screen.findByRole('button', { name: 'โหวต ทีมเยือน' });
    await waitFor(() => expect(button).toBeEnabled());
    await user.click(button);
    await waitFor(() => expect(api.keysTo(API.poll.submit)).toHaveLength(1));
    await waitFor(() => expect(screen.getByRole('button', { name: 'โหวต ทีมเยือน' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'โหวต ทีมเยือน' }));
    await waitFor(() => expect(api.keysTo(API.poll.submit)).toHaveLength(2));
    const [first, retry] = api.keysTo(API.poll.submit);
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(retry).toBe(first);
  });

  it('a vote posts the choice, and the bars and the quota follow the answer at once', async () => {
    const user = userEvent.setup();
    const after = stats([6, 4, 1]);
    const spent = quota({ used: 2, left: 0 });
    const { api } = renderPoll({ [API.poll.submit]: { data: voteAnswer(12, after, spent) } });
    const button = await screen.findByRole('button', { name: 'โหวต ทีมเยือน' });
    await waitFor(() => expect(button).toBeEnabled());
    await user.click(button);

    expect(await screen.findByTestId('vote-done')).toHaveTextContent('โหวต “ทีมเยือน” แล้ว ขอบคุณที่ร่วมสนุก');
    expect(api.callsTo(API.poll.submit)).toEqual([{ path: API.poll.submit, method: 'POST', body: { poll_id: 1, choice_id: 12 } }]);
    expect(votesOf('ทีมเยือน')).toBe('4 โหวต · 36.4%');
    expect(screen.getByTestId('quota-left')).toHaveTextContent('เหลือ 0 สิทธิ์');
    // No vote left: every button is off until a deposit earns one.
    for (const b of screen.getAllByRole('button', { name: /^โหวต / })) expect(b).toBeDisabled();
    expect(api.callsTo(API.poll.stats)).toHaveLength(1);
  });

  it('shows the server’s Thai refusal and reads the poll again', async () => {
    const user = userEvent.setup();
    const refused = errorEntry(ErrorCode.POLL_NOT_OPEN).message;
    const { api } = renderPoll({ [API.poll.submit]: { error: ErrorCode.POLL_NOT_OPEN, message: refused } });
    const button = await screen.findByRole('button', { name: 'โหวต เสมอ' });
    await waitFor(() => expect(button).toBeEnabled());
    await user.click(button);
    expect(await screen.findByTestId('vote-error')).toHaveTextContent('โพลนี้ยังไม่เปิดหรือปิดโหวตแล้ว');
    expect(screen.queryByTestId('vote-done')).toBeNull();
    await waitFor(() => expect(api.callsTo(API.poll.stats)).toHaveLength(2));
    expect(api.callsTo(API.poll.config).length).toBeGreaterThanOrEqual(2);
    expect(votesOf('เสมอ')).toBe('1 โหวต · 10%');
  });

  it('without quota the buttons are off, the server’s reason shows and the deposit link leads to the next vote', async () => {
    const none = quota({ used: 2, left: 0, deposit_to_next: 150 });
    const { api } = renderPoll({ [API.poll.quotaGet]: { data: none }, [API.poll.quotaCheck]: { data: check(none) } });
    expect(await screen.findByTestId('vote-refusal')).toHaveTextContent('สิทธิ์โหวตของวันนี้หมดแล้ว ฝากเงินเพิ่มเพื่อรับสิทธิ์โหวต');
    for (const b of screen.getAllByRole('button', { name: /^โหวต / })) expect(b).toBeDisabled();
    expect(screen.getByTestId('quota-left')).toHaveTextContent('เหลือ 0 สิทธิ์');
    expect(within(screen.getByTestId('quota-next')).getByRole('link', { name: /ฝากเงิน/ })).toHaveAttribute('href', '/member/deposit');
    expect(api.spy.mock.calls.some((c) => String(c[0]) === '/api/poll/quota/check?poll_id=1')).toBe(true);
    expect(api.callsTo(API.poll.submit)).toHaveLength(0);
  });

  it('after the close: the winning choices are marked, the winners listed with their share and the split explained', async () => {
    const closed = poll({ status: 'closed', opens_at: new Date(Date.now() - 5 * 3_600_000).toISOString(), closes_at: new Date(Date.now() - 3_600_000).toISOString(), winning_choice_ids: [12, 13] });
    renderPoll({
      [API.poll.config]: { data: { poll: closed } },
      [API.poll.stats]: { data: stats([2, 4, 3], { status: 'closed' }) },
      [API.poll.winners]: { data: winners() },
    });
    expect(await screen.findByTestId('poll-status')).toHaveTextContent('ปิดโหวตแล้ว');
    expect(screen.queryByTestId('poll-countdown')).toBeNull();
    expect(await screen.findByTestId('winners-choices')).toHaveTextContent('คำตอบที่ชนะ: ทีมเยือน, เสมอ (คะแนนเท่ากัน ชนะร่วมกัน)');
    const split = screen.getByTestId('winners-split');
    expect(split).toHaveTextContent('เงินรางวัลรวม ฿1,000.00 แบ่งให้ 7 โหวตที่เลือกคำตอบที่ชนะ ได้โหวตละ ฿142.85');
    expect(split).toHaveTextContent('เศษ 5 สตางค์ที่เหลือ มอบให้โหวตที่ชนะซึ่งโหวตก่อน โหวตละ 1 สตางค์');
    const rows = screen.getAllByTestId('winner-row');
    expect(rows[0]).toHaveTextContent('089****999');
    expect(rows[0]).toHaveTextContent('฿571.44');
    expect(rows[0]).toHaveTextContent('4 โหวต');
    expect(rows[1]).toHaveTextContent('081****123฿428.563 โหวต');

    await waitFor(() => expect(choice('ทีมเยือน')).toHaveAttribute('data-winner', 'true'));
    expect(within(choice('เสมอ')).getByTestId('choice-winner')).toHaveTextContent('คำตอบที่ชนะ');
    expect(choice('ทีมเหย้า')).not.toHaveAttribute('data-winner');
    expect(screen.queryAllByRole('button', { name: /^โหวต / })).toHaveLength(0);
  });

  it('a visitor sees the poll and the live bars, and a login button instead of voting', async () => {
    const { api } = renderPoll({}, { member: false });
    await waitFor(() => expect(votesOf('ทีมเหย้า')).toBe('6 โหวต · 60%'));
    expect(screen.queryAllByRole('button', { name: /^โหวต / })).toHaveLength(0);
    // The button opens the login modal in place (the layout mounts it), not the /login page.
    expect(within(screen.getByTestId('poll-login')).getByRole('button', { name: /เข้าสู่ระบบเพื่อโหวต/ })).toBeInTheDocument();
    expect(screen.queryByTestId('quota-left')).toBeNull();
    expect(api.callsTo(API.poll.quotaGet)).toHaveLength(0);
    expect(api.callsTo(API.poll.quotaCheck)).toHaveLength(0);
    expect(bindings.some((b) => b.topic === 'poll:1')).toBe(true);
  });

  it('/poll asks for the current poll; an unknown poll says so and leads to the current one', async () => {
    const first = renderPoll({}, { route: '/poll' });
    expect(await screen.findByRole('heading', { level: 2, name: 'ทายผลบอลคู่เด็ด' })).toBeInTheDocument();
    expect(first.api.spy.mock.calls.some((c) => String(c[0]) === '/api/poll/config')).toBe(true);
    first.unmount();

    renderPoll({ [API.poll.config]: { error: ErrorCode.POLL_NOT_FOUND, message: 'ไม่พบโพลนี้' } }, { route: '/poll/99' });
    expect(await screen.findByTestId('poll-not-found')).toHaveTextContent('ไม่พบโพลนี้');
    expect(screen.getByRole('link', { name: 'ดูโพลล่าสุด' })).toHaveAttribute('href', '/poll');
  });
});
