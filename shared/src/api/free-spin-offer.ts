import { z } from 'zod';
import { ZThbWire } from '../money.js';

/**
 * Game free spins (docs/decisions/0039): a promotion, a quest or a wheel
 * prize may carry an offer of free spins on games with a free-spin feature,
 * besides its own reward. Taking it grants the member a credit: that many
 * spins at that bet, on that game (or any free-spin game), until it expires.
 */
export const ZFreeSpinOffer = z.object({
  id: z.number().int(),
  spins: z.number().int().min(1),
  /** THB staked by each spin; the member pays nothing, the win is theirs */
  bet: ZThbWire,
  /** hours the credit may be used after it is granted */
  valid_hours: z.number().int().min(1),
  /** null: any game with free spins */
  game_id: z.number().int().nullable(),
  game_name: z.string().nullable(),
});
export type FreeSpinOffer = z.infer<typeof ZFreeSpinOffer>;

export const FREE_SPIN_SOURCES = ['promotion', 'quest', 'wheel'] as const;
export type FreeSpinSource = (typeof FREE_SPIN_SOURCES)[number];
export const FREE_SPIN_SOURCE_TH: Record<FreeSpinSource, string> = {
  promotion: 'โปรโมชั่น',
  quest: 'ภารกิจ',
  wheel: 'กงล้อนำโชค',
};
