import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { LimitsResponse } from '#shared/api/limits.js';
import { API } from '#shared/api/paths.js';
import type { WheelBoard, WheelConfig, WheelConfigV2, WheelSeedState, WheelSpin } from '#shared/api/wheel.js';
import { ErrorCode, ERRORS } from '#shared/errors.js';
import { fairPrize, serverSeedHash } from '#shared/wheel/fair.js';
import { freeSpinsOf } from '../ledger/free-spins.js';
import { pointsOf } from '../ledger/wallets.js';
import { snapshot } from '../test-support/db-snapshot.js';
import { deposit, expectBooksBalance, memberIdOf } from '../test-support/money.js';
import { startUpstream, type RegisteredMember, type RequestOptions, type TestUpstream } from '../test-support/upstream.js';

const refusal = (code: ErrorCode) => ({ error: code, message: ERRORS[code].message });
const opts = (member: RegisteredMember, key?: string): RequestOptions => ({ token: member.token, headers: key ? { 'idempotency-key': key } : {} });
const spin = (up: TestUpstream, member: RegisteredMember, key?: string) => up.post<WheelSpin>(API.wheel.spin, {}, opts(member, key));
const spinPoints = (up: TestUpstream, member: RegisteredMember, key?: string) => up.post<WheelSpin>(API.wheel.spinV2, {}, opts(member, key));
const seedState = async (up: TestUpstream, member: RegisteredMember) =>
  (await up.get<WheelSeedState>(API.wheel.seed, { token: member.token })).body.data!;
const rotate = (up: TestUpstream, member: RegisteredMember, body: object = { rotate: true }) =>
  up.post<WheelSeedState>(API.wheel.seedSet, body, { token: member.token });
const freeSpins = async (up: TestUpstream, member: RegisteredMember) => freeSpinsOf(up.db, await memberIdOf(up, member));

/** A new prize table version (the agent's change): a list of [name, kind, value, weight]. */
async function addTable(up: TestUpstream, prizes: [string, string, number, number][], cost = 20): Promise<number> {
  const latest = await up.db.selectFrom('wheel_tables').select((eb) => eb.fn.max('version').as('version')).executeTakeFirstOrThrow();
  const version = latest.version + 1;
  await up.db.insertInto('wheel_tables').values({ version, spin_cost_points: cost, created_at: up.clock.now() }).execute();
  await up.db
    .insertInto('wheel_prizes')
    .values(prizes.map(([name, kind, value, weight], segment) => ({ table_version: version, segment, name, kind, value, weight })))
    .execute();
  return version;
}

