/**
 * Records agent writes in the audit list (docs/decisions/0033), for every
 * call at once: `mountCalls` wraps each agent POST's handler with `audited`,
 * so no operator handler knows about auditing and none can forget it. The
 * entry is written after the handler's own transaction has committed and
 * only when it answered data: a refused write changed nothing and is no entry.
 */
import type { Request } from 'express';
import { decodeOperatorName, OPERATOR_NAME_HEADER } from '#shared/api/audit.js';
import type { Call } from '#shared/api/call.js';
import { processLogger } from '#server-kit/observability/logger.js';
import type { Ctx } from '../context.js';
import type { CallInput, HandlerFn } from '../http/handler.js';

/** Agent writes are recorded; reads and member calls are not. */
export const isAudited = (call: Call): boolean => call.access === 'agent' && call.method === 'POST';

/** Keys never written to the list, at any depth, should a body ever carry one. */
const SECRET_KEY = /password|passwd|token|secret|api_?key/i;

/** A copy of `value` without keys named like a secret. */
export function withoutSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutSecrets);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(Object.entries(value).filter(([key]) => !SECRET_KEY.test(key)).map(([key, inner]) => [key, withoutSecrets(inner)]));
}

export async function recordAudit(ctx: Ctx, call: Call, input: Pick<CallInput<Call>, 'params' | 'body' | 'req'>): Promise<void> {
  const req: Request = input.req;
  await ctx.db
    .insertInto('audit_log')
    .values({
      actor: decodeOperatorName(req.get(OPERATOR_NAME_HEADER)),
      call: `${call.method} ${call.path}`,
      summary: call.summary.th,
      params: JSON.stringify(withoutSecrets(input.params ?? {})),
      body: JSON.stringify(withoutSecrets(input.body ?? {})),
      ip: req.ip ?? null,
      created_at: ctx.clock.now(),
    })
    .execute();
}

/** `handle`, then its entry when it answered data. */
export function audited(ctx: Ctx, call: Call, handle: HandlerFn<Call>): HandlerFn<Call> {
  return async (input) => {
    const data = await handle(input);
    try {
      await recordAudit(ctx, call, input);
    } catch (error) {
      // The change has committed: answering an error now would invite the operator to make it twice.
      processLogger('upstream').error({ err: error, call: `${call.method} ${call.path}` }, 'audit entry not written');
    }
    return data;
  };
}
