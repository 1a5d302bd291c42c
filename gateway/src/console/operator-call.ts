import type { Response } from 'express';
import { decodeOperatorName, encodeOperatorName, OPERATOR_NAME_HEADER } from '#shared/api/audit.js';
import type { Call, DataOf } from '#shared/api/call.js';
import { IDEMPOTENCY_HEADER } from '#shared/api/paths.js';
import { fillPath } from '#shared/api/call.js';
import type { Envelope } from '#shared/envelope.js';
import { AppError, fail } from '#shared/envelope.js';
import { ErrorCode } from '#shared/errors.js';
import { fieldErrors } from '#shared/validation.js';
import { sendError } from '../http/envelope.js';
import type { UpstreamClient, UpstreamResponse } from '../proxy/upstream-client.js';

/** One operator call of the registry (`CALLS.operator.*`) with what fills it. */
export interface OperatorCall {
  call: Call;
  /** the path's `:params` */
  params?: Record<string, string | number>;
  query?: Record<string, string>;
  body?: unknown;
  requestId: string;
}

/** The upstream path of a call: its params filled, its query appended. */
function pathOf({ call, params, query }: OperatorCall): string {
  const path = params ? fillPath(call.path, params) : call.path;
  const search = query ? new URLSearchParams(query).toString() : '';
  return search ? `${path}?${search}` : path;
}

/**
 * One call to the upstream's operator side with the agent key and the
 * operator's name, when the console sent a valid one. Returns the
 * response, or undefined after answering the agent itself (upstream down, or
 * the operator's own API lacks the call: 404, recorded as unsupported under
 * its registry name, e.g. `POST /operator/payments/:ref/confirm`).
 */
export async function callOperator(
  upstream: UpstreamClient,
  agentApiKey: string,
  operatorCall: OperatorCall,
  res: Response,
  unsupported: Set<string>,
  options: { allowMissing?: boolean } = {},
): Promise<UpstreamResponse | undefined> {
  const { call, body, requestId } = operatorCall;
  const headers = operatorHeaders(res);
  try {
    const response = await upstream.send({ method: call.method, path: pathOf(operatorCall), headers, body, requestId, bearer: agentApiKey, countAs: 'agent' });
    if (response.status === 404) {
      unsupported.add(`${call.method} ${call.path}`);
      if (options.allowMissing) return response;
      sendError(res, ErrorCode.AGENT_CALL_UNSUPPORTED);
      return undefined;
    }
    return response;
  } catch (error) {
    sendError(res, error instanceof AppError ? error.code : ErrorCode.INTERNAL);
    return undefined;
  }
}

/**
 * The operator's name the console sent, for the upstream's audit list
 * (docs/decisions/0033): passed on from the agent's own request on every
 * forwarded call, so no route can forget it, and only when it is a valid name.
 */
/**
 * The operator's name, and the agent's idempotency key as it came: a credit
 * resent after a lost answer (a 502 while the upstream restarts) must reach
 * the upstream with its key, or it pays twice.
 */
function operatorHeaders(res: Response): Record<string, string> | undefined {
  const headers: Record<string, string> = {};
  const name = decodeOperatorName(res.req.get(OPERATOR_NAME_HEADER));
  if (name) headers[OPERATOR_NAME_HEADER] = encodeOperatorName(name);
  const key = res.req.get(IDEMPOTENCY_HEADER);
  if (key) headers[IDEMPOTENCY_HEADER] = key;
  return Object.keys(headers).length > 0 ? headers : undefined;
}

/** Answers the agent with the upstream's status and body as they are. */
export function relay(res: Response, response: UpstreamResponse): void {
  res.status(response.status).type(response.contentType ?? 'application/json').send(response.text);
}

/**
 * The `data` of a 200 answer with error 0 when it holds to the call's schema,
 * else undefined: the gateway pushes to members only what the contract
 * allows, whatever an operator's own upstream answered (the agent still gets
 * the answer as it came).
 */
export function okData<C extends Call>(response: UpstreamResponse, call: C): DataOf<C> | undefined {
  if (response.status !== 200) return undefined;
  const envelope = response.json() as Envelope<unknown> | undefined;
  if (!envelope || envelope.error !== ErrorCode.OK) return undefined;
  const parsed = call.data.safeParse(envelope.data);
  return parsed.success ? (parsed.data as DataOf<C>) : undefined;
}

/** A request the shared schema refused: HTTP 200, the first Thai message, every field named (docs/design.md §2). */
export function sendValidation(res: Response, error: Parameters<typeof fieldErrors>[0]): void {
  res.status(200).json(fail(ErrorCode.VALIDATION, error.issues[0]?.message, fieldErrors(error)));
}
