import { createHash } from 'node:crypto';
import type { Request } from 'express';
import { sql } from 'kysely';
import type { Call } from '#shared/api/call.js';
import { AppError, type Envelope } from '#shared/envelope.js';
import { ErrorCode } from '#shared/errors.js';
import { IDEMPOTENCY_HEADER } from '#shared/api/paths.js';
import type { Ctx } from '../context.js';
import { lockMember } from '../db/engine.js';
import { inTransaction, type Db } from '../db/transaction.js';
import type { CallInput, HandlerFn } from './handler.js';

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
  /** whose keys these are: `member:<id>` or 'operator' */
  scope: string;
  /** the member whose money the call moves, when it is a member's call: their row lock orders their calls */
  memberId?: number;
  key: string | undefined;
  path: string;
  /** the parsed request body; its canonical hash detects a reused key */
  body: unknown;
  now: number;
}

type Outcome<T> = { data: T } | { error: AppError };

/** What a claimed key holds until its call's answer replaces it, in the same transaction. */
const ANSWER_PENDING = '';

/**
 * Runs a money-moving write once per key, in one transaction with its stored
 * answer, so a crash never leaves one without the other. A broken rule (not
 * enough balance) is stored too: the repeat gets the same answer, not a
 * second attempt. Same key, other body → IDEMPOTENCY_CONFLICT.
 *
 * On PostgreSQL the member's row lock comes first (db/engine.ts), so one
 * member's money calls run one after another as on SQLite; and the key is
 * claimed before the work, so the same key sent twice at once on two
 * connections waits on the key's unique index and then answers the first.
 */
export async function idempotent<T>(db: Db, call: IdempotentCall, work: () => Promise<T>): Promise<T> {
  // The refusal is stored and committed with its key; only then is it thrown (a throw inside would roll both back).
  const outcome = await inTransaction(db, async (tx): Promise<Outcome<T>> => {
    if (call.memberId !== undefined) await lockMember(tx, call.memberId);
    if (call.key === undefined) return { data: await work() };
    const keyOf = { scope: call.scope, key: call.key };
    const requestHash = hashRequest(call.path, call.body);
    const claimed = await tx
      .insertInto('idempotency_keys')
      .values({ ...keyOf, path: call.path, request_hash: requestHash, response: ANSWER_PENDING, created_at: call.now })
      .onConflict((oc) => oc.columns(['scope', 'key']).doNothing())
      .returning('key')
      .executeTakeFirst();
    if (!claimed) return replay<T>(tx, keyOf, requestHash);
    let outcome: Outcome<T>;
    let envelope: Envelope<T>;
    // A savepoint: a broken rule undoes the work but keeps the stored answer.
    await sql`SAVEPOINT idempotent_work`.execute(tx);
    try {
      const data = await work();
      await sql`RELEASE SAVEPOINT idempotent_work`.execute(tx);
      outcome = { data };
      envelope = { error: 0, data };
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      await sql`ROLLBACK TO SAVEPOINT idempotent_work`.execute(tx);
      outcome = { error };
      envelope = error.toEnvelope() as Envelope<T>;
    }
    await tx
      .updateTable('idempotency_keys')
      .set({ response: JSON.stringify(envelope) })
      .where('scope', '=', keyOf.scope)
      .where('key', '=', keyOf.key)
      .execute();
    return outcome;
  });
  if ('error' in outcome) throw outcome.error;
  return outcome.data;
}

/** The first answer to a key, or IDEMPOTENCY_CONFLICT when the key came with another body. */
async function replay<T>(tx: Db, keyOf: { scope: string; key: string }, requestHash: string): Promise<Outcome<T>> {
  const stored = await tx
    .selectFrom('idempotency_keys')
    .select(['request_hash', 'response'])
    .where('scope', '=', keyOf.scope)
    .where('key', '=', keyOf.key)
    .executeTakeFirstOrThrow();
  if (stored.request_hash !== requestHash) return { error: new AppError(ErrorCode.IDEMPOTENCY_CONFLICT) };
  const envelope = JSON.parse(stored.response) as Envelope<T>;
  if (envelope.error !== 0) return { error: AppError.relay(envelope) };
  return { data: envelope.data as T };
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
      {
        scope: scopeOf(input),
        memberId: call.access === 'member' ? input.member!.memberId : undefined,
        key: idempotencyKeyOf(input.req),
        path: call.path,
        body: input.req.body as unknown,
        now: ctx.clock.now(),
      },
      async () => handle(input),
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
