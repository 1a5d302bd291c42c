/**
 * A games provider's own commitments in the public log (api/provider-commitments.ts):
 * one entry per kind and subject, named by the provider that signed it. A
 * repeat (the provider's retry) answers the entry it made; another
 * commitment under the same subject is refused, never a second entry.
 */
import type { ProviderCommitmentRequest, ProviderCommitmentResponse } from '#shared/api/provider-commitments.js';
import { AppError } from '#shared/envelope.js';
import { ErrorCode } from '#shared/errors.js';
import type { Ctx } from '../context.js';
import { isPostgres } from '../db/engine.js';
import { inTransaction } from '../db/transaction.js';
import type { SignedProvider } from '../http/provider-auth.js';
import { appendCommitment, lockLog } from './commitment-log.js';

const SUBJECT_PREFIX = { slot_seed: 'slot-seed', fishing_seed: 'fishing-seed', football_match: 'football-match' } as const;

export function logProviderCommitment(ctx: Ctx, provider: SignedProvider, body: ProviderCommitmentRequest): Promise<ProviderCommitmentResponse> {
  const subject = `${SUBJECT_PREFIX[body.kind]}:${provider.code}:${body.subject}`;
  return inTransaction(ctx.db, async () => {
    // The log's lock first on PostgreSQL: two retries of one subject at once find the one entry, never make two.
    if (isPostgres(ctx.db)) await lockLog(ctx.db);
    const known = await ctx.db.selectFrom('commitment_log').select(['seq', 'hash', 'commitment']).where('kind', '=', body.kind).where('subject', '=', subject).executeTakeFirst();
    if (known) {
      if (known.commitment !== body.commitment) throw new AppError(ErrorCode.PROVIDER_TRANSACTION_CONFLICT, 'รายการนี้ลงค่าผูกมัดอื่นไว้แล้ว');
      return { seq: known.seq, hash: known.hash, subject };
    }
    const entry = await appendCommitment(ctx.db, { kind: body.kind, subject, commitment: body.commitment, at: ctx.clock.now() });
    return { seq: entry.seq, hash: entry.hash, subject };
  });
}
