/**
 * The fortune wheel (docs/domain.md "Promotions, coupons, quests, points, wheel"; docs/decisions/0030). Each member spins under
 * one committed server seed (its SHA-256 shown before the first spin), a
 * client seed the member may choose, and a nonce counting the seed's spins;
 * the prize is `fairPrize` of those and the prize table stored with the
 * seed. The cost (a free spin or points), the nonce and the prize move in the
 * caller's one transaction, through the guarded balance updates, so parallel
 * spins can never overspend and a refusal changes nothing.
 */
import { randomBytes } from 'node:crypto';
import type { Selectable } from 'kysely';
import type { WheelBoard, WheelBoardEntry, WheelConfig, WheelConfigV2, WheelPrize, WheelPrizeKind, WheelRevealedSeed, WheelSeedState, WheelSetting, WheelSpin } from '#shared/api/wheel.js';
import { WalletType } from '#shared/constants.js';
import { AppError } from '#shared/envelope.js';
import { ErrorCode } from '#shared/errors.js';
import { satangToThb } from '#shared/money.js';
import { expectedValueSatang, fairPrize, probabilities, serverSeedHash, totalWeight } from '#shared/wheel/fair.js';
import type { Ctx } from '../context.js';
import { appendCommitment, logSeqsOf, wheelSeedSubject } from '../fairness/commitment-log.js';
import { lockMember } from '../db/engine.js';
import type { DB } from '../db/schema.js';
import { inTransaction } from '../db/transaction.js';
import { grantFreeSpins, offerToWire } from '../games/free-spins.js';
import { freeSpinsOf as freeSpinsIn } from '../ledger/free-spins.js';
import { post } from '../ledger/post.js';
import { pointsOf, walletIdOf, walletsOf } from '../ledger/wallets.js';
import { assertMayPlay } from '../limits/guard.js';
import { wireTime } from '#shared/dates/calendar.js';

export const WHEEL_BOARD_SIZE = 20;
/** Revealed seeds listed by GET /api/wheel/seed, newest first. */
export const WHEEL_REVEALED_LIMIT = 5;
export const CREDIT_KINDS: WheelPrizeKind[] = ['credit_bonus', 'credit_main'];

/** Rows typed as the migration's CHECKs allow (the schema says only text). */
export type PrizeRow = Omit<Selectable<DB['wheel_prizes']>, 'kind'> & { kind: WheelPrizeKind };
export type SeedRow = Selectable<DB['wheel_seeds']>;
type SpinTyped = { paid_with: 'free_spin' | 'points'; claim_status: 'none' | 'pending' | 'claimed' };
type SpinRow = Omit<Selectable<DB['wheel_spins']>, keyof SpinTyped> & SpinTyped;

export const wheelRef = (spinId: number) => `wheel:${spinId}`;

const randomSeed = () => randomBytes(32).toString('hex');

export async function latestTableVersion(ctx: Ctx): Promise<number> {
  const row = await ctx.db.selectFrom('wheel_tables').select((eb) => eb.fn.max('version').as('version')).executeTakeFirstOrThrow();
  return row.version;
}

export function prizesOf(ctx: Ctx, version: number): Promise<PrizeRow[]> {
  return ctx.db
    .selectFrom('wheel_prizes')
    .selectAll()
    .$narrowType<{ kind: WheelPrizeKind }>()
    .where('table_version', '=', version)
    .orderBy('segment')
    .execute();
}

async function spinCostOf(ctx: Ctx, version: number): Promise<number> {
  const row = await ctx.db.selectFrom('wheel_tables').select('spin_cost_points').where('version', '=', version).executeTakeFirstOrThrow();
  return row.spin_cost_points;
}

const wireValue = (kind: WheelPrizeKind, value: number) => (CREDIT_KINDS.includes(kind) ? satangToThb(value) : value);