describe('wheel', () => {
  let up: TestUpstream;
  beforeAll(async () => {
    up = await startUpstream();
  });
  // Every wallet, points and free-spin balance equals its entries after each test.
  afterEach(() => expectBooksBalance(up));
  afterAll(() => up.close());

  it('publishes the demo table with its probabilities and expected value', async () => {
    const config = (await up.get<WheelConfig>(API.wheel.config)).body.data!;
    expect(config.configs).toMatchObject({ table_version: 1, spin_cost_points: 20, total_weight: 10_000 });
    expect(config.prizes).toHaveLength(8);
    expect(config.prizes.reduce((sum, p) => sum + p.probability, 0)).toBeCloseTo(1, 12);
    // 0.25 × 5 + 0.06 × 20 + 0.009 × 100 = 3.35 THB
    expect(config.configs.expected_value).toBe(3.35);
    expect(config.prizes.find((p) => p.kind === 'item')).toMatchObject({ needs_claim: true, probability: 0.001 });
  });

  it('refuses a spin without a free spin or points, in Thai, changing nothing', async () => {
    const member = await up.register();
    const before = await snapshot(up.db);
    expect((await spin(up, member)).body).toEqual(refusal(ErrorCode.WHEEL_NO_FREE_SPIN));
    expect((await spinPoints(up, member)).body).toEqual(refusal(ErrorCode.WHEEL_NOT_ENOUGH_POINTS));
    expect(await snapshot(up.db)).toEqual(before);
    expect(ERRORS[ErrorCode.WHEEL_NO_FREE_SPIN].message).toMatch(/[ก-๙]/);
  });

  it('shows the seed hash before any spin, and the spin uses it', async () => {
    const member = await up.register();
    const state = await seedState(up, member);
    expect(state).toMatchObject({ nonce: 0, table_version: 1, revealed: [] });
    await deposit(up, member, 500); // 1 free spin per 500 THB a day
    const first = (await spin(up, member, 'first')).body.data!;
    expect(first).toMatchObject({ server_seed_hash: state.server_seed_hash, client_seed: state.client_seed, nonce: 0, paid_with: 'free_spin', cost: 1 });
    expect(first.segment).toBe(first.prize.segment);
    expect(first.wallets.points).toBe(5 + (first.prize.kind === 'points' ? first.prize.value : 0));
    await expectBooksBalance(up);
  });

  it('answers an idempotent repeat with the first spin', async () => {
    const member = await up.register();
    await deposit(up, member, 1000);
    const first = await spin(up, member, 'same-key');
    const again = await spin(up, member, 'same-key');
    expect(again.body).toEqual(first.body);
    const spins = await up.db
      .selectFrom('wheel_spins')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('member_id', '=', await memberIdOf(up, member))
      .executeTakeFirstOrThrow();
    expect(spins.n).toBe(1);
    await expectBooksBalance(up);
  });

  it('never overspends: 50 parallel spins with 10 free spins', async () => {
    const member = await up.register();
    await deposit(up, member, 5000);
    expect(await freeSpins(up, member)).toBe(10);
    const replies = await Promise.all(Array.from({ length: 50 }, (_, i) => spin(up, member, `p-${i}`)));
    const won = replies.filter((r) => r.body.error === 0);
    // A free-spin prize adds a spin, so the successes are the 10 granted plus the spins won.
    const spinsWon = won.reduce((sum, r) => sum + (r.body.data!.prize.kind === 'free_spin' ? r.body.data!.prize.value : 0), 0);
    expect(won).toHaveLength(10 + spinsWon);
    expect(replies.filter((r) => r.body.error !== 0).every((r) => r.body.error === ErrorCode.WHEEL_NO_FREE_SPIN)).toBe(true);
    expect(await freeSpins(up, member)).toBe(0);
    expect(new Set(won.map((r) => r.body.data!.nonce)).size).toBe(won.length);
    await expectBooksBalance(up);
  });

  it('spins with points on tab 2, never below zero', async () => {
    const member = await up.register();
    await deposit(up, member, 4000); // 40 points: two spins of 20
    const replies = await Promise.all(Array.from({ length: 10 }, () => spinPoints(up, member)));
    const won = replies.filter((r) => r.body.error === 0);
    expect(won.length).toBeGreaterThanOrEqual(2);
    expect(replies.filter((r) => r.body.error !== 0).every((r) => r.body.error === ErrorCode.WHEEL_NOT_ENOUGH_POINTS)).toBe(true);
    const pointsWon = won.reduce((sum, r) => sum + (r.body.data!.prize.kind === 'points' ? r.body.data!.prize.value : 0), 0);
    const points = await pointsOf(up.db, await memberIdOf(up, member));
    expect(points).toBe(40 + pointsWon - 20 * won.length);
    expect(points).toBeGreaterThanOrEqual(0);
    expect(points).toBeLessThan(20);
    await expectBooksBalance(up);
  });

  it('rotating reveals the old seed, and every spin made with it recomputes with the shared function', async () => {
    const member = await up.register();
    await deposit(up, member, 5000);
    expect((await rotate(up, member, { client_seed: 'my-lucky-seed' })).body.error).toBe(0);
    const committed = await seedState(up, member);
    expect(committed.client_seed).toBe('my-lucky-seed');
    const spins: WheelSpin[] = [];
    for (let i = 0; i < 8; i++) spins.push((await spin(up, member)).body.data!);
    const after = (await rotate(up, member)).body.data!;
    expect(after.server_seed_hash).not.toBe(committed.server_seed_hash);
    expect(after).toMatchObject({ nonce: 0, client_seed: 'my-lucky-seed' });
    const revealed = after.revealed[0]!;
    expect(serverSeedHash(revealed.server_seed)).toBe(committed.server_seed_hash);
    expect(revealed.spins.map((s) => s.spin_id)).toEqual(spins.map((s) => s.spin_id));
    for (const s of revealed.spins) expect(fairPrize(revealed.server_seed, revealed.client_seed, s.nonce, revealed.prizes).id).toBe(s.prize_id);
    await expectBooksBalance(up);
  });

  it('refuses spins in a time-out, changing nothing', async () => {
    const member = await up.register();
    await deposit(up, member, 1000);
    await up.post<LimitsResponse>(API.member.limits, { timeout_hours: 24 }, { token: member.token });
    const before = await snapshot(up.db);
    expect((await spin(up, member)).body).toMatchObject(refusal(ErrorCode.PLAY_TIMEOUT));
    expect((await spinPoints(up, member)).body).toMatchObject(refusal(ErrorCode.PLAY_TIMEOUT));
    expect(await snapshot(up.db)).toEqual(before);
  });

  it('shows the latest wins on the board with masked names', async () => {
    const board = (await up.get<WheelBoard>(API.wheel.board)).body.data!;
    expect(board.items.length).toBeGreaterThan(0);
    for (const item of board.items) {
      expect(item.name).toMatch(/^\d{3}\*+\d{3}$/);
      expect(item.kind).not.toBe('nothing');
    }
  });
});

