import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FootballMatchesResponse } from '#shared/games/football-api.js';
import { FOOTBALL_API } from '#shared/games/football-games.js';
import { ErrorCode } from '#shared/errors.js';
import { Topic } from '#shared/live/topic-names.js';
import { SLOT_API } from '#shared/games/slot-api.js';
import type { TopicBinding } from '#client/lib/socket.js';
import { answerFetch, type Answers } from '#client/test-support/fetch-mock.js';
import { renderWithProviders } from '#client/test-support/render.js';
import { footballKeys } from '../api/football-matches.js';
import { FOOTBALL_GAME, footballBet, footballSession, matchesAnswer, myBetsAnswer, NEXT_KICKOFF } from '../test-support/football-fixtures.js';
import { PlayPage } from './play-page.js';

const bindings: TopicBinding<unknown>[] = [];
vi.mock('#client/lib/socket.js', () => ({
  useLiveTopic: (binding: TopicBinding<unknown>) => {
    bindings.push(binding);
  },
  getSocket: () => null,
}));

const ROUTE = `/play?game=${FOOTBALL_GAME}&token=launch-abc`;

function renderFootball(answers: Answers = {}) {
  const api = answerFetch({
    [SLOT_API.session]: { data: footballSession() },
    [FOOTBALL_API.matches]: { data: matchesAnswer() },
    [FOOTBALL_API.my_bets]: { data: myBetsAnswer() },
    ...answers,
  });
  return { api, ...renderWithProviders(<PlayPage />, { route: ROUTE }) };
}

