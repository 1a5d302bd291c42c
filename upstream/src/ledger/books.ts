import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema.js';

/** One balance beside the sum of its entries. */
export interface BookLine {
  /** the wallet's id, or the member's for points and free spins */
  owner: number;
  balance: number;
  entries: number;
}

/** Every balance the site keeps, each with the sum of the entries that made it. */
export interface Books {
  wallets: BookLine[];
  points: BookLine[];
  freeSpins: BookLine[];
}

/** Reads the books on either engine. */
export async function readBooks(db: Kysely<DB>): Promise<Books> {
  const wallets = db
    .selectFrom('wallets as w')
    .leftJoin('ledger_entries as e', 'e.wallet_id', 'w.id')
    .select(['w.id as owner', 'w.balance', sql<number>`COALESCE(SUM(e.amount), 0)`.as('entries')])
    .groupBy(['w.id', 'w.balance'])
    .orderBy('w.id')
    .execute();
  const points = db
    .selectFrom('member_points as p')
    .leftJoin('point_entries as e', 'e.member_id', 'p.member_id')
    .select(['p.member_id as owner', 'p.balance', sql<number>`COALESCE(SUM(e.amount), 0)`.as('entries')])
    .groupBy(['p.member_id', 'p.balance'])
    .orderBy('p.member_id')
    .execute();
  const freeSpins = db
    .selectFrom('member_free_spins as s')
    .leftJoin('free_spin_entries as e', 'e.member_id', 's.member_id')
    .select(['s.member_id as owner', 's.balance', sql<number>`COALESCE(SUM(e.amount), 0)`.as('entries')])
    .groupBy(['s.member_id', 's.balance'])
    .orderBy('s.member_id')
    .execute();
  return { wallets: await wallets, points: await points, freeSpins: await freeSpins };
}

/** Each balance that is not the sum of its entries, said in a line. */
export function unbalanced(books: Books): string[] {
  return Object.entries(books).flatMap(([kind, lines]: [string, BookLine[]]) =>
    lines.filter((line) => line.balance !== line.entries).map((line) => `${kind} ${line.owner}: balance ${line.balance}, entries ${line.entries}`),
  );
}
