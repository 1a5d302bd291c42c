/**
 * The rules both HTTP edges (gateway and upstream) apply before a request
 * reaches a call (decision 0027): JSON bodies only, at most 100 kB, nested at
 * most `MAX_JSON_DEPTH` deep; a known path with another method is 405 with
 * `Allow`; and every refusal, even one Node's HTTP parser makes, is an envelope.
 */
import { fail } from '#shared/envelope.js';
import { ErrorCode } from '#shared/errors.js';

export const JSON_BODY_LIMIT = '100kb';
/** The content types read as JSON; a body of any other type is refused with 415. */
export const JSON_TYPES = ['application/json', 'application/*+json'];

/**
 * No request of the contract nests more than a few levels (a bill: object →
 * items → item). A body thousands of levels deep made the recursive code after
 * the parser (schemas, serialisers) fail with a 500 rather than a refusal.
 */
export const MAX_JSON_DEPTH = 64;

/** The Thai messages of the edge's refusals; each goes out with the `BAD_REQUEST` code and its own status. */
export const EDGE_MESSAGES = {
  tooDeep: 'ข้อมูลที่ส่งซ้อนกันหลายชั้นเกินไป',
  tooLarge: 'ข้อมูลที่ส่งมีขนาดใหญ่เกินไป',
  notJson: 'รองรับเฉพาะข้อมูลแบบ JSON',
  methodNotAllowed: 'ไม่รองรับการเรียกแบบนี้ที่ที่อยู่นี้',
  headersTooLarge: 'ส่วนหัวของคำขอมีขนาดใหญ่เกินไป',
  timeout: 'ส่งคำขอช้าเกินไป กรุณาลองใหม่อีกครั้ง',
} as const;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_BRACE = 0x7b;
const CLOSE_BRACE = 0x7d;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACKET = 0x5d;

/**
 * True when `bytes` opens more than `limit` objects or arrays inside each other,
 * read before parsing. Brackets inside strings do not count (UTF-8 never puts
 * these ASCII bytes inside a multi-byte character); the text need not be valid
 * JSON, the parser judges that afterwards.
 */
export function nestsDeeperThan(bytes: Uint8Array, limit: number = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < bytes.length; i += 1) {
    const byte = bytes[i];
    if (inString) {
      if (byte === BACKSLASH) i += 1;
      else if (byte === QUOTE) inString = false;
    } else if (byte === QUOTE) {
      inString = true;
    } else if (byte === OPEN_BRACE || byte === OPEN_BRACKET) {
      depth += 1;
      if (depth > limit) return true;
    } else if (byte === CLOSE_BRACE || byte === CLOSE_BRACKET) {
      depth -= 1;
    }
  }
  return false;
}

/** The `Allow` header of a path the registry knows: GET brings HEAD (as Express answers it), OPTIONS is always answered. */
export function allowHeader(methods: readonly string[]): string {
  const allowed = new Set<string>();
  for (const method of methods) {
    allowed.add(method);
    if (method === 'GET') allowed.add('HEAD');
  }
  allowed.add('OPTIONS');
  return [...allowed].join(', ');
}

/** True when `method` may be used on a path whose calls use `methods`. */
export function methodAllowed(method: string, methods: readonly string[]): boolean {
  return methods.includes(method) || (method === 'HEAD' && methods.includes('GET'));
}

/** The socket a Node server's `clientError` hands over (net.Socket), as much as the answer needs. */
export interface ClientErrorSocket {
  readonly writable: boolean;
  /** the answer in flight on a keep-alive socket, if any (Node's own field) */
  readonly _httpMessage?: { readonly headersSent: boolean } | null;
  end(data: string): void;
  destroy(): void;
}

/**
 * Answers a request Node's HTTP parser refused (headers over 16 kB, a broken
 * request line, a request too slow) with an envelope instead of Node's bare
 * status line: 431, 408 or 400, always `BAD_REQUEST`, then closes.
 */
export function answerClientError(error: { code?: string }, socket: ClientErrorSocket): void {
  // As Node's own handler: a reset socket, or one whose answer has begun, gets none.
  if (error.code === 'ECONNRESET' || !socket.writable || socket._httpMessage?.headersSent) {
    socket.destroy();
    return;
  }
  const [status, reason, message] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'Request Header Fields Too Large', EDGE_MESSAGES.headersTooLarge]
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'Request Timeout', EDGE_MESSAGES.timeout]
        : [400, 'Bad Request', undefined];
  const body = JSON.stringify(fail(ErrorCode.BAD_REQUEST, message));
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\n` +
      `Content-Length: ${new TextEncoder().encode(body).length}\r\nConnection: close\r\n\r\n${body}`,
  );
}
