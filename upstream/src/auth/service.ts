import type { z } from 'zod';
import type { CheckAccountResponse, LoginResponse, UserInfo, ZLoginRequest, ZRegisterRequest } from '#shared/api/auth.js';
import { MIN_MEMBER_AGE } from '#shared/constants.js';
import { ageOn, toWireDate } from '#shared/dates.js';
import { AppError } from '#shared/envelope.js';
import { ErrorCode } from '#shared/errors.js';
import { flagSelfReferral } from '../affiliate/flags.js';
import { requireSite } from '../site/sites.js';
import type { Ctx } from '../context.js';
import { isUniqueViolation } from '../db/errors.js';
import { inTransaction } from '../db/transaction.js';
import { openWallets } from '../ledger/wallets.js';
import { recordLoginDay } from '../quest/logins.js';
import { recaptchaVerifier } from './captcha.js';
import { bankAccountOwner, memberById, memberByUsername, toUserInfo, type MemberRow } from './members.js';
import { hashPassword, verifyPassword } from './passwords.js';
import { otpGuard, type OtpGuard } from './otp/guard.js';
import { memberIdByReferralCode, newReferralCode } from './referral.js';
import { createSession, revokeSession } from './tokens.js';

type RegisterInput = z.output<typeof ZRegisterRequest>;
type LoginInput = z.output<typeof ZLoginRequest>;

export async function checkAccount(
  ctx: Ctx,
  input: { username?: string | undefined; bank_account_no?: string | undefined },
): Promise<CheckAccountResponse> {
  const answer: CheckAccountResponse = {};
  if (input.username !== undefined) answer.username_used = (await memberByUsername(ctx.db, input.username)) !== undefined;
  if (input.bank_account_no !== undefined) {
    answer.bank_account_used = (await bankAccountOwner(ctx.db, input.bank_account_no)) !== undefined;
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
  const { clock } = ctx;
  const agent = await requireSite(ctx.db, input.agent_code);
  const otp = otpGuard(ctx, 'register', input.username, input.otp);
  // The captcha lets a person ask for a code; the code, checked below, is the proof on the request that
  // carries it (a captcha token is good once, and the first request spent it).
  if (!(otp.needed && input.otp)) await checkCaptcha(ctx, input.captcha);
  if (input.birth_date < '1900-01-01' || ageOn(input.birth_date, clock.now()) < 0) {
    throw new AppError(ErrorCode.VALIDATION, 'กรุณาระบุวันเกิดให้ถูกต้อง', { fields: { birth_date: 'กรุณาระบุวันเกิดให้ถูกต้อง' } });
  }
  if (ageOn(input.birth_date, clock.now()) < MIN_MEMBER_AGE) throw new AppError(ErrorCode.UNDERAGE);
  // Cheap checks before the SMS code and the expensive hash, which run before the transaction opens.
  await assertFree(ctx, input);
  await otp.check();
  const passwordHash = await hashPassword(input.password, ctx.settings.scryptCost);
  return createMember(ctx, input, agent.id, passwordHash, otp);
}

/** A unique key refused only a referral code two sign-ups drew at once: draw again, a few times. */
const REGISTER_ATTEMPTS = 3;

/**
 * The member's rows and first session. The checks run again inside the
 * transaction: on SQLite it holds the write lock, so they are exact. On
 * PostgreSQL two sign-ups of one phone or account can both pass them; the
 * UNIQUE keys (members.username, member_bank_accounts.account_no) then make
 * the second insert wait for the first and fail. That transaction has rolled
 * back, so the checks, run once more, see the winner's row and refuse as they
 * would have (USERNAME_TAKEN, BANK_ACCOUNT_TAKEN).
 */
async function createMember(ctx: Ctx, input: RegisterInput, agentId: number, passwordHash: string, otp: OtpGuard): Promise<LoginResponse> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await inTransaction(ctx.db, () => insertMember(ctx, input, agentId, passwordHash, otp));
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      await assertFree(ctx, input);
      if (attempt >= REGISTER_ATTEMPTS) throw error;
    }
  }
}

async function insertMember(ctx: Ctx, input: RegisterInput, agentId: number, passwordHash: string, otp: OtpGuard): Promise<LoginResponse> {
  const { db } = ctx;
  const referrerId = await assertFree(ctx, input);
  await otp.spend();
  const now = ctx.clock.now();
  const { id: memberId } = await db
    .insertInto('members')
    .values({
      agent_id: agentId,
      username: input.username,
      password_hash: passwordHash,
      first_name: input.first_name,
      last_name: input.last_name,
      bank_code: input.bank_code,
      bank_account_no: input.bank_account_no,
      line_id: input.line_id || null,
      birth_date: input.birth_date,
      referral_code: await newReferralCode(db),
      referrer_id: referrerId,
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db.insertInto('member_bank_accounts').values({ account_no: input.bank_account_no, member_id: memberId, slot: 'main' }).execute();
  await openWallets(db, memberId);
  // A phone or account shared with the upline: registered, but its play earns nobody commission (decision 0035).
  if (referrerId !== null) {
    await flagSelfReferral(db, { memberId, referrerId, phone: input.username, bankAccountNo: input.bank_account_no }, now);
  }
  return startSession(ctx, memberId);
}

/** Username and bank account unused, referral known; answers the referrer's id. */
async function assertFree(ctx: Ctx, input: RegisterInput): Promise<number | null> {
  if (await memberByUsername(ctx.db, input.username)) throw new AppError(ErrorCode.USERNAME_TAKEN);
  if ((await bankAccountOwner(ctx.db, input.bank_account_no)) !== undefined) throw new AppError(ErrorCode.BANK_ACCOUNT_TAKEN);
  if (!input.ref) return null;
  const referrer = await memberIdByReferralCode(ctx.db, input.ref);
  if (referrer === undefined) throw new AppError(ErrorCode.INVALID_REFERRAL);
  return referrer;
}

export async function startSession(ctx: Ctx, memberId: number): Promise<LoginResponse> {
  const { token, expiresAt } = await createSession(ctx.db, memberId, ctx.clock.now(), ctx.settings.tokenTtlMs);
  // The "days in a row" quests read these days (quest/logins.ts).
  await recordLoginDay(ctx.db, memberId, ctx.clock.now());
  return {
    access_token: token,
    token_type: 'Bearer',
    expires_at: toWireDate(expiresAt),
    user: await userInfo(ctx, memberId),
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
  const member = await memberByUsername(ctx.db, input.username);
  const stored = member?.password_hash ?? (await dummyHash(ctx.settings.scryptCost));
  const matches = await verifyPassword(input.password, stored);
  if (!member || !matches) throw new AppError(ErrorCode.INVALID_CREDENTIALS);
  return startSession(ctx, member.id);
}

export async function logout(ctx: Ctx, sessionId: number): Promise<null> {
  await revokeSession(ctx.db, sessionId, ctx.clock.now());
  return null;
}

export async function requireMemberRow(ctx: Ctx, memberId: number): Promise<MemberRow> {
  const member = await memberById(ctx.db, memberId);
  if (!member) throw new AppError(ErrorCode.UNAUTHORIZED);
  return member;
}

export async function userInfo(ctx: Ctx, memberId: number): Promise<UserInfo> {
  return toUserInfo(ctx.db, await requireMemberRow(ctx, memberId));
}
