/**
 * The kit's only way to the upstream: one request per call of the registry,
 * built from the call's method and path, each on a connection of its own
 * (`agent: false`): a kept-alive connection that the upstream closes while it
 * sits idle would fail the next call with ECONNRESET, whatever the upstream's
 * keep-alive timeout, and the kit has no speed to gain from reusing one. Nothing is parsed with
 * the call's schemas on the way out: a bad request must reach the upstream as
 * it is, so the upstream's own refusal is what gets checked.
 */
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { fillPath, type Call } from '#shared/api/call.js';
import { IDEMPOTENCY_HEADER } from '#shared/api/paths.js';
import { signedHeaders } from '#server-kit/provider-signature.js';

/** What is sent: the query as the browser would (strings, or arrays for repeated keys), the JSON body, the path's params. */
export interface WireRequest {
  query?: Record<string, unknown>;
  body?: unknown;
  params?: Record<string, unknown>;
  /** an upload call's file, sent as the body with its type instead of JSON */
  file?: { type: string; bytes: Buffer };
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
  let body: string | Buffer | undefined;
  if (call.method === 'POST' && request.file) {
    headers['content-type'] = request.file.type;
    body = request.file.bytes;
  } else if (call.method === 'POST' && request.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(request.body);
  }
  // The signature covers exactly the bytes sent.
  if (credential.kind === 'provider') Object.assign(headers, signedHeaders(credential.code, credential.secret, typeof body === 'string' ? body : '', credential.now));
  if (body !== undefined) headers['content-length'] = String(Buffer.byteLength(body));
  const response = await exchange(url, call.method, headers, body);
  const text = response.text;
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: response.status, json, text: text.slice(0, 200) };
}

function exchange(url: string, method: string, headers: Record<string, string>, body: string | Buffer | undefined): Promise<{ status: number; text: string }> {
  const requestOn = url.startsWith('https:') ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const req = requestOn(url, { method, headers, agent: false, timeout: TIMEOUT_MS }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('error', reject);
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }));
    });
    req.on('timeout', () => req.destroy(new Error(`no answer within ${TIMEOUT_MS / 1000} s: ${method} ${url}`)));
    req.on('error', reject);
    req.end(body);
  });
}