export async function prizesToWire(ctx: Ctx, rows: PrizeRow[]): Promise<WheelPrize[]> {
  const odds = probabilities(rows);
  const prizes: WheelPrize[] = [];
  for (const [index, row] of rows.entries()) {
    prizes.push({
      id: row.id,
      segment: row.segment,
      name: row.name,
      kind: row.kind,
      value: wireValue(row.kind, row.value),
      weight: row.weight,
      probability: odds[index]!,
      needs_claim: row.kind === 'item',
      free_spin_offer: await offerToWire(ctx, row.free_spin_offer_id),
    });
  }
  return prizes;
}

export async function settingOf(ctx: Ctx, version: number, rows: PrizeRow[]): Promise<WheelSetting> {
  return {
    table_version: version,
    spin_cost_points: await spinCostOf(ctx, version),
    // Rounded down to a satang, like every payout the member sees.
    expected_value: satangToThb(Math.floor(expectedValueSatang(rows, CREDIT_KINDS))),
    total_weight: totalWeight(rows),
  };
}

function unrevealedSeed(ctx: Ctx, memberId: number): Promise<SeedRow | undefined> {
  return ctx.db.selectFrom('wheel_seeds').selectAll().where('member_id', '=', memberId).where('revealed_at', 'is', null).executeTakeFirst();
}

/** The member's current (unrevealed) seed, committed now if there is none: the hash exists before any spin. */
export async function currentSeed(ctx: Ctx, memberId: number): Promise<SeedRow> {
  const seed = await unrevealedSeed(ctx, memberId);
  if (seed) return seed;
  const committed = await commitSeed(ctx, memberId, randomSeed().slice(0, 16));
  // Another call committed the member's seed at the same moment (a read outside any lock): that one is the seed.
  return committed ?? (await unrevealedSeed(ctx, memberId))!;
}

/**
 * A new seed, with the latest prize table. A seed is written once: only its
 * nonce counts on and its reveal stamps it. The partial UNIQUE index
 * (one unrevealed seed per member) makes a second commit racing this one
 * insert nothing: answered undefined, the caller reads the one that won.
 */
async function commitSeed(ctx: Ctx, memberId: number, clientSeed: string): Promise<SeedRow | undefined> {
  const serverSeed = randomSeed();
  const now = ctx.clock.now();
  return inTransaction(ctx.db, async () => {
    const seed = await ctx.db
      .insertInto('wheel_seeds')
      .values({
        member_id: memberId,
        server_seed: serverSeed,
        server_seed_hash: serverSeedHash(serverSeed),
        client_seed: clientSeed,
        table_version: await latestTableVersion(ctx),
        created_at: now,
      })
      .onConflict((oc) => oc.column('member_id').where('revealed_at', 'is', null).doNothing())
      .returningAll()
      .executeTakeFirst();
    // The log's entry commits with the seed, or neither does.
    if (seed) await appendCommitment(ctx.db, { kind: 'wheel_seed', subject: wheelSeedSubject(seed.id), commitment: seed.server_seed_hash, at: now });
    return seed;
  });
}

export async function wheelConfig(ctx: Ctx, memberId: number | undefined): Promise<WheelConfig> {
  // A visitor sees the table a new seed would get; a member the one their seed spins with.
  const version = memberId === undefined ? await latestTableVersion(ctx) : (await currentSeed(ctx, memberId)).table_version;
  const rows = await prizesOf(ctx, version);
  return { configs: await settingOf(ctx, version, rows), prizes: await prizesToWire(ctx, rows) };
}

export function freeSpinsOf(ctx: Ctx, memberId: number): Promise<number> {
  return freeSpinsIn(ctx.db, memberId);
}

export async function wheelConfigV2(ctx: Ctx, memberId: number): Promise<WheelConfigV2> {
  const { configs, prizes } = await wheelConfig(ctx, memberId);
  return {
    setting: configs,
    prizes,
    free_spins: await freeSpinsOf(ctx, memberId),
    free_spin_deposit: satangToThb(ctx.settings.payment.satangPerFreeSpin),
    unclaimed: await unclaimedPrizes(ctx, memberId),
  };
}

