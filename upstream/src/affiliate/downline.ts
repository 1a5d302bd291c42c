/** A member's downline at a level, as SQL over members.referrer_id (level 1 = those they referred). */
export type AffiliateLevel = 1 | 2 | 3;

/** `SELECT d.* … WHERE` the downline of `?` at `level`; `d` is the downline member. */
export function downlineFrom(level: AffiliateLevel): string {
  if (level === 1) return 'members d WHERE d.referrer_id = ?';
  if (level === 2) return 'members l1 JOIN members d ON d.referrer_id = l1.id WHERE l1.referrer_id = ?';
  return 'members l1 JOIN members l2 ON l2.referrer_id = l1.id JOIN members d ON d.referrer_id = l2.id WHERE l1.referrer_id = ?';
}
