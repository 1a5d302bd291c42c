import type { wheelCalls, wheelOperatorCalls, wheelTableCalls } from '#shared/api/wheel.js';
import type { Ctx } from '../context.js';
import { inTransaction } from '../db/transaction.js';
import type { Handlers } from '../http/mount.js';
import { deliverWheelClaim, wheelClaims } from './operator.js';
import { claimWheelReward, setWheelSeed, spinWheel, wheelBoard, wheelConfig, wheelConfigV2, wheelSeedState } from './service.js';
import { addWheelTable, wheelTables } from './tables.js';

/** The spins and the claim run once per Idempotency-Key (mountCalls). */
export function wheelHandlers(ctx: Ctx): Handlers<typeof wheelCalls> {
  return {
    config: ({ member }) => wheelConfig(ctx, member?.memberId),
    configV2: ({ member }) => wheelConfigV2(ctx, member.memberId),
    board: () => wheelBoard(ctx),
    spin: ({ member }) => spinWheel(ctx, member.memberId, 'free_spin'),
    spinV2: ({ member }) => spinWheel(ctx, member.memberId, 'points'),
    reward: ({ member, body }) => claimWheelReward(ctx, member.memberId, body.spin_id),
    seed: ({ member }) => wheelSeedState(ctx, member.memberId),
    seedSet: ({ member, body }) => setWheelSeed(ctx, member.memberId, body.client_seed),
  };
}

/** Every published prize table, for members and the console. */
export function wheelTableHandlers(ctx: Ctx): Handlers<typeof wheelTableCalls> {
  return { tables: () => wheelTables(ctx) };
}

/** The agent publishes a new table (it applies from each member's next seed) and sends claimed item prizes. */
export function wheelOperatorHandlers(ctx: Ctx): Handlers<typeof wheelOperatorCalls> {
  return {
    wheelTableAdd: async ({ body }) => ({ table: await inTransaction(ctx.db, () => addWheelTable(ctx, body)) }),
    wheelClaims: ({ query }) => wheelClaims(ctx, query.status),
    wheelClaimDeliver: async ({ params, body }) => ({ claim: await inTransaction(ctx.db, () => deliverWheelClaim(ctx, params.id, body.note || null)) }),
  };
}
