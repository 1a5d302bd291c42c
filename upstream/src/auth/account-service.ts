import { timingSafeEqual } from 'node:crypto';
import type { ResetPasswordResponse } from '@shared/api/auth.js';
import type { BankCode } from '@shared/banks.js';
import { toWireDate } from '@shared/dates.js';
import { AppError } from '@shared/envelope.js';
import { ErrorCode } from '@shared/errors.js';
import type { Ctx } from '../context.js';
import type { AuthedMember } from '../http/auth.js';
import { bankAccountOwner, memberByUsername, toUserInfo } from './members.js';
import { hashPassword, verifyPassword } from './passwords.js';
import { requireMemberRow } from './service.js';
import { hashToken, newToken, revokeMemberSessions } from './tokens.js';

/** Old password must match; on success every other session of the member ends. */
export async function changePassword(
  ctx: Ctx,
  caller: AuthedMember,
  input: { old_password: string; new_password: string },
): Promise<null> {
  const member = requireMemberRow(ctx, caller.memberId);
  if (!(await verifyPassword(input.old_password, member.password_hash))) throw new AppError(ErrorCode.WRONG_PASSWORD);
  if (input.old_password === input.new_password) throw new AppError(ErrorCode.SAME_PASSWORD);
  const hash = await hashPassword(input.new_password, ctx.settings.scryptCost);
  ctx.db.transaction(() => {
    ctx.db.prepare('UPDATE members SET password_hash = ? WHERE id = ?').run(hash, member.id);
    revokeMemberSessions(ctx.db, member.id, ctx.clock.now(), caller.sessionId);
  })();
  return null;
}

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * Step 1 of a reset: phone, registered main bank account and birth date must
 * all match. Unknown phone and wrong details answer the same, so the call does
 * not reveal who is a member. Issuing a token voids earlier unused ones.
 */
export function resetPassword(
  ctx: Ctx,
  input: { username: string; bank_account_no: string; birth_date: string },
): ResetPasswordResponse {
  const member = memberByUsername(ctx.db, input.username);
  const matches =
    member !== undefined &&
    sameText(member.bank_account_no, input.bank_account_no) &&
    sameText(member.birth_date, input.birth_date);
  if (!member || !matches) throw new AppError(ErrorCode.IDENTITY_MISMATCH);
  const now = ctx.clock.now();
  const token = newToken();
  const expiresAt = now + ctx.settings.resetTokenTtlMs;
  ctx.db.transaction(() => {
    ctx.db.prepare('UPDATE password_resets SET used_at = ? WHERE member_id = ? AND used_at IS NULL').run(now, member.id);
    ctx.db
      .prepare('INSERT INTO password_resets (member_id, token_hash, created_at, expires_at) VALUES (?, ?, ?, ?)')
      .run(member.id, hashToken(token), now, expiresAt);
  })();
  return { reset_token: token, expires_at: toWireDate(expiresAt) };
}

/** Step 2: the token sets the password once, then every session of the member ends. */
export async function resetPasswordV2(ctx: Ctx, input: { reset_token: string; new_password: string }): Promise<null> {
  const tokenHash = hashToken(input.reset_token);
  const usable = ctx.db.prepare(
    'SELECT id, member_id FROM password_resets WHERE token_hash = ? AND used_at IS NULL AND expires_at > ?',
  );
  if (!usable.get(tokenHash, ctx.clock.now())) throw new AppError(ErrorCode.RESET_TOKEN_INVALID);
  const hash = await hashPassword(input.new_password, ctx.settings.scryptCost);
  ctx.db.transaction(() => {
    // Checked again after the hash: two requests with one token cannot both win.
    const now = ctx.clock.now();
    const reset = usable.get(tokenHash, now) as { id: number; member_id: number } | undefined;
    if (!reset) throw new AppError(ErrorCode.RESET_TOKEN_INVALID);
    ctx.db.prepare('UPDATE password_resets SET used_at = ? WHERE id = ?').run(now, reset.id);
    ctx.db.prepare('UPDATE members SET password_hash = ? WHERE id = ?').run(hash, reset.member_id);
    revokeMemberSessions(ctx.db, reset.member_id, now);
  })();
  return null;
}

/** Sets the member's second account: not the main one, not anyone else's. */
export function updateSubBankAccount(
  ctx: Ctx,
  caller: AuthedMember,
  input: { bank_code: BankCode; bank_account_no: string },
) {
  return ctx.db.transaction(() => {
    const member = requireMemberRow(ctx, caller.memberId);
    if (member.bank_account_no === input.bank_account_no) throw new AppError(ErrorCode.SUB_BANK_SAME_AS_MAIN);
    const owner = bankAccountOwner(ctx.db, input.bank_account_no);
    if (owner !== undefined && owner !== member.id) throw new AppError(ErrorCode.BANK_ACCOUNT_TAKEN);
    ctx.db.prepare("DELETE FROM member_bank_accounts WHERE member_id = ? AND slot = 'sub'").run(member.id);
    ctx.db
      .prepare("INSERT INTO member_bank_accounts (account_no, member_id, slot) VALUES (?, ?, 'sub')")
      .run(input.bank_account_no, member.id);
    ctx.db
      .prepare('UPDATE members SET sub_bank_code = ?, sub_bank_account_no = ? WHERE id = ?')
      .run(input.bank_code, input.bank_account_no, member.id);
    return toUserInfo(ctx.db, requireMemberRow(ctx, member.id));
  })();
}
