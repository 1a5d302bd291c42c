/**
 * Our fishing game's own API (docs/decisions/0041), between the fishing page
 * in the launcher frame (`/play?game=fish-1&token=…` or `&demo=1`) and the
 * built-in provider, under `/games/api/fishing/*` (POST only, like every
 * `/games/api/*` call). The session is the one `/games/api/session` opened
 * (Authorization: Bearer); its `fairness` is the member's seed pair for this
 * game, rotated with `/games/api/seed/rotate` as the slots' is.
 *
 * Each shot is one bet through the provider wallet protocol: the cannon bet is
 * debited, and a catch credits bet × the fish's multiplier in the same round.
 * Which fish swims where is only the page's picture: the outcome is the
 * published function of the seeds, the nonce and the fish aimed at
 * (shared/src/games/fishing-fair.ts), so aiming at a fish changes the swing,
 * never the return (every fish returns 96 %).
 */
import { z } from 'zod';
import { ZLogSeq, zPaged } from '../api/common.js';
import { ZThb, ZThbWire } from '../money.js';
import { FISHING_BETS_THB } from './fishing-games.js';

export { FISHING_API, BUILT_IN_FISHING_GAMES, isFishingGameCode, FISHING_BETS_THB } from './fishing-games.js';

export const ZFishSpecies = z.object({
  code: z.string(),
  name: z.string(),
  /** the win as a multiple of the cannon bet, e.g. 2.5 */
  multiplier: z.number(),
  /** the catch chance per shot as an exact fraction "a/b", and as a number for display */
  chance_fraction: z.string(),
  chance: z.number(),
  /** chance × multiplier as an exact fraction ("24/25" for every fish) and in percent */
  rtp_fraction: z.string(),
  rtp_percent: z.number(),
});
export type FishSpeciesInfo = z.infer<typeof ZFishSpecies>;

export const ZFishingInfoResponse = z.object({
  code: z.string(),
  name: z.string(),
  species: z.array(ZFishSpecies),
  bets: z.array(ZThbWire),
});
export type FishingInfoResponse = z.infer<typeof ZFishingInfoResponse>;

export const ZFishingShotRequest = z.object({
  /** the fish aimed at: one of the info's species codes */
  fish: z.string({ error: 'กรุณาเลือกปลาที่จะยิง' }).min(1, { error: 'กรุณาเลือกปลาที่จะยิง' }).max(32, { error: 'กรุณาเลือกปลาที่จะยิง' }),
  /** the cannon bet, THB: one of FISHING_BETS_THB */
  bet: ZThb.refine((satang) => FISHING_BETS_THB.some((thb) => Math.round(thb * 100) === satang), { error: 'กรุณาเลือกกระสุนจากรายการ' }),
});
export type FishingShotRequest = z.input<typeof ZFishingShotRequest>;

export const ZFishingShotResponse = z.object({
  /** the provider's round id (also the wallet transactions' round) */
  round_id: z.string(),
  fish: z.string(),
  bet: ZThbWire,
  caught: z.boolean(),
  /** bet × multiplier when caught (floored to the satang), else 0.00 */
  win: ZThbWire,
  /** the balance after the shot (play money in a demo) */
  balance: ZThbWire,
  /** what recomputes it: HMAC-SHA256(server seed, `${client_seed}:${nonce}`) */
  nonce: z.number().int(),
  server_seed_hash: z.string(),
  client_seed: z.string(),
  digest: z.string(),
  created_at: z.iso.datetime({ offset: true }),
});
export type FishingShotResponse = z.infer<typeof ZFishingShotResponse>;

/** A shot as the history lists it: the answer without the balance, with its server seed once revealed. */
export const ZFishingHistoryShot = ZFishingShotResponse.omit({ balance: true }).extend({ server_seed: z.string().nullable(), log_seq: ZLogSeq });
export type FishingHistoryShot = z.infer<typeof ZFishingHistoryShot>;

/** FISHING_API.shots answers a page (`ZGameHistoryRequest` in slot-api.ts asks for it): every shot is kept (docs/decisions/0076). */
export const ZFishingShotsResponse = zPaged(ZFishingHistoryShot);
export type FishingShotsResponse = z.infer<typeof ZFishingShotsResponse>;
