/**
 * Betting on a live table against the real upstream's wallet, on its
 * FakeClock: debits at the bet, one credit per member and hand when the hand
 * is dealt (no page call needed), the hand's members credited in one batch,
 * refusals that move nothing, and a lost credit paid exactly once.
 */
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { BACCARAT_API, type BaccaratBetResponse, type BaccaratTableResponse } from '#shared/games/baccarat-api.js';
import { settleBet } from '#shared/games/baccarat/payouts.js';
import { SLOT_API, type SlotSession } from '#shared/games/slot-api.js';
import { ErrorCode } from '#shared/errors.js';
import { thbToSatang } from '#shared/money.js';
import { API } from '#shared/api/paths.js';
import { balanceOf, fundedMember, launchToken, signedPost } from '#upstream/test-support/games.js';
import { expectBooksBalance } from '#upstream/test-support/money.js';
import type { RegisteredMember, TestUpstream } from '#upstream/test-support/upstream.js';
import { lossyWallet } from '../provider/lossy-wallet.js';
import { startGamesUpstream, startProvider, type TestProvider } from '../test-support/provider.js';
import type { HandRow } from './shoes.js';
import { fakeSite } from '../test-support/baccarat.js';

const TABLE = 'bac-1';

describe('betting at a live table: debit at the bet, one credit per member and hand', () => {
  let up: TestUpstream;
  let provider: TestProvider;
  const wallet = lossyWallet();

  beforeAll(async () => {
    up = await startGamesUpstream();
    provider = await startProvider(up, {
      baccarat: { tables: [{ code: TABLE, name: 'บาคาร่า โต๊ะ 1' }], reporter: fakeSite() },
      site: wallet.site,
    });
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

  async function sit(member: RegisteredMember): Promise<string> {
    const reply = await provider.post<SlotSession>(SLOT_API.session, { game: TABLE, token: await launchToken(up, member, TABLE) });
    expect(reply.body.error, JSON.stringify(reply.body)).toBe(0);
    expect(reply.body.data).toMatchObject({ mode: 'real', game: { code: TABLE } });
    return reply.body.data!.session;
  }
  async function table(session: string): Promise<BaccaratTableResponse> {
    const reply = await provider.post<BaccaratTableResponse>(BACCARAT_API.table, { table: TABLE }, session);
    expect(reply.body.error, JSON.stringify(reply.body)).toBe(0);
    return reply.body.data!;
  }
  const bet = (session: string, hand_no: number, side: string, amount: number) =>
    provider.post<BaccaratBetResponse>(BACCARAT_API.bet, { table: TABLE, hand_no, side, amount }, session);
  /** the clock to the end of the current phase (a betting window's end deals the hand) */
  async function endPhase(session: string): Promise<void> {
    const view = await table(session);
    await up.advance(Date.parse(view.table.ends_at) - up.clock.now());
  }
  /** the clock to the next betting window; answers its hand */
  async function nextWindow(session: string): Promise<number> {
    for (let view = await table(session); ; view = await table(session)) {
      if (view.table.phase === 'betting') return view.table.hand_no;
      await up.advance(Date.parse(view.table.ends_at) - up.clock.now());
    }
  }
  const tx = (round: string) =>
    up.db.selectFrom('game_transactions').select(['transaction_id', 'kind', 'amount']).where('round_id', '=', round).orderBy('id').execute();
  const roundsOf = async (member: RegisteredMember) => {
    const rows = await up.db
      .selectFrom('game_rounds')
      .select('round_id')
      .where('member_id', '=', (eb) => eb.selectFrom('members').select('id').where('username', '=', member.input.username))
      .orderBy('id')
      .execute();
    return rows.map((row) => row.round_id);
  };
  const providerRound = (round: string) =>
    provider.db.selectFrom('baccarat_rounds').select(['status', 'returned', 'shoe', 'hand_no']).where('round_id', '=', round).executeTakeFirstOrThrow();
  const dealt = (shoe: number, handNo: number) =>
    provider.db
      .selectFrom('baccarat_hands')
      .selectAll()
      .where('shoe', '=', shoe)
      .where('hand_no', '=', handNo)
      .$narrowType<Pick<HandRow, 'winner'>>()
      .executeTakeFirstOrThrow();
  const result = (hand: Pick<HandRow, 'winner'> & { player_pair: number; banker_pair: number }) => ({ winner: hand.winner, playerPair: hand.player_pair === 1, bankerPair: hand.banker_pair === 1 });

  it('debits each bet at once, and settles the hand with one credit of settleBet’s returns, no page call needed', async () => {
    const member = await fundedMember(up, 1_000);
    const session = await sit(member);
    const handNo = await nextWindow(session);
    const first = await bet(session, handNo, 'player', 100);
    expect(first.body.error, JSON.stringify(first.body)).toBe(0);
    const second = await bet(session, handNo, 'banker_pair', 10);
    expect(second.body.data).toEqual({ my_bets: { hand_no: handNo, bets: { player: 100, banker: 0, tie: 0, player_pair: 0, banker_pair: 10 } }, balance: 890 });
    const view = await table(session);
    expect(view.my_bets.bets).toMatchObject({ player: 100, banker_pair: 10 });
    expect(view.table.totals).toMatchObject({ player: 100, banker_pair: 10 });
    expect(view.balance).toBe(890);

    const [round] = await roundsOf(member);
    expect(round).toMatch(/^bac:bac-1-[0-9a-f]{16}:\d+:[0-9a-f]{20}$/);
    expect(await tx(round!)).toEqual([
      { transaction_id: `${round}:1`, kind: 'debit', amount: 100_00 },
      { transaction_id: `${round}:2`, kind: 'debit', amount: 10_00 },
    ]);

    await endPhase(session); // deals: settlement starts from the dealer, with no call of the page
    await vi.waitFor(async () => expect((await providerRound(round!)).status).toBe('settled'));
    const { shoe } = await providerRound(round!);
    const hand = result(await dealt(shoe, handNo));
    const returned = settleBet('player', 100_00, hand).credit + settleBet('banker_pair', 10_00, hand).credit;
    expect((await providerRound(round!)).returned).toBe(returned);
    expect((await tx(round!)).filter((t) => t.kind === 'credit')).toEqual([{ transaction_id: `${round}:settle`, kind: 'credit', amount: returned }]);
    const closed = await up.db
      .selectFrom('game_rounds')
      .select(sql<number>`CASE WHEN closed_at IS NOT NULL THEN 1 ELSE 0 END`.as('closed'))
      .where('round_id', '=', round!)
      .executeTakeFirst();
    expect(closed?.closed).toBe(1);
    expect(await balanceOf(up, member)).toBe(thbToSatang(1_000) - 110_00 + returned);

    const after = await table(session);
    expect(after.my_last).toEqual({ hand_no: handNo, staked: 110, returned: returned / 100 });
    expect(after.balance).toBe((thbToSatang(1_000) - 110_00 + returned) / 100);
    // The timer's later pass pays nothing twice.
    await provider.app.settlePending();
    expect((await tx(round!)).filter((t) => t.kind === 'credit')).toHaveLength(1);
  });

  it('refuses a bet after the window or on another hand with TABLE_BETTING_CLOSED, moving nothing', async () => {
    const member = await fundedMember(up, 500);
    const session = await sit(member);
    const handNo = await nextWindow(session);
    await endPhase(session); // the window closes: the hand is being dealt
    const late = await bet(session, handNo, 'player', 100);
    expect(late.body.error).toBe(ErrorCode.TABLE_BETTING_CLOSED);
    const next = await nextWindow(session);
    const stale = await bet(session, next - 1, 'banker', 100);
    expect(stale.body.error).toBe(ErrorCode.TABLE_BETTING_CLOSED);
    const ahead = await bet(session, next + 1, 'banker', 100);
    expect(ahead.body.error).toBe(ErrorCode.TABLE_BETTING_CLOSED);
    expect(await roundsOf(member)).toEqual([]);
    expect(await balanceOf(up, member)).toBe(thbToSatang(500));
  });

  it('keeps each member within the table limits per hand and side (TABLE_BET_LIMIT), before any wallet call', async () => {
    const member = await fundedMember(up, 6_000);
    const session = await sit(member);
    const handNo = await nextWindow(session);
    expect((await bet(session, handNo, 'player', 9.99)).body.error).toBe(ErrorCode.TABLE_BET_LIMIT);
    expect((await bet(session, handNo, 'tie', 5_000.01)).body.error).toBe(ErrorCode.TABLE_BET_LIMIT);
    expect((await bet(session, handNo, 'player_pair', 5_000)).body.error).toBe(0);
    const over = await bet(session, handNo, 'player_pair', 10);
    expect(over.body.error).toBe(ErrorCode.TABLE_BET_LIMIT);
    expect(over.body.message).toMatch(/[\u0E00-\u0E7F]/);
    // Another side still takes bets.
    expect((await bet(session, handNo, 'banker', 10)).body.error).toBe(0);
    expect(await balanceOf(up, member)).toBe(thbToSatang(6_000 - 5_010));
    await endPhase(session);
    await provider.app.settlePending();
  });

  it('passes the wallet’s refusal on unchanged and keeps nothing; the refused id is never sent again', async () => {
    const member = await fundedMember(up, 50);
    const session = await sit(member);
    const handNo = await nextWindow(session);
    const refused = await bet(session, handNo, 'player', 100);
    expect(refused.body.error).toBe(ErrorCode.INSUFFICIENT_BALANCE);
    expect(await balanceOf(up, member)).toBe(thbToSatang(50));
    const openBets = await provider.db
      .selectFrom('baccarat_bets as b')
      .innerJoin('baccarat_rounds as r', 'r.id', 'b.round')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('r.status', '=', 'open')
      .executeTakeFirstOrThrow();
    expect(openBets.n).toBe(0);
    expect((await table(session)).my_bets.bets.player).toBe(0);
    const taken = await bet(session, handNo, 'player', 50);
    expect(taken.body.error, JSON.stringify(taken.body)).toBe(0);
    expect(taken.body.data!.balance).toBe(0);
    const [round] = await roundsOf(member);
    // The wallet keeps the refused `:1` with its refusal: the taken bet is `:2`, and only it moved money.
    expect((await tx(round!)).map((t) => t.transaction_id)).toEqual([`${round}:1`, `${round}:2`]);
    const moved = await up.db
      .selectFrom('game_transactions')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('round_id', '=', round!)
      .where('ledger_entry_id', 'is not', null)
      .executeTakeFirstOrThrow();
    expect(moved.n).toBe(1);
    await endPhase(session);
    await provider.app.settlePending();
    expect((await providerRound(round!)).status).toBe('settled');
  });

  it('settles two members at one table and hand once each, with the totals of both, in one batch call', async () => {
    const [a, b] = [await fundedMember(up, 300), await fundedMember(up, 300)];
    const [sa, sb] = [await sit(a), await sit(b)];
    const handNo = await nextWindow(sa);
    expect((await bet(sa, handNo, 'banker', 100)).body.error).toBe(0);
    expect((await bet(sb, handNo, 'banker', 30)).body.error).toBe(0);
    expect((await bet(sb, handNo, 'tie', 20)).body.error).toBe(0);
    expect((await table(sa)).table.totals).toEqual({ player: 0, banker: 130, tie: 20, player_pair: 0, banker_pair: 0 });
    const [callsBefore, singlesBefore] = [wallet.creditBodies.length, wallet.singleCredits];
    await endPhase(sa);
    const [ra, rb] = [(await roundsOf(a))[0]!, (await roundsOf(b))[0]!];
    await vi.waitFor(async () => expect([(await providerRound(ra)).status, (await providerRound(rb)).status]).toEqual(['settled', 'settled']));
    await provider.app.settlePending();
    // The dealt hand's members in one call: both rounds' credits in its lines.
    const calls = wallet.creditBodies.slice(callsBefore);
    expect(calls).toHaveLength(1);
    expect(wallet.singleCredits).toBe(singlesBefore);
    expect((JSON.parse(calls[0]!) as { game_code: string; lines: { transaction_id: string }[] }).lines.map((l) => l.transaction_id).sort()).toEqual(
      [`${ra}:settle`, `${rb}:settle`].sort(),
    );
    const hand = result(await dealt((await providerRound(ra)).shoe, handNo));
    const paidA = settleBet('banker', 100_00, hand).credit;
    const paidB = settleBet('banker', 30_00, hand).credit + settleBet('tie', 20_00, hand).credit;
    expect((await tx(ra)).filter((t) => t.kind === 'credit').map((t) => t.amount)).toEqual([paidA]);
    expect((await tx(rb)).filter((t) => t.kind === 'credit').map((t) => t.amount)).toEqual([paidB]);
    expect(await balanceOf(up, a)).toBe(300_00 - 100_00 + paidA);
    expect(await balanceOf(up, b)).toBe(300_00 - 50_00 + paidB);
  });

  it('a line the wallet refuses leaves its round open, as a refused single credit does, and the hand’s other members are paid', async () => {
    const [a, b] = [await fundedMember(up, 300), await fundedMember(up, 300)];
    const [sa, sb] = [await sit(a), await sit(b)];
    const handNo = await nextWindow(sa);
    expect((await bet(sa, handNo, 'player', 100)).body.error).toBe(0);
    expect((await bet(sb, handNo, 'banker', 100)).body.error).toBe(0);
    const [ra, rb] = [(await roundsOf(a))[0]!, (await roundsOf(b))[0]!];
    // a's round closed at the wallet under another id beforehand: the batch's line for it is refused as closed.
    const { wallet_session: walletSession } = await provider.db
      .selectFrom('baccarat_rounds as r')
      .innerJoin('sessions as s', 's.id', 'r.session_id')
      .select('s.wallet_session')
      .where('r.round_id', '=', ra)
      .executeTakeFirstOrThrow();
    const closing = await signedPost(up, API.providerWallet.credit, { session: walletSession, game_code: TABLE, transaction_id: `${ra}:elsewhere`, round_id: ra, amount: 0 });
    expect(closing.body.error).toBe(0);
    const callsBefore = wallet.creditBodies.length;
    await endPhase(sa);
    await vi.waitFor(async () => expect((await providerRound(rb)).status).toBe('settled'));
    await provider.app.settlePending();
    expect((await providerRound(ra)).status).toBe('open');
    // One call paid b; a's refused line is sent again by the timer's pass, and refused again.
    expect(wallet.creditBodies.slice(callsBefore).filter((body) => body.includes(`"${rb}:settle"`))).toHaveLength(1);
    expect(wallet.creditBodies.slice(callsBefore).filter((body) => body.includes(`"${ra}:settle"`)).length).toBeGreaterThanOrEqual(2);
    const hand = result(await dealt((await providerRound(rb)).shoe, handNo));
    expect(await balanceOf(up, b)).toBe(300_00 - 100_00 + settleBet('banker', 100_00, hand).credit);
    expect(await balanceOf(up, a)).toBe(300_00 - 100_00);
    expect((await tx(ra)).filter((t) => t.kind === 'credit').map((t) => t.transaction_id)).toEqual([`${ra}:elsewhere`, `${ra}:settle`]);
  });

  it('keeps a lost credit pending and pays it exactly once when the wallet answers again', async () => {
    const member = await fundedMember(up, 200);
    const session = await sit(member);
    const handNo = await nextWindow(session);
    expect((await bet(session, handNo, 'player', 100)).body.error).toBe(0);
    const [round] = await roundsOf(member);
    wallet.credits = 'before';
    const tries = () => wallet.creditBodies.filter((body) => body.includes(`"${round}:settle"`)).length;
    await endPhase(session);
    // The dealer's settlement tries (the client's three attempts; the settling timer may try too) and gives up: the round stays open.
    await vi.waitFor(() => expect(tries()).toBeGreaterThanOrEqual(3));
    await provider.app.settlePending();
    expect((await providerRound(round!)).status).toBe('open');
    expect((await tx(round!)).filter((t) => t.kind === 'credit')).toEqual([]);
    const lost = tries();
    wallet.credits = 'pass';
    await provider.app.settlePending();
    await provider.app.settlePending();
    expect(tries()).toBe(lost + 1);
    const hand = result(await dealt((await providerRound(round!)).shoe, handNo));
    const returned = settleBet('player', 100_00, hand).credit;
    expect((await providerRound(round!))).toMatchObject({ status: 'settled', returned });
    expect((await tx(round!)).filter((t) => t.kind === 'credit')).toEqual([{ transaction_id: `${round}:settle`, kind: 'credit', amount: returned }]);
    expect(await balanceOf(up, member)).toBe(200_00 - 100_00 + returned);
  });

  it('rolls back a bet whose answer was lost (as a spin’s), and closes the round with 0 when nothing stayed staked', async () => {
    const member = await fundedMember(up, 300);
    const session = await sit(member);
    const handNo = await nextWindow(session);
    wallet.debits = 'after';
    const lost = await bet(session, handNo, 'banker', 100);
    expect(lost.body.error).toBe(ErrorCode.UPSTREAM_DOWN);
    expect(lost.body.message).toMatch(/[\u0E00-\u0E7F]/);
    wallet.debits = 'pass';
    const [round] = await roundsOf(member);
    expect((await tx(round!)).map((t) => [t.transaction_id, t.kind])).toEqual([
      [`${round}:1`, 'debit'],
      [`${round}:1:rb`, 'rollback'],
    ]);
    expect(await balanceOf(up, member)).toBe(300_00);
    expect((await table(session)).my_bets.bets.banker).toBe(0);
    await endPhase(session);
    await vi.waitFor(async () => expect((await providerRound(round!)).status).toBe('settled'));
    expect((await tx(round!)).filter((t) => t.kind === 'credit')).toEqual([{ transaction_id: `${round}:settle`, kind: 'credit', amount: 0 }]);
    expect(await balanceOf(up, member)).toBe(300_00);
  });
});
