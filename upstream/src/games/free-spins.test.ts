import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { FreeSpinCreditsResponse, GameLinkResponse } from '#shared/api/games.js';
import { API } from '#shared/api/paths.js';
import type { ActivePromotion, Promotion } from '#shared/api/promotion.js';
import type { AuthenticateResponse, TransactionResponse } from '#shared/api/provider-wallet.js';
import type { Quest, QuestClaim } from '#shared/api/quest.js';
import { ErrorCode } from '#shared/errors.js';
import { balanceOf, gameIdOf, signedPost, startGamesUpstream, walletOf } from '../test-support/games.js';
import { deposit, expectBooksBalance, memberIdOf } from '../test-support/money.js';
import type { RegisteredMember, TestUpstream } from '../test-support/upstream.js';

const P = API.providerWallet;
const GAME = 'naga-fortune';
const FIRST_LOGIN = 'เข้าสู่ระบบครั้งแรก';
let sequence = 0;
const id = (prefix: string) => `fs-${prefix}-${++sequence}`;

describe('game free-spin credits: granted by a quest or a promotion, played through the protocol', () => {
  let up: TestUpstream;
  beforeAll(async () => {
    up = await startGamesUpstream();
    // The first tick, started with the app, is done before anything is read or snapshotted.
    await up.settle();
  });
  afterEach(() => expectBooksBalance(up));
  afterAll(() => up.close());

  const credits = async (member: RegisteredMember) => (await up.get<FreeSpinCreditsResponse>(API.game.freeSpins, { token: member.token })).body.data!.credits;

  /** A new member who redeemed the first-login quest: 5 spins at 2.00 THB. */
  async function questCredit(): Promise<{ member: RegisteredMember; creditId: number }> {
    const member = await up.register();
    const quests = (await up.get<Quest[]>(API.quest.list, { token: member.token })).body.data!;
    const quest = quests.find((q) => q.title === FIRST_LOGIN)!;
    expect(quest.reward.free_spin_offer).toMatchObject({ spins: 5, bet: 2, valid_hours: 72, game_id: null });
    const claim = await up.post<QuestClaim>(API.quest.redeem, { quest_id: quest.id }, { token: member.token });
    expect(claim.body.error, JSON.stringify(claim.body)).toBe(0);
    const [credit] = await credits(member);
    return { member, creditId: credit!.id };
  }

  const link = (member: RegisteredMember, creditId: number | undefined, code = GAME) =>
    Promise.all([gameIdOf(up, code), walletOf(up, member)]).then(([game, walletId]) =>
      up.post<GameLinkResponse>(API.game.link, { ...game, wallet_id: walletId, is_mobile: true, free_spin_id: creditId }, { token: member.token }),
    );

  async function freeSpinSession(member: RegisteredMember, creditId: number): Promise<AuthenticateResponse> {
    const reply = await link(member, creditId);
    expect(reply.body.error, JSON.stringify(reply.body)).toBe(0);
    const token = new URL(reply.body.data!.link, 'http://site.invalid').searchParams.get('token')!;
    return (await signedPost<AuthenticateResponse>(up, P.authenticate, { token })).body.data!;
  }
  const debit = (session: string, body: Record<string, unknown>) => signedPost<TransactionResponse>(up, P.debit, { session, game_code: GAME, ...body });
  const win = (session: string, body: Record<string, unknown>) => signedPost<TransactionResponse>(up, P.credit, { session, game_code: GAME, ...body });
  const spinsLeft = async (creditId: number) =>
    (await up.db.selectFrom('game_free_spins').select('spins_left').where('id', '=', creditId).executeTakeFirst())?.spins_left;

  it('a quest grants the credit once; the launch carries it; a spin debits 0, uses one spin and pays its win', async () => {
    const { member, creditId } = await questCredit();
    const [credit] = await credits(member);
    expect(credit).toMatchObject({ source: 'quest', title: FIRST_LOGIN, spins_total: 5, spins_left: 5, bet: 2, game: null });
    expect(Date.parse(credit!.expires_at) - Date.parse(credit!.granted_at)).toBe(72 * 60 * 60 * 1000);

    const session = await freeSpinSession(member, creditId);
    expect(session.free_spin).toEqual({ id: creditId, spins_left: 5, bet: 2 });
    const round = id('r');
    const bet = await debit(session.session, { transaction_id: id('t'), round_id: round, amount: 0, free_spin: true });
    expect(bet.body).toMatchObject({ error: 0, data: { reference: null, balance: 0 } });
    expect(await spinsLeft(creditId)).toBe(4);
    const paid = await win(session.session, { transaction_id: id('t'), round_id: round, amount: 3.4 });
    expect(paid.body.data).toMatchObject({ balance: 3.4 });
    expect(await balanceOf(up, member)).toBe(340);
    expect((await credits(member))[0]).toMatchObject({ spins_left: 4 });
  });

  it('refuses a free spin that stakes money, a second debit in its round, and a spin when none is left; a rollback gives the spin back', async () => {
    const { member, creditId } = await questCredit();
    const { session } = await freeSpinSession(member, creditId);
    expect((await debit(session, { transaction_id: id('t'), round_id: id('r'), amount: 1, free_spin: true })).body.error).toBe(ErrorCode.FREE_SPIN_NOT_USABLE);
    const round = id('r');
    const first = { transaction_id: id('t'), round_id: round, amount: 0, free_spin: true };
    expect((await debit(session, first)).body.error).toBe(0);
    // The same transaction again answers the first answer and uses nothing more.
    expect((await debit(session, first)).body.error).toBe(0);
    expect(await spinsLeft(creditId)).toBe(4);
    expect((await debit(session, { transaction_id: id('t'), round_id: round, amount: 0, free_spin: true })).body.error).toBe(ErrorCode.PROVIDER_TRANSACTION_CONFLICT);
    const undone = await signedPost<TransactionResponse>(up, P.rollback, { session, transaction_id: id('t'), round_id: round, rollback_transaction_id: first.transaction_id });
    expect(undone.body.error).toBe(0);
    expect(await spinsLeft(creditId)).toBe(5);
    for (let spin = 0; spin < 5; spin += 1) {
      expect((await debit(session, { transaction_id: id('t'), round_id: id('r'), amount: 0, free_spin: true })).body.error).toBe(0);
    }
    expect((await debit(session, { transaction_id: id('t'), round_id: id('r'), amount: 0, free_spin: true })).body.error).toBe(ErrorCode.FREE_SPIN_NOT_USABLE);
    expect(await credits(member)).toEqual([]);
    // A used-up credit opens no more games.
    expect((await link(member, creditId)).body.error).toBe(ErrorCode.FREE_SPIN_NOT_USABLE);
    expect(await balanceOf(up, member)).toBe(0);
  });

  it('twenty free spins at once on a 5-spin credit: exactly five are taken', async () => {
    const { member, creditId } = await questCredit();
    const { session } = await freeSpinSession(member, creditId);
    const replies = await Promise.all(
      Array.from({ length: 20 }, () => debit(session, { transaction_id: id('t'), round_id: id('r'), amount: 0, free_spin: true })),
    );
    expect(replies.filter((r) => r.body.error === 0)).toHaveLength(5);
    expect(replies.filter((r) => r.body.error === ErrorCode.FREE_SPIN_NOT_USABLE)).toHaveLength(15);
    expect(await spinsLeft(creditId)).toBe(0);
  });

  it('a launch refuses another member’s credit, an expired one and a game without free spins; a session without a credit has no free spins', async () => {
    const { member, creditId } = await questCredit();
    const stranger = await up.register();
    expect((await link(stranger, creditId)).body.error).toBe(ErrorCode.FREE_SPIN_NOT_USABLE);
    await up.db.updateTable('games').set({ has_free_spins: 0 }).where('code', '=', 'songkran-splash').execute();
    try {
      expect((await link(member, creditId, 'songkran-splash')).body.error).toBe(ErrorCode.FREE_SPIN_NOT_USABLE);
    } finally {
      await up.db.updateTable('games').set({ has_free_spins: 1 }).where('code', '=', 'songkran-splash').execute();
    }
    const plain = await link(member, undefined);
    const token = new URL(plain.body.data!.link, 'http://site.invalid').searchParams.get('token')!;
    const session = (await signedPost<AuthenticateResponse>(up, P.authenticate, { token })).body.data!;
    expect(session.free_spin).toBeNull();
    expect((await debit(session.session, { transaction_id: id('t'), round_id: id('r'), amount: 0, free_spin: true })).body.error).toBe(ErrorCode.FREE_SPIN_NOT_USABLE);

    const live = await freeSpinSession(member, creditId);
    await up.advance(73 * 60 * 60 * 1000);
    expect(await credits(member)).toEqual([]);
    expect((await link(member, creditId)).body.error).toBe(ErrorCode.FREE_SPIN_NOT_USABLE);
    // A session opened before the expiry cannot spend the credit after it either.
    expect((await debit(live.session, { transaction_id: id('t'), round_id: id('r'), amount: 0, free_spin: true })).body.error).not.toBe(0);
  });

  it('the new-member promotion grants 10 spins at 1.00 THB when its deposit activates it, once', async () => {
    const member = await up.register();
    const promotions = (await up.get<Promotion[]>(API.promotion.list, { token: member.token })).body.data!;
    const offered = promotions.find((p) => p.free_spin_offer !== null)!;
    expect(offered.free_spin_offer).toMatchObject({ spins: 10, bet: 1, game_id: null });
    const accepted = await up.post<ActivePromotion>(API.promotion.accept, { promotion_id: offered.promotion_id }, { token: member.token });
    expect(accepted.body.error).toBe(0);
    expect(await credits(member)).toEqual([]);
    await deposit(up, member, 200);
    await deposit(up, member, 200);
    const granted = await credits(member);
    expect(granted).toHaveLength(1);
    expect(granted[0]).toMatchObject({ source: 'promotion', title: offered.title, spins_left: 10, bet: 1 });
    const memberId = await memberIdOf(up, member);
    const { n } = await up.db
      .selectFrom('game_free_spins')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('member_id', '=', memberId)
      .executeTakeFirstOrThrow();
    expect(n).toBe(1);
  });
});
