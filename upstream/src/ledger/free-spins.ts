import type { Db } from '../db/transaction.js';

export type { FreeSpinKind } from './posting.js';

/** The member's free spins now (a member with no grant yet has none). */
export async function freeSpinsOf(db: Db, memberId: number): Promise<number> {
  const row = await db.selectFrom('member_free_spins').select('balance').where('member_id', '=', memberId).executeTakeFirst();
  return row?.balance ?? 0;
}
