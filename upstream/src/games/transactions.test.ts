import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { API } from '#shared/api/paths.js';
import { GAME_SESSION_TTL_MS, type TransactionResponse } from '#shared/api/provider-wallet.js';
import { ErrorCode } from '#shared/errors.js';
import { dayActivity } from '../daily/activity.js';
import { bangkokDayOf } from '#shared/dates/calendar.js';
import { resolveSettings } from '../settings.js';
import { balanceOf, credit, player as playerOf, signedPost, startGamesUpstream, TEST_BUILT_IN_SECRET } from '../test-support/games.js';
import { expectBooksBalance, memberIdOf } from '../test-support/money.js';
import { startUpstream, type RegisteredMember, type TestUpstream } from '../test-support/upstream.js';

const P = API.providerWallet;
const GAME = 'thai-temple';
let sequence = 0;
const id = (prefix: string) => `${prefix}-${++sequence}`;

describe('provider wallet protocol: debit, credit and rollback', () => {
  let up: TestUpstream;
  beforeAll(async () => {
    up = await startGamesUpstream();
    // The first tick, started with the app, is done before anything is read or snapshotted.
    await up.settle();
  });
  afterEach(() => expectBooksBalance(up));
  afterAll(() => up.close());

  const player = (thb = 100) => playerOf(up, GAME, thb);
  const debit = (session: string, body: Record<string, unknown>) =>
    signedPost<TransactionResponse>(up, P.debit, { session, game_code: GAME, ...body });
  const win = (session: string, body: Record<string, unknown>) => signedPost<TransactionResponse>(up, P.credit, { session, game_code: GAME, ...body });
  const undo = (session: string, body: Record<string, unknown>) => signedPost<TransactionResponse>(up, P.rollback, { session, ...body });
  const entries = async (member: RegisteredMember) =>
    up.db
      .selectFrom('ledger_entries')
      .select(['amount', 'kind', 'ref'])
      .where('member_id', '=', await memberIdOf(up, member))
      .where('kind', 'like', 'game_%')
      .orderBy('id')
      .execute();
  const dayOf = async (member: RegisteredMember) => {
    const memberId = await memberIdOf(up, member);
    return (await dayActivity({ db: up.db, clock: up.clock, settings: resolveSettings() }, bangkokDayOf(up.clock.now()))).find((d) => d.memberId === memberId);
  };

  it('a round: a bet debits the launch wallet, its win credits it and closes the round; each posts one ledger entry', async () => {
    const { member, session } = await player(100);
    const round = id('r');
    const bet = await debit(session, { transaction_id: 'bet-1', round_id: round, amount: 10.5 });
    expect(bet.body.data).toEqual({ transaction_id: 'bet-1', reference: expect.stringMatching(/^\d+$/), balance: 89.5, currency: 'THB' });
    const won = await win(session, { transaction_id: 'win-1', round_id: round, amount: 25 });
    expect(won.body.data).toMatchObject({ transaction_id: 'win-1', balance: 114.5 });
    expect(await entries(member)).toEqual([
      { amount: -1050, kind: 'game_bet', ref: 'game:huaydee:bet-1' },
      { amount: 2500, kind: 'game_win', ref: 'game:huaydee:win-1' },
    ]);
    expect(
      await up.db
        .selectFrom('game_rounds')
        .select(['staked', 'won', sql<number>`CASE WHEN closed_at IS NOT NULL THEN 1 ELSE 0 END`.as('closed')])
        .where('round_id', '=', round)
        .executeTakeFirst(),
    ).toEqual({ staked: 1050, won: 2500, closed: 1 });
    // A closed round takes no more debits or credits.
    expect((await debit(session, { transaction_id: id('t'), round_id: round, amount: 1 })).body.error).toBe(ErrorCode.PROVIDER_ROUND_CLOSED);
    expect((await win(session, { transaction_id: id('t'), round_id: round, amount: 1 })).body.error).toBe(ErrorCode.PROVIDER_ROUND_CLOSED);
    // A losing round closes with a credit of 0 and no ledger entry.
    const lost = id('r');
    await debit(session, { transaction_id: id('t'), round_id: lost, amount: 1 });
    const zero = await win(session, { transaction_id: id('t'), round_id: lost, amount: 0 });
    expect(zero.body.data).toMatchObject({ reference: null, balance: 113.5 });
    expect(await entries(member)).toHaveLength(3);
    // The day's games play: turnover is the stakes, wins what the games paid.
    const day = (await dayOf(member))!;
    expect(day.products).toEqual([{ product: 'games', turnover: 1150, wins: 2500 }]);
  });

  it('refuses a bet above the balance, another game’s code, an unknown round’s credit and a free spin; refusals move nothing', async () => {
    const { member, session } = await player(5);
    expect((await debit(session, { transaction_id: id('t'), round_id: id('r'), amount: 5.01 })).body.error).toBe(ErrorCode.INSUFFICIENT_BALANCE);
    expect((await debit(session, { transaction_id: id('t'), round_id: id('r'), amount: 1, game_code: 'naga-fortune' })).body.error).toBe(ErrorCode.GAME_SESSION_INVALID);
    expect((await debit(session, { transaction_id: id('t'), round_id: id('r'), amount: 0, free_spin: true })).body.error).toBe(ErrorCode.FREE_SPIN_NOT_USABLE);
    expect((await win(session, { transaction_id: id('t'), round_id: 'no-such-round', amount: 1 })).body.error).toBe(ErrorCode.PROVIDER_ROUND_NOT_FOUND);
    expect((await debit('no-such-session', { transaction_id: id('t'), round_id: id('r'), amount: 1 })).body.error).toBe(ErrorCode.GAME_SESSION_INVALID);
    expect(await balanceOf(up, member)).toBe(500);
    expect(await entries(member)).toEqual([]);
    // A round belongs to its session: another member cannot credit it.
    const round = id('r');
    await debit(session, { transaction_id: id('t'), round_id: round, amount: 1 });
    const other = await player(0);
    expect((await win(other.session, { transaction_id: id('t'), round_id: round, amount: 100 })).body.error).toBe(ErrorCode.PROVIDER_ROUND_NOT_FOUND);
    expect((await debit(other.session, { transaction_id: id('t'), round_id: round, amount: 0 })).body.error).toBe(ErrorCode.PROVIDER_TRANSACTION_CONFLICT);
  });

  it('a repeated transaction id answers the first answer and pays once; another body under it is a conflict; twenty at once pay once', async () => {
    const { member, session } = await player(100);
    const round = id('r');
    const body = { transaction_id: id('bet'), round_id: round, amount: 10 };
    const first = await debit(session, body);
    const repeat = await debit(session, body);
    expect(repeat.body).toEqual(first.body);
    expect(await balanceOf(up, member)).toBe(9000);
    expect((await debit(session, { ...body, amount: 11 })).body.error).toBe(ErrorCode.PROVIDER_TRANSACTION_CONFLICT);
    // A credit cannot reuse a debit's id.
    expect((await win(session, { ...body, round_closed: false })).body.error).toBe(ErrorCode.PROVIDER_TRANSACTION_CONFLICT);

    const winBody = { transaction_id: id('win'), round_id: round, amount: 7, round_closed: false };
    const replies = await Promise.all(Array.from({ length: 20 }, () => win(session, winBody)));
    expect(new Set(replies.map((r) => JSON.stringify(r.body)))).toHaveLength(1);
    expect(replies[0]!.body.data).toMatchObject({ balance: 97 });
    const bets = await Promise.all(Array.from({ length: 20 }, () => debit(session, { transaction_id: 'same-bet', round_id: round, amount: 3 })));
    expect(bets.every((r) => r.body.error === 0)).toBe(true);
    expect(await balanceOf(up, member)).toBe(9400);
    expect(await entries(member)).toHaveLength(3);
    // A refusal is an answer too: the repeat gets it again, even once the money is there.
    const poor = await player(1);
    const tooMuch = { transaction_id: id('bet'), round_id: id('r'), amount: 2 };
    expect((await debit(poor.session, tooMuch)).body.error).toBe(ErrorCode.INSUFFICIENT_BALANCE);
    await credit(up, poor.member, 10);
    expect((await debit(poor.session, tooMuch)).body.error).toBe(ErrorCode.INSUFFICIENT_BALANCE);
    expect(await balanceOf(up, poor.member)).toBe(1100);
  });

  it('rollback refunds a debit once as a negative bet; a credited round’s debit is not rolled back', async () => {
    const { member, session } = await player(100);
    const round = id('r');
    await debit(session, { transaction_id: 'rb-bet', round_id: round, amount: 30 });
    const body = { transaction_id: id('rb'), round_id: round, rollback_transaction_id: 'rb-bet' };
    const first = await undo(session, body);
    expect(first.body.data).toMatchObject({ balance: 100, reference: expect.stringMatching(/^\d+$/) });
    expect((await undo(session, body)).body).toEqual(first.body);
    // Another rollback of the same debit refunds nothing.
    expect((await undo(session, { ...body, transaction_id: id('rb') })).body.data).toMatchObject({ balance: 100, reference: null });
    // The debit's id is spent: repeated, it is refused as rolled back.
    expect((await debit(session, { transaction_id: 'rb-bet', round_id: round, amount: 30 })).body.error).toBe(ErrorCode.PROVIDER_TRANSACTION_ROLLED_BACK);
    expect(await entries(member)).toEqual([
      { amount: -3000, kind: 'game_bet', ref: 'game:huaydee:rb-bet' },
      { amount: 3000, kind: 'game_bet', ref: `game:huaydee:${body.transaction_id}` },
    ]);
    // Nets out of the day's turnover.
    const day = await dayOf(member);
    expect(day?.turnover ?? 0).toBe(0);

    const paid = id('r');
    await debit(session, { transaction_id: 'paid-bet', round_id: paid, amount: 5 });
    await win(session, { transaction_id: id('win'), round_id: paid, amount: 0, round_closed: false });
    expect((await undo(session, { transaction_id: id('rb'), round_id: paid, rollback_transaction_id: 'paid-bet' })).body.error).toBe(ErrorCode.PROVIDER_ROUND_CLOSED);
    expect(await balanceOf(up, member)).toBe(9500);
  });

  it('a rollback of a debit not seen yet leaves a tombstone: it answers ok with no reference, and the late debit is refused', async () => {
    const { member, session } = await player(100);
    const round = id('r');
    const early = await undo(session, { transaction_id: id('rb'), round_id: round, rollback_transaction_id: 'late-bet' });
    expect(early.body.data).toMatchObject({ reference: null, balance: 100 });
    const late = await debit(session, { transaction_id: 'late-bet', round_id: round, amount: 10 });
    expect(late.body.error).toBe(ErrorCode.PROVIDER_TRANSACTION_ROLLED_BACK);
    expect(await balanceOf(up, member)).toBe(10_000);
    expect(await entries(member)).toEqual([]);
  });

  it('a credit after the session expired is accepted (a round in progress is never lost); a debit is not', async () => {
    const { member, session } = await player(100);
    const round = id('r');
    await debit(session, { transaction_id: id('t'), round_id: round, amount: 10 });
    // The session slides on each debit: just before its end it still takes one.
    await up.advance(GAME_SESSION_TTL_MS - 1);
    await debit(session, { transaction_id: id('t'), round_id: round, amount: 10 });
    await up.advance(GAME_SESSION_TTL_MS);
    expect((await debit(session, { transaction_id: id('t'), round_id: round, amount: 10 })).body.error).toBe(ErrorCode.GAME_SESSION_INVALID);
    // (A day passed: the nightly jobs may have paid the member something meanwhile.)
    const before = await balanceOf(up, member);
    const won = await win(session, { transaction_id: id('t'), round_id: round, amount: 50 });
    expect(won.body.data).toMatchObject({ balance: (before + 5000) / 100 });
    expect(await balanceOf(up, member)).toBe(before + 5000);
  });

  it('500 debits at once never spend more than the wallet holds', async () => {
    const { member, session } = await player(100);
    const replies = await Promise.all(Array.from({ length: 500 }, (_, i) => debit(session, { transaction_id: `many-${i}`, round_id: `many-round-${i % 7}`, amount: 0.37 })));
    const taken = replies.filter((r) => r.body.error === 0).length;
    const refused = replies.filter((r) => r.body.error === ErrorCode.INSUFFICIENT_BALANCE).length;
    expect(taken + refused).toBe(500);
    expect(taken).toBe(Math.floor(10_000 / 37));
    expect(await balanceOf(up, member)).toBe(10_000 - taken * 37);
    const memberId = await memberIdOf(up, member);
    const { staked } = await up.db
      .selectFrom('game_rounds')
      .select((eb) => eb.fn.sum<number>('staked').as('staked'))
      .where('member_id', '=', memberId)
      .executeTakeFirstOrThrow();
    expect(staked).toBe(taken * 37);
  });

  it('two upstream processes on one database: a transaction id sent to both at once pays once; rollbacks of one debit refund once', async () => {
    const second = await startUpstream({ location: up.location, clock: up.clock, seed: false, settings: { games: { builtInSecret: TEST_BUILT_IN_SECRET } } });
    try {
      const { member, session } = await player(100);
      const round = id('r');
      const bet = { session, game_code: GAME, transaction_id: id('both'), round_id: round, amount: 10 };
      const bets = await Promise.all(Array.from({ length: 10 }, (_, i) => signedPost<TransactionResponse>(i % 2 === 0 ? up : second, P.debit, bet)));
      expect(new Set(bets.map((r) => JSON.stringify(r.body)))).toHaveLength(1);
      expect(bets[0]!.body.error).toBe(0);
      expect(await balanceOf(up, member)).toBe(9000);
      const undos = await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          signedPost<TransactionResponse>(i % 2 === 0 ? up : second, P.rollback, { session, transaction_id: id('rb'), round_id: round, rollback_transaction_id: bet.transaction_id }),
        ),
      );
      expect(undos.every((r) => r.body.error === 0)).toBe(true);
      expect(undos.filter((r) => r.body.data!.reference !== null)).toHaveLength(1);
      expect(await balanceOf(up, member)).toBe(10_000);
      expect(await entries(member)).toHaveLength(2);
    } finally {
      await second.close();
    }
  });
});
