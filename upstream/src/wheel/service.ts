/**
 * The fortune wheel (DOMAIN.md; docs/decisions/0030). Each member spins under
 * one committed server seed (its SHA-256 shown before the first spin), a
 * client seed the member may choose, and a nonce counting the seed's spins;
 * the prize is `fairPrize` of those and the prize table stored with the
 * seed. The cost (a free spin or points), the nonce and the prize move in the
 * caller's one transaction, through the guarded balance updates, so parallel
 * spins can never overspend and a refusal changes nothing.
 */
import { randomBytes } from 'node:crypto';
import type { WheelBoard, WheelBoardEntry, WheelConfig, WheelConfigV2, WheelPrize, WheelPrizeKind, WheelRevealedSeed, WheelSeedState, WheelSetting, WheelSpin } from '@shared/api/wheel.js';
import { WalletType } from '@shared/constants.js';
import { AppError } from '@shared/envelope.js';
import { ErrorCode } from '@shared/errors.js';
import { satangToThb } from '@shared/money.js';
import { expectedValueSatang, fairPrize, probabilities, serverSeedHash, totalWeight } from '@shared/wheel/fair.js';
import type { Ctx } from '../context.js';
import { grantFreeSpins, offerToWire } from '../games/free-spins.js';
import { freeSpinsOf as freeSpinsIn, postFreeSpins } from '../ledger/free-spins.js';
import { stmt } from '../db/statements.js';
import { postEntry, postPoints } from '../ledger/ledger.js';
import { pointsOf, walletIdOf, walletsOf } from '../ledger/wallets.js';
import { assertMayPlay } from '../limits/guard.js';
import { wireTime } from '../lotto/time.js';

export const WHEEL_BOARD_SIZE = 20;
/** Revealed seeds listed by GET /api/wheel/seed, newest first. */
export const WHEEL_REVEALED_LIMIT = 5;
export const CREDIT_KINDS: WheelPrizeKind[] = ['credit_bonus', 'credit_main'];

export interface PrizeRow {
  id: number;
  table_version: number;
  segment: number;
  name: string;
  kind: WheelPrizeKind;
  value: number;
  weight: number;
  free_spin_offer_id: number | null;
}

export interface SeedRow {
  id: number;
  member_id: number;
  server_seed: string;
  server_seed_hash: string;
  client_seed: string;
  table_version: number;
  next_nonce: number;
  created_at: number;
  revealed_at: number | null;
}

interface SpinRow {
  id: number;
  member_id: number;
  seed_id: number;
  nonce: number;
  prize_id: number;
  paid_with: 'free_spin' | 'points';
  cost: number;
  claim_status: 'none' | 'pending' | 'claimed';
  created_at: number;
}

export const wheelRef = (spinId: number) => `wheel:${spinId}`;

const randomSeed = () => randomBytes(32).toString('hex');

export function latestTableVersion(ctx: Ctx): number {
  return ctx.db.prepare('SELECT MAX(version) FROM wheel_tables').pluck().get() as number;
}

export function prizesOf(ctx: Ctx, version: number): PrizeRow[] {
  return stmt<[number], PrizeRow>(ctx.db, 'SELECT * FROM wheel_prizes WHERE table_version = ? ORDER BY segment').all(version);
}

function spinCostOf(ctx: Ctx, version: number): number {
  return ctx.db.prepare('SELECT spin_cost_points FROM wheel_tables WHERE version = ?').pluck().get(version) as number;
}

const wireValue = (kind: WheelPrizeKind, value: number) => (CREDIT_KINDS.includes(kind) ? satangToThb(value) : value);

export function prizesToWire(ctx: Ctx, rows: PrizeRow[]): WheelPrize[] {
  const odds = probabilities(rows);
  return rows.map((row, index) => ({
    id: row.id,
    segment: row.segment,
    name: row.name,
    kind: row.kind,
    value: wireValue(row.kind, row.value),
    weight: row.weight,
    probability: odds[index]!,
    needs_claim: row.kind === 'item',
    free_spin_offer: offerToWire(ctx, row.free_spin_offer_id),
  }));
}

export function settingOf(ctx: Ctx, version: number, rows: PrizeRow[]): WheelSetting {
  return {
    table_version: version,
    spin_cost_points: spinCostOf(ctx, version),
    // Rounded down to a satang, like every payout the member sees.
    expected_value: satangToThb(Math.floor(expectedValueSatang(rows, CREDIT_KINDS))),
    total_weight: totalWeight(rows),
  };
}

/** The member's current (unrevealed) seed, committed now if there is none: the hash exists before any spin. */
export function currentSeed(ctx: Ctx, memberId: number): SeedRow {
  const seed = stmt<[number], SeedRow>(ctx.db, 'SELECT * FROM wheel_seeds WHERE member_id = ? AND revealed_at IS NULL').get(memberId);
  return seed ?? commitSeed(ctx, memberId, randomSeed().slice(0, 16));
}

