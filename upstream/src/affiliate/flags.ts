/**
 * Self-referral at sign-up (docs/decisions/0035): a new member whose phone or
 * bank account matches the phone or a bank account (main or sub) of anyone in
 * its would-be upline (three levels) is registered, linked, and flagged with
 * the reason; the commission job skips a flagged member's play, so it earns
 * nobody anything. Members' own accounts are unique, so the match that can
 * happen is across kinds: a phone used as someone's PromptPay account number.
 */
import type { Selectable } from 'kysely';
import type { DB } from '../db/schema.js';
import type { Db } from '../db/transaction.js';

const UPLINE_COLUMNS = ['id', 'username', 'referrer_id', 'bank_account_no', 'sub_bank_account_no'] as const;
type UplineRow = Pick<Selectable<DB['members']>, (typeof UPLINE_COLUMNS)[number]>;

export interface SignUp {
  memberId: number;
  referrerId: number;
  phone: string;
  bankAccountNo: string;
}

function matchReason(signUp: SignUp, upline: UplineRow, level: number): string | null {
  const who = `${upline.username} (ชั้นที่ ${level})`;
  const accounts = [upline.bank_account_no, upline.sub_bank_account_no].filter((a): a is string => a !== null);
  if (signUp.phone === upline.username) return `เบอร์โทรศัพท์ตรงกับเบอร์ของผู้แนะนำ ${who}`;
  if (accounts.includes(signUp.phone)) return `เบอร์โทรศัพท์ ${signUp.phone} ตรงกับเลขบัญชีของผู้แนะนำ ${who}`;
  if (accounts.includes(signUp.bankAccountNo)) return `เลขบัญชี ${signUp.bankAccountNo} ตรงกับบัญชีของผู้แนะนำ ${who}`;
  if (signUp.bankAccountNo === upline.username) return `เลขบัญชี ${signUp.bankAccountNo} ตรงกับเบอร์โทรศัพท์ของผู้แนะนำ ${who}`;
  return null;
}

/** Inside the registration's transaction: flags the sign-up when it matches its upline; answers whether it did. */
export async function flagSelfReferral(db: Db, signUp: SignUp, now: number): Promise<boolean> {
  let id: number | null = signUp.referrerId;
  for (let level = 1; level <= 3 && id !== null; level++) {
    const upline = await db.selectFrom('members').select(UPLINE_COLUMNS).where('id', '=', id).executeTakeFirst();
    if (!upline) return false;
    const reason = matchReason(signUp, upline, level);
    if (reason) {
      await db
        .insertInto('affiliate_flags')
        .values({ member_id: signUp.memberId, matched_member_id: upline.id, level, reason, created_at: now })
        .execute();
      return true;
    }
    id = upline.referrer_id;
  }
  return false;
}