describe('PlayPage, virtual football', () => {
  let posted: unknown[][];
  beforeEach(() => {
    bindings.length = 0;
    posted = [];
    vi.spyOn(window.parent, 'postMessage').mockImplementation((...args: unknown[]) => {
      posted.push(args);
    });
  });
  afterEach(() => vi.restoreAllMocks());

  it('says the matches are virtual and drawn from a committed seed, and shows how to verify', async () => {
    renderFootball();
    expect(await screen.findByRole('heading', { level: 1, name: 'ฟุตบอลเสมือนจริง' })).toBeInTheDocument();
    const notice = screen.getByTestId('virtual-notice');
    expect(notice).toHaveTextContent('การแข่งขันเสมือนจริง');
    expect(notice).toHaveTextContent('ทีมจำลอง');
    expect(notice).toHaveTextContent('เมล็ดสุ่มที่ผูกมัดไว้');
    expect(await screen.findByTestId('how-to-verify')).toHaveTextContent('HMAC-SHA256');
    expect(screen.getByTestId('recent-results')).toHaveTextContent('ควายธนูอุบล 2 - 2 นาคราชหนองคาย');
    // The revealed seed points at its entry in the site's public log, in a new tab (the game stays).
    const logLink = within(screen.getByTestId('recent-results')).getByRole('link', { name: 'ลำดับในบันทึกค่าผูกมัด #12' });
    expect(logLink).toHaveAttribute('href', '/fairness#commitments');
    expect(logLink).toHaveAttribute('target', '_blank');
  });

  it('shows the live match’s minute and score and follows the football topic’s events', async () => {
    const { queryClient } = renderFootball();
    expect(await screen.findByTestId('live-minute')).toHaveTextContent('นาทีที่ 37');
    expect(screen.getByTestId('live-score')).toHaveTextContent('1 - 0');
    expect(within(screen.getByTestId('live-events')).getByText(/นาทีที่ 12 กิเลนทองอยุธยา/)).toBeInTheDocument();

    const binding = bindings.find((b) => b.topic === Topic.football)!;
    expect(binding.queryKey).toEqual(footballKeys.matches());
    const reduce = binding.events['football:matches'] as (current: unknown, event: FootballMatchesResponse) => FootballMatchesResponse;
    const before = matchesAnswer();
    const later = matchesAnswer({
      server_time: new Date(Date.parse(before.server_time) + 25_000).toISOString(),
      live: { ...before.live!, minute: 62, score: { home: 1, away: 1 }, events: [...before.live!.events, { minute: 58, side: 'away' }] },
    });
    act(() => {
      queryClient.setQueryData(footballKeys.matches(), (current: unknown) => reduce(current, later));
    });
    expect(await screen.findByText('นาทีที่ 62', { exact: false })).toBeInTheDocument();
    expect(screen.getByTestId('live-score')).toHaveTextContent('1 - 1');
  });

  it('counts down to each kick-off on the provider’s clock and offers five prices per match', async () => {
    renderFootball();
    const card = await screen.findByTestId(`match-vfb-1-${NEXT_KICKOFF / 1000}`);
    expect(within(card).getByTestId('kickoff-countdown')).toHaveTextContent(/เริ่มใน 2:2[23]/);
    expect(within(card).getAllByRole('button')).toHaveLength(5);
    for (const name of ['เจ้าบ้านชนะ ราคา 1.52', 'เสมอ ราคา 3.90', 'ทีมเยือนชนะ ราคา 6.45', 'สูงกว่า 2.5 ประตู ราคา 1.95', 'ต่ำกว่า 2.5 ประตู ราคา 1.85']) {
      expect(within(card).getByRole('button', { name })).toBeEnabled();
    }
  });

  it('places a bet from the slip with the match, selection, price and amount, then shows it and the new balance', async () => {
    const { api } = renderFootball({ [FOOTBALL_API.bet]: { data: { bet: footballBet({ stake: 250 }), balance: 750 } } });
    const card = await screen.findByTestId(`match-vfb-1-${NEXT_KICKOFF / 1000}`);
    await userEvent.click(within(card).getByRole('button', { name: 'เจ้าบ้านชนะ ราคา 1.52' }));
    const slip = screen.getByTestId('bet-slip');
    expect(within(slip).getByTestId('slip-selection')).toHaveTextContent('เจ้าบ้านชนะ @ 1.52');
    const amount = within(slip).getByTestId('slip-amount');
    await userEvent.clear(amount);
    await userEvent.type(amount, '250');
    expect(within(slip).getByTestId('slip-return')).toHaveTextContent('฿380.00');
    await userEvent.click(within(slip).getByRole('button', { name: 'ยืนยันเดิมพัน' }));

    await waitFor(() => expect(screen.getByTestId('balance')).toHaveTextContent('฿750.00'));
    expect(api.callsTo(FOOTBALL_API.bet).map((call) => call.body)).toEqual([
      { match_id: `vfb-1-${NEXT_KICKOFF / 1000}`, selection: 'home', odds: 1.52, amount: 250 },
    ]);
    expect(screen.getByTestId('my-bets')).toHaveTextContent('รอผล');
    expect(screen.queryByTestId('bet-slip')).not.toBeInTheDocument();
    expect(posted).toEqual([[{ type: 'huaydee:wallets' }, window.location.origin]]);
  });

  it('keeps the slip open with the provider’s Thai refusal and the balance unchanged', async () => {
    renderFootball({ [FOOTBALL_API.bet]: { status: 200, error: ErrorCode.TABLE_BETTING_CLOSED, message: 'คู่นี้เริ่มแข่งแล้ว ปิดรับแทง กรุณาเลือกคู่ถัดไป' } });
    const card = await screen.findByTestId(`match-vfb-1-${NEXT_KICKOFF / 1000}`);
    await userEvent.click(within(card).getByRole('button', { name: 'สูงกว่า 2.5 ประตู ราคา 1.95' }));
    await userEvent.click(screen.getByRole('button', { name: 'ยืนยันเดิมพัน' }));
    expect(await screen.findByTestId('bet-error')).toHaveTextContent('คู่นี้เริ่มแข่งแล้ว');
    expect(screen.getByTestId('balance')).toHaveTextContent('฿1,000.00');
    expect(posted).toEqual([]);
  });

  it('lists the member’s settled bets with what they returned', async () => {
    renderFootball({
      [FOOTBALL_API.my_bets]: { data: myBetsAnswer([footballBet({ bet_id: 'w', status: 'won', returned: 152 }), footballBet({ bet_id: 'l', selection: 'draw', odds: 3.9, status: 'lost', returned: 0 })], 1_052) },
    });
    const mine = await screen.findByTestId('my-bets');
    await waitFor(() => expect(mine).toHaveTextContent('ชนะ'));
    expect(mine).toHaveTextContent('ได้รับ ฿152.00');
    expect(mine).toHaveTextContent('แพ้');
    expect(screen.getByTestId('balance')).toHaveTextContent('฿1,052.00');
  });
});
