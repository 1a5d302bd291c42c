/**
 * credit_batch against a real upstream on a database of its own (SQLite, or
 * PostgreSQL under UPSTREAM_TEST_ENGINE=postgres), signed as the built-in
 * provider: every line is exactly a single credit, applied once by its id.
 */
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { WalletsResponse } from '#shared/api/member.js';
import { API } from '#shared/api/paths.js';
import { CREDIT_BATCH_MAX_LINES, type CreditBatchResponse, type TransactionResponse } from '#shared/api/provider-wallet.js';
import { ErrorCode } from '#shared/errors.js';
import { JSON_BODY_LIMIT } from '#server-kit/http/edge.js';
import { snapshot } from '../test-support/db-snapshot.js';
import { balanceOf, gameSession, player as playerOf, signedPost, startGamesUpstream, TEST_BUILT_IN_SECRET } from '../test-support/games.js';
import { expectBooksBalance, memberIdOf } from '../test-support/money.js';
import { startUpstream, TEST_AGENT_KEY, testEngine, type RegisteredMember, type TestUpstream } from '../test-support/upstream.js';
import { CREDIT_BATCH_CHUNK } from './credit-batch.js';

const P = API.providerWallet;
const GAME = 'thai-temple';
let sequence = 0;
const id = (prefix: string) => `${prefix}-${++sequence}`;

interface Line {
  session: string;
  transaction_id: string;
  round_id: string;
  amount: number;
  round_closed?: boolean;
}

