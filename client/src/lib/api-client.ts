/**
 * The one way the client calls `/api`. It unwraps the envelope, raises ApiError
 * for a non-zero `error`, and applies the spec's rules for HTTP 400 (go home)
 * and 401 (clear the user, go to /login; lotto and auth calls raise the Thai
 * session-expired message). Navigation is done by whoever registers handlers
 * (the router), so this file knows nothing of React.
 */
import { ErrorCode, errorEntry } from '#shared/errors.js';
import type { Envelope, StatusEnvelope } from '#shared/envelope.js';
import type { BodyInputOf, Call, DataOf, ParamsInputOf, QueryInputOf } from '#shared/api/call.js';
import { fillPath } from '#shared/api/call.js';
import { IDEMPOTENCY_HEADER } from '#shared/api/paths.js';
import { TH } from '#shared/messages.th.js';
import type { Part, QueryValues } from './http/envelope-fetch.js';
import { ApiError, dataOf, refusalDataOf, sendForEnvelope, urlWithQuery } from './http/envelope-fetch.js';
import { session } from './session.js';

export { ApiError, refusalDataOf };

/**
 * The server answered and said no (a rule, a stale page): nothing changed, so the
 * next tap is a new request with a new Idempotency-Key. A lost answer (no status,
 * or a 5xx) keeps its key, so a retry cannot do the thing twice.
 */
export const isRefusal = (error: unknown): error is ApiError => error instanceof ApiError && error.status > 0 && error.status < 500;

export interface RequestOptions {
  method?: 'GET' | 'POST';
  query?: QueryValues;
  body?: unknown;
  idempotencyKey?: string;
  /** The call handles a 401 itself: no redirect to /login. */
  skipAuthRedirect?: boolean;
  /**
   * `status`: the answer is `{ status, message?, data? }` (the lotto lobby, docs/product.md §3)
   * instead of `{ error, ... }`. Only the calls that say so are read this way.
   */
  envelope?: 'error' | 'status';
  signal?: AbortSignal;
}

export interface HttpErrorHandlers {
  onBadRequest: () => void;
  onUnauthorized: () => void;
}

let handlers: HttpErrorHandlers = { onBadRequest: () => {}, onUnauthorized: () => {} };

export function setHttpErrorHandlers(next: HttpErrorHandlers) {
  handlers = next;
}

/** Spec §8: on lotto and auth calls a 401 raises the Thai session-expired message. */
function raisesSessionExpired(path: string): boolean {
  return (
    path.startsWith('/api/lotto/') ||
    path.startsWith('/api/member/change_password') ||
    path === '/api/get_user_info' ||
    path === '/api/logout'
  );
}

/** `{ status, message, data }` read as `{ error, message, data }`; an answer that already has `error` is kept. */
function fromStatusEnvelope<T>(raw: unknown): Envelope<T> | null {
  if (!raw || typeof raw !== 'object') return null;
  const answer = raw as Partial<StatusEnvelope<T>> & Partial<Envelope<T>>;
  if (typeof answer.error === 'number') return answer as Envelope<T>;
  if (typeof answer.status !== 'number') return null;
  return { error: answer.status, message: answer.message, data: answer.data };
}

/**
 * How a request leaves: the browser's fetch, or on the server (page rendering)
 * the gateway's own way to the upstream, which knows no relative address.
 */
type Transport = (url: string, init: RequestInit) => Promise<Response>;
let transport: Transport = (url, init) => fetch(url, init);

export function setApiTransport(next: Transport): void {
  transport = next;
}

export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const method = options.method ?? (options.body === undefined ? 'GET' : 'POST');
  const headers: Record<string, string> = { accept: 'application/json' };
  const token = session.token();
  if (token) headers.authorization = `Bearer ${token}`;
  // A file (an upload call's body, decision 0081) goes as its own bytes with its own type.
  const file = options.body instanceof Blob ? options.body : undefined;
  if (options.body !== undefined) headers['content-type'] = file ? file.type : 'application/json';
  if (options.idempotencyKey) headers[IDEMPOTENCY_HEADER] = options.idempotencyKey;

  const answer = await sendForEnvelope<T>(() =>
    transport(urlWithQuery(path, options.query), {
      method,
      headers,
      body: file ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
      signal: options.signal,
    }),
  );
  const envelope = options.envelope === 'status' ? fromStatusEnvelope<T>(answer.envelope) : answer.envelope;

  if (answer.status === 400) {
    handlers.onBadRequest();
    throw new ApiError(envelope?.error ?? ErrorCode.BAD_REQUEST, envelope?.message ?? errorEntry(ErrorCode.BAD_REQUEST).message, 400);
  }
  if (answer.status === 401) {
    if (!options.skipAuthRedirect) {
      session.clear();
      handlers.onUnauthorized();
    }
    const message = raisesSessionExpired(path)
      ? TH.sessionExpired
      : (envelope?.message ?? errorEntry(ErrorCode.UNAUTHORIZED).message);
    throw new ApiError(envelope?.error ?? ErrorCode.UNAUTHORIZED, message, 401);
  }
  return dataOf({ status: answer.status, envelope });
}

/** What a call takes: its query, body and params as the registry types them, and the request options. */
export type CallOptions<C extends Call> = Part<'query', QueryInputOf<C>> &
  Part<'body', BodyInputOf<C>> &
  Part<'params', ParamsInputOf<C>> &
  Omit<RequestOptions, 'query' | 'body' | 'method' | 'envelope'>;

/**
 * Calls one entry of the contract's registry: method, path and envelope come
 * from the entry, the answer's type from its response schema, so no fetcher
 * states a response type by hand.
 */
export function apiCall<C extends Call>(call: C, ...[options]: Partial<CallOptions<C>> extends CallOptions<C> ? [CallOptions<C>?] : [CallOptions<C>]): Promise<DataOf<C>> {
  const { query, body, params, ...rest } = (options ?? {}) as { query?: RequestOptions['query']; body?: unknown; params?: Record<string, string | number> } & RequestOptions;
  const path = params ? fillPath(call.path, params) : call.path;
  return apiRequest<DataOf<C>>(path, {
    ...rest,
    method: call.method,
    query,
    body: call.method === 'POST' ? (body ?? {}) : undefined,
    // A `file` call is a download link, not fetched here; its refusals are the usual envelope.
    envelope: call.envelope === 'status' ? 'status' : 'error',
  });
}

/**
 * Sends a file to an upload call of the registry (a slip's image): the file
 * is the body, with its type; the query is the call's.
 */
export function apiUpload<C extends Call & { upload: object }>(
  call: C,
  file: Blob,
  options: Part<'query', QueryInputOf<C>> & Pick<RequestOptions, 'signal'> = {} as never,
): Promise<DataOf<C>> {
  const { query, signal } = options as { query?: RequestOptions['query']; signal?: AbortSignal };
  return apiRequest<DataOf<C>>(call.path, { method: 'POST', query, body: file, signal });
}

/** A fresh key for one money-moving action (kept by the caller across retries). */
export function newIdempotencyKey(): string {
  return crypto.randomUUID();
}
