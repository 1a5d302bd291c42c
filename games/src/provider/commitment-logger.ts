/**
 * The provider's commitments in the site's public log (api/provider-commitments.ts,
 * docs/decisions/0074): a slot or fishing server seed, or a football match's
 * seed, is logged before its first real-money play, once. A site that does
 * not answer stops the play before any money moves; the next play tries again.
 * The entry's seq is kept beside the seed or match, so its reveal can point
 * at its entry in the log.
 */
import { AppError } from '#shared/envelope.js';
import { ErrorCode } from '#shared/errors.js';
import { CALLS } from '#shared/api/registry.js';
import { ZProviderCommitmentResponse, type ProviderCommitmentKind } from '#shared/api/provider-commitments.js';
import type { CommitmentLogger, ProviderCtx } from './context.js';
import type { SignedPost } from './site-client.js';

export function siteCommitmentLogger(call: SignedPost): CommitmentLogger {
  return async (kind, subject, commitment) => (await call(CALLS.providerCommitments.commit.path, { kind, subject, commitment }, ZProviderCommitmentResponse)).seq;
}

export const NOT_LOGGED = 'ยังลงค่าผูกมัดในบันทึกสาธารณะไม่ได้ ยังไม่ได้ตัดเงินเดิมพัน กรุณาลองใหม่อีกครั้ง';

/** Logs a seed's commitment unless it was; then marks it, so each seed is sent once. */
export async function logSeedOnce(ctx: ProviderCtx, kind: 'slot_seed' | 'fishing_seed', seed: { id: number; server_seed_hash: string; logged_at: number | null }): Promise<void> {
  if (seed.logged_at !== null) return;
  const seq = await logOrRefuse(ctx, kind, String(seed.id), seed.server_seed_hash);
  await ctx.db.updateTable('seeds').set({ logged_at: ctx.clock.now(), log_seq: seq }).where('id', '=', seed.id).execute();
}

/** Logs a football match's commitment unless it was; then marks it. */
export async function logMatchOnce(ctx: ProviderCtx, match: { id: number; match_id: string; commitment: string; logged_at: number | null }): Promise<void> {
  if (match.logged_at !== null) return;
  const seq = await logOrRefuse(ctx, 'football_match', match.match_id, match.commitment);
  await ctx.db.updateTable('football_matches').set({ logged_at: ctx.clock.now(), log_seq: seq }).where('id', '=', match.id).execute();
}

async function logOrRefuse(ctx: ProviderCtx, kind: ProviderCommitmentKind, subject: string, commitment: string): Promise<number> {
  try {
    return await ctx.commitments(kind, subject, commitment);
  } catch (error) {
    if (error instanceof AppError) throw error;
    ctx.log(`logging ${kind} ${subject} failed`, error);
    throw new AppError(ErrorCode.UPSTREAM_DOWN, NOT_LOGGED);
  }
}
