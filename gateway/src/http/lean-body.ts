/**
 * The JSON body of a request the lean front serves (proxy/lean-api.ts), read
 * and judged by the rules `jsonBody` applies (server-kit/src/http/edge-body.ts,
 * decision 0027) with the same answers. The lean front takes only the plain
 * case, so that nothing here needs body-parser's branches: a `Content-Length`
 * of at most 100 kB, no transfer or content encoding, `application/json` in
 * UTF-8. Every other request goes to the Express stack before its body is read.
 */
import type { IncomingHttpHeaders, IncomingMessage } from 'node:http';
import { EDGE_MESSAGES, nestsDeeperThan } from '#server-kit/http/edge.js';
import { fail } from '#shared/envelope.js';
import { ErrorCode } from '#shared/errors.js';

/** `JSON_BODY_LIMIT` ('100kb') in bytes, as body-parser reads it (1 kb = 1,024 bytes). */
export const LEAN_BODY_LIMIT = 100 * 1024;

const PLAIN_JSON = /^application\/json\s*(?:;\s*charset\s*=\s*(?:utf-8|"utf-8")\s*)?$/i;
const LENGTH = /^[1-9]\d{0,5}$/;
/** body-parser's strict mode: the first character that is not JSON whitespace must open an object or an array. */
const FIRST_CHAR = /^[ \t\n\r]*([^ \t\n\r])/;
// Decodes as body-parser's iconv-lite does for UTF-8: a leading BOM dropped, bad bytes replaced.
const UTF8 = new TextDecoder('utf-8');

/** Whether a POST's body is the plain case; a GET's whether it has none (anything else: the Express stack). */
export function plainBody(method: string, headers: IncomingHttpHeaders): boolean {
  if (headers['transfer-encoding'] !== undefined) return false;
  if (method === 'GET') return headers['content-length'] === undefined && headers['if-none-match'] === undefined && headers['if-modified-since'] === undefined;
  const length = headers['content-length'];
  if (length === undefined || !LENGTH.test(length) || Number(length) > LEAN_BODY_LIMIT) return false;
  const encoding = headers['content-encoding'];
  if (encoding !== undefined && encoding.toLowerCase() !== 'identity') return false;
  return PLAIN_JSON.test(headers['content-type'] ?? '');
}

/** A body read: its bytes and value, or the refusal the Express stack would answer (its status and envelope). */
export type ReadBody = { ok: true; raw: Buffer; value: unknown } | { ok: false; status: number; envelope: object };

/** Reads a plain body (plainBody said so); null when the client went away before it ended. */
export function readPlainBody(req: IncomingMessage): Promise<ReadBody | null> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('error', () => resolve(null));
    req.on('aborted', () => resolve(null));
    req.on('end', () => resolve(judge(Buffer.concat(chunks))));
  });
}

/** What the JSON reader and the error handler make of these bytes (gateway/src/http/envelope.ts `errorHandler`). */
function judge(raw: Buffer): ReadBody {
  if (nestsDeeperThan(raw)) return { ok: false, status: 400, envelope: fail(ErrorCode.BAD_REQUEST, EDGE_MESSAGES.tooDeep) };
  const text = UTF8.decode(raw);
  const first = FIRST_CHAR.exec(text)?.[1];
  if (first !== '{' && first !== '[') return unreadable();
  try {
    return { ok: true, raw, value: JSON.parse(text) as unknown };
  } catch {
    return unreadable();
  }
}

const unreadable = (): ReadBody => ({ ok: false, status: 400, envelope: fail(ErrorCode.BAD_REQUEST) });
