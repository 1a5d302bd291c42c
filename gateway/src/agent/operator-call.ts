import type { Response } from 'express';
import type { Envelope } from '@shared/envelope.js';
import { AppError, fail } from '@shared/envelope.js';
import { ErrorCode } from '@shared/errors.js';
import { fieldErrors } from '@shared/validation.js';
import { sendError } from '../http/envelope.js';
import type { UpstreamClient, UpstreamResponse } from '../proxy/upstream-client.js';

export interface OperatorCall {
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
  requestId: string;
  /** how /agent/stats lists the call when the upstream lacks it (default: method and path) */
  name?: string;
}

/**
 * One call to the upstream's operator side with the agent key. Returns the
 * response, or undefined after answering the agent itself (upstream down, or
 * the operator's own API lacks the call: 404, recorded as unsupported).
 */
export async function callOperator(
  upstream: UpstreamClient,
  agentApiKey: string,
  call: OperatorCall,
  res: Response,
  unsupported: Set<string>,
  options: { allowMissing?: boolean } = {},
): Promise<UpstreamResponse | undefined> {
  try {
    const { name, ...request } = call;
    const response = await upstream.send({ ...request, bearer: agentApiKey, countAs: 'agent' });
    if (response.status === 404) {
      unsupported.add(name ?? `${call.method} ${call.path.split('?')[0]}`);
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

/** Answers the agent with the upstream's status and body as they are. */
export function relay(res: Response, response: UpstreamResponse): void {
  res.status(response.status).type(response.contentType ?? 'application/json').send(response.text);
}

/** The envelope of a 200 answer with error 0, else undefined. */
export function okEnvelope<T>(response: UpstreamResponse): Envelope<T> | undefined {
  if (response.status !== 200) return undefined;
  const envelope = response.json() as Envelope<T> | undefined;
  return envelope && envelope.error === ErrorCode.OK ? envelope : undefined;
}

/** A request the shared schema refused: HTTP 200, the first Thai message, every field named (DESIGN §2). */
export function sendValidation(res: Response, error: Parameters<typeof fieldErrors>[0]): void {
  res.status(200).json(fail(ErrorCode.VALIDATION, error.issues[0]?.message, fieldErrors(error)));
}
