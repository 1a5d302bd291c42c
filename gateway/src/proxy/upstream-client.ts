import { AppError, type Envelope } from '@shared/envelope.js';
import { ErrorCode } from '@shared/errors.js';
import { REQUEST_ID_HEADER } from '@shared/api/paths.js';

/**
 * The gateway's only way to the upstream: plain HTTP (DESIGN §1), so it works
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
}

export function createUpstreamClient({ baseUrl, timeoutMs, onCall }: UpstreamClientOptions): UpstreamClient {
  const base = baseUrl.replace(/\/+$/, '');

  async function send(request: UpstreamRequest): Promise<UpstreamResponse> {
    const headers: Record<string, string> = { accept: 'application/json' };
    for (const [name, value] of Object.entries(request.headers ?? {})) if (value !== undefined) headers[name] = value;
    if (request.bearer) headers.authorization = `Bearer ${request.bearer}`;
    if (request.requestId) headers[REQUEST_ID_HEADER] = request.requestId;
    let body: string | undefined;
    if (request.body !== undefined) {
      body = JSON.stringify(request.body);
      headers['content-type'] = 'application/json';
    }
    if (request.countAs) onCall?.(request.countAs);
    let response: Response;
    let text: string;
    try {
      response = await fetch(base + request.path, {
        method: request.method,
        headers,
        body,
        redirect: 'manual',
        signal: AbortSignal.timeout(timeoutMs),
      });
      text = await response.text();
    } catch (error) {
      const name = (error as { name?: string }).name;
      if (name === 'TimeoutError' || name === 'AbortError') throw new AppError(ErrorCode.UPSTREAM_TIMEOUT);
      throw new AppError(ErrorCode.UPSTREAM_DOWN);
    }
    let parsed: { value: unknown } | undefined;
    return {
      status: response.status,
      contentType: response.headers.get('content-type'),
      header: (name) => response.headers.get(name),
      text,
      json() {
        if (!parsed) {
          try {
            parsed = { value: JSON.parse(text) };
          } catch {
            parsed = { value: undefined };
          }
        }
        return parsed.value;
      },
    };
  }

  async function data<T>(request: UpstreamRequest): Promise<T> {
    const response = await send(request);
    if (response.status === 401) throw new AppError(ErrorCode.UNAUTHORIZED);
    const envelope = response.json() as Envelope<T> | undefined;
    if (!envelope || typeof envelope !== 'object' || typeof envelope.error !== 'number') {
      throw new AppError(response.status === 404 ? ErrorCode.AGENT_CALL_UNSUPPORTED : ErrorCode.UPSTREAM_DOWN);
    }
    if (envelope.error !== ErrorCode.OK) {
      throw new AppError(envelope.error as ErrorCode, envelope.message, envelope.data);
    }
    return envelope.data as T;
  }

  return { baseUrl: base, send, data };
}
