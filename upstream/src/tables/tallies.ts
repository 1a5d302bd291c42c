/**
 * The all-shoes figures of a table, kept as each hand is stored (in the
 * hand's transaction): the counts on its row and each pattern's tries and
 * hits, scored from the hands of the same shoe before it.
 */
import type { Hand, Winner } from '@shared/games/baccarat/index.js';
import type { Ctx } from '../context.js';
import { stmt } from '../db/statements.js';
import { scoreHand } from './patterns.js';

export function tallyHand(ctx: Ctx, tableId: number, previous: readonly Winner[], hand: Hand): void {
  const flag = (yes: boolean) => (yes ? 1 : 0);
  stmt(
    ctx.db,
    `UPDATE baccarat_tables SET hands = hands + 1, banker = banker + ?, player = player + ?, tie = tie + ?,
       banker_pair = banker_pair + ?, player_pair = player_pair + ? WHERE id = ?`,
  ).run(flag(hand.winner === 'banker'), flag(hand.winner === 'player'), flag(hand.winner === 'tie'), flag(hand.bankerPair), flag(hand.playerPair), tableId);
  for (const { pattern, hit } of scoreHand(previous, hand.winner)) {
    stmt(
      ctx.db,
      `INSERT INTO baccarat_pattern_tallies (table_id, pattern, tries, hits) VALUES (?, ?, 1, ?)
       ON CONFLICT (table_id, pattern) DO UPDATE SET tries = tries + 1, hits = hits + excluded.hits`,
    ).run(tableId, pattern, flag(hit));
  }
}
