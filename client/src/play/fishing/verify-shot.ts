/**
 * The member's own check of a shot whose server seed has been revealed, run in
 * the browser with the published function (shared/src/games/fishing-fair.ts):
 * SHA-256 of the server seed must be the hash shown before the shot, the
 * digest must be the seeds' and the nonce's, the catch must be what the
 * digest gives against the fish's published chance a/b, and the win must be
 * bet × the fish's multiplier (floored to the satang) when caught, else 0.
 * Loaded on demand (it brings @noble/hashes).
 */
import type { FishingHistoryShot, FishingInfoResponse } from '#shared/games/fishing-api.js';
import { fairShot, serverSeedHash } from '#shared/games/fishing-fair.js';
import { thbToSatang } from '#shared/money-format.js';

export interface ShotCheck {
  hashOk: boolean;
  digestOk: boolean;
  caughtOk: boolean;
  winOk: boolean;
  ok: boolean;
}

/** "a/b" as integers; null when it is not one. */
function chanceOf(fraction: string): { num: bigint; den: bigint } | null {
  const match = /^(\d+)\/(\d+)$/.exec(fraction);
  return match && match[2] !== '0' ? { num: BigInt(match[1]!), den: BigInt(match[2]!) } : null;
}

/** null while the shot's server seed is still secret. */
export function verifyShot(shot: FishingHistoryShot, info: FishingInfoResponse): ShotCheck | null {
  if (shot.server_seed === null) return null;
  const hashOk = serverSeedHash(shot.server_seed) === shot.server_seed_hash.toLowerCase();
  const fish = info.species.find((species) => species.code === shot.fish);
  const chance = fish ? chanceOf(fish.chance_fraction) : null;
  if (!fish || !chance) return { hashOk, digestOk: false, caughtOk: false, winOk: false, ok: false };
  const again = fairShot(shot.server_seed, shot.client_seed, shot.nonce, chance);
  const digestOk = again.digest === shot.digest.toLowerCase();
  const caughtOk = again.caught === shot.caught;
  // The multiplier is published in tenths at most (2.5×): tenths keep the product exact.
  const win = again.caught ? Math.floor((thbToSatang(shot.bet) * Math.round(fish.multiplier * 10)) / 10) : 0;
  const winOk = thbToSatang(shot.win) === win;
  return { hashOk, digestOk, caughtOk, winOk, ok: hashOk && digestOk && caughtOk && winOk };
}
