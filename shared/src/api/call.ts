/**
 * One call of the contract, declared once (docs/design.md §2): method, path, who may
 * call it, the request and response schemas, whether it moves money and the
 * error codes it may answer. The upstream mounts its routes from these, the
 * gateway checks requests and answers with them, the client types its
 * fetchers from them, and the OpenAPI document and the conformance kit are
 * generated from them.
 */
import type { z } from 'zod';
import { ErrorCode } from '../errors.js';

/**
 * `visitor`: anyone (a member's token is read when sent); `member`: a valid token; `agent`: the agent key;
 * `provider`: a game provider's signed request (provider-wallet.ts); `game_session`: the browser's
 * game session from the built-in provider's session call (games/game-calls.ts).
 */
export type Access = 'visitor' | 'member' | 'agent' | 'provider' | 'game_session';
export type HttpMethod = 'GET' | 'POST';

export interface Call {
  readonly method: HttpMethod;
  /** Express-style: `/operator/payments/:ref/confirm` names its params. */
  readonly path: string;
  readonly access: Access;
  readonly summary: { readonly th: string; readonly en: string };
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  readonly params?: z.ZodType;
  /** the schema of `data` in a success answer */
  readonly data: z.ZodType;
  /**
   * `status`: the answer is `{ status, message?, data? }` (the lotto lobby, docs/product.md §3); `file`: the
   * answer is `data` itself, as a download (a refusal is still the usual envelope)
   */
  readonly envelope?: 'status' | 'file';
  /** moves a member's money or points: takes an `Idempotency-Key` (unless `onceBy` says otherwise), and the member's wallets push after it */
  readonly moneyMoving?: boolean;
  /**
   * `bank_reference`: done once per the bank transfer reference the request carries (a slip's),
   * whoever sends it and however often, so it takes no `Idempotency-Key` (docs/decisions/0082)
   */
  readonly onceBy?: 'bank_reference';
  /** the request body is one file of these types and at most this size instead of JSON, refused with these codes (docs/decisions/0081) */
  readonly upload?: Upload;
  /** spends something scarce that is not money (a day's vote): takes an `Idempotency-Key` too, and pushes no wallets */
  readonly idempotent?: boolean;
  /** the rule codes this call may answer, beyond those every call of its kind may (`errorCodesOf`) */
  readonly errors: readonly ErrorCode[];
}

/** A call whose body is a file: its accepted types, its largest size, and how each is refused. */
export interface Upload {
  readonly types: readonly string[];
  readonly maxBytes: number;
  /** answered for a body of another type (or none) */
  readonly wrongType: ErrorCode;
  /** answered for a body over `maxBytes` */
  readonly tooLarge: ErrorCode;
}

/** Declares a call; `const` keeps its path and method as literal types. */
export function defineCall<const C extends Call>(call: C): C {
  return call;
}

type SchemaOf<C, K extends 'query' | 'body' | 'params'> = C extends { readonly [P in K]: infer S extends z.ZodType } ? S : undefined;

/** What the server receives after parsing (THB already satang, defaults filled). */
export type QueryOf<C extends Call> = SchemaOf<C, 'query'> extends z.ZodType ? z.output<SchemaOf<C, 'query'>> : undefined;
export type BodyOf<C extends Call> = SchemaOf<C, 'body'> extends z.ZodType ? z.output<SchemaOf<C, 'body'>> : undefined;
export type ParamsOf<C extends Call> = SchemaOf<C, 'params'> extends z.ZodType ? z.output<SchemaOf<C, 'params'>> : undefined;
/** What a caller sends. */
export type QueryInputOf<C extends Call> = SchemaOf<C, 'query'> extends z.ZodType ? z.input<SchemaOf<C, 'query'>> : undefined;
export type BodyInputOf<C extends Call> = SchemaOf<C, 'body'> extends z.ZodType ? z.input<SchemaOf<C, 'body'>> : undefined;
export type ParamsInputOf<C extends Call> = SchemaOf<C, 'params'> extends z.ZodType ? z.input<SchemaOf<C, 'params'>> : undefined;
/** The `data` of a success answer. */
export type DataOf<C extends Call> = z.output<C['data']>;

/** Every code a call may answer: its own, and those any call of its kind may. */
export function errorCodesOf(call: Call): ErrorCode[] {
  const codes = new Set<ErrorCode>();
  if (call.query || call.body || call.params) codes.add(ErrorCode.VALIDATION);
  if (call.upload) {
    codes.add(call.upload.wrongType);
    codes.add(call.upload.tooLarge);
  }
  if (call.method === 'POST') codes.add(ErrorCode.BAD_REQUEST);
  if (call.access === 'member') {
    codes.add(ErrorCode.UNAUTHORIZED);
    codes.add(ErrorCode.SESSION_EXPIRED);
  }
  if (call.access === 'agent') {
    codes.add(ErrorCode.AGENT_DISABLED);
    codes.add(ErrorCode.AGENT_KEY_INVALID);
  }
  if (call.access === 'provider') {
    codes.add(ErrorCode.PROVIDER_UNKNOWN);
    codes.add(ErrorCode.PROVIDER_SIGNATURE_INVALID);
    codes.add(ErrorCode.PROVIDER_TIMESTAMP_INVALID);
  }
  if (call.access === 'game_session') codes.add(ErrorCode.GAME_SESSION_INVALID);
  if (takesIdempotencyKey(call)) codes.add(ErrorCode.IDEMPOTENCY_CONFLICT);
  for (const code of call.errors) codes.add(code);
  codes.add(ErrorCode.RATE_LIMITED);
  codes.add(ErrorCode.INTERNAL);
  return [...codes].sort((a, b) => a - b);
}

/** A repeat with the same `Idempotency-Key` answers the first answer and spends nothing again. */
export function takesIdempotencyKey(call: Call): boolean {
  return (call.moneyMoving === true || call.idempotent === true) && call.onceBy === undefined;
}

/** `/operator/payments/:ref/confirm` with `{ ref: 'AB12' }` → `/operator/payments/AB12/confirm`. */
export function fillPath(path: string, params: Record<string, string | number>): string {
  return path.replace(/:([a-z_]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`path ${path} needs :${name}`);
    return encodeURIComponent(String(value));
  });
}

/** Paths whose methods a lookup keeps; ids make paths many, so the whole set is dropped when full. */
const LOOKUPS_KEPT = 1_024;

/**
 * The methods `calls` use on a path (no query), for 405 and `Allow`: params fill
 * one segment, and as in Express a trailing slash and letter case do not matter.
 * Every pattern is tried (130 for the registry), so a path's answer is kept:
 * both servers ask on every request.
 */
export function methodLookup(calls: readonly Call[]): (path: string) => readonly HttpMethod[] {
  const patterns = calls.map((call) => ({
    method: call.method,
    pattern: new RegExp(`^${call.path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:[a-z_]+/g, '[^/]+')}/?$`, 'i'),
  }));
  const kept = new Map<string, readonly HttpMethod[]>();
  return (path) => {
    let found = kept.get(path);
    if (!found) {
      const methods = new Set<HttpMethod>();
      for (const { method, pattern } of patterns) if (pattern.test(path)) methods.add(method);
      if (kept.size >= LOOKUPS_KEPT) kept.clear();
      kept.set(path, (found = Object.freeze([...methods])));
    }
    return found;
  };
}
