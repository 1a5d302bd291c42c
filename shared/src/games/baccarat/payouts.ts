/**
 * What a settled baccarat bet credits back, in integer satang. The stake is
 * debited when the bet is placed; settlement credits stake plus winnings on
 * a win, the stake alone on a push, nothing on a loss.
 *
 *   player       1:1
 *   banker       1:1 less 5 % commission: winnings = floor(stake × 95 / 100) satang
 *                (the part of a satang below a whole one is not paid: docs/domain.md "Integrity first")
 *   tie          8:1
 *   player pair  11:1 (the player's first two cards share a rank)
 *   banker pair  11:1
 *   on a tie, player and banker bets push (the stake comes back)
 */
import type { Hand } from './tableau.js';

export const BET_SIDES = ['player', 'banker', 'tie', 'player_pair', 'banker_pair'] as const;
export type BetSide = (typeof BET_SIDES)[number];

export type BetOutcome = 'win' | 'lose' | 'push';

export interface BetSettlement {
  outcome: BetOutcome;
  /** satang credited at settlement: stake + winnings, the stake on a push, 0 on a loss */
  credit: number;
}

/** Winnings per side in satang for a winning stake, before the stake comes back. */
export function winnings(side: BetSide, stake: number): number {
  switch (side) {
    case 'player':
      return stake;
    case 'banker':
      return Math.floor((stake * 95) / 100);
    case 'tie':
      return stake * 8;
    case 'player_pair':
    case 'banker_pair':
      return stake * 11;
  }
}

type HandResult = Pick<Hand, 'winner' | 'playerPair' | 'bankerPair'>;

function outcomeOf(side: BetSide, hand: HandResult): BetOutcome {
  switch (side) {
    case 'player':
    case 'banker':
      if (hand.winner === 'tie') return 'push';
      return hand.winner === side ? 'win' : 'lose';
    case 'tie':
      return hand.winner === 'tie' ? 'win' : 'lose';
    case 'player_pair':
      return hand.playerPair ? 'win' : 'lose';
    case 'banker_pair':
      return hand.bankerPair ? 'win' : 'lose';
  }
}

/** Settle one bet of `stake` satang (a positive integer) on `side` against a dealt hand. */
export function settleBet(side: BetSide, stake: number, hand: HandResult): BetSettlement {
  if (!Number.isSafeInteger(stake) || stake <= 0) throw new RangeError(`stake ${stake} must be a positive whole number of satang`);
  const outcome = outcomeOf(side, hand);
  const credit = outcome === 'win' ? stake + winnings(side, stake) : outcome === 'push' ? stake : 0;
  return { outcome, credit };
}
