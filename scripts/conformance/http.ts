/**
 * The kit's only way to the upstream: Node's fetch, one request per call of
 * the registry, built from the call's method and path. Nothing is parsed with
 * the call's schemas on the way out: a bad request must reach the upstream as
 * it is, so the upstream's own refusal is what gets checked.
 */
import { fillPath, type Call } from '@shared/api/call.js';
import { IDEMPOTENCY_HEADER } from '@shared/api/paths.js';
import { signedHeaders } from '@shared/games/signature.js';

/** What is sent: the query as the browser would (strings, or arrays for repeated keys), the JSON body, the path's params. */
export interface WireRequest {
  query?: Record<string, unknown>;
  body?: unknown;
  params?: Record<string, unknown>;
}

/** Who calls: nobody, a member's token, the agent key, or a game provider signing at `now` (the upstream's clock). */
export type Credential =
  | { kind: 'none' }
  | { kind: 'token'; token: string }
  | { kind: 'agent'; key: string }
  | { kind: 'provider'; code: string; secret: string; now: number };

export interface Answer {
  status: number;
  /** the parsed JSON, or undefined when the body was not JSON */
  json: unknown;
  /** the first characters of the body, for a report when it is not JSON */
  text: string;
}

const TIMEOUT_MS = 15_000;

function queryString(query: Record<string, unknown> | undefined): string {
  if (!query) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined) continue;
    for (const one of Array.isArray(value) ? value : [value]) {
      search.append(key, typeof one === 'object' && one !== null ? JSON.stringify(one) : String(one));
    }
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

export async function send(
  base: string,
  call: Call,
  request: WireRequest,
  credential: Credential,
  options: { idempotencyKey?: string } = {},
): Promise<Answer> {
  const params = Object.fromEntries(Object.entries(request.params ?? {}).map(([k, v]) => [k, String(v)]));
  const url = `${base}${fillPath(call.path, params)}${queryString(request.query)}`;
  const headers: Record<string, string> = { accept: 'application/json' };
  if (credential.kind === 'token') headers.authorization = `Bearer ${credential.token}`;
  if (credential.kind === 'agent') headers.authorization = `Bearer ${credential.key}`;
  if (options.idempotencyKey) headers[IDEMPOTENCY_HEADER] = options.idempotencyKey;
  let body: string | undefined;
  if (call.method === 'POST' && request.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(request.body);
  }
  // The signature covers exactly the bytes sent.
  if (credential.kind === 'provider') Object.assign(headers, signedHeaders(credential.code, credential.secret, body ?? '', credential.now));
  const response = await fetch(url, { method: call.method, headers, body, signal: AbortSignal.timeout(TIMEOUT_MS) });
  const text = await response.text();
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: response.status, json, text: text.slice(0, 200) };
}
