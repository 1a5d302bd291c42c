import type { limitsCalls } from '#shared/api/limits.js';
import type { Ctx } from '../context.js';
import { inTransaction } from '../db/transaction.js';
import type { Handlers } from '../http/mount.js';
import { limitsOf, setLimits } from './service.js';

/** The member's own limits; reading and setting them is allowed in time-out too. */
export function limitsHandlers(ctx: Ctx): Handlers<typeof limitsCalls> {
  return {
    limits: ({ member }) => limitsOf(ctx, member.memberId),
    limitsUpdate: ({ member, body }) => inTransaction(ctx.db, () => setLimits(ctx, member.memberId, body)),
  };
}
