/**
 * Shots against the real upstream's wallet: each shot debits its cannon bet
 * and credits its win in the same round, recomputes from the revealed seed,
 * gets its own nonce when sent all at once, is refused in Thai without moving
 * anything, and in a demo never reaches the wallet.
 */
import { createHash, createHmac } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { FISHING_API, type FishingInfoResponse, type FishingShotResponse } from '#shared/games/fishing-api.js';
import { SLOT_API, type LiveGameSession, type SlotRotateResponse } from '#shared/games/slot-api.js';
import { ErrorCode } from '#shared/errors.js';
import { thbToSatang } from '#shared/money.js';
import { balanceOf, fundedMember, launchToken } from '#upstream/test-support/games.js';
import { expectBooksBalance } from '#upstream/test-support/money.js';
import type { RegisteredMember, TestUpstream } from '#upstream/test-support/upstream.js';
import { startGamesUpstream, startProvider, type TestProvider } from '../test-support/provider.js';
import type { SiteTransport } from '../provider/site-pool.js';

const GAME = 'fish-1';
const THAI = /[\u0E00-\u0E7F]/;

describe('fishing shots through the wallet protocol', () => {
  let up: TestUpstream;
  let provider: TestProvider;
  /** credits: 'pass', or lost before they reach the wallet */
  let credits: 'pass' | 'before' = 'pass';
  let walletCalls = 0;
  const lossyWallet = (site: SiteTransport): SiteTransport => ({
    send(path, raw, headers) {
      walletCalls += 1;
      if (credits === 'before' && path.endsWith('/provider/wallet/credit')) return Promise.reject(new Error('connect ECONNREFUSED'));
      return site.send(path, raw, headers);
    },
  });

  beforeAll(async () => {
    up = await startGamesUpstream();
    provider = await startProvider(up, { site: lossyWallet });
  });
  afterEach(async () => {
    credits = 'pass';
    await expectBooksBalance(up);
  });
  afterAll(async () => {
    await provider.close();
    await up.close();
  });

  async function open(member: RegisteredMember): Promise<LiveGameSession> {
    const reply = await provider.post<LiveGameSession>(SLOT_API.session, { game: GAME, token: await launchToken(up, member, GAME) });
    expect(reply.body.error, JSON.stringify(reply.body)).toBe(0);
    expect(reply.body.data).toMatchObject({ mode: 'real', game: { kind: 'fishing', code: GAME }, free_spin: null, fairness: { nonce: 0 } });
    return reply.body.data!;
  }
  const shot = (session: string, fish: string, bet: number) => provider.post<FishingShotResponse>(FISHING_API.shot, { fish, bet }, session);
  async function hit(session: string, fish: string, bet: number): Promise<FishingShotResponse> {
    const reply = await shot(session, fish, bet);
    expect(reply.body.error, JSON.stringify(reply.body)).toBe(0);
    return reply.body.data!;
  }
  const tx = (round: string) => up.db.selectFrom('game_transactions').select(['kind', 'amount']).where('round_id', '=', round).orderBy('id').execute();
  const roundCount = async () => (await up.db.selectFrom('game_rounds').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n;

  it('answers the published fish table and the cannon bets', async () => {
    const { session } = await open(await fundedMember(up, 10));
    const reply = await provider.post<FishingInfoResponse>(FISHING_API.info, {}, session);
    expect(reply.body.error).toBe(0);
    const info = reply.body.data!;
    expect(info.bets).toEqual([0.1, 0.2, 0.5, 1, 2, 5, 10, 20, 50, 100]);
    expect(info.species).toHaveLength(10);
    expect(info.species.find((fish) => fish.code === 'golden-dragon')).toEqual({
      code: 'golden-dragon',
      name: 'มังกรทอง',
      multiplier: 500,
      chance_fraction: '6/3125',
      chance: 6 / 3125,
      rtp_fraction: '24/25',
      rtp_percent: 96,
    });
  });

  it('debits the bet and credits the win in one round of the upstream’s ledger; the site balance moves by the net', async () => {
    const member = await fundedMember(up, 100);
    const { session } = await open(member);
    let expected = thbToSatang(100);
    for (let i = 0; i < 6; i++) {
      const result = await hit(session, 'clownfish', 2);
      expect(result.nonce).toBe(i);
      expect(result.win).toBe(result.caught ? 4 : 0);
      expected += -200 + thbToSatang(result.win);
      expect(await balanceOf(up, member)).toBe(expected);
      expect(thbToSatang(result.balance)).toBe(expected);
      expect(await tx(result.round_id)).toEqual([
        { kind: 'debit', amount: 200 },
        { kind: 'credit', amount: thbToSatang(result.win) },
      ]);
    }
  });

  it('recomputes a caught shot with node:crypto from the seed revealed by a rotate', async () => {
    const { session } = await open(await fundedMember(up, 100));
    let caught: FishingShotResponse | undefined;
    for (let i = 0; i < 40 && !caught; i++) {
      const result = await hit(session, 'clownfish', 1);
      if (result.caught) caught = result;
    }
    expect(caught).toBeDefined();
    const rotated = await provider.post<SlotRotateResponse>(SLOT_API.rotate, { client_seed: 'my-own-seed' }, session);
    expect(rotated.body.error).toBe(0);
    const { server_seed, server_seed_hash, client_seed } = rotated.body.data!.revealed;
    expect(server_seed_hash).toBe(caught!.server_seed_hash);
    expect(createHash('sha256').update(server_seed).digest('hex')).toBe(server_seed_hash);
    const digest = createHmac('sha256', server_seed).update(`${client_seed}:${caught!.nonce}`).digest('hex');
    expect(digest).toBe(caught!.digest);
    // clownfish: 12/25; caught ⇔ bits / 2^52 < 12/25 ⇔ bits × 25 < 12 × 2^52
    expect(BigInt(`0x${digest.slice(0, 13)}`) * 25n < 12n * 2n ** 52n).toBe(true);
    expect(caught!.win).toBe(2);
    // the next seed starts at nonce 0 with the member's client seed
    const next = await hit(session, 'clownfish', 1);
    expect(next).toMatchObject({ nonce: 0, client_seed: 'my-own-seed' });
  });

  it('plays 10 shots sent at once from one session on 10 nonces; the balance is exact', async () => {
    const member = await fundedMember(up, 100);
    const { session } = await open(member);
    const replies = await Promise.all(Array.from({ length: 10 }, (_, i) => shot(session, i % 2 ? 'squid' : 'goldfish', 5)));
    const results = replies.map((reply) => {
      expect(reply.body.error, JSON.stringify(reply.body)).toBe(0);
      return reply.body.data!;
    });
    expect(results.map((r) => r.nonce).sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    const won = results.reduce((sum, r) => sum + thbToSatang(r.win), 0);
    expect(await balanceOf(up, member)).toBe(thbToSatang(100) - 10 * 500 + won);
    expect(new Set(results.map((r) => r.round_id)).size).toBe(10);
  });

  it('refuses an unknown fish, a bet off the list and a bet beyond the balance in Thai, moving nothing', async () => {
    const member = await fundedMember(up, 1);
    const { session } = await open(member);
    const before = { balance: await balanceOf(up, member), rounds: await roundCount(), shots: (await provider.db.selectFrom('spins').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n };
    for (const [fish, bet] of [
      ['kraken', 1],
      ['clownfish', 0.15],
      ['clownfish', 3],
      ['', 1],
    ] as const) {
      const reply = await shot(session, fish, bet);
      expect(reply.body.error, `${fish} ${bet}`).toBe(ErrorCode.VALIDATION);
      expect(reply.body.message).toMatch(THAI);
    }
    const broke = await shot(session, 'clownfish', 2);
    expect(broke.body.error).toBe(ErrorCode.INSUFFICIENT_BALANCE);
    expect(broke.body.message).toMatch(THAI);
    expect({ balance: await balanceOf(up, member), rounds: await roundCount(), shots: (await provider.db.selectFrom('spins').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n }).toEqual(before);
    expect((await hit(session, 'clownfish', 1)).nonce).toBe(0);
  });

  it('pays a credit whose answer was lost exactly once, before the next shot', async () => {
    const member = await fundedMember(up, 100);
    const { session } = await open(member);
    credits = 'before';
    const lost: FishingShotResponse[] = [];
    for (let i = 0; i < 3; i++) lost.push(await hit(session, 'clownfish', 1));
    credits = 'pass';
    const won = lost.reduce((sum, r) => sum + thbToSatang(r.win), 0);
    expect(await balanceOf(up, member)).toBe(thbToSatang(100) - 300);
    const next = await hit(session, 'clownfish', 1);
    expect(await balanceOf(up, member)).toBe(thbToSatang(100) - 400 + won + thbToSatang(next.win));
    for (const result of lost) expect(await tx(result.round_id)).toEqual([{ kind: 'debit', amount: 100 }, { kind: 'credit', amount: thbToSatang(result.win) }]);
  });

  it('plays a demo on play money, never calling the wallet', async () => {
    const calls = walletCalls;
    const opened = await provider.post<LiveGameSession>(SLOT_API.session, { game: GAME, demo: true });
    expect(opened.body.error, JSON.stringify(opened.body)).toBe(0);
    expect(opened.body.data).toMatchObject({ mode: 'demo', balance: 10_000, game: { kind: 'fishing', code: GAME } });
    let expected = thbToSatang(10_000);
    for (let i = 0; i < 5; i++) {
      const result = await hit(opened.body.data!.session, 'stingray', 10);
      expected += -1000 + thbToSatang(result.win);
      expect(thbToSatang(result.balance)).toBe(expected);
      expect(result.nonce).toBe(i);
    }
    expect(walletCalls).toBe(calls);
  });

  it('opens no fishing session for a link to another game, and a slot session cannot shoot', async () => {
    const member = await fundedMember(up, 10);
    const reply = await provider.post(SLOT_API.session, { game: GAME, token: await launchToken(up, member, 'thai-temple') });
    expect(reply.body.error).toBe(ErrorCode.LAUNCH_TOKEN_INVALID);
    const slot = await provider.post<{ session: string }>(SLOT_API.session, { game: 'thai-temple', demo: true });
    expect((await shot(slot.body.data!.session, 'clownfish', 1)).body.error).toBe(ErrorCode.GAME_NOT_FOUND);
  });
});
