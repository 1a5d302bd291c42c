/**
 * The one HTTP core of the client's three callers: the member site's api-client, the
 * console's console-client and the game frame's slot-request. Each adds its own
 * headers and its own rules for a 400 or a 401; this part is what they share:
 * a query string from a call's query, the request sent, the envelope read, and
 * every failure raised as an ApiError with the contract's Thai message.
 */
import { ErrorCode, errorEntry } from '#shared/errors.js';
import type { Envelope } from '#shared/envelope.js';
import type { RefusalDataOf } from '#shared/refusal-data.js';

export class ApiError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly status: number,
    readonly fields: Record<string, string> = {},
    /** the refusal's `data` (e.g. `next_shot_at` of a shot too soon) */
    readonly data: unknown = undefined,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/**
 * The data a refusal of `code` carries (its shape is the contract's, checked by the
 * gateway on the way), or undefined for another error or none sent.
 */
export function refusalDataOf<C extends ErrorCode>(error: unknown, code: C): RefusalDataOf<C> | undefined {
  return error instanceof ApiError && error.code === code ? (error.data as RefusalDataOf<C> | undefined) : undefined;
}

/** A part the call lacks, or whose fields are all optional (`{ agent_code?: string }`), may be left out. */
export type Part<K extends string, T> = undefined extends T ? { [P in K]?: T } : Partial<T> extends T ? { [P in K]?: T } : { [P in K]: T };

export type QueryValues = Record<string, string | number | boolean | undefined | null>;

/** The path with the query's filled values; empty ones are left out, as the upstream reads them. */
export function urlWithQuery(path: string, query: object | undefined): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') params.set(name, String(value));
  }
  return params.size > 0 ? `${path}?${params.toString()}` : path;
}

export interface EnvelopeAnswer<T> {
  status: number;
  /** null when the body is not JSON (a proxy's HTML error page) */
  envelope: Envelope<T> | null;
}

/**
 * Sends a request and reads its body as an envelope. A request that never got an
 * answer is UPSTREAM_DOWN with status 0 (what a retry may safely repeat); an abort
 * is the caller's own and is raised as it is.
 */
export async function sendForEnvelope<T>(send: () => Promise<Response>, Refusal: typeof ApiError = ApiError): Promise<EnvelopeAnswer<T>> {
  let response: Response;
  try {
    response = await send();
  } catch (cause) {
    if ((cause as Error).name === 'AbortError') throw cause;
    throw new Refusal(ErrorCode.UPSTREAM_DOWN, errorEntry(ErrorCode.UPSTREAM_DOWN).message, 0);
  }
  let envelope: Envelope<T> | null;
  try {
    envelope = (await response.json()) as Envelope<T>;
  } catch {
    envelope = null;
  }
  return { status: response.status, envelope };
}

/**
 * The answer's data, or its failure raised as `Refusal` (an app's own subclass of
 * ApiError): an answer that is no envelope is INTERNAL; a refusal (`error` ≠ 0, or
 * `fallback` for a non-2xx answer that says `error: 0`) keeps its message or takes
 * the contract's, with its fields by name and its data.
 */
export function dataOf<T>({ status, envelope }: EnvelopeAnswer<T>, Refusal: typeof ApiError = ApiError, fallback?: number): T {
  if (!envelope || typeof envelope.error !== 'number') throw new Refusal(ErrorCode.INTERNAL, errorEntry(ErrorCode.INTERNAL).message, status);
  const code = envelope.error !== 0 ? envelope.error : fallback;
  if (code !== undefined) {
    const fields = (envelope.data as { fields?: Record<string, string> } | undefined)?.fields ?? {};
    throw new Refusal(code, envelope.message ?? errorEntry(code).message, status, fields, envelope.data);
  }
  return envelope.data as T;
}
