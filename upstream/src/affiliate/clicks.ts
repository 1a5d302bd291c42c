/**
 * Visits through a referral link (docs/decisions/0035): counted once per
 * address, code and Bangkok day. The address is kept only as a hash, so the
 * table says how many distinct visitors came, not who they were.
 */
import { createHash } from 'node:crypto';
import type { Ctx } from '../context.js';
import { stmt } from '../db/statements.js';
import { bangkokDayOf } from '../lotto/time.js';

export function countClick(ctx: Ctx, code: string, address: string): { counted: boolean } {
  const memberId = stmt<[string], number>(ctx.db, 'SELECT id FROM members WHERE referral_code = ? COLLATE NOCASE').pluck().get(code);
  // An unknown code is a typo in a shared link: nothing to count, nothing to refuse.
  if (memberId === undefined) return { counted: false };
  const now = ctx.clock.now();
  const hash = createHash('sha256').update(`affiliate-click\n${address}`).digest('hex');
  const inserted = stmt(
    ctx.db,
    'INSERT INTO affiliate_clicks (member_id, address_hash, day, created_at) VALUES (?, ?, ?, ?) ON CONFLICT DO NOTHING',
  ).run(memberId, hash, bangkokDayOf(now), now);
  return { counted: inserted.changes > 0 };
}
