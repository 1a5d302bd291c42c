import type { SelectQueryBuilder } from 'kysely';
import type { DB } from '../db/schema.js';
import type { Db } from '../db/transaction.js';

/** A member's downline at a level, over members.referrer_id (level 1 = those they referred). */
export type AffiliateLevel = 1 | 2 | 3;

type MemberIds = SelectQueryBuilder<DB, 'members', { id: number }>;

/** The ids of `memberId`'s downline at `level`, as a subquery: `where('d.id', 'in', downlineIds(…))`. */
export function downlineIds(db: Db, memberId: number, level: AffiliateLevel): MemberIds {
  const referred = db.selectFrom('members').select('id');
  if (level === 1) return referred.where('referrer_id', '=', memberId);
  return referred.where('referrer_id', 'in', downlineIds(db, memberId, (level - 1) as AffiliateLevel));
}

/** How many members `memberId`'s downline has at `level`. */
export async function downlineCount(db: Db, memberId: number, level: AffiliateLevel): Promise<number> {
  const row = await db
    .selectFrom('members')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('id', 'in', downlineIds(db, memberId, level))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
