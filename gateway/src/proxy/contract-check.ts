/**
 * Response checks. An upstream answer is held against its call's registry
 * entry: the envelope's shape, on success `data` against the call's response
 * schema, and on a refusal `data` against its code's (`shared/src/refusal-data.ts`),
 * which the member's screen reads too (a shot's next time, a pending deposit's
 * reference). An operator's own API
 * that drifts from the contract is caught here, named in the log with its first
 * differences, and in `strict` mode never reaches a member's screen.
 */
import type { RegisteredCall } from '#shared/api/registry.js';
import { ErrorCode } from '#shared/errors.js';
import { refusalDataDifferences } from '#shared/refusal-data.js';
import { schemaDifferences } from '#shared/schema-differences.js';

/** `off`: no check; `warn`: log and pass the answer on; `strict`: answer 502 instead. */
export const CONTRACT_CHECK_MODES = ['off', 'warn', 'strict'] as const;
export type ContractCheckMode = (typeof CONTRACT_CHECK_MODES)[number];

/** How many differences a log line names: the first few say what is wrong. */
const MAX_DIFFERENCES = 3;

/**
 * The differences between an answer and its call's contract; empty when it
 * holds. Answers that are not the call's own (401, 429, 5xx) are checked for
 * the envelope only: their `data` is the error table's, not the call's.
 */
export function contractDifferences(entry: RegisteredCall, httpStatus: number, body: unknown): string[] {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return ['the answer is not a JSON object'];
  const envelope = body as Record<string, unknown>;
  const codeField = entry.call.envelope === 'status' ? 'status' : 'error';
  const code = envelope[codeField];
  if (typeof code !== 'number' || !Number.isInteger(code)) return [`${codeField}: expected an integer code`];
  if (envelope.message !== undefined && typeof envelope.message !== 'string') return ['message: expected a string'];
  if (code !== ErrorCode.OK) return refusalDataDifferences(code, envelope.data, MAX_DIFFERENCES);
  if (httpStatus !== 200) return [`HTTP ${httpStatus} with ${codeField} 0`];
  return schemaDifferences(entry.call.data, envelope.data, MAX_DIFFERENCES);
}