describe('wheel prize table changes', () => {
  let up: TestUpstream;
  beforeAll(async () => {
    up = await startUpstream();
  });
  // Every wallet, points and free-spin balance equals its entries after each test.
  afterEach(() => expectBooksBalance(up));
  afterAll(() => up.close());

  it('apply from the member’s next seed only; an item prize is claimed once', async () => {
    const member = await up.register();
    await deposit(up, member, 2000);
    const v1 = await seedState(up, member);
    expect(v1.table_version).toBe(1);
    const version = await addTable(up, [['เสื้อยืด', 'item', 0, 1]]);
    const old = (await spin(up, member)).body.data!;
    expect(old).toMatchObject({ table_version: 1 });
    expect((await up.get<WheelConfigV2>(API.wheel.configV2, { token: member.token })).body.data!.setting.table_version).toBe(1);
    expect((await up.get<WheelConfig>(API.wheel.config)).body.data!.configs.table_version).toBe(version);

    await rotate(up, member);
    const fresh = (await spin(up, member)).body.data!;
    expect(fresh).toMatchObject({ table_version: version, claim_status: 'pending', prize: { kind: 'item', needs_claim: true } });

    const claim = (spinId: number, key?: string) => up.post<WheelSpin>(API.wheel.reward, { spin_id: spinId }, opts(member, key));
    expect((await claim(fresh.spin_id, 'claim-1')).body.data).toMatchObject({ spin_id: fresh.spin_id, claim_status: 'claimed' });
    expect((await claim(fresh.spin_id, 'claim-1')).body.data).toMatchObject({ claim_status: 'claimed' });
    const before = await snapshot(up.db);
    expect((await claim(fresh.spin_id)).body).toEqual(refusal(ErrorCode.WHEEL_REWARD_CLAIMED));
    if (old.claim_status === 'none') expect((await claim(old.spin_id)).body).toEqual(refusal(ErrorCode.WHEEL_REWARD_NOT_FOUND));
    expect((await claim(999_999)).body).toEqual(refusal(ErrorCode.WHEEL_REWARD_NOT_FOUND));
    expect(await snapshot(up.db)).toEqual(before);
    await expectBooksBalance(up);
  });
});
