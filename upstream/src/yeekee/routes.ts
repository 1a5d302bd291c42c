import type { yeekeeCalls } from '#shared/api/lotto/yeekee.js';
import type { Ctx } from '../context.js';
import { inTransaction } from '../db/transaction.js';
import type { Handlers } from '../http/mount.js';
import { yeekeeList } from './rounds.js';
import { listShots, shoot } from './shots.js';

/** Yeekee lists are public; shooting needs a member. */
export function yeekeeHandlers(ctx: Ctx): Handlers<typeof yeekeeCalls> {
  return {
    yeekeeList: ({ query }) => yeekeeList(ctx, query),
    yeekeeLists: ({ query }) => listShots(ctx, query),
    // One transaction: the round's seq counter and the shot row move together.
    yeekeeShoot: ({ body, member }) => inTransaction(ctx.db, () => shoot(ctx, member.memberId, body)),
  };
}
