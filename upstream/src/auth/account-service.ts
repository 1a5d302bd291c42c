import type { ResetPasswordResponse, UserInfo } from '#shared/api/auth.js';
import type { OtpAnswer } from '#shared/api/otp-answer.js';
import type { BankCode } from '#shared/banks.js';
import { toWireDate } from '#shared/dates.js';
import { AppError } from '#shared/envelope.js';
import { ErrorCode } from '#shared/errors.js';
import type { Ctx } from '../context.js';
import { lockMember } from '../db/engine.js';
import { isUniqueViolation } from '../db/errors.js';
import { inTransaction } from '../db/transaction.js';
import type { AuthedMember } from '../http/auth.js';
import type { AuthLimits } from './limits.js';
import { bankAccountOwner, memberByUsername, toUserInfo, type MemberRow } from './members.js';
import { otpChannel, otpText, sendCode } from './otp/channel.js';
import { issueCode, newRef } from './otp/codes.js';
import { otpGuard } from './otp/guard.js';
import { hashPassword, verifyPassword } from './passwords.js';
import { requireMemberRow } from './service.js';
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

/**
 * Step 1 of a reset: with a channel, a 6-digit code to the member's phone (in
 * demo mode to the console's outbox only: `agent_code`, the agent gives it over
 * LINE, since a page that showed it would let anyone reset anyone); without
 * one, the answer tells the member to ask the agent for a link. A phone no
 * member uses answers the same, with a reference of its own that no code has,
 * and the message is sent without waiting, so neither the answer nor its time
 * tells who is a member. A new code voids the member's earlier ones.
 */
export async function resetPassword(ctx: Ctx, input: { username: string }): Promise<ResetPasswordResponse> {
  const channel = otpChannel(ctx);
  if (!channel) return { method: 'agent', expires_at: null, ref: null };
  const method = channel.method === 'sms' ? 'sms' : 'agent_code';
  const member = await memberByUsername(ctx.db, input.username);
  if (!member) return { method, expires_at: toWireDate(ctx.clock.now() + ctx.settings.otpTtlMs), ref: newRef() };
  const issued = await issueCode(ctx, 'reset', member.username);
  await sendCode(channel, member.username, otpText('reset', issued, ctx.settings.otpTtlMs));
  return { method, expires_at: toWireDate(issued.expiresAt), ref: issued.ref };
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
    await voidLinks(ctx, member.id, now);
    await ctx.db
      .insertInto('password_resets')
      .values({ member_id: member.id, token_hash: hashToken(token), created_at: now, expires_at: expiresAt, kind: 'link' })
      .execute();
  });
  return { token, expiresAt };
}

/** Ends the member's unused links: only the newest works. */
async function voidLinks(ctx: Ctx, memberId: number, now: number): Promise<void> {
  await ctx.db
    .updateTable('password_resets')
    .set({ used_at: now })
    .where('member_id', '=', memberId)
    .where('kind', '=', 'link')
    .where('used_at', 'is', null)
    .execute();
}

/** The usable link the token names, or RESET_TOKEN_INVALID. */
async function usableLink(ctx: Ctx, token: string): Promise<{ id: number; member_id: number }> {
  const row = await ctx.db
    .selectFrom('password_resets')
    .select(['id', 'member_id'])
    .where('used_at', 'is', null)
    .where('expires_at', '>', ctx.clock.now())
    .where('token_hash', '=', hashToken(token))
    .where('kind', '=', 'link')
    .executeTakeFirst();
  if (!row) throw new AppError(ErrorCode.RESET_TOKEN_INVALID);
  return row;
}

/** A reset answers one refusal for every way a code or link fails: it says nothing about who is a member. */
async function asResetRefusal<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof AppError && OTP_REFUSALS.has(error.code)) throw new AppError(ErrorCode.RESET_TOKEN_INVALID);
    throw error;
  }
}
const OTP_REFUSALS = new Set<number>([ErrorCode.OTP_REQUIRED, ErrorCode.OTP_WRONG, ErrorCode.OTP_EXPIRED]);

/**
 * Step 2: the SMS code (its reference when sent, else the newest) or the
 * agent's link sets the password once, then every session of the member ends.
 * A wrong code counts before the hash; the code or link is spent in the
 * transaction that sets the password (single use, even under a race).
 */
export async function resetPasswordV2(
  ctx: Ctx,
  input: { username?: string | undefined; code?: string | undefined; ref?: string | undefined; reset_token?: string | undefined; new_password: string },
): Promise<null> {
  if (input.reset_token !== undefined) {
    const link = await usableLink(ctx, input.reset_token);
    const hash = await hashPassword(input.new_password, ctx.settings.scryptCost);
    await inTransaction(ctx.db, async () => {
      const now = ctx.clock.now();
      const claimed = await ctx.db
        .updateTable('password_resets')
        .set({ used_at: now })
        .where('id', '=', link.id)
        .where('used_at', 'is', null)
        .where('expires_at', '>', now)
        .executeTakeFirst();
      if (Number(claimed.numUpdatedRows) !== 1) throw new AppError(ErrorCode.RESET_TOKEN_INVALID);
      await setPassword(ctx, link.member_id, hash, now);
    });
    return null;
  }
  const member = input.username === undefined ? undefined : await memberByUsername(ctx.db, input.username);
  if (!member || input.code === undefined) throw new AppError(ErrorCode.RESET_TOKEN_INVALID);
  const otp = otpGuard(ctx, 'reset', member.username, { ref: input.ref, code: input.code });
  await asResetRefusal(() => otp.check());
  const hash = await hashPassword(input.new_password, ctx.settings.scryptCost);
  await inTransaction(ctx.db, async () => {
    await asResetRefusal(() => otp.spend());
    await setPassword(ctx, member.id, hash, ctx.clock.now());
  });
  return null;
}

async function setPassword(ctx: Ctx, memberId: number, hash: string, now: number): Promise<void> {
  await ctx.db.updateTable('members').set({ password_hash: hash }).where('id', '=', memberId).execute();
  await revokeMemberSessions(ctx.db, memberId, now);
}

async function assertSubAccountFree(ctx: Ctx, member: MemberRow, accountNo: string): Promise<void> {
  if (member.bank_account_no === accountNo) throw new AppError(ErrorCode.SUB_BANK_SAME_AS_MAIN);
  const owner = await bankAccountOwner(ctx.db, accountNo);
  if (owner !== undefined && owner !== member.id) throw new AppError(ErrorCode.BANK_ACCOUNT_TAKEN);
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
  input: { bank_code: BankCode; bank_account_no: string; otp?: OtpAnswer | undefined },
): Promise<UserInfo> {
  const before = await requireMemberRow(ctx, caller.memberId);
  await assertSubAccountFree(ctx, before, input.bank_account_no);
  // The code goes to the member's own phone: a stolen session alone cannot move where money goes.
  const otp = otpGuard(ctx, 'bank_change', before.username, input.otp);
  await otp.check();
  try {
    return await inTransaction(ctx.db, async () => {
      await lockMember(ctx.db, caller.memberId);
      const member = await requireMemberRow(ctx, caller.memberId);
      await assertSubAccountFree(ctx, member, input.bank_account_no);
      await otp.spend();
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
