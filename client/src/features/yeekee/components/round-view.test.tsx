import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { API } from '#shared/api/paths.js';
import type { YeekeeShot } from '#shared/api/lotto/yeekee.js';
import { yeekeeRoundTopic } from '#shared/live/topic-names.js';
import { computeYeekeeProof, splitFiveDigits } from '#shared/lotto/yeekee-formula.js';
import { seedHash } from '#shared/lotto/seed.js';
import { renderWithProviders } from '#client/test-support/render.js';
import { resetServerClock } from '#client/lib/server-clock.js';
import { answerFetch } from '#client/test-support/fetch-mock.js';
import { createFakeSocket, shotsAnswer, shotsBetween, snapshotOf, sumOf, yeekeeRound, type FakeSocket } from '../test-support/fixtures.js';
import { YeekeeRoundView } from './round-view.js';

const live = vi.hoisted(() => ({
  socket: null as unknown,
  snapshots: new Map<string, unknown>(),
  subscribed: [] as string[],
  /** lib/socket.ts's `subscribeSocket` listeners: told when the lazily loaded socket arrives */
  socketListeners: new Set<() => void>(),
}));
vi.mock('#client/lib/socket.js', () => ({
  getSocket: () => live.socket,
  subscribeSocket: (listener: () => void) => {
    live.socketListeners.add(listener);
    return () => live.socketListeners.delete(listener);
  },
  subscribeTopic: async (_socket: unknown, topic: string) => {
    live.subscribed.push(topic);
    const snapshot = live.snapshots.get(topic);
    if (!snapshot) throw new Error('refused');
    return snapshot;
  },
  useLiveTopic: () => {},
}));

const ROUND_ID = 501;
let socket: FakeSocket;

beforeEach(() => {
  resetServerClock();
  socket = createFakeSocket();
  live.socket = socket;
  live.snapshots.clear();
  live.subscribed = [];
});

/** yeekee/lists answered over `all()` like the upstream; `urls` keeps every query it got. */
function answerShots(round: Parameters<typeof shotsAnswer>[0], all: () => YeekeeShot[], more: Parameters<typeof answerFetch>[0] = {}) {
  const urls: URL[] = [];
  answerFetch({
    ...more,
    [API.lotto.yeekeeLists]: (_body, url) => {
      urls.push(url);
      return { data: shotsAnswer(round, all(), url) };
    },
  });
  return { urls, afterSeqs: () => urls.filter((u) => u.searchParams.has('after_seq')).map((u) => u.searchParams.get('after_seq')) };
}

/** The `seq` of each row of the live list, top to bottom. */
function liveSeqs(): number[] {
  const list = screen.getByRole('list', { name: /เลขที่ยิงล่าสุด/ });
  return within(list)
    .getAllByRole('listitem')
    .map((row) => Number(row.getAttribute('data-seq')));
}