function spinRows(ctx: Ctx) {
  return ctx.db.selectFrom('wheel_spins').selectAll().$narrowType<SpinTyped>();
}

/** Item prizes the member won and has not claimed yet, under any seed, oldest first. */
async function unclaimedPrizes(ctx: Ctx, memberId: number): Promise<WheelConfigV2['unclaimed']> {
  const spins = await spinRows(ctx).where('member_id', '=', memberId).where('claim_status', '=', 'pending').orderBy('id').limit(50).execute();
  const unclaimed: WheelConfigV2['unclaimed'] = [];
  for (const spin of spins) {
    const { prize, spin_id, created_at } = await spinToWire(ctx, spin);
    unclaimed.push({ spin_id, prize, created_at });
  }
  return unclaimed;
}

/** 0899999999 → 089****999: enough for a winner to recognise themself, not for anyone to find them. */
export function maskName(username: string): string {
  if (username.length <= 6) return `${username.slice(0, 1)}***`;
  return `${username.slice(0, 3)}${'*'.repeat(username.length - 6)}${username.slice(-3)}`;
}

export async function wheelBoard(ctx: Ctx): Promise<WheelBoard> {
  const rows = await ctx.db
    .selectFrom('wheel_spins as s')
    .innerJoin('wheel_prizes as p', 'p.id', 's.prize_id')
    .innerJoin('members as m', 'm.id', 's.member_id')
    .select(['s.id', 'm.username', 'p.name', 'p.kind', 'p.value', 's.created_at'])
    .$narrowType<{ kind: WheelPrizeKind }>()
    .where('p.kind', '<>', 'nothing')
    .orderBy('s.id', 'desc')
    .limit(WHEEL_BOARD_SIZE)
    .execute();
  const items: WheelBoardEntry[] = rows.map((row) => ({
    id: row.id,
    name: maskName(row.username),
    prize: row.name,
    kind: row.kind,
    value: wireValue(row.kind, row.value),
    created_at: wireTime(row.created_at),
  }));
  return { items };
}

async function spinToWire(ctx: Ctx, spin: SpinRow): Promise<WheelSpin> {
  const seed = await ctx.db.selectFrom('wheel_seeds').selectAll().where('id', '=', spin.seed_id).executeTakeFirstOrThrow();
  const prize = (await prizesToWire(ctx, await prizesOf(ctx, seed.table_version))).find((p) => p.id === spin.prize_id)!;
  return {
    spin_id: spin.id,
    prize,
    segment: prize.segment,
    paid_with: spin.paid_with,
    cost: spin.cost,
    server_seed_hash: seed.server_seed_hash,
    client_seed: seed.client_seed,
    nonce: spin.nonce,
    table_version: seed.table_version,
    claim_status: spin.claim_status,
    free_spins: await freeSpinsOf(ctx, spin.member_id),
    wallets: await walletsOf(ctx.db, spin.member_id),
    created_at: wireTime(spin.created_at),
  };
}

/**
 * The seed's next nonce, counted on by one UPDATE (its row lock orders two
 * spins of one seed on PostgreSQL); only while the seed is unrevealed, so no
 * spin ever runs under a server seed already shown. Undefined when it was
 * revealed meanwhile.
 */
async function takeNonce(ctx: Ctx, seedId: number): Promise<number | undefined> {
  const row = await ctx.db
    .updateTable('wheel_seeds')
    .set((eb) => ({ next_nonce: eb('next_nonce', '+', 1) }))
    .where('id', '=', seedId)
    .where('revealed_at', 'is', null)
    .returning('next_nonce')
    .executeTakeFirst();
  return row && row.next_nonce - 1;
}

/**
 * One spin, paid with a free spin or the table's points cost. Runs inside the
 * caller's transaction (the idempotency helper's, which holds the member's
 * row lock): the debit, the nonce, the spin row and the prize's credit commit
 * together or not at all.
 */
