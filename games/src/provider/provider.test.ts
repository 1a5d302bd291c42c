import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SLOT_API, type SlotHistoryResponse, type SlotRotateResponse, type SlotSession, type SlotSpinResponse } from '#shared/games/slot-api.js';
import { serverSeedHash, slotStops } from '#shared/games/slot-fair.js';
import { ErrorCode } from '#shared/errors.js';
import { thbToSatang } from '#shared/money.js';
import { snapshot } from '#upstream/test-support/db-snapshot.js';
import { balanceOf, credit, fundedMember, launchToken } from '#upstream/test-support/games.js';
import { expectBooksBalance } from '#upstream/test-support/money.js';
import type { RegisteredMember, TestUpstream } from '#upstream/test-support/upstream.js';
import { stripLengths } from '#shared/games/slots/evaluate.js';
import { playFairSpin } from '#shared/games/slots/play.js';
import { slotTitle } from '#shared/games/slots/titles/index.js';
import { startGamesUpstream, startProvider, type TestProvider } from '../test-support/provider.js';
import type { SiteTransport } from './site-pool.js';

const THAI = /[\u0E00-\u0E7F]/;

describe('the built-in provider: real money only through the signed wallet protocol', () => {
  let up: TestUpstream;
  let provider: TestProvider;
  /** credit calls: 'pass', or lose them 'before' they reach the wallet or 'after' it answered */
  let credits: 'pass' | 'before' | 'after' = 'pass';
  /** debit calls: 'pass', or the wallet takes them and the answer is lost */
  let debits: 'pass' | 'after' = 'pass';
  let walletCalls = 0;
  const lossyWallet = (site: SiteTransport): SiteTransport => ({
    async send(path, raw, headers) {
      walletCalls += 1;
      const isCredit = path.endsWith('/provider/wallet/credit');
      const isDebit = path.endsWith('/provider/wallet/debit');
      if (isCredit && credits === 'before') throw new Error('connect ECONNREFUSED');
      const answer = await site.send(path, raw, headers);
      if ((isCredit && credits === 'after') || (isDebit && debits === 'after')) throw new Error('other side closed');
      return answer;
    },
  });

  beforeAll(async () => {
    up = await startGamesUpstream();
    provider = await startProvider(up, { site: lossyWallet });
  });
  /** the newest session's spins (the test's own: it opened it last) */
  const lastSessionSpins = () =>
    provider.db
      .selectFrom('spins')
      .select('status')
      .where('session_id', '=', (eb) => eb.selectFrom('sessions').select((s) => s.fn.max('id').as('id')))
      .orderBy('id')
      .execute();
  afterEach(async () => {
    credits = 'pass';
    debits = 'pass';
    await expectBooksBalance(up);
  });
  afterAll(async () => {
    await provider.close();
    await up.close();
  });

  const funded = (thb: number) => fundedMember(up, thb);

  async function openReal(member: RegisteredMember, game = 'thai-temple'): Promise<SlotSession> {
    const reply = await provider.post<SlotSession>(SLOT_API.session, { game, token: await launchToken(up, member, game) });
    expect(reply.body.error, JSON.stringify(reply.body)).toBe(0);
    return reply.body.data!;
  }

  async function spin(session: string, bet = 5): Promise<SlotSpinResponse> {
    const reply = await provider.post<SlotSpinResponse>(SLOT_API.spin, { bet }, session);
    expect(reply.body.error, JSON.stringify(reply.body)).toBe(0);
    return reply.body.data!;
  }

  it('opens a real session from a link token once; spins move the member by exactly −bet + win', async () => {
    const member = await funded(500);
    const token = await launchToken(up, member);
    const opened = await provider.post<SlotSession>(SLOT_API.session, { game: 'thai-temple', token });
    const session = opened.body.data!;
    expect(session).toMatchObject({ mode: 'real', balance: 500, currency: 'THB', fairness: { nonce: 0 } });
    expect(session.game).toMatchObject({ code: 'thai-temple', lines: 20, bets: [1, 2, 5, 10, 20, 50, 100, 200, 500] });
    expect(session.display_name).not.toContain(member.input.username);
    // The token is spent.
    const again = await provider.post(SLOT_API.session, { game: 'thai-temple', token });
    expect(again.body.error).toBe(ErrorCode.LAUNCH_TOKEN_INVALID);
    expect(again.body.message).toMatch(THAI);

    let expected = thbToSatang(500);
    for (let n = 0; n < 6; n += 1) {
      const { spin: played, balance, fairness } = await spin(session.session, 10);
      expect(played.nonce).toBe(n);
      expect(fairness.nonce).toBe(n + 1);
      expected += -thbToSatang(10) + thbToSatang(played.total_win);
      expect(thbToSatang(balance)).toBe(expected);
      expect(await balanceOf(up, member)).toBe(expected);
    }
    const ledger = await up.db
      .selectFrom('ledger_entries as e')
      .innerJoin('wallets as w', 'w.id', 'e.wallet_id')
      .innerJoin('members as m', 'm.id', 'w.member_id')
      .select(['e.kind', (eb) => eb.fn.countAll<number>().as('n')])
      .where('m.username', '=', member.input.username)
      .where('e.kind', 'in', ['game_bet', 'game_win'])
      .groupBy('e.kind')
      .execute();
    expect(ledger.find((row) => row.kind === 'game_bet')?.n).toBe(6);
  });

  it('serialises two spins of one session: two nonces, both paid', async () => {
    const session = await openReal(await funded(100));
    const [a, b] = await Promise.all([spin(session.session, 1), spin(session.session, 1)]);
    expect([a.spin.nonce, b.spin.nonce].sort()).toEqual([0, 1]);
  });

  it('after rotation every spin recomputes from the revealed seed, and the history shows it', async () => {
    const session = await openReal(await funded(200));
    const spins = [await spin(session.session), await spin(session.session), await spin(session.session)];
    const rotated = await provider.post<SlotRotateResponse>(SLOT_API.rotate, { client_seed: 'my-own-seed' }, session.session);
    const { revealed, fairness } = rotated.body.data!;
    expect(revealed.spins).toBe(3);
    expect(serverSeedHash(revealed.server_seed)).toBe(session.fairness.server_seed_hash);
    expect(fairness).toMatchObject({ client_seed: 'my-own-seed', nonce: 0 });
    expect(fairness.server_seed_hash).not.toBe(revealed.server_seed_hash);
    const title = slotTitle('thai-temple')!;
    for (const { spin: played } of spins) {
      expect(played.base.stops).toEqual(slotStops(revealed.server_seed, revealed.client_seed, played.nonce, stripLengths(title, 'base')));
      const again = playFairSpin(title, { serverSeed: revealed.server_seed, clientSeed: revealed.client_seed, nonce: played.nonce }, thbToSatang(played.bet));
      expect(thbToSatang(played.total_win)).toBe(again.totalWinSatang);
    }
    const history = (await provider.post<SlotHistoryResponse>(SLOT_API.history, {}, session.session)).body.data!;
    expect(history.items.map((s) => s.nonce)).toEqual([2, 1, 0]);
    expect(history.items.every((s) => s.server_seed === revealed.server_seed)).toBe(true);
    const next = await spin(session.session);
    expect(next.spin).toMatchObject({ nonce: 0, client_seed: 'my-own-seed' });
    const latest = (await provider.post<SlotHistoryResponse>(SLOT_API.history, {}, session.session)).body.data!;
    expect(latest.items[0]!.server_seed).toBeNull();
  });

  it('demo plays with 10,000.00 THB of play money and never calls the wallet', async () => {
    const before = await snapshot(up.db);
    const calls = walletCalls;
    const opened = await provider.post<SlotSession>(SLOT_API.session, { game: 'naga-fortune', demo: true });
    expect(opened.body.data).toMatchObject({ mode: 'demo', balance: 10_000, fairness: { nonce: 0 } });
    let expected = thbToSatang(10_000);
    for (let n = 0; n < 5; n += 1) {
      const { spin: played, balance } = await spin(opened.body.data!.session, 100);
      expected += -thbToSatang(100) + thbToSatang(played.total_win);
      expect(thbToSatang(balance)).toBe(expected);
    }
    expect(walletCalls).toBe(calls);
    expect(await snapshot(up.db)).toEqual(before);
  });

  it('refuses a bet the wallet refuses with its Thai message, keeping nothing', async () => {
    const member = await funded(1);
    const session = await openReal(member);
    const reply = await provider.post(SLOT_API.spin, { bet: 5 }, session.session);
    expect(reply.body.error).toBe(ErrorCode.INSUFFICIENT_BALANCE);
    expect(reply.body.message).toMatch(THAI);
    expect(await lastSessionSpins()).toHaveLength(0);
    expect(await balanceOf(up, member)).toBe(100);
    // The nonce was not used: the next played spin is nonce 0.
    await credit(up, member, 10);
    expect((await spin(session.session, 1)).spin.nonce).toBe(0);
    // A bet off the list and a bad session are refused in Thai too.
    const offList = await provider.post(SLOT_API.spin, { bet: 3 }, session.session);
    expect(offList.body).toMatchObject({ error: ErrorCode.VALIDATION, message: 'กรุณาเลือกเดิมพันจากรายการ' });
    const noSession = await provider.post(SLOT_API.spin, { bet: 1 }, 'nope');
    expect(noSession.body.error).toBe(ErrorCode.GAME_SESSION_INVALID);
  });

  it('a credit whose answer is lost is paid once: before the next spin, or by the timer', async () => {
    const member = await funded(300);
    const session = await openReal(member);
    const status = async (round: string) => (await provider.db.selectFrom('spins').select('status').where('round_id', '=', round).executeTakeFirstOrThrow()).status;

    // Never reached the wallet: the bet is taken, the win owed.
    credits = 'before';
    const first = await spin(session.session, 20);
    expect(await status(first.spin.round_id)).toBe('credit_pending');
    expect(await balanceOf(up, member)).toBe(thbToSatang(280));
    credits = 'pass';
    const second = await spin(session.session, 20);
    expect(await status(first.spin.round_id)).toBe('settled');
    const paid = thbToSatang(260) + thbToSatang(first.spin.total_win) + thbToSatang(second.spin.total_win);
    expect(await balanceOf(up, member)).toBe(paid);

    // Reached the wallet, the answer lost: the timer sends the same id again and nothing is paid twice.
    credits = 'after';
    const third = await spin(session.session, 20);
    expect(await status(third.spin.round_id)).toBe('credit_pending');
    const afterThird = paid - thbToSatang(20) + thbToSatang(third.spin.total_win);
    expect(await balanceOf(up, member)).toBe(afterThird);
    credits = 'pass';
    await up.advance(30_000);
    await provider.app.settlePending();
    expect(await status(third.spin.round_id)).toBe('settled');
    expect(await balanceOf(up, member)).toBe(afterThird);
    const wins = await up.db
      .selectFrom('game_transactions')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('kind', '=', 'credit')
      .where('round_id', '=', third.spin.round_id)
      .executeTakeFirstOrThrow();
    expect(wins.n).toBe(1);
  });

  it('a bet whose answer is lost is retried with the same id, then rolled back: never a second bet, and its nonce is played next', async () => {
    const member = await funded(100);
    const session = await openReal(member);
    debits = 'after';
    const lost = await provider.post(SLOT_API.spin, { bet: 10 }, session.session);
    expect(lost.body.error).toBe(ErrorCode.UPSTREAM_DOWN);
    expect(lost.body.message).toMatch(THAI);
    expect(await balanceOf(up, member)).toBe(thbToSatang(100));
    expect((await lastSessionSpins()).map((spin) => spin.status)).toEqual(['rolled_back']);
    const rolledBackDebits = await up.db
      .selectFrom('game_transactions')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('kind', '=', 'debit')
      .where('round_id', 'in', (eb) => eb.selectFrom('game_transactions').select('round_id').where('kind', '=', 'rollback'))
      .executeTakeFirstOrThrow();
    expect(rolledBackDebits.n).toBeGreaterThanOrEqual(1);
    debits = 'pass';
    const next = await spin(session.session, 10);
    expect(next.spin.nonce).toBe(0);
    expect(await balanceOf(up, member)).toBe(thbToSatang(90) + thbToSatang(next.spin.total_win));
  });
});