describe('YeekeeRoundView: the live shot list', () => {
  it('joins the round when the socket arrives after the page (socket.io-client loads on its own)', async () => {
    const round = yeekeeRound({ round_id: ROUND_ID });
    const all = shotsBetween(1, 3);
    live.snapshots.set(yeekeeRoundTopic(ROUND_ID), snapshotOf(round, all, 7));
    answerShots(round, () => all);
    live.socket = null;

    renderWithProviders(<YeekeeRoundView roundId={ROUND_ID} />, { route: `/lotto/yeekee?round=${ROUND_ID}` });
    await waitFor(() => expect(screen.getByTestId('shot-count')).toHaveTextContent('3'));
    expect(live.subscribed).toEqual([]);

    live.socket = socket;
    for (const listener of live.socketListeners) listener();
    await waitFor(() => expect(screen.getByTestId('watchers')).toHaveTextContent('7'));
    expect(live.subscribed).toEqual([`yeekee:${ROUND_ID}`]);
  });

  it('applies pushed batches in seq order, newest on top, and fetches a gap with after_seq', async () => {
    const round = yeekeeRound({ round_id: ROUND_ID });
    let all: YeekeeShot[] = shotsBetween(1, 20);
    live.snapshots.set(yeekeeRoundTopic(ROUND_ID), snapshotOf(round, all, 41));
    const api = answerShots(round, () => all);

    renderWithProviders(<YeekeeRoundView roundId={ROUND_ID} />, { route: `/lotto/yeekee?round=${ROUND_ID}` });
    await waitFor(() => expect(screen.getByTestId('shot-count')).toHaveTextContent('20'));
    await waitFor(() => expect(screen.getByTestId('watchers')).toHaveTextContent('41'));
    expect(live.subscribed).toContain(`yeekee:${ROUND_ID}`);
    expect(liveSeqs().slice(0, 3)).toEqual([20, 19, 18]);

    // A batch out of order, and one for another round that must be ignored.
    all = shotsBetween(1, 22);
    socket.push('yeekee:shots', { round_id: ROUND_ID, shots: [all[21], all[20]] });
    socket.push('yeekee:shots', { round_id: 999, shots: shotsBetween(23, 30) });
    await waitFor(() => expect(liveSeqs().slice(0, 3)).toEqual([22, 21, 20]));
    expect(api.afterSeqs()).toEqual([]);

    // 23..25 are lost on the way: the next batch starts at 26, so the list asks for what is after 22.
    all = shotsBetween(1, 27);
    socket.push('yeekee:shots', { round_id: ROUND_ID, shots: all.slice(25, 27) });
    await waitFor(() => expect(liveSeqs().slice(0, 6)).toEqual([27, 26, 25, 24, 23, 22]));
    expect(api.afterSeqs()).toEqual(['22']);
    expect(api.urls.every((u) => u.searchParams.get('round_id') === String(ROUND_ID))).toBe(true);
    expect(screen.getByTestId('shot-count')).toHaveTextContent('27');
    expect(screen.getByTestId('running-sum')).toHaveTextContent(Number(sumOf(all)).toLocaleString('en-US'));
  });

  it('fetches the tail a round event says exists when no later batch shows the gap', async () => {
    const round = yeekeeRound({ round_id: ROUND_ID });
    let all = shotsBetween(1, 5);
    live.snapshots.set(yeekeeRoundTopic(ROUND_ID), snapshotOf(round, all));
    const api = answerShots(round, () => all);
    renderWithProviders(<YeekeeRoundView roundId={ROUND_ID} />, { route: `/lotto/yeekee?round=${ROUND_ID}` });
    await waitFor(() => expect(screen.getByTestId('shot-count')).toHaveTextContent('5'));

    // The last batch before closing never arrived; the status change says there were 8 shots.
    all = shotsBetween(1, 8);
    socket.push('yeekee:round', { ...snapshotOf({ ...round, status: 'closed' }, all).round });
    await waitFor(() => expect(screen.getByTestId('shot-count')).toHaveTextContent('8'));
    expect(liveSeqs().slice(0, 4)).toEqual([8, 7, 6, 5]);
    expect(api.afterSeqs()).toContain('5');
  });

  it('renders a fast stream in few renders: 1,000 shots pushed one by one land in one flush', async () => {
    const round = yeekeeRound({ round_id: ROUND_ID });
    live.snapshots.set(yeekeeRoundTopic(ROUND_ID), snapshotOf(round, []));
    answerShots(round, () => []);
    const { queryClient } = renderWithProviders(<YeekeeRoundView roundId={ROUND_ID} />, {
      route: `/lotto/yeekee?round=${ROUND_ID}`,
    });
    await screen.findByText('ยังไม่มีการยิงเลขในรอบนี้');
    await waitFor(() => expect(screen.getByTestId('watchers')).toHaveTextContent('37'));

    const writes = vi.spyOn(queryClient, 'setQueryData');
    const burst = shotsBetween(1, 1000);
    for (const shot of burst) socket.push('yeekee:shots', { round_id: ROUND_ID, shots: [shot] });
    await waitFor(() => expect(screen.getByTestId('shot-count')).toHaveTextContent('1,000'));
    // One write to the cache (one render) for the whole burst, not one per event.
    expect(writes.mock.calls.filter(([key]) => JSON.stringify(key) === JSON.stringify(['yeekee', 'live', ROUND_ID]))).toHaveLength(1);
    // Only the newest rows are in the DOM.
    expect(liveSeqs()).toHaveLength(50);
    expect(liveSeqs()[0]).toBe(1000);
  });
});

