import { randomInt, timingSafeEqual } from 'node:crypto';
import type { ResetMethod, ResetPasswordResponse } from '@shared/api/auth.js';
import type { BankCode } from '@shared/banks.js';
import { toWireDate } from '@shared/dates.js';
import { AppError } from '@shared/envelope.js';
import { ErrorCode } from '@shared/errors.js';
import { processLogger } from '@shared/observability/logger.js';
import type { Ctx } from '../context.js';
import type { AuthedMember } from '../http/auth.js';
import type { SmsSender } from '../settings.js';
import type { AuthLimits } from './limits.js';
import { bankAccountOwner, memberByUsername, toUserInfo } from './members.js';
import { hashPassword, verifyPassword } from './passwords.js';
import { requireMemberRow } from './service.js';
import { demoOutboxSender } from './sms.js';
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
  const member = requireMemberRow(ctx, caller.memberId);
  const attempt = limits.changePasswordAttempt(member.id);
  if (!(await verifyPassword(input.old_password, member.password_hash))) throw new AppError(ErrorCode.WRONG_PASSWORD);
  attempt.succeeded();
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
export function resetPassword(ctx: Ctx, input: { username: string }): ResetPasswordResponse {
  const sender = resetSender(ctx);
  if (!sender) return { method: 'agent', expires_at: null };
  const now = ctx.clock.now();
  const expiresAt = now + ctx.settings.resetCodeTtlMs;
  const member = memberByUsername(ctx.db, input.username);
  if (member) {
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    ctx.db.transaction(() => {
      ctx.db
        .prepare("UPDATE password_resets SET used_at = ? WHERE member_id = ? AND kind = 'code' AND used_at IS NULL")
        .run(now, member.id);
      const row = ctx.db
        .prepare("INSERT INTO password_resets (member_id, token_hash, created_at, expires_at, kind) VALUES (?, ?, ?, ?, 'code')")
        .run(member.id, hashToken(newToken()), now, expiresAt);
      const id = Number(row.lastInsertRowid);
      ctx.db.prepare('UPDATE password_resets SET token_hash = ? WHERE id = ?').run(codeHash(id, code), id);
    })();
    const minutes = Math.round(ctx.settings.resetCodeTtlMs / 60_000);
    const text = `รหัสยืนยันการตั้งรหัสผ่านใหม่ของคุณคือ ${code} ใช้ได้ ${minutes} นาที ห้ามบอกรหัสนี้กับผู้อื่น`;
    sender.send(member.username, text).catch((error: unknown) => {
      // The member sees no SMS and asks again (or asks the agent); the operator sees why here.
      processLogger('upstream').error({ reason: error instanceof Error ? error.message : String(error) }, 'reset code not sent');
    });
  }
  return { method: sender.method, expires_at: toWireDate(expiresAt) };
}

/**
 * The agent's one-time reset link for a member they checked over LINE: 32
 * random bytes, only the hash stored, valid `resetTokenTtlMs`; it voids the
 * member's earlier unused links.
 */
export function issueResetLink(ctx: Ctx, username: string): { token: string; expiresAt: number } {
  const member = memberByUsername(ctx.db, username);
  if (!member) throw new AppError(ErrorCode.MEMBER_NOT_FOUND);
  const now = ctx.clock.now();
  const token = newToken();
  const expiresAt = now + ctx.settings.resetTokenTtlMs;
  ctx.db.transaction(() => {
    ctx.db
      .prepare("UPDATE password_resets SET used_at = ? WHERE member_id = ? AND kind = 'link' AND used_at IS NULL")
      .run(now, member.id);
    ctx.db
      .prepare("INSERT INTO password_resets (member_id, token_hash, created_at, expires_at, kind) VALUES (?, ?, ?, ?, 'link')")
      .run(member.id, hashToken(token), now, expiresAt);
  })();
  return { token, expiresAt };
}

interface ResetRow {
  id: number;
  member_id: number;
}

/** The usable reset the input names, or RESET_TOKEN_INVALID; a wrong code counts against its row. */
function usableReset(ctx: Ctx, input: { username?: string; code?: string; reset_token?: string }): ResetRow {
  const now = ctx.clock.now();
  if (input.reset_token !== undefined) {
    const row = ctx.db
      .prepare("SELECT id, member_id FROM password_resets WHERE token_hash = ? AND kind = 'link' AND used_at IS NULL AND expires_at > ?")
      .get(hashToken(input.reset_token), now) as ResetRow | undefined;
    if (!row) throw new AppError(ErrorCode.RESET_TOKEN_INVALID);
    return row;
  }
  const member = input.username === undefined ? undefined : memberByUsername(ctx.db, input.username);
  const row =
    member &&
    (ctx.db
      .prepare(
        `SELECT id, member_id, token_hash, attempts FROM password_resets
         WHERE member_id = ? AND kind = 'code' AND used_at IS NULL AND expires_at > ? ORDER BY id DESC LIMIT 1`,
      )
      .get(member.id, now) as (ResetRow & { token_hash: string; attempts: number }) | undefined);
  if (!row) throw new AppError(ErrorCode.RESET_TOKEN_INVALID);
  if (!sameText(row.token_hash, codeHash(row.id, input.code ?? ''))) {
    // A few tries per code: 6 digits cannot be walked through.
    const attempts = row.attempts + 1;
    const voided = attempts >= ctx.settings.authLimits.codeAttempts ? now : null;
    ctx.db.prepare('UPDATE password_resets SET attempts = ?, used_at = ? WHERE id = ?').run(attempts, voided, row.id);
    throw new AppError(ErrorCode.RESET_TOKEN_INVALID);
  }
  return row;
}

/** Step 2: the code or the link sets the password once, then every session of the member ends. */
export async function resetPasswordV2(
  ctx: Ctx,
  input: { username?: string | undefined; code?: string | undefined; reset_token?: string | undefined; new_password: string },
): Promise<null> {
  const found = usableReset(ctx, input);
  const hash = await hashPassword(input.new_password, ctx.settings.scryptCost);
  ctx.db.transaction(() => {
    // Claimed after the hash: two requests with one code or link cannot both win.
    const now = ctx.clock.now();
    const claimed = ctx.db
      .prepare('UPDATE password_resets SET used_at = ? WHERE id = ? AND used_at IS NULL AND expires_at > ?')
      .run(now, found.id, now);
    if (claimed.changes !== 1) throw new AppError(ErrorCode.RESET_TOKEN_INVALID);
    ctx.db.prepare('UPDATE members SET password_hash = ? WHERE id = ?').run(hash, found.member_id);
    revokeMemberSessions(ctx.db, found.member_id, now);
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