describe('provider wallet protocol: credit_batch', () => {
  let up: TestUpstream;
  beforeAll(async () => {
    up = await startGamesUpstream();
    await up.settle();
  });
  afterEach(() => expectBooksBalance(up));
  afterAll(() => up.close());

  const player = (thb = 100) => playerOf(up, GAME, thb);
  /** A round with a bet of `thb` on it; answers its id. */
  async function staked(session: string, thb = 1): Promise<string> {
    const round = id('r');
    const bet = await signedPost(up, P.debit, { session, game_code: GAME, transaction_id: id('bet'), round_id: round, amount: thb });
    expect(bet.body.error, JSON.stringify(bet.body)).toBe(0);
    return round;
  }
  const batch = (lines: Line[], options: Parameters<typeof signedPost>[3] = {}, target: TestUpstream = up) =>
    signedPost<CreditBatchResponse>(target, P.creditBatch, { game_code: GAME, lines }, options);
  const single = (line: Line) => signedPost<TransactionResponse>(up, P.credit, { ...line, game_code: GAME });
  const wins = async (member: RegisteredMember) =>
    up.db
      .selectFrom('ledger_entries')
      .select(['amount', 'ref'])
      .where('member_id', '=', await memberIdOf(up, member))
      .where('kind', '=', 'game_win')
      .orderBy('id')
      .execute();

  it('credits every line once, in order, each with its ledger entry, and answers each as a single credit would', async () => {
    const players = await Promise.all([player(10), player(10), player(10)]);
    const lines: Line[] = [];
    for (const [i, p] of players.entries()) {
      for (const amount of [1.25 * (i + 1), 0]) lines.push({ session: p.session, transaction_id: id('win'), round_id: await staked(p.session), amount });
    }
    const reply = await batch(lines);
    expect(reply.status).toBe(200);
    expect(reply.body.error, JSON.stringify(reply.body)).toBe(0);
    const { results, members } = reply.body.data!;
    // Without the agent key the answer names no member.
    expect(members).toBeUndefined();
    expect(results.map((r) => r.transaction_id)).toEqual(lines.map((l) => l.transaction_id));
    for (const [i, p] of players.entries()) {
      const won = 1.25 * (i + 1);
      // Each line answers the balance after itself: the win, then the 0 that follows it.
      expect(results[2 * i]).toEqual({ transaction_id: lines[2 * i]!.transaction_id, error: 0, balance: 8 + won, currency: 'THB', reference: expect.stringMatching(/^\d+$/) });
      expect(results[2 * i + 1]).toEqual({ transaction_id: lines[2 * i + 1]!.transaction_id, error: 0, balance: 8 + won, currency: 'THB', reference: null });
      expect(await wins(p.member)).toEqual([{ amount: Math.round(won * 100), ref: `game:huaydee:${lines[2 * i]!.transaction_id}` }]);
      expect(await balanceOf(up, p.member)).toBe(Math.round((8 + won) * 100));
    }
    // Each line closed its round (round_closed defaults to true, as a single credit's does).
    const open = await up.db
      .selectFrom('game_rounds')
      .select('round_id')
      .where('round_id', 'in', lines.map((l) => l.round_id))
      .where('closed_at', 'is', null)
      .execute();
    expect(open).toEqual([]);
  });

  it('the same batch twice pays once and answers the same', async () => {
    const { member, session } = await player(10);
    const lines = [
      { session, transaction_id: id('win'), round_id: await staked(session), amount: 3 },
      { session, transaction_id: id('win'), round_id: await staked(session), amount: 4.5 },
    ];
    const first = await batch(lines);
    const again = await batch(lines);
    expect(again.body).toEqual(first.body);
    expect(first.body.data!.results.map((r) => r.error)).toEqual([0, 0]);
    expect(await wins(member)).toHaveLength(2);
    expect(await balanceOf(up, member)).toBe(10_00 - 2_00 + 7_50);
  });

  it('a line repeated as a single credit answers as the line did, and a single credit repeated as a line answers as it did', async () => {
    const { member, session } = await player(10);
    const line = { session, transaction_id: id('win'), round_id: await staked(session), amount: 2 };
    const [result] = (await batch([line])).body.data!.results;
    const repeat = await single(line);
    expect(repeat.body.error).toBe(0);
    expect({ error: 0, ...repeat.body.data }).toEqual(result);

    const first = { session, transaction_id: id('win'), round_id: await staked(session), amount: 5, round_closed: true };
    const alone = await single(first);
    expect(alone.body.error).toBe(0);
    const fresh = { session, transaction_id: id('win'), round_id: await staked(session), amount: 1 };
    const mixed = await batch([first, fresh]);
    expect(mixed.body.data!.results[0]).toEqual({ error: 0, ...alone.body.data });
    expect(mixed.body.data!.results[1]).toMatchObject({ error: 0, reference: expect.stringMatching(/^\d+$/) });
    expect(await wins(member)).toHaveLength(3);
    expect(await balanceOf(up, member)).toBe(10_00 - 3_00 + 2_00 + 5_00 + 1_00);
    // A refusal repeats too: another body under a line's id is a conflict either way.
    expect((await single({ ...line, amount: 3 })).body.error).toBe(ErrorCode.PROVIDER_TRANSACTION_CONFLICT);
    expect((await batch([{ ...fresh, amount: 2 }])).body.data!.results[0]).toMatchObject({ error: ErrorCode.PROVIDER_TRANSACTION_CONFLICT });
  });

  it('a refused line answers its refusal in Thai and moves nothing, beside lines that are credited', async () => {
    const { member, session } = await player(10);
    const other = await player(0);
    const closed = await staked(session);
    expect((await single({ session, transaction_id: id('win'), round_id: closed, amount: 0 })).body.error).toBe(0);
    const othersRound = await staked(session);
    const slotOfAnotherGame = (await gameSession(up, member, 'naga-fortune')).session;
    const lines: Line[] = [
      { session, transaction_id: id('win'), round_id: await staked(session), amount: 1 },
      { session: 'no-such-session', transaction_id: id('win'), round_id: await staked(session), amount: 1 },
      { session, transaction_id: id('win'), round_id: 'no-such-round', amount: 1 },
      { session, transaction_id: id('win'), round_id: closed, amount: 1 },
      { session: other.session, transaction_id: id('win'), round_id: othersRound, amount: 100 },
      { session: slotOfAnotherGame, transaction_id: id('win'), round_id: await staked(session), amount: 1 },
      { session, transaction_id: id('win'), round_id: await staked(session), amount: 2 },
    ];
    const reply = await batch(lines);
    expect(reply.body.error).toBe(0);
    const results = reply.body.data!.results;
    expect(results.map((r) => r.error)).toEqual([
      0,
      ErrorCode.GAME_SESSION_INVALID,
      ErrorCode.PROVIDER_ROUND_NOT_FOUND,
      ErrorCode.PROVIDER_ROUND_CLOSED,
      ErrorCode.PROVIDER_ROUND_NOT_FOUND,
      ErrorCode.GAME_SESSION_INVALID,
      0,
    ]);
    for (const refused of results.filter((r) => r.error !== 0)) expect('message' in refused && refused.message).toMatch(/[\u0E00-\u0E7F]/);
    expect(await wins(member)).toHaveLength(2);
    expect(await wins(other.member)).toEqual([]);
    // Six rounds staked 1 THB each; the two good lines paid 3.
    expect(await balanceOf(up, member)).toBe(10_00 - 6_00 + 3_00);
    // A refusal is an answer too: the same batch again answers the same.
    expect((await batch(lines)).body).toEqual(reply.body);
  });

  it('a chunk mixing new lines, repeats of a batch line and of a single credit, a conflict, refusals and one wallet’s several lines answers as single credits in order would', async () => {
    // Twin set-ups: the same rounds and lines on two members, one credited by a batch, the other line by line.
    const twins = [await player(10), await player(10)];
    const other = await player(10);
    const rounds = await Promise.all(twins.map(async (p) => ({ earlier: await staked(p.session), single: await staked(p.session), a: await staked(p.session), b: await staked(p.session), c: await staked(p.session), open: await staked(p.session) })));
    const othersRound = await staked(other.session);
    const linesOf = (i: number): Line[] => {
      const { session } = twins[i]!;
      const r = rounds[i]!;
      return [
        { session, transaction_id: `earlier-${i}`, round_id: r.earlier, amount: 1.5 },
        { session, transaction_id: `single-${i}`, round_id: r.single, amount: 2 },
        { session, transaction_id: `a-${i}`, round_id: r.a, amount: 0.25, round_closed: false },
        { session, transaction_id: `a2-${i}`, round_id: r.a, amount: 0 },
        { session, transaction_id: `a3-${i}`, round_id: r.a, amount: 1 },
        { session, transaction_id: `conflict-${i}`, round_id: r.open, amount: 9 },
        { session: 'no-such-session', transaction_id: `nobody-${i}`, round_id: r.b, amount: 1 },
        { session, transaction_id: `others-${i}`, round_id: othersRound, amount: 1 },
        { session, transaction_id: `b-${i}`, round_id: r.b, amount: 0 },
        { session, transaction_id: `c-${i}`, round_id: r.c, amount: 3.75 },
      ];
    };
    const before = async (i: number) => {
      const lines = linesOf(i);
      // Already stored: a line of an earlier batch, a single credit, and another body under the conflict's id.
      expect((await batch([lines[0]!])).body.error).toBe(0);
      expect((await single(lines[1]!)).body.error).toBe(0);
      expect((await single({ ...lines[5]!, amount: 8 })).body.error).toBe(0);
      return lines;
    };
    const bulkLines = await before(0);
    const bulk = (await batch(bulkLines)).body.data!.results;
    const byLine = [];
    for (const line of await before(1)) {
      const reply = await single(line);
      byLine.push(reply.body.error === 0 ? { error: 0, ...reply.body.data } : { error: reply.body.error, message: reply.body.message });
    }
    // The same answers, up to the ids and the references (entries of another member).
    const comparable = (results: object[]) => results.map((r) => ({ ...r, transaction_id: undefined, reference: 'reference' in r && r.reference !== null ? 'entry' : (r as { reference?: null }).reference }));
    expect(comparable(bulk)).toEqual(comparable(byLine));
    expect(bulk.map((r) => r.error)).toEqual([
      0,
      0,
      0,
      0,
      // The line before closed the round.
      ErrorCode.PROVIDER_ROUND_CLOSED,
      ErrorCode.PROVIDER_TRANSACTION_CONFLICT,
      ErrorCode.GAME_SESSION_INVALID,
      ErrorCode.PROVIDER_ROUND_NOT_FOUND,
      0,
      0,
    ]);
    // Running balances: 10 less six stakes of 1, the repeats answering theirs (before the conflict's first body's 8), then each line's win in turn.
    const balances = bulk.map((r) => ('balance' in r ? r.balance : null));
    expect(balances).toEqual([5.5, 7.5, 15.75, 15.75, null, null, null, null, 15.75, 19.5]);
    expect(await balanceOf(up, twins[0]!.member)).toBe(19_50);
    expect(await balanceOf(up, twins[1]!.member)).toBe(19_50);
    // The round the first line left open took the later ones; each line paid once, with its entry, its row and the answer kept.
    expect((await wins(twins[0]!.member)).map((w) => w.amount)).toEqual((await wins(twins[1]!.member)).map((w) => w.amount));
    const roundRow = (round: string) => up.db.selectFrom('game_rounds').select(['won', 'closed_at', 'credited_at']).where('round_id', '=', round).executeTakeFirstOrThrow();
    for (const key of ['a', 'b', 'c'] as const) {
      const [bulkRound, lineRound] = [await roundRow(rounds[0]![key]), await roundRow(rounds[1]![key])];
      expect({ ...bulkRound, closed: bulkRound.closed_at !== null, closed_at: undefined }).toEqual({ ...lineRound, closed: lineRound.closed_at !== null, closed_at: undefined });
    }
    expect((await roundRow(rounds[0]!.a)).won).toBe(25);
    // Every line repeated, as a batch or single credits, answers as it first did and moves nothing.
    expect((await batch(bulkLines)).body.data!.results).toEqual(bulk);
    for (const [i, line] of bulkLines.entries()) {
      const reply = await single(line);
      expect(reply.body.error === 0 ? { error: 0, ...reply.body.data } : { error: reply.body.error, message: reply.body.message }).toEqual(
        bulk[i]!.error === 0 ? bulk[i] : { error: bulk[i]!.error, message: (bulk[i] as { message: string }).message },
      );
    }
    expect(await balanceOf(up, twins[0]!.member)).toBe(19_50);
    expect(await balanceOf(up, other.member)).toBe(9_00);
  });

  it('refuses as a whole, with a Thai message and nothing moved, two lines under one id, no lines, too many, or a bad line', async () => {
    const { session } = await player(10);
    const round = await staked(session);
    const line = { session, transaction_id: id('win'), round_id: round, amount: 1 };
    const bodies: unknown[] = [
      { game_code: GAME, lines: [line, { ...line, round_id: await staked(session) }] },
      { game_code: GAME, lines: [] },
      { game_code: GAME, lines: Array.from({ length: CREDIT_BATCH_MAX_LINES + 1 }, (_, i) => ({ ...line, transaction_id: `many-${i}` })) },
      { game_code: GAME, lines: [line, { ...line, transaction_id: id('win'), amount: -1 }] },
      { game_code: GAME, lines: [{ ...line, amount: 1.005 }] },
      { lines: [line] },
    ];
    const snapshotBefore = await snapshot(up.db);
    for (const body of bodies) {
      const reply = await signedPost(up, P.creditBatch, body);
      expect(reply.body.error, JSON.stringify(body).slice(0, 200)).toBe(ErrorCode.VALIDATION);
      expect(reply.body.message).toMatch(/[\u0E00-\u0E7F]/);
    }
    expect(await snapshot(up.db)).toEqual(snapshotBefore);
    const duplicate = await signedPost(up, P.creditBatch, bodies[0]);
    expect(duplicate.body.message).toContain(line.transaction_id);
  });

  it('any batch of valid lines fits the 100 kB body both edges take', () => {
    const longest = { session: 's'.repeat(128), transaction_id: 't'.repeat(64), round_id: 'r'.repeat(64), amount: 99_999_999.99, round_closed: false };
    const body = JSON.stringify({ game_code: 'g'.repeat(64), lines: Array.from({ length: CREDIT_BATCH_MAX_LINES }, () => longest) });
    expect(JSON_BODY_LIMIT).toBe('100kb');
    expect(Buffer.byteLength(body)).toBeLessThan(100 * 1024);
  });

  it('a chunk of the most lines a request takes: each member locked and paid once per line', async () => {
    const players = await Promise.all(Array.from({ length: 5 }, () => player(100)));
    const lines: Line[] = [];
    expect(CREDIT_BATCH_CHUNK).toBe(CREDIT_BATCH_MAX_LINES);
    for (let i = 0; i < CREDIT_BATCH_MAX_LINES; i += 1) {
      const p = players[i % players.length]!;
      lines.push({ session: p.session, transaction_id: id('win'), round_id: await staked(p.session, 0.01), amount: 0.02 });
    }
    const reply = await batch(lines);
    expect(reply.body.data!.results.every((r) => r.error === 0)).toBe(true);
    for (const p of players) {
      const own = lines.filter((l) => l.session === p.session).length;
      expect(await wins(p.member)).toHaveLength(own);
      expect(await balanceOf(up, p.member)).toBe(100_00 + own);
    }
  });

  it('with the agent key (the site’s gateway) the answer names each member paid once, with the wallets the batch left', async () => {
    const [a, b, poor] = [await player(10), await player(10), await player(0)];
    const lines: Line[] = [
      { session: a.session, transaction_id: id('win'), round_id: await staked(a.session), amount: 1 },
      { session: b.session, transaction_id: id('win'), round_id: await staked(b.session), amount: 0 },
      { session: a.session, transaction_id: id('win'), round_id: await staked(a.session), amount: 2 },
      { session: poor.session, transaction_id: id('win'), round_id: 'no-such-round', amount: 5 },
    ];
    const withKey = { override: { authorization: `Bearer ${TEST_AGENT_KEY}` } };
    const reply = await batch(lines, withKey);
    expect(reply.body.error).toBe(0);
    const memberWallets = async (member: RegisteredMember) => (await up.post<WalletsResponse>(API.member.wallets, {}, { token: member.token })).body.data;
    // b was paid 0 and poor refused: only a's money moved.
    expect(reply.body.data!.members).toEqual([{ username: a.member.input.username, wallets: await memberWallets(a.member) }]);
    expect(reply.body.data!.members![0]!.wallets.total).toBe(10 - 2 + 3);
    // A repeat names them again (the first answer may have been lost before the gateway pushed it).
    expect((await batch(lines, withKey)).body.data!.members).toEqual(reply.body.data!.members);
    // Never without the key, nor with a wrong one.
    expect((await batch(lines)).body.data!.members).toBeUndefined();
    expect((await batch(lines, { override: { authorization: 'Bearer not-the-key' } })).body.data!.members).toBeUndefined();
    expect(JSON.stringify((await batch(lines)).body)).not.toContain(a.member.input.username);
  });

  it('two batches sharing members at once, on two upstream processes, pay each line once and never deadlock', async () => {
    const second = await startUpstream({ location: up.location, clock: up.clock, seed: false, settings: { games: { builtInSecret: TEST_BUILT_IN_SECRET } } });
    const deadlocks = async () =>
      testEngine() === 'postgres'
        ? Number((await sql<{ n: string }>`SELECT deadlocks AS n FROM pg_stat_database WHERE datname = current_database()`.execute(up.db)).rows[0]!.n)
        : 0;
    const deadlocksBefore = await deadlocks();
    try {
      const players = await Promise.all(Array.from({ length: 12 }, () => player(100)));
      const lineOf = async (p: { session: string }) => ({ session: p.session, transaction_id: id('win'), round_id: await staked(p.session), amount: 1 });
      // Each batch meets the members in the other's reverse order, and both carry the same shared lines.
      const own = await Promise.all(players.map(lineOf));
      const theirs = await Promise.all(players.map(lineOf));
      const shared = await Promise.all(players.map(lineOf));
      const replies = await Promise.all([
        ...[0, 1, 2].map(() => batch([...own, ...shared])),
        ...[0, 1, 2].map(() => batch([...shared, ...theirs].reverse(), {}, second)),
      ]);
      for (const reply of replies) expect(reply.body.data!.results.every((r) => r.error === 0)).toBe(true);
      for (const p of players) {
        expect(await wins(p.member)).toHaveLength(3);
        expect(await balanceOf(up, p.member)).toBe(100_00 - 3_00 + 3_00);
      }
      const sharedAnswers = (i: number) => replies.map((r) => JSON.stringify(r.body.data!.results.find((x) => x.transaction_id === shared[i]!.transaction_id)));
      for (let i = 0; i < shared.length; i += 1) expect(new Set(sharedAnswers(i))).toHaveLength(1);
    } finally {
      await second.close();
    }
    // A deadlock would have been retried (db/transaction-scope.ts) and passed unseen: PostgreSQL counts them.
    // The backends report their counts when idle (at most a second later) or as they end.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(await deadlocks()).toBe(deadlocksBefore);
  });
});
