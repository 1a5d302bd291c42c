import type { memberCalls } from '#shared/api/member.js';
import type { Ctx } from '../context.js';
import type { Handlers } from '../http/mount.js';
import { points, statement, wallets } from './service.js';

/** Every call here reads the token's member only: no request names whose data it wants. */
export function memberHandlers(ctx: Ctx): Handlers<typeof memberCalls> {
  return {
    wallets: ({ member }) => wallets(ctx, member.memberId),
    points: ({ member, body }) => points(ctx, member.memberId, body),
    statement: ({ member, query }) => statement(ctx, member.memberId, query),
  };
}
