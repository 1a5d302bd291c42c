/**
 * Visits through a referral link (docs/decisions/0035): counted once per
 * address, code and Bangkok day. The address is kept only as a hash, so the
 * table says how many distinct visitors came, not who they were.
 */
import { createHash } from 'node:crypto';
import { memberIdByReferralCode } from '../auth/referral.js';
import type { Ctx } from '../context.js';
import { bangkokDayOf } from '#shared/dates/calendar.js';

export async function countClick(ctx: Ctx, code: string, address: string): Promise<{ counted: boolean }> {
  const memberId = await memberIdByReferralCode(ctx.db, code);
  // An unknown code is a typo in a shared link: nothing to count, nothing to refuse.
  if (memberId === undefined) return { counted: false };
  const now = ctx.clock.now();
  const hash = createHash('sha256').update(`affiliate-click\n${address}`).digest('hex');
  // The table's unique key makes a second click of the day do nothing, on both engines.
  const inserted = await ctx.db
    .insertInto('affiliate_clicks')
    .values({ member_id: memberId, address_hash: hash, day: bangkokDayOf(now), created_at: now })
    .onConflict((oc) => oc.doNothing())
    .returning('member_id')
    .executeTakeFirst();
  return { counted: inserted !== undefined };
}
