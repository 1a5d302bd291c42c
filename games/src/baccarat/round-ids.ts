/**
 * The wallet names of a member's hand at a table: one round per member and
 * hand, `bac:<shoe>:<hand>:<player>`, its debits `<round>:<n>` (each undone,
 * when its answer was lost, by `<round>:<n>:rb`) and its one credit
 * `<round>:settle`. The protocol allows 64 characters and the site's player
 * ids are 33 (`p` + 32 hex), so `<player>` is the first 20 hex of the
 * SHA-256 of the player id: stable, and never the same for two members at one
 * hand in practice (80 bits).
 */
import { createHash } from 'node:crypto';
import type { TransactionIds } from '../provider/wallet-client.js';

/** the protocol's limit on a round or transaction id (shared/src/api/provider-wallet.ts ZOpaque) */
const MAX_ID = 64;

const playerTag = (playerId: string) => createHash('sha256').update(playerId).digest('hex').slice(0, 20);

export function baccaratRoundId(shoeId: string, handNo: number, playerId: string): string {
  const round = `bac:${shoeId}:${handNo}:${playerTag(playerId)}`;
  // `:settle` is the longest tail; a longer table code would break the protocol, so it fails loudly here.
  if (round.length + ':settle'.length > MAX_ID) throw new RangeError(`baccarat round id ${round} is too long for the wallet protocol`);
  return round;
}

/** The ids of bet `n` of the round (its credit is the round's settlement). */
export function betTransactionIds(round: string, n: number): TransactionIds {
  const ids = { debit: `${round}:${n}`, credit: settleTransactionId(round), rollback: `${round}:${n}:rb` };
  if (ids.rollback.length > MAX_ID) throw new RangeError(`bet ${n} of round ${round} has an id too long for the wallet protocol`);
  return ids;
}

export const settleTransactionId = (round: string) => `${round}:settle`;
