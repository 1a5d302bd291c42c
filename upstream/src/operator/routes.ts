import type { operatorCalls } from '#shared/api/operator.js';
import type { Ctx } from '../context.js';
import { inTransaction } from '../db/transaction.js';
import { idempotencyKeyOf } from '../http/idempotency.js';
import type { Handlers } from '../http/mount.js';
import { broadcast, credit, searchMembers } from './service.js';

/** The operator (agent) side, reached only through the gateway with the agent key. */
export function operatorHandlers(ctx: Ctx): Pick<Handlers<typeof operatorCalls>, 'broadcast' | 'credit' | 'members'> {
  return {
    // Once per Idempotency-Key (mountCalls); the key is the ledger row's ref too.
    credit: ({ body, req }) => {
      const key = idempotencyKeyOf(req);
      return credit(ctx, body, key ? `operator:${key}` : null);
    },
    broadcast: ({ body }) => inTransaction(ctx.db, () => broadcast(ctx, body)),
    members: ({ query }) => searchMembers(ctx, query.q),
  };
}
