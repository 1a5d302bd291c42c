/**
 * The patterns a member might follow on the formula page, measured, never
 * offered as a prediction (docs/decisions/0040). Each names banker or player
 * for the next hand, or nothing, from the hands of the same shoe before it
 * (every pattern starts again at a shoe's first hand):
 *
 *   banker_always    banker, every hand
 *   player_always    player, every hand
 *   follow_last      the winner of the shoe's last hand that was not a tie (nothing before one)
 *   ping_pong        the other side than follow_last's
 *   streak_of_three  once the last three or more results that were not ties are the same side,
 *                    that side again (ties in between do not break a streak, as on the big road)
 *
 * A try is a hand where the pattern named a side and the result was not a
 * tie (a tie pushes a banker or player bet); a hit is a try it named right.
 */
import { SOOTH_PATTERNS, type SoothPattern } from '#shared/api/sooth.js';
import type { Side, Winner } from '#shared/games/baccarat/index.js';

export const PATTERN_TEXT: Record<SoothPattern, { name: string; description: string }> = {
  banker_always: { name: 'แทงเจ้ามือทุกตา', description: 'แทงฝั่งเจ้ามือ (แบงเกอร์) ทุกตา ไม่ดูผลก่อนหน้า' },
  player_always: { name: 'แทงผู้เล่นทุกตา', description: 'แทงฝั่งผู้เล่น (เพลเยอร์) ทุกตา ไม่ดูผลก่อนหน้า' },
  follow_last: { name: 'ตามผลล่าสุด', description: 'แทงฝั่งที่ชนะตาล่าสุดของขอนนี้ (ไม่นับตาเสมอ)' },
  ping_pong: { name: 'ปิงปอง', description: 'แทงสลับกับฝั่งที่ชนะตาล่าสุดของขอนนี้ (ไม่นับตาเสมอ)' },
  streak_of_three: { name: 'ตามมังกร 3 ตา', description: 'เมื่อฝั่งเดียวกันชนะติดกันตั้งแต่ 3 ตาขึ้นไป (ไม่นับตาเสมอ) แทงฝั่งนั้นต่อ' },
};

export interface Measured {
  tries: number;
  hits: number;
}
export type PatternTallies = Record<SoothPattern, Measured>;

const other = (side: Side): Side => (side === 'banker' ? 'player' : 'banker');

/** What each pattern names for the next hand of a shoe, from the shoe's results so far. */
export function predictions(previous: readonly Winner[]): Record<SoothPattern, Side | null> {
  const results = previous.filter((winner): winner is Side => winner !== 'tie');
  const last = results.at(-1) ?? null;
  const lastThree = results.slice(-3);
  const streak = lastThree.length === 3 && lastThree.every((side) => side === last) ? last : null;
  return {
    banker_always: 'banker',
    player_always: 'player',
    follow_last: last,
    ping_pong: last === null ? null : other(last),
    streak_of_three: streak,
  };
}

export function emptyTallies(): PatternTallies {
  return Object.fromEntries(SOOTH_PATTERNS.map((key) => [key, { tries: 0, hits: 0 }])) as PatternTallies;
}

/** How one hand scores each pattern: only the patterns it counts as a try are listed. */
export function scoreHand(previous: readonly Winner[], winner: Winner): Array<{ pattern: SoothPattern; hit: boolean }> {
  if (winner === 'tie') return [];
  const named = predictions(previous);
  return SOOTH_PATTERNS.flatMap((pattern) => (named[pattern] === null ? [] : [{ pattern, hit: named[pattern] === winner }]));
}

/** The tallies of one shoe's results, in order. */
export function measureShoe(winners: readonly Winner[]): PatternTallies {
  const tallies = emptyTallies();
  winners.forEach((winner, index) => {
    for (const { pattern, hit } of scoreHand(winners.slice(0, index), winner)) {
      tallies[pattern].tries += 1;
      if (hit) tallies[pattern].hits += 1;
    }
  });
  return tallies;
}
