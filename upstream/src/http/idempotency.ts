import { createHash } from 'node:crypto';
import type { Database } from 'better-sqlite3';
import type { Request } from 'express';
import type { Call } from '@shared/api/call.js';
import { AppError, type Envelope } from '@shared/envelope.js';
import { ErrorCode } from '@shared/errors.js';
import { IDEMPOTENCY_HEADER } from '@shared/api/paths.js';
import type { Ctx } from '../context.js';
import { stmt } from '../db/statements.js';
import type { CallInput, HandlerFn } from './mount.js';

const KEY_PATTERN = /^[\x21-\x7e]{1,128}$/;

/** The request's Idempotency-Key, if any; a malformed key is a validation error. */
export function idempotencyKeyOf(req: Request): string | undefined {
  const key = req.get(IDEMPOTENCY_HEADER);
  if (key === undefined) return undefined;
  if (!KEY_PATTERN.test(key)) {
    throw new AppError(ErrorCode.VALIDATION, 'Idempotency-Key ไม่ถูกต้อง', { fields: { [IDEMPOTENCY_HEADER]: 'Idempotency-Key ไม่ถูกต้อง' } });
  }
  return key;
}

export interface IdempotentCall {
  /** whose keys these are: a member id or 'operator' */
  scope: string;
  key: string | undefined;
  path: string;
  /** the parsed request body; its canonical hash detects a reused key */
  body: unknown;
  now: number;
}

type Outcome<T> = { data: T } | { error: AppError };

/**
 * Runs a money-moving write once per key. The stored answer is written in the
 * same transaction as the write, so a crash never leaves one without the
 * other. A broken rule (not enough balance) is stored too: the repeat gets the
 * same answer, not a second attempt. Same key, other body → IDEMPOTENCY_CONFLICT.
 */
export function idempotent<T>(db: Database, call: IdempotentCall, work: () => T): T {
  // Immediate: every call here writes, so it takes SQLite's write lock before it reads
  // (a balance, a quota); a second process waits instead of writing on a stale read.
  if (call.key === undefined) return db.transaction(work).immediate();
  const { key } = call;
  const requestHash = hashRequest(call.path, call.body);
  const outcome = db.transaction((): Outcome<T> => {
    const stored = stmt(db, 'SELECT path, request_hash, response FROM idempotency_keys WHERE scope = ? AND key = ?').get(call.scope, key) as
      | { path: string; request_hash: string; response: string }
      | undefined;
    if (stored) {
      if (stored.request_hash !== requestHash) return { error: new AppError(ErrorCode.IDEMPOTENCY_CONFLICT) };
      const envelope = JSON.parse(stored.response) as Envelope<T>;
      if (envelope.error !== 0) {
        return { error: new AppError(envelope.error as ErrorCode, envelope.message, envelope.data) };
      }
      return { data: envelope.data as T };
    }
    let outcome: Outcome<T>;
    let envelope: Envelope<T>;
    try {
      // A savepoint: a broken rule undoes the work but keeps the stored answer.
      const data = db.transaction(work)();
      outcome = { data };
      envelope = { error: 0, data };
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      outcome = { error };
      envelope = error.toEnvelope() as Envelope<T>;
    }
    stmt(db, 'INSERT INTO idempotency_keys (scope, key, path, request_hash, response, created_at) VALUES (?, ?, ?, ?, ?, ?)').run(
      call.scope,
      key,
      call.path,
      requestHash,
      JSON.stringify(envelope),
      call.now,
    );
    return outcome;
  }).immediate();
  if ('error' in outcome) throw outcome.error;
  return outcome.data;
}

/**
 * `handle` run once per key for a call that takes an `Idempotency-Key`
 * (mountCalls wraps every such call): the member's keys are theirs
 * (`member:<id>`), the agent side's are `operator`'s. The hash is of the body
 * as sent (THB, before parsing), as the handlers hashed it before the
 * registry wrapped them, so keys stored earlier still match.
 */
export function idempotentCall(ctx: Ctx, call: Call, handle: HandlerFn<Call>): HandlerFn<Call> {
  const scopeOf = scopeFor(call);
  return (input) =>
    idempotent(
      ctx.db,
      { scope: scopeOf(input), key: idempotencyKeyOf(input.req), path: call.path, body: input.req.body as unknown, now: ctx.clock.now() },
      () => handle(input),
    );
}

function scopeFor(call: Call): (input: CallInput<Call>) => string {
  if (call.access === 'member') return ({ member }) => `member:${member!.memberId}`;
  if (call.access === 'agent') return () => 'operator';
  // Said at start-up, not at the first request: a visitor's or a provider's key would have no owner.
  throw new Error(`${call.method} ${call.path} takes an Idempotency-Key but has no one to scope it to (access ${call.access})`);
}

function hashRequest(path: string, body: unknown): string {
  return createHash('sha256').update(path).update('\n').update(canonicalJson(body)).digest('hex');
}

/** JSON with sorted keys: the same body hashes the same whatever its key order. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}