describe('YeekeeRoundView: a resulted round', () => {
  it('shows the result card and marks the last and the 16th-back shots', async () => {
    const all = shotsBetween(1, 40);
    const seed = 'seed-of-round-501';
    const proof = computeYeekeeProof(ROUND_ID, all, seed);
    const round = yeekeeRound({
      round_id: ROUND_ID,
      status: 'resulted',
      closes_at: new Date(Date.now() - 60_000).toISOString(),
      seed,
      seed_hash: seedHash(seed),
      result: splitFiveDigits(proof.number),
    });
    live.snapshots.set(yeekeeRoundTopic(ROUND_ID), snapshotOf(round, all));
    const next = yeekeeRound({ round_id: ROUND_ID + 1, round_no: 13, status: 'open', opens_at: round.closes_at });
    answerShots(round, () => all, {
      [API.lotto.yeekeeList]: { data: { rounds: [round, next], server_time: new Date().toISOString() } },
    });

    renderWithProviders(<YeekeeRoundView roundId={ROUND_ID} />, { route: `/lotto/yeekee?round=${ROUND_ID}` });
    expect(await screen.findByTestId('result-number')).toHaveTextContent(proof.number);
    expect(await screen.findByRole('link', { name: /ไปรอบถัดไป \(รอบที่ 13\)/ })).toHaveAttribute('href', `/lotto/yeekee?round=${ROUND_ID + 1}`);
    expect(screen.getByTestId('result-3 ตัวบน')).toHaveTextContent(proof.number.slice(2));
    expect(screen.getByTestId('result-2 ตัวบน')).toHaveTextContent(proof.number.slice(3));
    expect(screen.getByTestId('result-2 ตัวล่าง')).toHaveTextContent(proof.number.slice(0, 2));

    const list = screen.getByRole('list', { name: /เลขที่ยิงล่าสุด/ });
    const row25 = within(list).getAllByRole('listitem').find((row) => row.getAttribute('data-seq') === '25')!;
    expect(row25).toHaveTextContent('ลำดับที่ 16 นับจากท้าย');
    const row40 = within(list).getAllByRole('listitem').find((row) => row.getAttribute('data-seq') === '40')!;
    expect(row40).toHaveTextContent('ลำดับที่ 1 นับจากท้าย');
    expect(screen.getByTestId('rewards-note')).toHaveTextContent(all[24]!.number);
    // Shooting is over; betting links are gone.
    expect(screen.queryByRole('button', { name: /ยิงเลข/ })).toBeNull();
    expect(screen.queryByRole('link', { name: /แทงหวย/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'ตรวจสอบผลรางวัล' })).toBeInTheDocument();
  });

  it('turns resulted when yeekee:result arrives', async () => {
    const all = shotsBetween(1, 3);
    const seed = 'late-seed';
    const proof = computeYeekeeProof(ROUND_ID, all, seed);
    const round = yeekeeRound({ round_id: ROUND_ID, status: 'closed', seed_hash: seedHash(seed) });
    live.snapshots.set(yeekeeRoundTopic(ROUND_ID), snapshotOf(round, all));
    answerShots(round, () => all);
    renderWithProviders(<YeekeeRoundView roundId={ROUND_ID} />, { route: `/lotto/yeekee?round=${ROUND_ID}` });
    await screen.findByText('ปิดรับแล้ว กำลังออกผล');

    socket.push('yeekee:result', {
      round_id: ROUND_ID,
      category_id: round.category_id,
      round_name: round.name,
      result: splitFiveDigits(proof.number),
      seed,
      proof,
    });
    expect(await screen.findByTestId('result-number')).toHaveTextContent(proof.number);
  });
});

describe('YeekeeRoundView: the header', () => {
  it('shows the seed hash and a countdown on the server clock, and links to the betting page', async () => {
    // The phone runs 2 hours fast; the server says the round closes in 3 minutes.
    const phoneAhead = 2 * 3600_000;
    const serverNow = Date.now() - phoneAhead;
    const round = yeekeeRound({
      round_id: ROUND_ID,
      opens_at: new Date(serverNow - 60_000).toISOString(),
      closes_at: new Date(serverNow + 180_000).toISOString(),
    });
    const snapshot = { ...snapshotOf(round, []), server_time: new Date(serverNow).toISOString() };
    live.snapshots.set(yeekeeRoundTopic(ROUND_ID), snapshot);
    answerShots(round, () => []);

    renderWithProviders(<YeekeeRoundView roundId={ROUND_ID} />, { route: `/lotto/yeekee?round=${ROUND_ID}` });
    await waitFor(() => expect(screen.getByTestId('countdown')).toHaveTextContent(/^0(3:00|2:[45]\d)$/));
    expect(screen.getByText('ค่าแฮชของเลขเจ้ามือ (เผยแพร่ตั้งแต่เปิดรอบ)')).toBeInTheDocument();
    expect(screen.getByTestId('seed-hash')).toHaveTextContent(round.seed_hash!);
    expect(screen.getByRole('link', { name: /แทงหวย/ })).toHaveAttribute('href', `/lotto/${ROUND_ID}`);
  });
});
