/**
 * The all-shoes figures of a table, kept as each hand is stored (in the
 * hand's transaction): the counts on its row and each pattern's tries and
 * hits, scored from the hands of the same shoe before it.
 */
import type { Hand, Winner } from '#shared/games/baccarat/index.js';
import type { Ctx } from '../context.js';
import { scoreHand } from './patterns.js';

export async function tallyHand(ctx: Ctx, tableId: number, previous: readonly Winner[], hand: Hand): Promise<void> {
  const flag = (yes: boolean) => (yes ? 1 : 0);
  await ctx.db
    .updateTable('baccarat_tables')
    .set((eb) => ({
      hands: eb('hands', '+', 1),
      banker: eb('banker', '+', flag(hand.winner === 'banker')),
      player: eb('player', '+', flag(hand.winner === 'player')),
      tie: eb('tie', '+', flag(hand.winner === 'tie')),
      banker_pair: eb('banker_pair', '+', flag(hand.bankerPair)),
      player_pair: eb('player_pair', '+', flag(hand.playerPair)),
    }))
    .where('id', '=', tableId)
    .execute();
  for (const { pattern, hit } of scoreHand(previous, hand.winner)) {
    await ctx.db
      .insertInto('baccarat_pattern_tallies')
      .values({ table_id: tableId, pattern, tries: 1, hits: flag(hit) })
      // Qualified: PostgreSQL finds a bare column ambiguous beside `excluded`.
      .onConflict((oc) =>
        oc.columns(['table_id', 'pattern']).doUpdateSet((eb) => ({
          tries: eb('baccarat_pattern_tallies.tries', '+', 1),
          hits: eb('baccarat_pattern_tallies.hits', '+', eb.ref('excluded.hits')),
        })),
      )
      .execute();
  }
}
