import type { fairnessCalls } from '#shared/api/fairness.js';
import type { providerCommitmentCalls } from '#shared/api/provider-commitments.js';
import type { Ctx } from '../context.js';
import type { Handlers } from '../http/mount.js';
import { providerOf } from '../http/provider-auth.js';
import { commitmentsPage } from './commitment-log.js';
import { logProviderCommitment } from './provider-commitments.js';

/** The public log of commitments: anyone may read it. */
export function fairnessHandlers(ctx: Ctx): Handlers<typeof fairnessCalls> {
  return {
    commitments: ({ query }) => commitmentsPage(ctx.db, query),
  };
}

/** A games provider logging its own commitments: keyed by the provider that signed the call. */
export function providerCommitmentHandlers(ctx: Ctx): Handlers<typeof providerCommitmentCalls> {
  return {
    commit: ({ body, res }) => logProviderCommitment(ctx, providerOf(res), body),
  };
}
