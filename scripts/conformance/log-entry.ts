/**
 * A revealed seed points at its entry in the public log of commitments
 * (docs/decisions/0074): an answer's `log_seq` must name the entry whose
 * commitment is the answer's hash, read back from the log's own call.
 */
import { CALLS } from '#shared/api/registry.js';
import type { CaseContext } from './case.js';

/** Throws (a failure of the case's call) when `logSeq` names no entry, or one committing to something else. */
export async function checkLogEntry(ctx: CaseContext, what: string, logSeq: number | null | undefined, commitment: string): Promise<string> {
  if (logSeq === null || logSeq === undefined) return `${what}: no entry in the log`;
  const { entries } = await ctx.data(CALLS.fairness.commitments, { query: { after: logSeq - 1, limit: 1 } });
  const entry = entries[0];
  if (entry?.seq !== logSeq) throw new Error(`${what}: log_seq ${logSeq} names no entry of the log`);
  if (entry.commitment !== commitment) throw new Error(`${what}: entry ${logSeq} commits to ${entry.commitment}, not ${commitment}`);
  return `${what}: entry ${logSeq}`;
}