export async function spinWheel(ctx: Ctx, memberId: number, paidWith: 'free_spin' | 'points'): Promise<WheelSpin> {
  const now = ctx.clock.now();
  await assertMayPlay(ctx, memberId, now);
  const seed = await currentSeed(ctx, memberId);
  const cost = paidWith === 'free_spin' ? 1 : await spinCostOf(ctx, seed.table_version);
  if (paidWith === 'free_spin' && (await freeSpinsOf(ctx, memberId)) < 1) throw new AppError(ErrorCode.WHEEL_NO_FREE_SPIN);
  if (paidWith === 'points' && (await pointsOf(ctx.db, memberId)) < cost) throw new AppError(ErrorCode.WHEEL_NOT_ENOUGH_POINTS);
  const nonce = await takeNonce(ctx, seed.id);
  // The member's lock orders a rotation (setWheelSeed) before or after this spin; this is the last word all the same.
  if (nonce === undefined) throw new Error(`wheel seed ${seed.id} was revealed under a spin`);
  const prize = fairPrize(seed.server_seed, seed.client_seed, nonce, await prizesOf(ctx, seed.table_version));
  const spin = await ctx.db
    .insertInto('wheel_spins')
    .values({
      member_id: memberId,
      seed_id: seed.id,
      nonce,
      prize_id: prize.id,
      paid_with: paidWith,
      cost,
      claim_status: prize.kind === 'item' ? 'pending' : 'none',
      created_at: now,
    })
    .returningAll()
    .$narrowType<SpinTyped>()
    .executeTakeFirstOrThrow();
  const ref = wheelRef(spin.id);
  // The guarded updates are the real "never below zero" (a spin short of free spins refuses with WHEEL_NO_FREE_SPIN
  // there too); the checks above pick the wheel's own Thai refusal for points.
  if (paidWith === 'free_spin') {
    await post(ctx.db, { balance: 'free_spins', memberId, amount: -1, kind: 'wheel', ref, at: now });
  } else {
    await post(ctx.db, { balance: 'points', memberId, amount: -cost, kind: 'wheel', ref, note: 'หมุนวงล้อ', at: now });
  }
  await payPrize(ctx, memberId, prize, ref, now);
  await grantFreeSpins(ctx, { memberId, offerId: prize.free_spin_offer_id, source: 'wheel', sourceRef: spin.id, title: prize.name, at: now });
  return spinToWire(ctx, spin);
}

/** The prize through the one posting model; an item waits for the member's claim, nothing pays nothing. */
async function payPrize(ctx: Ctx, memberId: number, prize: PrizeRow, ref: string, at: number): Promise<void> {
  switch (prize.kind) {
    case 'credit_bonus':
    case 'credit_main': {
      const walletId = await walletIdOf(ctx.db, memberId, prize.kind === 'credit_main' ? WalletType.MAIN : WalletType.BONUS);
      await post(ctx.db, { balance: 'money', walletId, amount: prize.value, kind: 'wheel', ref, note: prize.name, at });
      break;
    }
    case 'points':
      await post(ctx.db, { balance: 'points', memberId, amount: prize.value, kind: 'wheel', ref, note: prize.name, at });
      break;
    case 'free_spin':
      await post(ctx.db, { balance: 'free_spins', memberId, amount: prize.value, kind: 'wheel', ref, at });
      break;
    case 'nothing':
    case 'item':
      break;
  }
}

