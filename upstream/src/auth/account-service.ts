import { randomInt, timingSafeEqual } from 'node:crypto';
import { sql } from 'kysely';
import type { ResetMethod, ResetPasswordResponse, UserInfo } from '@shared/api/auth.js';
import type { BankCode } from '@shared/banks.js';
import { toWireDate } from '@shared/dates.js';
import { AppError } from '@shared/envelope.js';
import { ErrorCode } from '@shared/errors.js';
import { processLogger } from '@shared/observability/logger.js';
import type { Ctx } from '../context.js';
import { lockMember } from '../db/engine.js';
import { isUniqueViolation } from '../db/errors.js';
import { inTransaction } from '../db/transaction.js';
import type { AuthedMember } from '../http/auth.js';
import type { SmsSender } from '../settings.js';
import type { AuthLimits } from './limits.js';
import { bankAccountOwner, memberByUsername, toUserInfo } from './members.js';
import { hashPassword, verifyPassword } from './passwords.js';
import { requireMemberRow } from './service.js';
import { demoOutboxSender } from './sms/outbox.js';
import { hashToken, newToken, revokeMemberSessions } from './tokens.js';

/**
 * Old password must match; on success every other session of the member ends.
 * Wrong old passwords are limited per member: a stolen token must not become
 * a way to guess the password.
 */
export async function changePassword(
  ctx: Ctx,
  limits: AuthLimits,
  caller: AuthedMember,
  input: { old_password: string; new_password: string },
): Promise<null> {
  const member = await requireMemberRow(ctx, caller.memberId);
  const attempt = await limits.changePasswordAttempt(member.id);
  if (!(await verifyPassword(input.old_password, member.password_hash))) throw new AppError(ErrorCode.WRONG_PASSWORD);
  await attempt.succeeded();
  if (input.old_password === input.new_password) throw new AppError(ErrorCode.SAME_PASSWORD);
  const hash = await hashPassword(input.new_password, ctx.settings.scryptCost);
  await inTransaction(ctx.db, async () => {
    await ctx.db.updateTable('members').set({ password_hash: hash }).where('id', '=', member.id).execute();
    await revokeMemberSessions(ctx.db, member.id, ctx.clock.now(), caller.sessionId);
  });
  return null;
}

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** The code's hash includes its row id: equal codes of two rows never collide, and no link token can match one. */
const codeHash = (rowId: number, code: string) => hashToken(`reset-code:${rowId}:${code}`);

/**
 * Where a reset code goes, and so what the member is told: the configured SMS
 * gateway (`sms`), the console's outbox in demo mode, which no phone ever sees
 * (`agent_code`: the agent gives it over LINE), or nowhere (links from the agent).
 */
export function resetSender(ctx: Ctx): { method: Exclude<ResetMethod, 'agent'>; send: SmsSender } | undefined {
  if (ctx.settings.smsSender) return { method: 'sms', send: ctx.settings.smsSender };
  if (ctx.settings.demo) return { method: 'agent_code', send: demoOutboxSender(ctx.db, () => ctx.clock.now()) };
  return undefined;
}

/**
 * Step 1 of a reset: with a sender, a 6-digit code to the member's phone;
 * without one, the answer tells the member to ask the agent for a link. A phone
 * no member uses answers the same, and the message is sent without waiting, so
 * neither the answer nor its time tells who is a member. A new code voids the
 * member's earlier ones.
 */
export async function resetPassword(ctx: Ctx, input: { username: string }): Promise<ResetPasswordResponse> {
  const sender = resetSender(ctx);
  if (!sender) return { method: 'agent', expires_at: null };
  const now = ctx.clock.now();
  const expiresAt = now + ctx.settings.resetCodeTtlMs;
  const member = await memberByUsername(ctx.db, input.username);
  if (member) {
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    await inTransaction(ctx.db, async () => {
      await voidResets(ctx, member.id, 'code', now);
      // The hash needs the row's id: a random placeholder first (token_hash is unique), the code's hash after.
      const { id } = await ctx.db
        .insertInto('password_resets')
        .values({ member_id: member.id, token_hash: hashToken(newToken()), created_at: now, expires_at: expiresAt, kind: 'code' })
        .returning('id')
        .executeTakeFirstOrThrow();
      await ctx.db.updateTable('password_resets').set({ token_hash: codeHash(id, code) }).where('id', '=', id).execute();
    });
    const minutes = Math.round(ctx.settings.resetCodeTtlMs / 60_000);
    const text = `รหัสยืนยันการตั้งรหัสผ่านใหม่ของคุณคือ ${code} ใช้ได้ ${minutes} นาที ห้ามบอกรหัสนี้กับผู้อื่น`;
    const sent = sender.send(member.username, text).catch((error: unknown) => {
      // The member sees no SMS and asks again (or asks the agent); the operator sees why here.
      processLogger('upstream').error({ reason: error instanceof Error ? error.message : String(error) }, 'reset code not sent');
    });
    // The demo outbox is this database: the code is there, as it always was, when the member is told to ask for it.
    if (sender.method === 'agent_code') await sent;
  }
  return { method: sender.method, expires_at: toWireDate(expiresAt) };
}

/**
 * The agent's one-time reset link for a member they checked over LINE: 32
 * random bytes, only the hash stored, valid `resetTokenTtlMs`; it voids the
 * member's earlier unused links.
 */
