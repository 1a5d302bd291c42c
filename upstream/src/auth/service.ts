import type { z } from 'zod';
import type { CheckAccountResponse, LoginResponse, UserInfo, ZLoginRequest, ZRegisterRequest } from '@shared/api/auth.js';
import { MIN_MEMBER_AGE } from '@shared/constants.js';
import { ageOn, toWireDate } from '@shared/dates.js';
import { AppError } from '@shared/envelope.js';
import { ErrorCode } from '@shared/errors.js';
import { flagSelfReferral } from '../affiliate/flags.js';
import { requireAgent } from '../agent/agents.js';
import type { Ctx } from '../context.js';
import { openWallets } from '../ledger/wallets.js';
import { recordLoginDay } from '../quest/logins.js';
import { recaptchaVerifier } from './captcha.js';
import { bankAccountOwner, memberById, memberByUsername, toUserInfo, type MemberRow } from './members.js';
import { hashPassword, verifyPassword } from './passwords.js';
import { newReferralCode } from './referral.js';
import { createSession, revokeSession } from './tokens.js';

type RegisterInput = z.output<typeof ZRegisterRequest>;
type LoginInput = z.output<typeof ZLoginRequest>;

export function checkAccount(
  ctx: Ctx,
  input: { username?: string | undefined; bank_account_no?: string | undefined },
): CheckAccountResponse {
  const answer: CheckAccountResponse = {};
  if (input.username !== undefined) answer.username_used = memberByUsername(ctx.db, input.username) !== undefined;
  if (input.bank_account_no !== undefined) {
    answer.bank_account_used = bankAccountOwner(ctx.db, input.bank_account_no) !== undefined;
  }
  return answer;
}

async function checkCaptcha(ctx: Ctx, token: string | undefined): Promise<void> {
  const secret = ctx.settings.recaptchaSecret;
  if (!secret) return;
  const verify = ctx.settings.verifyCaptcha ?? recaptchaVerifier(secret);
  if (!token || !(await verify(token))) throw new AppError(ErrorCode.CAPTCHA_FAILED);
}

/**
 * Creates the member, both wallets, the points balance and a session in one
 * transaction: a failed rule leaves nothing behind.
 */
export async function register(ctx: Ctx, input: RegisterInput): Promise<LoginResponse> {
  const { db, clock } = ctx;
  const agent = requireAgent(db, input.agent_code);
  await checkCaptcha(ctx, input.captcha);
  if (input.birth_date < '1900-01-01' || ageOn(input.birth_date, clock.now()) < 0) {
    throw new AppError(ErrorCode.VALIDATION, 'กรุณาระบุวันเกิดให้ถูกต้อง', { fields: { birth_date: 'กรุณาระบุวันเกิดให้ถูกต้อง' } });
  }
  if (ageOn(input.birth_date, clock.now()) < MIN_MEMBER_AGE) throw new AppError(ErrorCode.UNDERAGE);
  // Cheap checks before the expensive hash; repeated inside the transaction for races.
  assertFree(ctx, input);
  const passwordHash = await hashPassword(input.password, ctx.settings.scryptCost);

  return db.transaction((): LoginResponse => {
    const referrerId = assertFree(ctx, input);
    const now = clock.now();
    const inserted = db
      .prepare(
        `INSERT INTO members (agent_id, username, password_hash, first_name, last_name, bank_code, bank_account_no,
           line_id, birth_date, referral_code, referrer_id, created_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        agent.id,
        input.username,
        passwordHash,
        input.first_name,
        input.last_name,
        input.bank_code,
        input.bank_account_no,
        input.line_id || null,
        input.birth_date,
        newReferralCode(db),
        referrerId,
        now,
      );
    const memberId = Number(inserted.lastInsertRowid);
    db.prepare("INSERT INTO member_bank_accounts (account_no, member_id, slot) VALUES (?, ?, 'main')").run(
      input.bank_account_no,
      memberId,
    );
    openWallets(db, memberId);
    // A phone or account shared with the upline: registered, but its play earns nobody commission (decision 0035).
    if (referrerId !== null) flagSelfReferral(db, { memberId, referrerId, phone: input.username, bankAccountNo: input.bank_account_no }, now);
    return startSession(ctx, memberId);
  })();
}

/** Username and bank account unused, referral known; answers the referrer's id. */
function assertFree(ctx: Ctx, input: RegisterInput): number | null {
  if (memberByUsername(ctx.db, input.username)) throw new AppError(ErrorCode.USERNAME_TAKEN);
  if (bankAccountOwner(ctx.db, input.bank_account_no) !== undefined) throw new AppError(ErrorCode.BANK_ACCOUNT_TAKEN);
  if (!input.ref) return null;
  const referrer = ctx.db.prepare('SELECT id FROM members WHERE referral_code = ? COLLATE NOCASE').pluck().get(input.ref) as
    | number
    | undefined;
  if (referrer === undefined) throw new AppError(ErrorCode.INVALID_REFERRAL);
  return referrer;
}

export function startSession(ctx: Ctx, memberId: number): LoginResponse {
  const { token, expiresAt } = createSession(ctx.db, memberId, ctx.clock.now(), ctx.settings.tokenTtlMs);
  // The "days in a row" quests read these days (quest/logins.ts).
  recordLoginDay(ctx.db, memberId, ctx.clock.now());
  return {
    access_token: token,
    token_type: 'Bearer',
    expires_at: toWireDate(expiresAt),
    user: userInfo(ctx, memberId),
  };
}

// A hash to compare against when the username is unknown, so both failures take
// the same time and an attacker cannot tell which members exist.
const dummyHashes = new Map<number, Promise<string>>();
function dummyHash(cost: number): Promise<string> {
  let hash = dummyHashes.get(cost);
  if (!hash) {
    hash = hashPassword('not-a-member-password', cost);
    dummyHashes.set(cost, hash);
  }
  return hash;
}

export async function login(ctx: Ctx, input: LoginInput): Promise<LoginResponse> {
  const member = memberByUsername(ctx.db, input.username);
  const stored = member?.password_hash ?? (await dummyHash(ctx.settings.scryptCost));
  const matches = await verifyPassword(input.password, stored);
  if (!member || !matches) throw new AppError(ErrorCode.INVALID_CREDENTIALS);
  return startSession(ctx, member.id);
}

export function logout(ctx: Ctx, sessionId: number): null {
  revokeSession(ctx.db, sessionId, ctx.clock.now());
  return null;
}

export function requireMemberRow(ctx: Ctx, memberId: number): MemberRow {
  const member = memberById(ctx.db, memberId);
  if (!member) throw new AppError(ErrorCode.UNAUTHORIZED);
  return member;
}

export function userInfo(ctx: Ctx, memberId: number): UserInfo {
  return toUserInfo(ctx.db, requireMemberRow(ctx, memberId));
}
