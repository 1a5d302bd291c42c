import { createHash } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { GameLinkResponse } from '#shared/api/games.js';
import { API } from '#shared/api/paths.js';
import { SLOT_API, type SlotHistoryResponse, type SlotRotateResponse, type SlotSession, type SlotSpinResponse } from '#shared/games/slot-api.js';
import { ErrorCode } from '#shared/errors.js';
import { thbToSatang } from '#shared/money.js';
import { balanceOf, fundedMember, gameIdOf, walletOf } from '#upstream/test-support/games.js';
import { expectBooksBalance, memberIdOf } from '#upstream/test-support/money.js';
import type { RegisteredMember, TestUpstream } from '#upstream/test-support/upstream.js';
import { playFairSpin } from '#shared/games/slots/play.js';
import { slotTitle } from '#shared/games/slots/titles/index.js';
import { startGamesUpstream, startProvider, type TestProvider } from '../test-support/provider.js';
import type { SiteTransport } from './site-pool.js';

const THAI = /[\u0E00-\u0E7F]/;
const GAME = 'thai-temple';

describe('free-spin credits: the credit stakes its bet, the wallet debits 0 and pays the win', () => {
  let up: TestUpstream;
  let provider: TestProvider;
  /** debit calls: 'pass', or the wallet takes them and the answer is lost */
  let debits: 'pass' | 'after' = 'pass';
  /** rollback calls: 'pass', or lost before they reach the wallet */
  let rollbacks: 'pass' | 'before' = 'pass';
  /** the debit bodies the wallet was sent */
  let debitBodies: { amount: number; free_spin: boolean }[] = [];
  let walletCalls = 0;
  const lossyWallet = (site: SiteTransport): SiteTransport => ({
    async send(path, raw, headers) {
      walletCalls += 1;
      const isDebit = path.endsWith('/provider/wallet/debit');
      if (path.endsWith('/provider/wallet/rollback') && rollbacks === 'before') throw new Error('connect ECONNREFUSED');
      if (isDebit) debitBodies.push(JSON.parse(raw) as { amount: number; free_spin: boolean });
      const answer = await site.send(path, raw, headers);
      if (isDebit && debits === 'after') throw new Error('other side closed');
      return answer;
    },
  });

  beforeAll(async () => {
    up = await startGamesUpstream();
    provider = await startProvider(up, { site: lossyWallet });
  });
  afterEach(async () => {
    debits = 'pass';
    rollbacks = 'pass';
    debitBodies = [];
    await expectBooksBalance(up);
  });
  afterAll(async () => {
    await provider.close();
    await up.close();
  });

  const funded = (thb: number) => fundedMember(up, thb);

  /** A credit of `spins` at `betThb` on the game, granted straight in the site's tables (the grant itself is the site's). */
  async function grant(member: RegisteredMember, spins: number, betThb: number): Promise<number> {
    const now = up.clock.now();
    const memberId = await memberIdOf(up, member);
    const { game_id } = await gameIdOf(up, GAME);
    const bet = thbToSatang(betThb);
    const offer = await up.db
      .insertInto('free_spin_offers')
      .values({ spins, bet, valid_hours: 24, game_id, created_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    const credit = await up.db
      .insertInto('game_free_spins')
      .values({
        member_id: memberId,
        offer_id: offer.id,
        source: 'promotion',
        source_ref: offer.id,
        title: 'ฟรีสปินทดสอบ',
        spins_total: spins,
        spins_left: spins,
        bet,
        game_id,
        granted_at: now,
        expires_at: now + 86_400_000,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return credit.id;
  }

  const creditLeft = async (id: number) =>
    (await up.db.selectFrom('game_free_spins').select('spins_left').where('id', '=', id).executeTakeFirstOrThrow()).spins_left;

  async function openWithCredit(member: RegisteredMember, creditId: number): Promise<SlotSession> {
    const link = await up.post<GameLinkResponse>(
      API.game.link,
      { ...(await gameIdOf(up, GAME)), wallet_id: await walletOf(up, member), is_mobile: false, free_spin_id: creditId },
      { token: member.token },
    );
    expect(link.body.error, JSON.stringify(link.body)).toBe(0);
    const token = new URL(link.body.data!.link, 'http://site.invalid').searchParams.get('token')!;
    const reply = await provider.post<SlotSession>(SLOT_API.session, { game: GAME, token });
    expect(reply.body.error, JSON.stringify(reply.body)).toBe(0);
    return reply.body.data!;
  }

  async function spin(session: string, body: { bet: number; free_spin?: boolean }): Promise<SlotSpinResponse> {
    const reply = await provider.post<SlotSpinResponse>(SLOT_API.spin, body, session);
    expect(reply.body.error, JSON.stringify(reply.body)).toBe(0);
    return reply.body.data!;
  }

  /** The provider's own row of a browser session (kept as the token's SHA-256). */
  const sessionIdOf = async (token: string) =>
    (await provider.db.selectFrom('sessions').select('id').where('token_hash', '=', createHash('sha256').update(token).digest('hex')).executeTakeFirstOrThrow()).id;
  const spinRows = async (token: string) =>
    provider.db.selectFrom('spins').select(['status', 'free_spin']).where('session_id', '=', await sessionIdOf(token)).orderBy('id').execute();
  const localLeft = async (token: string) =>
    (await provider.db.selectFrom('sessions').select('free_spins_left').where('id', '=', await sessionIdOf(token)).executeTakeFirstOrThrow()).free_spins_left;

  it('plays the credit’s spins at its bet for nothing, pays their wins, then refuses a spin it no longer has', async () => {
    const member = await funded(100);
    const creditId = await grant(member, 2, 10);
    const session = await openWithCredit(member, creditId);
    expect(session.free_spin).toEqual({ spins_left: 2, bet: 10 });

    let expected = thbToSatang(100);
    const played: SlotSpinResponse[] = [];
    for (const left of [1, 0]) {
      // The bet asked for is not staked: the credit's is.
      const reply = await spin(session.session, { bet: 1, free_spin: true });
      played.push(reply);
      expect(reply.spin).toMatchObject({ free_spin: true, bet: 10 });
      expect(reply.free_spin).toEqual({ spins_left: left, bet: 10 });
      expected += thbToSatang(reply.spin.total_win);
      expect(thbToSatang(reply.balance)).toBe(expected);
      expect(await balanceOf(up, member)).toBe(expected);
      expect(await creditLeft(creditId)).toBe(left);
    }
    expect(debitBodies).toEqual([expect.objectContaining({ amount: 0, free_spin: true }), expect.objectContaining({ amount: 0, free_spin: true })]);

    // None left: refused here, no wallet call, nothing kept.
    const calls = walletCalls;
    const rows = await spinRows(session.session);
    const third = await provider.post(SLOT_API.spin, { bet: 1, free_spin: true }, session.session);
    expect(third.body.error).toBe(ErrorCode.FREE_SPIN_NOT_USABLE);
    expect(third.body.message).toMatch(THAI);
    expect(walletCalls).toBe(calls);
    expect(await spinRows(session.session)).toEqual(rows);
    expect(await balanceOf(up, member)).toBe(expected);

    // A spin of the member's own money still plays, at its own bet.
    const normal = await spin(session.session, { bet: 1 });
    expect(normal.spin).toMatchObject({ free_spin: false, bet: 1, nonce: 2 });
    expect(normal.free_spin).toEqual({ spins_left: 0, bet: 10 });
    expect(debitBodies.at(-1)).toMatchObject({ amount: 1, free_spin: false });
    expect(await balanceOf(up, member)).toBe(expected - thbToSatang(1) + thbToSatang(normal.spin.total_win));

    const history = (await provider.post<SlotHistoryResponse>(SLOT_API.history, {}, session.session)).body.data!;
    expect(history.items.map((s) => [s.nonce, s.free_spin])).toEqual([
      [2, false],
      [1, true],
      [0, true],
    ]);
    // The fair outcome is the credit's bet's: the free spins recompute at 10 THB.
    const { revealed } = (await provider.post<SlotRotateResponse>(SLOT_API.rotate, { client_seed: 'mine' }, session.session)).body.data!;
    for (const { spin: s } of played) {
      const again = playFairSpin(slotTitle(GAME)!, { serverSeed: revealed.server_seed, clientSeed: revealed.client_seed, nonce: s.nonce }, thbToSatang(10));
      expect(thbToSatang(s.total_win)).toBe(again.totalWinSatang);
    }
  });

  it('a session without a credit, and a demo, refuse a free spin without a wallet call', async () => {
    const demo = (await provider.post<SlotSession>(SLOT_API.session, { game: GAME, demo: true })).body.data!;
    expect(demo.free_spin).toBeNull();
    const member = await funded(10);
    const link = await up.post<GameLinkResponse>(API.game.link, { ...(await gameIdOf(up, GAME)), wallet_id: await walletOf(up, member), is_mobile: false }, { token: member.token });
    const token = new URL(link.body.data!.link, 'http://site.invalid').searchParams.get('token')!;
    const real = (await provider.post<SlotSession>(SLOT_API.session, { game: GAME, token })).body.data!;
    expect(real.free_spin).toBeNull();

    const calls = walletCalls;
    for (const session of [demo, real]) {
      const reply = await provider.post(SLOT_API.spin, { bet: 1, free_spin: true }, session.session);
      expect(reply.body.error).toBe(ErrorCode.FREE_SPIN_NOT_USABLE);
      expect(reply.body.message).toMatch(THAI);
    }
    expect(walletCalls).toBe(calls);
    expect(await balanceOf(up, member)).toBe(thbToSatang(10));
    // The demo still plays its play money; its answer carries no credit.
    const played = await spin(demo.session, { bet: 1 });
    expect(played.free_spin).toBeNull();
    expect(played.spin.free_spin).toBe(false);
  });

  it('the wallet is the authority: its refusal empties the count here, and nothing is kept', async () => {
    const member = await funded(10);
    const creditId = await grant(member, 2, 5);
    const session = await openWithCredit(member, creditId);
    // Used up by another launch of the same credit.
    await up.db.updateTable('game_free_spins').set({ spins_left: 0 }).where('id', '=', creditId).execute();
    const refused = await provider.post(SLOT_API.spin, { bet: 1, free_spin: true }, session.session);
    expect(refused.body.error).toBe(ErrorCode.FREE_SPIN_NOT_USABLE);
    expect(await spinRows(session.session)).toEqual([]);
    expect(await localLeft(session.session)).toBe(0);
    const normal = await spin(session.session, { bet: 1 });
    expect(normal).toMatchObject({ spin: { nonce: 0, free_spin: false }, free_spin: { spins_left: 0, bet: 5 } });
  });

  it('a free spin whose debit answer is lost is rolled back: the spin is given back, there and here, and its nonce plays next', async () => {
    const member = await funded(10);
    const creditId = await grant(member, 1, 5);
    const session = await openWithCredit(member, creditId);
    debits = 'after';
    const lost = await provider.post(SLOT_API.spin, { bet: 1, free_spin: true }, session.session);
    expect(lost.body.error).toBe(ErrorCode.UPSTREAM_DOWN);
    expect(await spinRows(session.session)).toEqual([{ status: 'rolled_back', free_spin: 1 }]);
    expect(await creditLeft(creditId)).toBe(1);
    expect(await localLeft(session.session)).toBe(1);
    debits = 'pass';
    const next = await spin(session.session, { bet: 1, free_spin: true });
    expect(next).toMatchObject({ spin: { nonce: 0, free_spin: true, bet: 5 }, free_spin: { spins_left: 0, bet: 5 } });
    expect(await creditLeft(creditId)).toBe(0);
    expect(await balanceOf(up, member)).toBe(thbToSatang(10) + thbToSatang(next.spin.total_win));
  });

  it('a free spin whose rollback is lost too stays reserved until the rollback is confirmed before the next spin', async () => {
    const member = await funded(10);
    const creditId = await grant(member, 1, 5);
    const session = await openWithCredit(member, creditId);
    debits = 'after';
    rollbacks = 'before';
    expect((await provider.post(SLOT_API.spin, { bet: 1, free_spin: true }, session.session)).body.error).toBe(ErrorCode.UPSTREAM_DOWN);
    // The wallet took the spin and has not given it back yet: it is not offered here either.
    expect(await spinRows(session.session)).toEqual([{ status: 'rollback_pending', free_spin: 1 }]);
    expect(await creditLeft(creditId)).toBe(0);
    expect(await localLeft(session.session)).toBe(0);
    debits = 'pass';
    rollbacks = 'pass';
    const next = await spin(session.session, { bet: 1, free_spin: true });
    expect(await spinRows(session.session)).toEqual([
      { status: 'rolled_back', free_spin: 1 },
      { status: 'settled', free_spin: 1 },
    ]);
    expect(next).toMatchObject({ spin: { nonce: 0, free_spin: true }, free_spin: { spins_left: 0, bet: 5 } });
    expect(await creditLeft(creditId)).toBe(0);
    expect(await balanceOf(up, member)).toBe(thbToSatang(10) + thbToSatang(next.spin.total_win));
  });
});
