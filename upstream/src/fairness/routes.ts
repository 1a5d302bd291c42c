import type { fairnessCalls } from '@shared/api/fairness.js';
import type { Ctx } from '../context.js';
import type { Handlers } from '../http/mount.js';
import { commitmentsPage } from './commitment-log.js';

/** The public log of commitments: anyone may read it. */
export function fairnessHandlers(ctx: Ctx): Handlers<typeof fairnessCalls> {
  return {
    commitments: ({ query }) => commitmentsPage(ctx.db, query),
  };
}
