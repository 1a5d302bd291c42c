/**
 * Virtual football against the real upstream's wallet, on its FakeClock:
 * matches committed before kick-off and played back from the revealed seed
 * (recomputed here with node:crypto alone), bets debited at once and paid
 * once at full time (stake × price floored) in one batch call, refusals that
 * move nothing, and a lost credit paid exactly once.
 */
import { createHash, createHmac } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  FOOTBALL_API,
  FOOTBALL_OPEN_MATCHES,
  FOOTBALL_TIMING,
  type FootballBetResponse,
  type FootballMatch,
  type FootballMatchesResponse,
  type FootballMyBetsResponse,
  type FootballSelection,
} from '#shared/games/football-api.js';
import { SLOT_API, type LiveGameSession } from '#shared/games/slot-api.js';
import { ErrorCode } from '#shared/errors.js';
import { balanceOf, fundedMember, launchToken } from '#upstream/test-support/games.js';
import { expectBooksBalance } from '#upstream/test-support/money.js';
import type { RegisteredMember, TestUpstream } from '#upstream/test-support/upstream.js';
import { lossyWallet } from '../provider/lossy-wallet.js';
import { startGamesUpstream, startProvider, type TestProvider } from '../test-support/provider.js';

const GAME = 'vfb-1';

/** The published fairness function written again from its comment (football-fair.ts), with node:crypto only. */
function recompute(seed: string, matchId: string, lambdaHome: number, lambdaAway: number) {
  const u = (message: string) => parseInt(createHmac('sha256', seed).update(message).digest('hex').slice(0, 13), 16) / 2 ** 52;
  const goals = (lambda: number, x: number) => {
    const terms = [Math.exp(-lambda)];
    for (let k = 0; ; k++) {
      const next = (terms[k]! * lambda) / (k + 1);
      if (k >= lambda && (next * (k + 2)) / (k + 2 - lambda) < 1e-12) break;
      terms.push(next);
    }
    let cumulative = 0;
    for (let k = 0; k < terms.length - 1; k++) {
      cumulative += terms[k]!;
      if (x < cumulative) return k;
    }
    return terms.length - 1;
  };
  const home = goals(lambdaHome, u(`${matchId}:home`));
  const away = goals(lambdaAway, u(`${matchId}:away`));
  const events = (['home', 'away'] as const)
    .flatMap((side) => Array.from({ length: side === 'home' ? home : away }, (_, i) => ({ minute: 1 + Math.floor(u(`${matchId}:${side}:goal:${i}`) * 90), side, i })))
    .sort((a, b) => a.minute - b.minute || (a.side === b.side ? a.i - b.i : a.side === 'home' ? -1 : 1))
    .map(({ minute, side }) => ({ minute, side }));
  return { home, away, events };
}

const wins = (selection: FootballSelection, s: { home: number; away: number }) =>
  ({ home: s.home > s.away, draw: s.home === s.away, away: s.home < s.away, over: s.home + s.away >= 3, under: s.home + s.away <= 2 })[selection];

