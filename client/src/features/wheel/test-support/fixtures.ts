/**
 * Wheel data for the page tests. The revealed seed is real: its spins are
 * drawn with fair.ts from a known server seed, so the page's check has to
 * recompute the very same prizes.
 */
import type { WalletsResponse } from '#shared/api/member.js';
import type { WheelBoardEntry, WheelConfigV2, WheelPrize, WheelRevealedSeed, WheelSeedState, WheelSpin, WheelTable } from '#shared/api/wheel.js';
import { fairPrize, serverSeedHash } from '#shared/wheel/fair.js';

const row = (id: number, segment: number, name: string, kind: WheelPrize['kind'], value: number, weight: number): WheelPrize => ({
  id,
  segment,
  name,
  kind,
  value,
  weight,
  probability: weight / 10_000,
  needs_claim: kind === 'item',
  free_spin_offer: null,
});

/** The demo table of migration 007 (version 1: total weight 10,000, 20 points a spin, EV 3.35 THB). */
export const PRIZES: WheelPrize[] = [
  row(1, 0, 'เสียใจด้วย', 'nothing', 0, 3500),
  row(2, 1, 'โบนัส 5 บาท', 'credit_bonus', 5, 2500),
  row(3, 2, '10 แต้ม', 'points', 10, 2000),
  row(4, 3, 'หมุนฟรี 1 ครั้ง', 'free_spin', 1, 1000),
  row(5, 4, 'โบนัส 20 บาท', 'credit_bonus', 20, 600),
  row(6, 5, '50 แต้ม', 'points', 50, 300),
  row(7, 6, 'เครดิต 100 บาท', 'credit_main', 100, 90),
  row(8, 7, 'เสื้อยืดลิมิเต็ด', 'item', 0, 10),
];

export const SETTING = { table_version: 1, spin_cost_points: 20, expected_value: 3.35, total_weight: 10_000 };

/** The member's wheel: 500 THB deposited a day earns a free spin (the upstream's default); nothing left to claim unless given. */
export const config = (freeSpins = 2, overrides: Partial<WheelConfigV2> = {}): WheelConfigV2 => ({
  setting: SETTING,
  prizes: PRIZES,
  free_spins: freeSpins,
  free_spin_deposit: 500,
  unclaimed: [],
  ...overrides,
});

export const wallets = (points = 100, freeSpins = 2): WalletsResponse => ({
  wallets: [{ id: 1, wallet_name: 'กระเป๋าหลัก', balance: 250, wallet_type_id: 1 }],
  total: 250,
  points,
  free_spins: freeSpins,
});

export const TABLES: WheelTable[] = [
  { version: 2, spin_cost_points: 25, total_weight: 100, expected_value: 2.5, prizes: PRIZES.slice(0, 2), created_at: '2026-11-20T10:00:00+07:00' },
  { version: 1, spin_cost_points: 20, total_weight: 10_000, expected_value: 3.35, prizes: PRIZES, created_at: '2026-01-05T09:00:00+07:00' },
];

export const BOARD: WheelBoardEntry[] = [
  { id: 12, name: '089****999', prize: 'โบนัส 20 บาท', kind: 'credit_bonus', value: 20, created_at: '2026-11-23T14:00:00+07:00' },
  { id: 11, name: '081****123', prize: 'เสื้อยืดลิมิเต็ด', kind: 'item', value: 0, created_at: '2026-11-23T13:00:00+07:00' },
];

export const OLD_SERVER_SEED = 'c0ffee00deadbeef0123456789abcdef0123456789abcdef0123456789abcdef';
export const CLIENT_SEED = 'my-lucky-seed';

/** The seed state before a rotation: this hash is on screen before any spin. */
export const seedState = (revealed: WheelRevealedSeed[] = []): WheelSeedState => ({
  server_seed_hash: revealed.length ? 'f'.repeat(64) : serverSeedHash(OLD_SERVER_SEED),
  client_seed: CLIENT_SEED,
  nonce: revealed.length ? 0 : 5,
  table_version: 1,
  log_seq: revealed.length ? 42 : 40,
  revealed,
});

/** The old seed revealed, with five spins drawn by fair.ts (value in satang for the function, as the server does). */
export function revealedSeed(): WheelRevealedSeed {
  const table = PRIZES.map((p) => ({ ...p, value: Math.round(p.value * 100) }));
  const spins = [0, 1, 2, 3, 4].map((nonce) => ({
    spin_id: 100 + nonce,
    nonce,
    prize_id: fairPrize(OLD_SERVER_SEED, CLIENT_SEED, nonce, table).id,
    created_at: '2026-11-23T12:00:00+07:00',
  }));
  return {
    server_seed: OLD_SERVER_SEED,
    server_seed_hash: serverSeedHash(OLD_SERVER_SEED),
    client_seed: CLIENT_SEED,
    table_version: 1,
    prizes: PRIZES,
    spins,
    revealed_at: '2026-11-23T15:00:00+07:00',
    log_seq: 40,
  };
}

export function spinAnswer(prize: WheelPrize, overrides: Partial<WheelSpin> = {}): WheelSpin {
  return {
    spin_id: 77,
    prize,
    segment: prize.segment,
    paid_with: 'free_spin',
    cost: 1,
    server_seed_hash: serverSeedHash(OLD_SERVER_SEED),
    client_seed: CLIENT_SEED,
    nonce: 5,
    table_version: 1,
    claim_status: prize.kind === 'item' ? 'pending' : 'none',
    free_spins: 1,
    wallets: wallets(100, 1),
    created_at: '2026-11-23T15:30:00+07:00',
    ...overrides,
  };
}
