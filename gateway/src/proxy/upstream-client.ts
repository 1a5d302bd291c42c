import { AppError, type Envelope } from '#shared/envelope.js';
import { ErrorCode } from '#shared/errors.js';
import { IDEMPOTENCY_HEADER, REQUEST_ID_HEADER } from '#shared/api/paths.js';
import { createOriginPool, endedUsedConnection, isTimeout, type Exchange } from '#server-kit/http/pool.js';

/**
 * The gateway's only way to the upstream: plain HTTP (docs/design.md §1), so it works
 * unchanged against an operator's own API. Every caller (pass-through, live
 * pollers, agent calls) goes through here, so timeouts and the mapping of
 * network faults to envelopes are in one place.
 */
export interface UpstreamRequest {
  method: string;
  /** path with its query string, e.g. `/api/member/wallets?x=1` */
  path: string;
  headers?: Record<string, string | undefined>;
  /** JSON-serialisable body; sent only when defined */
  body?: unknown;
  /** a body sent byte for byte as it came (a signed JSON one, an uploaded file), instead of `body` */
  rawBody?: Buffer;
  /** the raw body's type when it is not JSON (an uploaded image) */
  rawType?: string;
  /** member token or agent key, sent as `Authorization: Bearer …` */
  bearer?: string;
  requestId?: string;
  /** the topic kind or call name it is counted under in /agent/stats */
  countAs?: string;
}

export interface UpstreamResponse {
  status: number;
  contentType: string | null;
  /** a response header by lower-case name */
  header(name: string): string | null;
  text: string;
  /** the body as JSON, or undefined when it is not JSON */
  json(): unknown;
}

export interface UpstreamClient {
  readonly baseUrl: string;
  send(request: UpstreamRequest): Promise<UpstreamResponse>;
  /**
   * Sends and unwraps an envelope: `data` on error 0, else an AppError
   * (401 → UNAUTHORIZED, others keep the upstream's code and message).
   */
  data<T>(request: UpstreamRequest): Promise<T>;
}

export interface UpstreamClientOptions {
  baseUrl: string;
  timeoutMs: number;
  onCall?: (countAs: string) => void;
  /** a counted call ended: its latency in seconds and its fault, if any (metrics) */
  onAnswered?: (countAs: string, seconds: number, fault: UpstreamFault | undefined) => void;
}

export type UpstreamFault = 'timeout' | 'down' | '5xx';

export function createUpstreamClient({ baseUrl, timeoutMs, onCall, onAnswered }: UpstreamClientOptions): UpstreamClient & { close(): Promise<void> } {
  const base = baseUrl.replace(/\/+$/, '');
  // A keep-alive pool (server-kit/src/http/pool.ts): every shot of a yeekee rush passes here.
  const pool = createOriginPool(base, timeoutMs);

  async function exchange(method: string, path: string, headers: Record<string, string>, body: string | Buffer | undefined): Promise<Exchange> {
    try {
      return await pool.exchange(method, path, headers, body);
    } catch (error) {
      // A pooled connection the upstream closed just as it was reused: the request almost
      // surely never reached it, so it is sent once more (as Node advises for a reused socket),
      // but only when a repeat cannot move money twice: a read, or a write that carries its
      // idempotency key.
      if (endedUsedConnection(error) && safeToRepeat(method, headers)) return pool.exchange(method, path, headers, body);
      throw error;
    }
  }

  async function send(request: UpstreamRequest): Promise<UpstreamResponse> {
    const headers: Record<string, string> = { accept: 'application/json' };
    for (const [name, value] of Object.entries(request.headers ?? {})) if (value !== undefined) headers[name] = value;
    if (request.bearer) headers.authorization = `Bearer ${request.bearer}`;
    if (request.requestId) headers[REQUEST_ID_HEADER] = request.requestId;
    let body: string | Buffer | undefined;
    if (request.rawBody !== undefined || request.body !== undefined) {
      body = request.rawBody ?? JSON.stringify(request.body);
      headers['content-type'] = (request.rawBody !== undefined && request.rawType) || 'application/json';
    }
    if (request.countAs) onCall?.(request.countAs);
    const startedAt = performance.now();
    let response: Exchange;
    try {
      response = await exchange(request.method, request.path, headers, body);
    } catch (error) {
      const timedOut = isTimeout(error);
      if (request.countAs) onAnswered?.(request.countAs, (performance.now() - startedAt) / 1000, timedOut ? 'timeout' : 'down');
      throw new AppError(timedOut ? ErrorCode.UPSTREAM_TIMEOUT : ErrorCode.UPSTREAM_DOWN);
    }
    if (request.countAs) onAnswered?.(request.countAs, (performance.now() - startedAt) / 1000, response.status >= 500 ? '5xx' : undefined);
    return new ExchangeResponse(response);
  }

  async function data<T>(request: UpstreamRequest): Promise<T> {
    const response = await send(request);
    if (response.status === 401) throw new AppError(ErrorCode.UNAUTHORIZED);
    const envelope = response.json() as Envelope<T> | undefined;
    if (!envelope || typeof envelope !== 'object' || typeof envelope.error !== 'number') {
      throw new AppError(response.status === 404 ? ErrorCode.AGENT_CALL_UNSUPPORTED : ErrorCode.UPSTREAM_DOWN);
    }
    if (envelope.error !== ErrorCode.OK) {
      throw AppError.relay(envelope);
    }
    return envelope.data as T;
  }

  // Ends requests in flight too, as the drain's last step and tests' close expect.
  return { baseUrl: base, send, data, close: () => pool.destroy() };
}

function safeToRepeat(method: string, headers: Record<string, string>): boolean {
  return method === 'GET' || method === 'HEAD' || headers[IDEMPOTENCY_HEADER] !== undefined;
}

/**
 * An answer as the callers read it. A class, not an object of closures: every
 * proxied call makes one, and its methods then cost nothing per call.
 */
class ExchangeResponse implements UpstreamResponse {
  readonly status: number;
  readonly contentType: string | null;
  readonly text: string;
  private readonly headers: Exchange['headers'];
  private parsed: { value: unknown } | undefined;

  constructor({ status, headers, text }: Exchange) {
    this.status = status;
    this.headers = headers;
    this.text = text;
    this.contentType = this.header('content-type');
  }

  header(name: string): string | null {
    const value = this.headers[name.toLowerCase()];
    if (value === undefined) return null;
    return Array.isArray(value) ? value.join(', ') : value;
  }

  json(): unknown {
    if (!this.parsed) {
      try {
        this.parsed = { value: JSON.parse(this.text) };
      } catch {
        this.parsed = { value: undefined };
      }
    }
    return this.parsed.value;
  }
}