/** Marks an item prize claimed (the agent delivers it); runs inside the caller's transaction. */
export async function claimWheelReward(ctx: Ctx, memberId: number, spinId: number): Promise<WheelSpin> {
  const spin = await spinRows(ctx).where('id', '=', spinId).where('member_id', '=', memberId).executeTakeFirst();
  if (!spin || spin.claim_status === 'none') throw new AppError(ErrorCode.WHEEL_REWARD_NOT_FOUND);
  if (spin.claim_status === 'claimed') throw new AppError(ErrorCode.WHEEL_REWARD_CLAIMED);
  // Conditional: a claim racing this one finds it claimed.
  const claimed = await ctx.db
    .updateTable('wheel_spins')
    .set({ claim_status: 'claimed', claimed_at: ctx.clock.now() })
    .where('id', '=', spin.id)
    .where('claim_status', '=', 'pending')
    .returningAll()
    .$narrowType<SpinTyped>()
    .executeTakeFirst();
  if (!claimed) throw new AppError(ErrorCode.WHEEL_REWARD_CLAIMED);
  return spinToWire(ctx, claimed);
}

async function revealedToWire(ctx: Ctx, seed: SeedRow, logSeq: number | null): Promise<WheelRevealedSeed> {
  const spins = await ctx.db
    .selectFrom('wheel_spins')
    .select(['id', 'nonce', 'prize_id', 'created_at'])
    .where('seed_id', '=', seed.id)
    .orderBy('nonce')
    .execute();
  return {
    server_seed: seed.server_seed,
    server_seed_hash: seed.server_seed_hash,
    client_seed: seed.client_seed,
    table_version: seed.table_version,
    prizes: await prizesToWire(ctx, await prizesOf(ctx, seed.table_version)),
    spins: spins.map((s) => ({ spin_id: s.id, nonce: s.nonce, prize_id: s.prize_id, created_at: wireTime(s.created_at) })),
    revealed_at: wireTime(seed.revealed_at!),
    log_seq: logSeq,
  };
}

/** The member's committed seed (never its server seed) and the latest revealed ones. */
export async function wheelSeedState(ctx: Ctx, memberId: number): Promise<WheelSeedState> {
  const seed = await currentSeed(ctx, memberId);
  const revealed = await ctx.db
    .selectFrom('wheel_seeds')
    .selectAll()
    .where('member_id', '=', memberId)
    .where('revealed_at', 'is not', null)
    .orderBy('id', 'desc')
    .limit(WHEEL_REVEALED_LIMIT)
    .execute();
  // Each seed points at its entry in the public log: one read for all of them.
  const logSeqs = await logSeqsOf(ctx.db, 'wheel_seed', [seed, ...revealed].map((row) => wheelSeedSubject(row.id)));
  const logSeqOf = (row: SeedRow) => logSeqs.get(wheelSeedSubject(row.id)) ?? null;
  const revealedSeeds: WheelRevealedSeed[] = [];
  for (const row of revealed) revealedSeeds.push(await revealedToWire(ctx, row, logSeqOf(row)));
  return {
    server_seed_hash: seed.server_seed_hash,
    client_seed: seed.client_seed,
    nonce: seed.next_nonce,
    table_version: seed.table_version,
    log_seq: logSeqOf(seed),
    revealed: revealedSeeds,
  };
}

/**
 * A new client seed or a rotation both end the current seed: its server seed
 * is revealed and a new one committed (nonce 0, the latest prize table). A
 * client seed never changes under a seed that has spun, so every revealed
 * seed has one client seed for all its spins. The member's row lock (as a
 * spin holds it) orders a rotation and a spin on PostgreSQL: a spin never
 * lands under a seed revealed beside it.
 */
export async function setWheelSeed(ctx: Ctx, memberId: number, clientSeed: string | undefined): Promise<WheelSeedState> {
  await inTransaction(ctx.db, async () => {
    await lockMember(ctx.db, memberId);
    const seed = await currentSeed(ctx, memberId);
    await ctx.db.updateTable('wheel_seeds').set({ revealed_at: ctx.clock.now() }).where('id', '=', seed.id).where('revealed_at', 'is', null).execute();
    await commitSeed(ctx, memberId, clientSeed ?? seed.client_seed);
  });
  return wheelSeedState(ctx, memberId);
}
