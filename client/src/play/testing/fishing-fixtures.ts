/**
 * Answers of the built-in provider's fishing API for the /play fishing
 * tests, shaped by the contract (shared/src/games/fishing-api.ts): the info
 * is the provider's own (games/src/fishing/info.ts, test code only), the
 * member starts with ฿1,000.
 */
import type { FishingInfoResponse, FishingShotResponse } from '@shared/games/fishing-api.js';
import type { LiveGameSession } from '@shared/games/slot-api.js';
import { fishingInfo } from '../../../../games/src/fishing/info.js';
import { session } from './fixtures.js';

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
