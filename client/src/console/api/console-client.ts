/**
 * The console's one way to call `/agent/*` (consoleCalls of the registry): the
 * agent key as a Bearer token, the operator's name (for the audit list), method
 * and path from the entry, the envelope
 * unwrapped, and any refusal raised as ConsoleApiError with its Thai message.
 * It shares only the HTTP core (lib/http/envelope-fetch.ts) with the member's
 * api-client: no session, no redirect to /login.
 */
import type { BodyInputOf, Call, DataOf, ParamsInputOf, QueryInputOf } from '#shared/api/call.js';
import { fillPath } from '#shared/api/call.js';
import { encodeOperatorName, OPERATOR_NAME_HEADER } from '#shared/api/audit.js';
import { IDEMPOTENCY_HEADER } from '#shared/api/paths.js';
import type { Part } from '#client/lib/http/envelope-fetch.js';
import { ApiError, dataOf, sendForEnvelope, urlWithQuery } from '#client/lib/http/envelope-fetch.js';
import { agentKey } from './agent-key.js';

/** The console's refusals: the member site's ApiError, named apart so neither app mistakes the other's. */
export class ConsoleApiError extends ApiError {
  override name = 'ConsoleApiError';
}

/** What a console call takes: its query, body and params as the registry types them, and the key. */
export type AgentCallOptions<C extends Call> = Part<'query', QueryInputOf<C>> &
  Part<'body', BodyInputOf<C>> &
  Part<'params', ParamsInputOf<C>> & {
    /** default: the key signed in with */
    key?: string | null;
    /** a money call's Idempotency-Key: the same key again (a retry after a lost answer) pays once */
    idempotencyKey?: string;
  };

/** Calls one console entry; the answer's type is its registry schema's, never stated by hand. */
export async function consoleCall<C extends Call>(
  call: C,
  ...[options]: Partial<AgentCallOptions<C>> extends AgentCallOptions<C> ? [AgentCallOptions<C>?] : [AgentCallOptions<C>]
): Promise<DataOf<C>> {
  const { query, body, params, key: givenKey, idempotencyKey } = (options ?? {}) as {
    query?: object;
    body?: unknown;
    params?: Record<string, string | number>;
    key?: string | null;
    idempotencyKey?: string;
  };
  const headers: Record<string, string> = { accept: 'application/json' };
  const key = givenKey === undefined ? agentKey.get() : givenKey;
  if (key) headers.authorization = `Bearer ${key}`;
  const operator = agentKey.operator();
  if (operator) headers[OPERATOR_NAME_HEADER] = encodeOperatorName(operator);
  if (idempotencyKey) headers[IDEMPOTENCY_HEADER] = idempotencyKey;
  // A POST always sends a JSON object (`{}` when the call takes nothing), as the gateway reads it.
  const payload = call.method === 'POST' ? JSON.stringify(body ?? {}) : undefined;
  if (payload !== undefined) headers['content-type'] = 'application/json';
  const url = urlWithQuery(params ? fillPath(call.path, params) : call.path, query);

  const answer = await sendForEnvelope<DataOf<C>>(() => fetch(url, { method: call.method, headers, body: payload }), ConsoleApiError);
  return dataOf(answer, ConsoleApiError);
}

export const isAgentError = (error: unknown, code: number): boolean => error instanceof ConsoleApiError && error.code === code;

/** Only a call that never reached the gateway is tried again; a refusal is an answer. */
export const agentRetry = (failureCount: number, error: Error): boolean =>
  error instanceof ConsoleApiError && error.status === 0 && failureCount < 2;
