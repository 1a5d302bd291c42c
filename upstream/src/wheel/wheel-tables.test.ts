import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { FreeSpinCreditsResponse } from '#shared/api/games.js';
import type { WalletsResponse } from '#shared/api/member.js';
import { CALLS } from '#shared/api/registry.js';
import type { WheelConfig, WheelSeedState, WheelSpin, WheelTableInput, WheelTableResponse, WheelTables } from '#shared/api/wheel.js';
import { ErrorCode } from '#shared/errors.js';
import { HOUR, wireTime } from '#shared/dates/calendar.js';
import { snapshot } from '../test-support/db-snapshot.js';
import { deposit, expectBooksBalance } from '../test-support/money.js';
import { startUpstream, type RegisteredMember, type TestUpstream } from '../test-support/upstream.js';

const wheel = CALLS.wheel;

describe('the wheel’s published tables', () => {
  let up: TestUpstream;
  /** the launch table (migration 007) is dated when the site first runs on the database */
  let launchedAt: number;
  beforeAll(async () => {
    up = await startUpstream();
    launchedAt = up.clock.now();
  });
  // Every wallet, points and free-spin balance equals its entries after each test.
  afterEach(() => expectBooksBalance(up));
  afterAll(() => up.close());

  const tables = async () => (await up.get<WheelTables>(wheel.tables.path)).body.data!.tables;
  const publish = async (input: WheelTableInput) => {
    const reply = await up.operator<WheelTableResponse>(CALLS.operator.wheelTableAdd.path, input);
    expect(reply.body.error, reply.body.message).toBe(0);
    return reply.body.data!.table;
  };
  const seedState = async (member: RegisteredMember) => (await up.get<WheelSeedState>(wheel.seed.path, { token: member.token })).body.data!;
  const spin = async (member: RegisteredMember) => {
    const reply = await up.post<WheelSpin>(wheel.spin.path, {}, { token: member.token });
    expect(reply.body.error, reply.body.message).toBe(0);
    return reply.body.data!;
  };
  const wallets = async (member: RegisteredMember) => (await up.post<WalletsResponse>(CALLS.member.wallets.path, {}, { token: member.token })).body.data!;

  it('lists the demo table for anyone, as the wheel’s config shows it, with its date', async () => {
    const [demo, ...older] = await tables();
    expect(older).toEqual([]);
    const config = (await up.get<WheelConfig>(wheel.config.path)).body.data!;
    expect(demo).toEqual({
      version: 1,
      spin_cost_points: 20,
      total_weight: 10_000,
      expected_value: 3.35,
      prizes: config.prizes,
      created_at: wireTime(launchedAt),
    });
  });

  it('publishes a new table that applies from each member’s next seed only', async () => {
    const member = await up.register();
    await deposit(up, member, 1000); // 2 free spins
    expect((await seedState(member)).table_version).toBe(1);

    await up.advance(HOUR);
    const table = await publish({
      spin_cost_points: 15,
      prizes: [
        { name: 'เสื้อวงล้อ', kind: 'item', value: 0, weight: 1 },
        { name: 'โบนัส 12.50 บาท', kind: 'credit_bonus', value: 12.5, weight: 0 },
        { name: '7 แต้ม', kind: 'points', value: 7, weight: 0 },
        { name: 'หมุนฟรี 2 ครั้ง', kind: 'free_spin', value: 2, weight: 0 },
        { name: 'เสียใจด้วย', kind: 'nothing', value: 0, weight: 0 },
      ],
    });
    expect(table).toMatchObject({ version: 2, spin_cost_points: 15, total_weight: 1, expected_value: 0, created_at: wireTime(up.clock.now()) });
    expect(table.prizes.map((p) => [p.segment, p.name, p.value, p.probability, p.needs_claim])).toEqual([
      [0, 'เสื้อวงล้อ', 0, 1, true],
      [1, 'โบนัส 12.50 บาท', 12.5, 0, false],
      [2, '7 แต้ม', 7, 0, false],
      [3, 'หมุนฟรี 2 ครั้ง', 2, 0, false],
      [4, 'เสียใจด้วย', 0, 0, false],
    ]);
    const bonus = await up.db.selectFrom('wheel_prizes').select('value').where('table_version', '=', 2).where('kind', '=', 'credit_bonus').executeTakeFirstOrThrow();
    expect(bonus.value).toBe(12_50);

    // Both versions, newest first, each with its date.
    expect((await tables()).map((t) => [t.version, t.created_at])).toEqual([
      [2, wireTime(up.clock.now())],
      [1, wireTime(launchedAt)],
    ]);

    // The member's committed seed keeps version 1; a member with no seed yet gets the new one.
    expect(await spin(member)).toMatchObject({ table_version: 1 });
    const newcomer = await up.register();
    expect((await seedState(newcomer)).table_version).toBe(2);

    expect((await up.post(wheel.seedSet.path, { rotate: true }, { token: member.token })).body.error).toBe(0);
    expect((await seedState(member)).table_version).toBe(2);
    expect(await spin(member)).toMatchObject({ table_version: 2, prize: { name: 'เสื้อวงล้อ', needs_claim: true }, claim_status: 'pending' });
  });

  it('a prize may grant game free spins: the spin grants the offer’s credit, once; an unknown offer is refused', async () => {
    const { id: offerId } = await up.db.selectFrom('free_spin_offers').select('id').orderBy('id').limit(1).executeTakeFirstOrThrow();
    const unknown = await up.operator(CALLS.operator.wheelTableAdd.path, {
      spin_cost_points: 10,
      prizes: [
        { name: 'ฟรีสปิน', kind: 'nothing', value: 0, weight: 1, free_spin_offer_id: 999_999 },
        { name: 'เสียใจด้วย', kind: 'nothing', value: 0, weight: 0 },
      ],
    });
    expect(unknown.body).toMatchObject({ error: ErrorCode.VALIDATION, message: 'ไม่พบข้อเสนอฟรีสปินนี้' });
    const table = await publish({
      spin_cost_points: 10,
      prizes: [
        { name: 'ฟรีสปินสล็อต 10 ครั้ง', kind: 'nothing', value: 0, weight: 1, free_spin_offer_id: offerId },
        { name: 'เสียใจด้วย', kind: 'nothing', value: 0, weight: 0 },
      ],
    });
    expect(table.prizes[0]!.free_spin_offer).toMatchObject({ id: offerId, spins: 10, bet: 1 });
    const member = await up.register();
    await deposit(up, member, 500);
    const won = await spin(member);
    expect(won.prize).toMatchObject({ name: 'ฟรีสปินสล็อต 10 ครั้ง', free_spin_offer: { id: offerId } });
    const credits = (await up.get<FreeSpinCreditsResponse>(CALLS.game.freeSpins.path, { token: member.token })).body.data!.credits;
    expect(credits).toEqual([expect.objectContaining({ source: 'wheel', title: 'ฟรีสปินสล็อต 10 ครั้ง', spins_left: 10, bet: 1 })]);
  });

  it('refuses in Thai a fraction or 0 where a count is meant, a value on nothing or an item, and changes nothing', async () => {
    const other = { name: 'เสียใจด้วย', kind: 'nothing' as const, value: 0, weight: 1 };
    const cases: [WheelTableInput['prizes'][number], string][] = [
      [{ name: 'แต้มครึ่ง', kind: 'points', value: 1.5, weight: 1 }, 'จำนวนแต้มต้องเป็นจำนวนเต็ม'],
      [{ name: 'หมุนครึ่ง', kind: 'free_spin', value: 0.5, weight: 1 }, 'จำนวนสิทธิ์หมุนฟรีต้องเป็นจำนวนเต็ม'],
      [{ name: 'ศูนย์แต้ม', kind: 'points', value: 0, weight: 1 }, 'มูลค่ารางวัลต้องมากกว่า 0'],
      [{ name: 'ศูนย์สปิน', kind: 'free_spin', value: 0, weight: 1 }, 'มูลค่ารางวัลต้องมากกว่า 0'],
      [{ name: 'โบนัสศูนย์', kind: 'credit_main', value: 0, weight: 1 }, 'มูลค่ารางวัลต้องมากกว่า 0'],
      [{ name: 'ว่างแต่มีค่า', kind: 'nothing', value: 5, weight: 1 }, 'รางวัลประเภทนี้ต้องมีมูลค่าเป็น 0'],
      [{ name: 'ของมีค่า', kind: 'item', value: 1, weight: 1 }, 'รางวัลประเภทนี้ต้องมีมูลค่าเป็น 0'],
    ];
    const before = await snapshot(up.db);
    for (const [prize, message] of cases) {
      const reply = await up.operator(CALLS.operator.wheelTableAdd.path, { spin_cost_points: 20, prizes: [other, prize] });
      expect(reply.body, prize.name).toMatchObject({ error: ErrorCode.VALIDATION, message, data: { fields: { 'prizes.1.value': message } } });
    }
    const shapes: [object, string][] = [
      [{ spin_cost_points: 20, prizes: [other] }, 'วงล้อต้องมีอย่างน้อย 2 ช่อง'],
      [{ spin_cost_points: 20, prizes: [{ ...other, weight: 0 }, { ...other, weight: 0 }] }, 'ต้องมีอย่างน้อยหนึ่งรางวัลที่มีน้ำหนักมากกว่า 0'],
      [{ spin_cost_points: 0, prizes: [other, other] }, 'แต้มต่อการหมุนต้องเป็นจำนวนเต็มตั้งแต่ 1'],
    ];
    for (const [body, message] of shapes) expect((await up.operator(CALLS.operator.wheelTableAdd.path, body)).body).toMatchObject({ error: ErrorCode.VALIDATION, message });
    expect(await snapshot(up.db)).toEqual(before);
  });

  it('answers the member’s free spins with the wallets, and with a spin’s wallets', async () => {
    const member = await up.register();
    expect(await wallets(member)).toMatchObject({ points: 0, free_spins: 0 });
    await deposit(up, member, 1500); // 3 free spins
    expect((await wallets(member)).free_spins).toBe(3);
    const spun = await spin(member);
    expect(spun.wallets.free_spins).toBe(spun.free_spins);
    expect((await wallets(member)).free_spins).toBe(spun.free_spins);
  });
});