function commitSeed(ctx: Ctx, memberId: number, clientSeed: string): SeedRow {
  const serverSeed = randomSeed();
  return stmt<[number, string, string, string, number, number], SeedRow>(
    ctx.db,
    `INSERT INTO wheel_seeds (member_id, server_seed, server_seed_hash, client_seed, table_version, created_at)
     VALUES (?, ?, ?, ?, ?, ?) RETURNING *`,
  ).get(memberId, serverSeed, serverSeedHash(serverSeed), clientSeed, latestTableVersion(ctx), ctx.clock.now()) as SeedRow;
}

export function wheelConfig(ctx: Ctx, memberId: number | undefined): WheelConfig {
  // A visitor sees the table a new seed would get; a member the one their seed spins with.
  const version = memberId === undefined ? latestTableVersion(ctx) : ctx.db.transaction(() => currentSeed(ctx, memberId).table_version)();
  const rows = prizesOf(ctx, version);
  return { configs: settingOf(ctx, version, rows), prizes: prizesToWire(ctx, rows) };
}

export function freeSpinsOf(ctx: Ctx, memberId: number): number {
  return freeSpinsIn(ctx.db, memberId);
}

export function wheelConfigV2(ctx: Ctx, memberId: number): WheelConfigV2 {
  const { configs, prizes } = wheelConfig(ctx, memberId);
  return {
    setting: configs,
    prizes,
    free_spins: freeSpinsOf(ctx, memberId),
    free_spin_deposit: satangToThb(ctx.settings.payment.satangPerFreeSpin),
    unclaimed: unclaimedPrizes(ctx, memberId),
  };
}

/** Item prizes the member won and has not claimed yet, under any seed, oldest first. */
function unclaimedPrizes(ctx: Ctx, memberId: number): WheelConfigV2['unclaimed'] {
  const spins = stmt<[number], SpinRow>(ctx.db, `SELECT * FROM wheel_spins WHERE member_id = ? AND claim_status = 'pending' ORDER BY id LIMIT 50`).all(memberId);
  return spins.map((spin) => {
    const { prize, spin_id, created_at } = spinToWire(ctx, spin);
    return { spin_id, prize, created_at };
  });
}

/** 0899999999 → 089****999: enough for a winner to recognise themself, not for anyone to find them. */
export function maskName(username: string): string {
  if (username.length <= 6) return `${username.slice(0, 1)}***`;
  return `${username.slice(0, 3)}${'*'.repeat(username.length - 6)}${username.slice(-3)}`;
}

export function wheelBoard(ctx: Ctx): WheelBoard {
  const rows = stmt<[number], { id: number; username: string; name: string; kind: WheelPrizeKind; value: number; created_at: number }>(
    ctx.db,
    `SELECT s.id, m.username, p.name, p.kind, p.value, s.created_at
     FROM wheel_spins s JOIN wheel_prizes p ON p.id = s.prize_id JOIN members m ON m.id = s.member_id
     WHERE p.kind <> 'nothing' ORDER BY s.id DESC LIMIT ?`,
  ).all(WHEEL_BOARD_SIZE);
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

function spinToWire(ctx: Ctx, spin: SpinRow): WheelSpin {
  const seed = stmt<[number], SeedRow>(ctx.db, 'SELECT * FROM wheel_seeds WHERE id = ?').get(spin.seed_id) as SeedRow;
  const prize = prizesToWire(ctx, prizesOf(ctx, seed.table_version)).find((p) => p.id === spin.prize_id) as WheelPrize;
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
    free_spins: freeSpinsOf(ctx, spin.member_id),
    wallets: walletsOf(ctx.db, spin.member_id),
    created_at: wireTime(spin.created_at),
  };
}

/**
 * One spin, paid with a free spin or the table's points cost. Runs inside the
 * caller's transaction (the idempotency helper's): the debit, the nonce, the
 * spin row and the prize's credit commit together or not at all.
 */
