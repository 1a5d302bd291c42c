/**
 * The member's own check of a revealed seed (decision 0030), run in the
 * browser with the published function: SHA-256 of the revealed server seed
 * must be the hash committed before its first spin, and every spin's prize
 * must be the one fair.ts draws from the seed pair, the nonce and the table
 * stored with the seed. Loaded on demand (it brings @noble/hashes).
 */
import type { WheelRevealedSeed } from '#shared/api/wheel.js';
import { fairPrize, serverSeedHash } from '#shared/wheel/fair.js';
import { satangOf } from '#client/lib/money-text.js';
import { bySegment } from './format.js';

export interface SpinVerdict {
  spin_id: number;
  nonce: number;
  /** the prize the server recorded */
  prize_id: number;
  /** the prize recomputed here */
  computed_id: number;
  ok: boolean;
}

export interface SeedVerdict {
  computedHash: string;
  /** the revealed seed hashes to the hash committed (and, when given, to the hash this page showed) */
  hashOk: boolean;
  spins: SpinVerdict[];
  ok: boolean;
}

/** `shownHash`: the hash the page showed before the seed was revealed, when it knows it. */
export function verifySeed(seed: WheelRevealedSeed, shownHash?: string): SeedVerdict {
  const computedHash = serverSeedHash(seed.server_seed);
  const hashOk = computedHash === seed.server_seed_hash.toLowerCase() && (shownHash === undefined || shownHash === seed.server_seed_hash);
  const table = bySegment(seed.prizes).map((prize) => ({ id: prize.id, weight: prize.weight, kind: prize.kind, value: satangOf(prize.value) }));
  const spins = seed.spins.map((spin) => {
    const computed = fairPrize(seed.server_seed, seed.client_seed, spin.nonce, table).id;
    return { spin_id: spin.spin_id, nonce: spin.nonce, prize_id: spin.prize_id, computed_id: computed, ok: computed === spin.prize_id };
  });
  return { computedHash, hashOk, spins, ok: hashOk && spins.every((spin) => spin.ok) };
}