describe('virtual football: committed matches, debit at the bet, one credit per bet at full time', () => {
  let up: TestUpstream;
  let provider: TestProvider;
  const wallet = lossyWallet();

  beforeAll(async () => {
    up = await startGamesUpstream();
    provider = await startProvider(up, { site: wallet.site });
  });
  afterEach(async () => {
    wallet.credits = 'pass';
    wallet.debits = 'pass';
    await expectBooksBalance(up);
  });
  afterAll(async () => {
    await provider.close();
    await up.close();
  });

  async function matches(): Promise<FootballMatchesResponse> {
    const reply = await provider.post<FootballMatchesResponse>(FOOTBALL_API.matches, {});
    expect(reply.body.error, JSON.stringify(reply.body)).toBe(0);
    return reply.body.data!;
  }
  async function sit(member: RegisteredMember): Promise<string> {
    const reply = await provider.post<LiveGameSession>(SLOT_API.session, { game: GAME, token: await launchToken(up, member, GAME) });
    expect(reply.body.error, JSON.stringify(reply.body)).toBe(0);
    expect(reply.body.data!.game).toEqual({ kind: 'football', code: GAME, name: 'ฟุตบอลเสมือนจริง' });
    return reply.body.data!.session;
  }
  const bet = (session: string, match: FootballMatch, selection: FootballSelection, amount: number, odds = match.odds[selection]) =>
    provider.post<FootballBetResponse>(FOOTBALL_API.bet, { match_id: match.match_id, selection, odds, amount }, session);
  const seedOf = async (match: FootballMatch) =>
    (await provider.db.selectFrom('football_matches').select('server_seed').where('match_id', '=', match.match_id).executeTakeFirstOrThrow()).server_seed;
  /** the final score the test knows ahead (it reads the provider's database; a member cannot) */
  const scoreOf = async (match: FootballMatch) => recompute(await seedOf(match), match.match_id, match.means.home, match.means.away);
  const advanceTo = (iso: string) => up.advance(Math.max(0, Date.parse(iso) - up.clock.now()));
  const tx = (betId: string) =>
    up.db
      .selectFrom('game_transactions')
      .select(['transaction_id', 'kind', 'amount'])
      .where('round_id', 'like', `vfb:%:${betId}`)
      .orderBy('id')
      .execute();
  const betStatus = async (betId: string) => (await provider.db.selectFrom('football_bets').select('status').where('bet_id', '=', betId).executeTakeFirstOrThrow()).status;
  /** the newest session's bets (the test's own: it opened it last) */
  const lastSessionBets = () =>
    provider.db
      .selectFrom('football_bets')
      .select(['bet_id', 'status'])
      .where('session_id', '=', (eb) => eb.selectFrom('sessions').select((s) => s.fn.max('id').as('id')))
      .execute();

  it('offers matches committed before kick-off, plays the committed goals minute by minute, then reveals the seed', async () => {
    const first = await matches();
    expect(first.open).toHaveLength(FOOTBALL_OPEN_MATCHES);
    expect(first.timing).toEqual(FOOTBALL_TIMING);
    const next = first.open[0]!;
    expect(Date.parse(next.kickoff_at) % FOOTBALL_TIMING.interval_ms).toBe(0);
    expect(next).toMatchObject({ status: 'open', minute: null, score: null, events: [], server_seed: null });
    expect(next.commitment).toMatch(/^[0-9a-f]{64}$/);
    expect(Object.keys(next.odds).sort()).toEqual(['away', 'draw', 'home', 'over', 'under']);

    await advanceTo(next.kickoff_at);
    await up.advance(FOOTBALL_TIMING.play_ms / 2 + 300); // minute 45
    const half = await matches();
    expect(half.live).toMatchObject({ match_id: next.match_id, status: 'live', minute: 45, server_seed: null, commitment: next.commitment });
    expect(half.open).toHaveLength(FOOTBALL_OPEN_MATCHES); // the next one was offered at kick-off
    const full = await scoreOf(next);
    const firstHalf = full.events.filter((e) => e.minute <= 45);
    expect(half.live!.events).toEqual(firstHalf);
    expect(half.live!.score).toEqual({ home: firstHalf.filter((e) => e.side === 'home').length, away: firstHalf.filter((e) => e.side === 'away').length });

    await advanceTo(next.full_time_at);
    const done = (await matches()).results.find((m) => m.match_id === next.match_id)!;
    expect(done).toMatchObject({ status: 'finished', minute: 90 });
    const seed = done.server_seed!;
    expect(createHash('sha256').update(seed).digest('hex')).toBe(next.commitment);
    const again = recompute(seed, done.match_id, done.means.home, done.means.away);
    expect(done.score).toEqual({ home: again.home, away: again.away });
    expect(done.events).toEqual(again.events);
  });

  it('pays a winning 1X2 and a winning over/under bet stake × price floored once, a losing one nothing', async () => {
    const member = await fundedMember(up, 1_000);
    const session = await sit(member);
    const match = (await matches()).open[0]!;
    const score = await scoreOf(match);
    const winner = (['home', 'draw', 'away'] as const).find((s) => wins(s, score))!;
    const loser = (['home', 'draw', 'away'] as const).find((s) => !wins(s, score))!;
    const goals = score.home + score.away >= 3 ? 'over' : 'under';
    const placed: { id: string; stake: number; pays: number }[] = [];
    for (const [selection, stake, won] of [
      [winner, 33.33, true],
      [goals, 21.17, true],
      [loser, 10, false],
    ] as const) {
      const reply = await bet(session, match, selection, stake);
      expect(reply.body.error, JSON.stringify(reply.body)).toBe(0);
      expect(reply.body.data!.bet).toMatchObject({ match_id: match.match_id, selection, odds: match.odds[selection], stake, status: 'open', returned: null });
      const pays = won ? Math.floor((Math.round(stake * 100) * Math.round(match.odds[selection] * 100)) / 100) : 0;
      placed.push({ id: reply.body.data!.bet.bet_id, stake: Math.round(stake * 100), pays });
    }
    const staked = 33_33 + 21_17 + 10_00;
    expect(await balanceOf(up, member)).toBe(1_000_00 - staked);

    const [callsBefore, singlesBefore] = [wallet.creditBodies.length, wallet.singleCredits];
    await advanceTo(match.full_time_at); // settled by the scheduler at full time, no page call
    await vi.waitFor(async () => expect(await Promise.all(placed.map((p) => betStatus(p.id)))).toEqual(['settled', 'settled', 'settled']));
    await provider.app.football!.settlePending(); // a later pass pays nothing twice
    // The match's three bets in one call, and no single credit.
    const calls = wallet.creditBodies.slice(callsBefore).filter((body) => placed.some((p) => body.includes(p.id)));
    expect(calls).toHaveLength(1);
    expect(placed.every((p) => calls[0]!.includes(p.id))).toBe(true);
    expect(wallet.singleCredits).toBe(singlesBefore);
    for (const p of placed) {
      expect((await tx(p.id)).map((t) => [t.kind, t.amount])).toEqual([
        ['debit', p.stake],
        ['credit', p.pays],
      ]);
    }
    const paid = placed.reduce((sum, p) => sum + p.pays, 0);
    expect(await balanceOf(up, member)).toBe(1_000_00 - staked + paid);

    const mine = await provider.post<FootballMyBetsResponse>(FOOTBALL_API.my_bets, {}, session);
    expect(mine.body.data!.balance).toBe((1_000_00 - staked + paid) / 100);
    expect(mine.body.data!.bets.map((b) => [b.status, b.returned])).toEqual(
      [...placed].reverse().map((p) => [p.pays > 0 ? 'won' : 'lost', p.pays / 100]),
    );
  });

  it('refuses a bet after kick-off, at a price not the match’s or outside the limits, in Thai, moving nothing', async () => {
    const member = await fundedMember(up, 500);
    const session = await sit(member);
    const [match, later] = (await matches()).open;
    const wrong = await bet(session, later!, 'home', 50, later!.odds.home + 0.01);
    expect(wrong.body.error).toBe(ErrorCode.BAD_REQUEST);
    expect(wrong.body.message).toMatch(/ราคา/);
    expect((await bet(session, later!, 'draw', 9.99)).body.error).toBe(ErrorCode.TABLE_BET_LIMIT);
    expect((await bet(session, later!, 'draw', 10_000.01)).body.error).toBe(ErrorCode.TABLE_BET_LIMIT);
    await advanceTo(match!.kickoff_at);
    const late = await bet(session, match!, 'home', 50);
    expect(late.body.error).toBe(ErrorCode.TABLE_BETTING_CLOSED);
    expect(late.body.message).toMatch(/[\u0E00-\u0E7F]/);
    expect(await balanceOf(up, member)).toBe(500_00);
    expect(await lastSessionBets()).toHaveLength(0);
    expect((await provider.post<FootballMyBetsResponse>(FOOTBALL_API.my_bets, {}, session)).body.data!.bets).toEqual([]);
  });

  it('takes the same bet sent twice at once as two bets only when both were debited, and pays a lost credit once', async () => {
    const rich = await fundedMember(up, 300);
    const poor = await fundedMember(up, 150);
    const [sr, sp] = [await sit(rich), await sit(poor)];
    const match = (await matches()).open[0]!;
    const score = await scoreOf(match);
    const selection = (['home', 'draw', 'away'] as const).find((s) => wins(s, score))!;
    const both = await Promise.all([bet(sr, match, selection, 100), bet(sr, match, selection, 100)]);
    expect(both.map((r) => r.body.error)).toEqual([0, 0]);
    const one = await Promise.all([bet(sp, match, selection, 100), bet(sp, match, selection, 100)]);
    expect(one.map((r) => r.body.error).sort()).toEqual([0, ErrorCode.INSUFFICIENT_BALANCE].sort());
    expect(await balanceOf(up, rich)).toBe(100_00);
    expect(await balanceOf(up, poor)).toBe(50_00);
    const ids = [...both, ...one].filter((r) => r.body.error === 0).map((r) => r.body.data!.bet.bet_id);
    expect(ids).toHaveLength(3);

    wallet.credits = 'before';
    await advanceTo(match.full_time_at);
    const tries = () => wallet.creditBodies.filter((body) => ids.some((id) => body.includes(id))).length;
    await vi.waitFor(() => expect(tries()).toBeGreaterThanOrEqual(3));
    await provider.app.football!.settlePending();
    expect(await Promise.all(ids.map(betStatus))).toEqual(['placed', 'placed', 'placed']);
    wallet.credits = 'pass';
    await provider.app.football!.settlePending();
    await provider.app.football!.settlePending();
    const pays = Math.floor((100_00 * Math.round(match.odds[selection] * 100)) / 100);
    for (const id of ids) expect((await tx(id)).filter((t) => t.kind === 'credit').map((t) => t.amount)).toEqual([pays]);
    expect(await balanceOf(up, rich)).toBe(100_00 + 2 * pays);
    expect(await balanceOf(up, poor)).toBe(50_00 + pays);
  });

  it('has no play-money football: a demo link is refused in Thai', async () => {
    const reply = await provider.post(SLOT_API.session, { game: GAME, demo: true });
    expect(reply.body.error).toBe(ErrorCode.GAME_DEMO_UNAVAILABLE);
    expect(reply.body.message).toMatch(/[\u0E00-\u0E7F]/);
  });

  it('rolls back a bet whose debit answer was lost and never lists or pays it', async () => {
    const member = await fundedMember(up, 200);
    const session = await sit(member);
    const match = (await matches()).open[1]!;
    wallet.debits = 'after';
    const lost = await bet(session, match, 'draw', 100);
    expect(lost.body.error).toBe(ErrorCode.UPSTREAM_DOWN);
    expect(lost.body.message).toMatch(/[\u0E00-\u0E7F]/);
    wallet.debits = 'pass';
    expect(await balanceOf(up, member)).toBe(200_00);
    const [row] = await lastSessionBets();
    if (!row) throw new Error('the bet was not kept');
    expect(row.status).toBe('rolled_back');
    expect((await tx(row.bet_id)).map((t) => t.kind)).toEqual(['debit', 'rollback']);
    expect((await provider.post<FootballMyBetsResponse>(FOOTBALL_API.my_bets, {}, session)).body.data!.bets).toEqual([]);
    await advanceTo(match.full_time_at);
    await provider.app.football!.settlePending();
    expect((await tx(row.bet_id)).map((t) => t.kind)).toEqual(['debit', 'rollback']);
    expect(await balanceOf(up, member)).toBe(200_00);
  });
});
