import { randomInt, timingSafeEqual } from 'node:crypto';
import { sql } from 'kysely';
import { OTP_REF_LENGTH, OTP_REF_LETTERS, type OtpPurpose } from '#shared/api/otp-answer.js';
import { AppError } from '#shared/envelope.js';
import { ErrorCode } from '#shared/errors.js';
import type { Ctx } from '../../context.js';
import { inTransaction, type Db } from '../../db/transaction.js';
import { hashToken, newToken } from '../tokens.js';

/** The code's hash includes its purpose and row id: equal codes of two rows never collide. */
const codeHash = (purpose: OtpPurpose, rowId: number, code: string) => hashToken(`otp:${purpose}:${rowId}:${code}`);

/** Four letters as a bank's SMS shows beside its code: the member matches the SMS to the page. */
export function newRef(): string {
  return Array.from({ length: OTP_REF_LENGTH }, () => OTP_REF_LETTERS[randomInt(OTP_REF_LETTERS.length)]).join('');
}

export interface IssuedCode {
  ref: string;
  code: string;
  expiresAt: number;
}

/**
 * A new six-digit code for this purpose and phone; the phone's earlier unused
 * codes of the purpose are voided, so only the newest SMS works.
 */
export async function issueCode(ctx: Ctx, purpose: OtpPurpose, phone: string): Promise<IssuedCode> {
  const now = ctx.clock.now();
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const ref = newRef();
  const expiresAt = now + ctx.settings.otpTtlMs;
  await inTransaction(ctx.db, async () => {
    await ctx.db.updateTable('otp_codes').set({ used_at: now }).where('phone', '=', phone).where('purpose', '=', purpose).where('used_at', 'is', null).execute();
    // The hash needs the row's id: a random placeholder first, the code's hash after.
    const { id } = await ctx.db
      .insertInto('otp_codes')
      .values({ purpose, phone, ref, code_hash: hashToken(newToken()), created_at: now, expires_at: expiresAt })
      .returning('id')
      .executeTakeFirstOrThrow();
    await ctx.db.updateTable('otp_codes').set({ code_hash: codeHash(purpose, id, code) }).where('id', '=', id).execute();
  });
  return { ref, code, expiresAt };
}

/** The code a guarded request names: its phone's code of that purpose with that reference, or the newest when a reset sends none. */
export interface CodeAnswer {
  ref?: string | undefined;
  code: string;
}

interface CodeRow {
  id: number;
  code_hash: string;
  attempts: number;
  expires_at: number;
  used_at: number | null;
}

async function namedCode(db: Db, purpose: OtpPurpose, phone: string, ref: string | undefined): Promise<CodeRow | undefined> {
  let rows = db
    .selectFrom('otp_codes')
    .select(['id', 'code_hash', 'attempts', 'expires_at', 'used_at'])
    .where('phone', '=', phone)
    .where('purpose', '=', purpose);
  rows = ref === undefined ? rows.where('used_at', 'is', null) : rows.where('ref', '=', ref);
  return await rows.orderBy('id', 'desc').limit(1).executeTakeFirst();
}

function matches(purpose: OtpPurpose, row: CodeRow, code: string): boolean {
  const given = Buffer.from(codeHash(purpose, row.id, code));
  const stored = Buffer.from(row.code_hash);
  return given.length === stored.length && timingSafeEqual(given, stored);
}

const usable = (row: CodeRow, now: number) => row.used_at === null && row.expires_at > now;

/**
 * Step 1 of spending a code, outside the guarded call's transaction, so a
 * wrong guess counts even though the call then fails: a wrong code of a usable
 * row counts one try (OTP_WRONG, with the tries left), and the fifth spends it
 * (OTP_EXPIRED). A right code passes here even when it is spent, so a repeated
 * request (the same Idempotency-Key) can still answer what it answered;
 * `spendCode` decides.
 */
export async function countGuess(ctx: Ctx, purpose: OtpPurpose, phone: string, answer: CodeAnswer): Promise<void> {
  const now = ctx.clock.now();
  const row = await namedCode(ctx.db, purpose, phone, answer.ref);
  if (!row) throw new AppError(ErrorCode.OTP_EXPIRED);
  if (matches(purpose, row, answer.code)) return;
  if (!usable(row, now)) throw new AppError(ErrorCode.OTP_EXPIRED);
  const limit = ctx.settings.authLimits.codeAttempts;
  // One update on the stored count: wrong guesses at once each count, on PostgreSQL too.
  const counted = await ctx.db
    .updateTable('otp_codes')
    .set((eb) => ({
      attempts: eb('attempts', '+', 1),
      used_at: sql<number | null>`CASE WHEN attempts + 1 >= ${limit} THEN CAST(${now} AS BIGINT) ELSE used_at END`,
    }))
    .where('id', '=', row.id)
    .returning('attempts')
    .executeTakeFirstOrThrow();
  const triesLeft = limit - counted.attempts;
  if (triesLeft <= 0) throw new AppError(ErrorCode.OTP_EXPIRED, 'ใส่รหัส OTP ผิดครบจำนวนครั้งแล้ว กรุณาขอรหัสใหม่');
  throw new AppError(ErrorCode.OTP_WRONG, `รหัส OTP ไม่ถูกต้อง ลองได้อีก ${triesLeft} ครั้ง`, { tries_left: triesLeft });
}

/**
 * Step 2, inside the guarded call's transaction: the right, unused, unexpired
 * code is spent by a conditional update, so two requests with one code cannot
 * both pass, and a call that fails afterwards rolls the spending back with it.
 */
export async function spendCode(ctx: Ctx, purpose: OtpPurpose, phone: string, answer: CodeAnswer): Promise<void> {
  const now = ctx.clock.now();
  const row = await namedCode(ctx.db, purpose, phone, answer.ref);
  if (!row || !matches(purpose, row, answer.code)) throw new AppError(ErrorCode.OTP_EXPIRED);
  const spent = await ctx.db
    .updateTable('otp_codes')
    .set({ used_at: now })
    .where('id', '=', row.id)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  if (Number(spent.numUpdatedRows) !== 1) throw new AppError(ErrorCode.OTP_EXPIRED);
}
