/**
 * The member's own check of a spin whose server seed has been revealed,
 * run in the browser with the published function (shared/src/games/slot-fair.ts):
 * SHA-256 of the server seed must be the hash shown before the spin, the
 * base stops and every free spin's stops must be the ones the seeds give,
 * and each grid must be what those stops show on the published strips (with
 * as many free spins as the scatters on that grid award). Loaded on demand
 * (it brings @noble/hashes).
 */
import type { SlotHistorySpin, SlotInfo, SlotOutcome } from '#shared/games/slot-api.js';
import { freeSpinStops, serverSeedHash, slotStops } from '#shared/games/slot-fair.js';
import { gridAt, SCATTER } from './reel-window.js';

export type HistorySpin = SlotHistorySpin;

export interface SpinCheck {
  hashOk: boolean;
  /** base and free spins: stops from the seeds, grids from the strips */
  stopsOk: boolean;
  gridsOk: boolean;
  /** as many free spins as the recomputed base grid's scatters award */
  freeSpinsOk: boolean;
  ok: boolean;
}

const same = (a: readonly unknown[], b: readonly unknown[]) => JSON.stringify(a) === JSON.stringify(b);

function outcomeOk(outcome: SlotOutcome, stops: number[], strips: string[][]) {
  return { stops: same(outcome.stops, stops), grid: same(outcome.grid, gridAt(strips, stops)) };
}

/** null while the spin's server seed is still secret. */
export function verifySpin(spin: HistorySpin, info: SlotInfo): SpinCheck | null {
  if (spin.server_seed === null) return null;
  const seed = spin.server_seed;
  const hashOk = serverSeedHash(seed) === spin.server_seed_hash.toLowerCase();
  const baseStops = slotStops(seed, spin.client_seed, spin.nonce, info.base_strips.map((strip) => strip.length));
  const base = outcomeOk(spin.base, baseStops, info.base_strips);
  const freeLengths = info.free_strips.map((strip) => strip.length);
  const free = spin.free_spins.map((outcome, k) => outcomeOk(outcome, freeSpinStops(seed, spin.client_seed, spin.nonce, k, freeLengths), info.free_strips));

  const scatters = gridAt(info.base_strips, baseStops).flat().filter((symbol) => symbol === SCATTER).length;
  const awarded = scatters >= 3 ? (info.free_spins[Math.min(scatters, 5) - 3] ?? 0) : 0;
  const stopsOk = base.stops && free.every((check) => check.stops);
  const gridsOk = base.grid && free.every((check) => check.grid);
  const freeSpinsOk = spin.free_spins.length === awarded;
  return { hashOk, stopsOk, gridsOk, freeSpinsOk, ok: hashOk && stopsOk && gridsOk && freeSpinsOk };
}
