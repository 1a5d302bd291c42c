import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API } from '#shared/api/paths.js';
import type { YeekeeListResponse, YeekeeRound } from '#shared/api/lotto/yeekee.js';
import type { YeekeeRoundsSnapshot } from '#shared/live/events.js';
import { Topic } from '#shared/live/topic-names.js';
import { renderWithProviders } from '#client/test-support/render.js';
import { answerFetch } from '#client/test-support/fetch-mock.js';
import { resetServerClock } from '#client/lib/server-clock.js';
import type { TopicBinding } from '#client/lib/socket.js';
import { yeekeeRound } from '../test-support/fixtures.js';
import { YeekeeRoundsView } from './rounds-view.js';

const bindings = vi.hoisted(() => [] as TopicBinding<unknown>[]);
vi.mock('#client/lib/socket.js', () => ({
  useLiveTopic: (binding: TopicBinding<unknown>) => {
    bindings.push(binding);
  },
  getSocket: () => null,
}));

const iso = (ms: number) => new Date(ms).toISOString();

/** A day of rounds on the server's clock `now`: two categories, resulted, open and upcoming. */
function dayOf(now: number): YeekeeRound[] {
  const min = 60_000;
  const r15 = (no: number, status: YeekeeRound['status'], closesIn: number, extra: Partial<YeekeeRound> = {}) =>
    yeekeeRound({
      round_id: 100 + no,
      category_id: 21,
      round_no: no,
      name: `ยี่กี 15 นาที รอบที่ ${no} · 1 พ.ค. 2569`,
      status,
      opens_at: iso(now + closesIn - 15 * min),
      closes_at: iso(now + closesIn),
      ...extra,
    });
  return [
    r15(1, 'resulted', -20 * min, { result: { top3: '482', bottom2: '07' } }),
    r15(2, 'cancelled', -5 * min),
    r15(3, 'open', 90_000),
    r15(4, 'upcoming', 15 * min + 90_000),
    yeekeeRound({
      round_id: 900,
      category_id: 22,
      round_no: 40,
      name: 'ยี่กี 5 นาที รอบที่ 40 · 1 พ.ค. 2569',
      status: 'open',
      opens_at: iso(now - 2 * min),
      closes_at: iso(now + 3 * min),
    }),
  ];
}

function serveList(list: YeekeeListResponse) {
  return answerFetch({ [API.lotto.yeekeeList]: { data: list } });
}

beforeEach(() => {
  bindings.length = 0;
  resetServerClock();
});

describe('YeekeeRoundsView', () => {
  it('lists the rounds of a category with number, closing time, status and result, and a countdown on server time', async () => {
    // The phone's clock is 3 hours ahead of the server's: the countdown must follow the server.
    const serverNow = Date.now() - 3 * 3600_000;
    serveList({ rounds: dayOf(serverNow), server_time: iso(serverNow) });
    renderWithProviders(<YeekeeRoundsView />, { route: '/lotto/yeekee' });

    expect(screen.getByRole('heading', { level: 1, name: 'หวยยี่กี' })).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: 'ยี่กี 15 นาที' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'ยี่กี 5 นาที' })).toBeInTheDocument();

    const list = screen.getByRole('list', { name: 'รอบยี่กี' });
    const rows = within(list).getAllByRole('listitem');
    // Rounds still to come: 3 (open) and 4 (upcoming).
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('รอบที่ 3');
    expect(within(rows[0]!).getByTestId('round-status')).toHaveTextContent('เปิดรับ');
    await waitFor(() => expect(within(rows[0]!).getByTestId('countdown')).toHaveTextContent(/^01:(30|29|28)$/));
    expect(within(rows[1]!).getByTestId('round-status')).toHaveTextContent('รอเปิด');
    expect(within(rows[0]!).getByRole('link')).toHaveAttribute('href', '/lotto/yeekee?round=103');

    await userEvent.setup().click(screen.getByRole('button', { name: /ออกผลแล้ว/ }));
    const done = within(screen.getByRole('list', { name: 'รอบยี่กี' })).getAllByRole('listitem');
    expect(done[0]).toHaveTextContent('รอบที่ 2');
    expect(within(done[0]!).getByTestId('round-status')).toHaveTextContent('ยกเลิก');
    expect(within(done[1]!).getByTestId('round-status')).toHaveTextContent('ออกผลแล้ว');
    expect(within(done[1]!).getByTestId('row-result')).toHaveTextContent('3 ตัวบน482');
    expect(within(done[1]!).getByTestId('row-result')).toHaveTextContent('2 ตัวล่าง07');
  });

  it('switches category by tab', async () => {
    const now = Date.now();
    serveList({ rounds: dayOf(now), server_time: iso(now) });
    renderWithProviders(<YeekeeRoundsView />, { route: '/lotto/yeekee' });
    await userEvent.setup().click(await screen.findByRole('tab', { name: 'ยี่กี 5 นาที' }));
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'รอบยี่กี' })).getAllByRole('listitem')).toHaveLength(1));
    expect(screen.getByRole('list', { name: 'รอบยี่กี' })).toHaveTextContent('รอบที่ 40');
  });

  it('follows the yeekee topic: a pushed list replaces the rows', async () => {
    const now = Date.now();
    const rounds = dayOf(now);
    serveList({ rounds, server_time: iso(now) });
    const { queryClient } = renderWithProviders(<YeekeeRoundsView />, { route: '/lotto/yeekee' });
    await screen.findByRole('tab', { name: 'ยี่กี 15 นาที' });

    const binding = bindings.at(-1)!;
    expect(binding.topic).toBe(Topic.yeekee);
    const reduce = binding.events['yeekee:rounds'] as (current: unknown, event: YeekeeRoundsSnapshot) => YeekeeRoundsSnapshot;
    const pushed: YeekeeRoundsSnapshot = {
      rounds: rounds.map((r) => (r.round_id === 103 ? { ...r, status: 'resulted', result: { top3: '123', bottom2: '45' } } : r)),
      server_time: iso(now),
    };
    act(() => void queryClient.setQueryData(binding.queryKey, (current: unknown) => reduce(current, pushed)));
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'รอบยี่กี' })).getAllByRole('listitem')).toHaveLength(1));
    expect(screen.getByRole('list', { name: 'รอบยี่กี' })).toHaveTextContent('รอบที่ 4');
  });
});