export async function issueResetLink(ctx: Ctx, username: string): Promise<{ token: string; expiresAt: number }> {
  const member = await memberByUsername(ctx.db, username);
  if (!member) throw new AppError(ErrorCode.MEMBER_NOT_FOUND);
  const now = ctx.clock.now();
  const token = newToken();
  const expiresAt = now + ctx.settings.resetTokenTtlMs;
  await inTransaction(ctx.db, async () => {
    await voidResets(ctx, member.id, 'link', now);
    await ctx.db
      .insertInto('password_resets')
      .values({ member_id: member.id, token_hash: hashToken(token), created_at: now, expires_at: expiresAt, kind: 'link' })
      .execute();
  });
  return { token, expiresAt };
}

/** Ends the member's unused resets of one kind: only the newest code or link works. */
async function voidResets(ctx: Ctx, memberId: number, kind: 'code' | 'link', now: number): Promise<void> {
  await ctx.db
    .updateTable('password_resets')
    .set({ used_at: now })
    .where('member_id', '=', memberId)
    .where('kind', '=', kind)
    .where('used_at', 'is', null)
    .execute();
}

/** The usable reset the input names, or RESET_TOKEN_INVALID; a wrong code counts against its row. */
async function usableReset(
  ctx: Ctx,
  input: { username?: string | undefined; code?: string | undefined; reset_token?: string | undefined },
): Promise<{ id: number; member_id: number }> {
  const now = ctx.clock.now();
  const usable = ctx.db.selectFrom('password_resets').where('used_at', 'is', null).where('expires_at', '>', now);
  if (input.reset_token !== undefined) {
    const row = await usable
      .select(['id', 'member_id'])
      .where('token_hash', '=', hashToken(input.reset_token))
      .where('kind', '=', 'link')
      .executeTakeFirst();
    if (!row) throw new AppError(ErrorCode.RESET_TOKEN_INVALID);
    return row;
  }
  const member = input.username === undefined ? undefined : await memberByUsername(ctx.db, input.username);
  const row =
    member &&
    (await usable
      .select(['id', 'member_id', 'token_hash'])
      .where('member_id', '=', member.id)
      .where('kind', '=', 'code')
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst());
  if (!row) throw new AppError(ErrorCode.RESET_TOKEN_INVALID);
  if (!sameText(row.token_hash, codeHash(row.id, input.code ?? ''))) {
    await countWrongCode(ctx, row.id, now);
    throw new AppError(ErrorCode.RESET_TOKEN_INVALID);
  }
  return row;
}

/**
 * A few tries per code: 6 digits cannot be walked through. One update that
 * counts on the stored count, so wrong guesses at once each count (on
 * PostgreSQL too), and the last allowed one voids the code.
 */
async function countWrongCode(ctx: Ctx, resetId: number, now: number): Promise<void> {
  const limit = ctx.settings.authLimits.codeAttempts;
  await ctx.db
    .updateTable('password_resets')
    .set((eb) => ({
      attempts: eb('attempts', '+', 1),
      used_at: sql<number | null>`CASE WHEN attempts + 1 >= ${limit} THEN CAST(${now} AS BIGINT) ELSE used_at END`,
    }))
    .where('id', '=', resetId)
    .execute();
}

/** Step 2: the code or the link sets the password once, then every session of the member ends. */
export async function resetPasswordV2(
  ctx: Ctx,
  input: { username?: string | undefined; code?: string | undefined; reset_token?: string | undefined; new_password: string },
): Promise<null> {
  const found = await usableReset(ctx, input);
  const hash = await hashPassword(input.new_password, ctx.settings.scryptCost);
  await inTransaction(ctx.db, async () => {
    // Claimed after the hash by a conditional update: two requests with one code or link cannot both win.
    const now = ctx.clock.now();
    const claimed = await ctx.db
      .updateTable('password_resets')
      .set({ used_at: now })
      .where('id', '=', found.id)
      .where('used_at', 'is', null)
      .where('expires_at', '>', now)
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) throw new AppError(ErrorCode.RESET_TOKEN_INVALID);
    await ctx.db.updateTable('members').set({ password_hash: hash }).where('id', '=', found.member_id).execute();
    await revokeMemberSessions(ctx.db, found.member_id, now);
  });
  return null;
}

/**
 * Sets the member's second account: not the main one, not anyone else's. The
 * member's row lock orders their own changes on PostgreSQL; another member
 * taking the same account between the check and the insert is refused by the
 * account's primary key, and answered as the check would have.
 */
export async function updateSubBankAccount(
  ctx: Ctx,
  caller: AuthedMember,
  input: { bank_code: BankCode; bank_account_no: string },
): Promise<UserInfo> {
  try {
    return await inTransaction(ctx.db, async () => {
      await lockMember(ctx.db, caller.memberId);
      const member = await requireMemberRow(ctx, caller.memberId);
      if (member.bank_account_no === input.bank_account_no) throw new AppError(ErrorCode.SUB_BANK_SAME_AS_MAIN);
      const owner = await bankAccountOwner(ctx.db, input.bank_account_no);
      if (owner !== undefined && owner !== member.id) throw new AppError(ErrorCode.BANK_ACCOUNT_TAKEN);
      await ctx.db.deleteFrom('member_bank_accounts').where('member_id', '=', member.id).where('slot', '=', 'sub').execute();
      await ctx.db.insertInto('member_bank_accounts').values({ account_no: input.bank_account_no, member_id: member.id, slot: 'sub' }).execute();
      await ctx.db
        .updateTable('members')
        .set({ sub_bank_code: input.bank_code, sub_bank_account_no: input.bank_account_no })
        .where('id', '=', member.id)
        .execute();
      return toUserInfo(ctx.db, await requireMemberRow(ctx, member.id));
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError(ErrorCode.BANK_ACCOUNT_TAKEN);
    throw error;
  }
}