export function spinWheel(ctx: Ctx, memberId: number, paidWith: 'free_spin' | 'points'): WheelSpin {
  const now = ctx.clock.now();
  assertMayPlay(ctx, memberId, now);
  const seed = currentSeed(ctx, memberId);
  const cost = paidWith === 'free_spin' ? 1 : spinCostOf(ctx, seed.table_version);
  if (paidWith === 'free_spin' && freeSpinsOf(ctx, memberId) < 1) throw new AppError(ErrorCode.WHEEL_NO_FREE_SPIN);
  if (paidWith === 'points' && pointsOf(ctx.db, memberId) < cost) throw new AppError(ErrorCode.WHEEL_NOT_ENOUGH_POINTS);
  const nonce = ctx.db.prepare('UPDATE wheel_seeds SET next_nonce = next_nonce + 1 WHERE id = ? RETURNING next_nonce - 1').pluck().get(seed.id) as number;
  const prize = fairPrize(seed.server_seed, seed.client_seed, nonce, prizesOf(ctx, seed.table_version));
  const spin = stmt<[number, number, number, number, string, number, string, number], SpinRow>(
    ctx.db,
    `INSERT INTO wheel_spins (member_id, seed_id, nonce, prize_id, paid_with, cost, claim_status, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?) RETURNING *`,
  ).get(memberId, seed.id, nonce, prize.id, paidWith, cost, prize.kind === 'item' ? 'pending' : 'none', now) as SpinRow;
  const ref = wheelRef(spin.id);
  // The guarded updates are the real "never below zero" (a spin short of free spins refuses with WHEEL_NO_FREE_SPIN
  // there too); the checks above pick the wheel's own Thai refusal for points.
  if (paidWith === 'free_spin') {
    postFreeSpins(ctx.db, { memberId, amount: -1, kind: 'wheel', ref, at: now });
  } else {
    postPoints(ctx.db, { memberId, amount: -cost, kind: 'wheel', ref, note: 'หมุนวงล้อ', at: now });
  }
  switch (prize.kind) {
    case 'credit_bonus':
    case 'credit_main': {
      const type = prize.kind === 'credit_main' ? WalletType.MAIN : WalletType.BONUS;
      postEntry(ctx.db, { walletId: walletIdOf(ctx.db, memberId, type), amount: prize.value, kind: 'wheel', ref, note: prize.name, at: now });
      break;
    }
    case 'points':
      postPoints(ctx.db, { memberId, amount: prize.value, kind: 'wheel', ref, note: prize.name, at: now });
      break;
    case 'free_spin':
      postFreeSpins(ctx.db, { memberId, amount: prize.value, kind: 'wheel', ref, at: now });
      break;
    case 'nothing':
    case 'item':
      break;
  }
  grantFreeSpins(ctx, { memberId, offerId: prize.free_spin_offer_id, source: 'wheel', sourceRef: spin.id, title: prize.name, at: now });
  return spinToWire(ctx, spin);
}

/** Marks an item prize claimed (the agent delivers it); runs inside the caller's transaction. */
export function claimWheelReward(ctx: Ctx, memberId: number, spinId: number): WheelSpin {
  const spin = stmt<[number, number], SpinRow>(ctx.db, 'SELECT * FROM wheel_spins WHERE id = ? AND member_id = ?').get(spinId, memberId);
  if (!spin || spin.claim_status === 'none') throw new AppError(ErrorCode.WHEEL_REWARD_NOT_FOUND);
  if (spin.claim_status === 'claimed') throw new AppError(ErrorCode.WHEEL_REWARD_CLAIMED);
  const claimed = stmt<[number, number], SpinRow>(
    ctx.db,
    `UPDATE wheel_spins SET claim_status = 'claimed', claimed_at = ? WHERE id = ? AND claim_status = 'pending' RETURNING *`,
  ).get(ctx.clock.now(), spin.id);
  if (!claimed) throw new AppError(ErrorCode.WHEEL_REWARD_CLAIMED);
  return spinToWire(ctx, claimed);
}

function revealedToWire(ctx: Ctx, seed: SeedRow): WheelRevealedSeed {
  const spins = stmt<[number], { id: number; nonce: number; prize_id: number; created_at: number }>(
    ctx.db,
    'SELECT id, nonce, prize_id, created_at FROM wheel_spins WHERE seed_id = ? ORDER BY nonce',
  ).all(seed.id);
  return {
    server_seed: seed.server_seed,
    server_seed_hash: seed.server_seed_hash,
    client_seed: seed.client_seed,
    table_version: seed.table_version,
    prizes: prizesToWire(ctx, prizesOf(ctx, seed.table_version)),
    spins: spins.map((s) => ({ spin_id: s.id, nonce: s.nonce, prize_id: s.prize_id, created_at: wireTime(s.created_at) })),
    revealed_at: wireTime(seed.revealed_at as number),
  };
}

/** The member's committed seed (never its server seed) and the latest revealed ones. */
export function wheelSeedState(ctx: Ctx, memberId: number): WheelSeedState {
  return ctx.db.transaction(() => {
    const seed = currentSeed(ctx, memberId);
    const revealed = stmt<[number, number], SeedRow>(
      ctx.db,
      'SELECT * FROM wheel_seeds WHERE member_id = ? AND revealed_at IS NOT NULL ORDER BY id DESC LIMIT ?',
    ).all(memberId, WHEEL_REVEALED_LIMIT);
    return {
      server_seed_hash: seed.server_seed_hash,
      client_seed: seed.client_seed,
      nonce: seed.next_nonce,
      table_version: seed.table_version,
      revealed: revealed.map((row) => revealedToWire(ctx, row)),
    };
  })();
}

/**
 * A new client seed or a rotation both end the current seed: its server seed
 * is revealed and a new one committed (nonce 0, the latest prize table). A
 * client seed never changes under a seed that has spun, so every revealed
 * seed has one client seed for all its spins.
 */
export function setWheelSeed(ctx: Ctx, memberId: number, clientSeed: string | undefined): WheelSeedState {
  ctx.db.transaction(() => {
    const seed = currentSeed(ctx, memberId);
    stmt(ctx.db, 'UPDATE wheel_seeds SET revealed_at = ? WHERE id = ?').run(ctx.clock.now(), seed.id);
    commitSeed(ctx, memberId, clientSeed ?? seed.client_seed);
  })();
  return wheelSeedState(ctx, memberId);
}
