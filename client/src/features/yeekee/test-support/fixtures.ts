/**
 * Builders for yeekee tests: rounds, shots and snapshots as the gateway sends
 * them, a fake of the shared socket (events pushed by hand), and a fetch answer
 * for yeekee/lists that honours `after_seq` and `page` like the upstream.
 */
import { vi } from 'vitest';
import type { YeekeeRound, YeekeeShot, YeekeeShotsResponse } from '#shared/api/lotto/yeekee.js';
import type { YeekeeLiveRound, YeekeeRoundSnapshot } from '#shared/live/events.js';
import { toWireDate } from '#shared/dates.js';

export function yeekeeRound(overrides: Partial<YeekeeRound> = {}): YeekeeRound {
  const now = Date.now();
  return {
    round_id: 501,
    category_id: 21,
    name: 'ยี่กี 15 นาที รอบที่ 12 · 1 พ.ค. 2569',
    status: 'open',
    opens_at: toWireDate(now - 60_000),
    closes_at: toWireDate(now + 10 * 60_000),
    seed_hash: 'a'.repeat(64),
    seed: null,
    round_no: 12,
    shot_count: 0,
    ...overrides,
  };
}

/** Shots `from..to` (inclusive); the number of shot n is n × 7919 mod 100000 unless given. */
export function shotsBetween(from: number, to: number, numberOf = (seq: number) => (seq * 7919) % 100_000): YeekeeShot[] {
  const shots: YeekeeShot[] = [];
  for (let seq = from; seq <= to; seq += 1) {
    shots.push({
      seq,
      number: String(numberOf(seq)).padStart(5, '0'),
      username: `08x-xxx-x${String(seq % 1000).padStart(3, '0')}`,
      created_at: toWireDate(Date.UTC(2026, 4, 1, 7, 0, 0) + seq * 1000),
    });
  }
  return shots;
}

export const sumOf = (shots: readonly YeekeeShot[]) => shots.reduce((total, shot) => total + BigInt(shot.number), 0n).toString();

export function liveRound(round: YeekeeRound, shots: readonly YeekeeShot[], watchers = 37): YeekeeLiveRound {
  const last = shots.at(-1)?.seq ?? 0;
  return { ...round, shot_count: last, watchers, last_seq: last, sum: sumOf(shots) };
}

export function snapshotOf(round: YeekeeRound, allShots: readonly YeekeeShot[], watchers = 37): YeekeeRoundSnapshot {
  return { round: liveRound(round, allShots, watchers), shots: allShots.slice(-100), server_time: toWireDate(Date.now()) };
}

/** A yeekee/lists answer over `all` (every shot of the round) for the query in `url`. */
export function shotsAnswer(round: YeekeeRound, all: readonly YeekeeShot[], url: URL): YeekeeShotsResponse {
  const last = all.at(-1)?.seq ?? 0;
  const after = url.searchParams.get('after_seq');
  const page = Number(url.searchParams.get('page') ?? 1);
  let shots: YeekeeShot[];
  if (after !== null) {
    shots = all.filter((shot) => shot.seq > Number(after)).slice(0, 1000);
  } else {
    const upTo = last - (page - 1) * 100;
    shots = all.filter((shot) => shot.seq <= upTo && shot.seq > upTo - 100);
  }
  return {
    round: { ...round, shot_count: last },
    shots,
    page,
    page_size: after !== null ? 1000 : 100,
    total: last,
    sum: sumOf(all),
    last_seq: last,
  };
}

type Handler = (payload: never) => void;

/** The shared socket as lib/socket.ts hands it out, with `push` standing in for the server. */
export function createFakeSocket() {
  const handlers = new Map<string, Set<Handler>>();
  const socket = {
    connected: true,
    recovered: false,
    on(name: string, handler: Handler) {
      if (!handlers.has(name)) handlers.set(name, new Set());
      handlers.get(name)!.add(handler);
      return socket;
    },
    off(name: string, handler: Handler) {
      handlers.get(name)?.delete(handler);
      return socket;
    },
    emit: vi.fn(),
    /** The server emits `name` to this socket. */
    push(name: string, payload: unknown) {
      for (const handler of handlers.get(name) ?? []) handler(payload as never);
    },
    listeners: (name: string) => handlers.get(name)?.size ?? 0,
  };
  return socket;
}
export type FakeSocket = ReturnType<typeof createFakeSocket>;
