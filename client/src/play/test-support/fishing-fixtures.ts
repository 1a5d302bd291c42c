/**
 * Answers of the built-in provider's fishing API for the /play fishing
 * tests, shaped by the contract (shared/src/games/fishing-api.ts): the info
 * is the contract's (shared/src/games/fishing/info.ts), the
 * member starts with ฿1,000.
 */
import type { FishingHistoryShot, FishingInfoResponse, FishingShotResponse, FishingShotsResponse } from '#shared/games/fishing-api.js';
import { serverSeedHash } from '#shared/games/fishing-fair.js';
import type { LiveGameSession } from '#shared/games/slot-api.js';
import { fishingInfo } from '#shared/games/fishing/info.js';
import { playShot } from '#shared/games/fishing/play.js';
import { FISH_SPECIES } from '#shared/games/fishing/species.js';
import { CLIENT_SEED, SERVER_SEED, session } from './fixtures.js';

export const FISHING_GAME = { code: 'fish-1', name: 'ล่าสมบัติใต้สมุทร' };

export function fishingSession(mode: 'real' | 'demo' = 'real', balance = 1000): LiveGameSession {
  return { ...session(mode, balance), free_spin: null, game: { kind: 'fishing', ...FISHING_GAME } };
}

export function fishingInfoAnswer(): FishingInfoResponse {
  return fishingInfo(FISHING_GAME);
}

/** A shot's answer: by default a ฿5 shot at the goldfish (×2.5) that caught it, the balance ฿1,007.50 after. */
export function shotAnswer(overrides: Partial<FishingShotResponse> = {}): FishingShotResponse {
  const base = session();
  return {
    round_id: 'f0123456789abcdef01234567',
    fish: 'goldfish',
    bet: 5,
    caught: true,
    win: 12.5,
    balance: 1_007.5,
    nonce: 0,
    server_seed_hash: base.fairness.server_seed_hash,
    client_seed: base.fairness.client_seed,
    digest: '51aa5971bda79'.padEnd(64, '0'),
    created_at: '2026-11-23T13:00:00.000Z',
    ...overrides,
  };
}

/** The shot the provider plays for this nonce at the `nonce mod 10`-th fish, ฿1, as the history lists it once its seed is revealed. */
export function fairHistoryShot(nonce: number): FishingHistoryShot {
  const species = FISH_SPECIES[nonce % FISH_SPECIES.length]!;
  const shot = playShot({ serverSeed: SERVER_SEED, clientSeed: CLIENT_SEED }, nonce, species, 100);
  return {
    round_id: `f-${nonce}`,
    fish: species.code,
    bet: 1,
    caught: shot.caught,
    win: shot.winSatang / 100,
    nonce,
    server_seed_hash: serverSeedHash(SERVER_SEED),
    client_seed: CLIENT_SEED,
    digest: shot.digest,
    created_at: '2026-11-23T13:00:00.000Z',
    server_seed: SERVER_SEED,
    log_seq: 7,
  };
}

/** The provider's pages over `shots` (newest first), answered by the request's `page`. */
export function shotPages(shots: FishingHistoryShot[]) {
  return (body: unknown) => {
    const page = (body as { page?: number } | undefined)?.page ?? 1;
    return { data: { items: shots.slice((page - 1) * 50, page * 50), page, page_size: 50, total: shots.length } satisfies FishingShotsResponse };
  };
}
