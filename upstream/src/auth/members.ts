import type { Database } from 'better-sqlite3';
import type { UserInfo } from '@shared/api/auth.js';
import { maskAccountNo, type BankCode } from '@shared/banks.js';
import type { VipLevel } from '@shared/constants.js';
import { toWireDate } from '@shared/dates.js';

export interface MemberRow {
  id: number;
  agent_id: number;
  username: string;
  password_hash: string;
  first_name: string;
  last_name: string;
  bank_code: BankCode;
  bank_account_no: string;
  sub_bank_code: BankCode | null;
  sub_bank_account_no: string | null;
  line_id: string | null;
  birth_date: string;
  referral_code: string;
  referrer_id: number | null;
  vip_level: VipLevel;
  created_at: number;
}

export function memberById(db: Database, id: number): MemberRow | undefined {
  return db.prepare('SELECT * FROM members WHERE id = ?').get(id) as MemberRow | undefined;
}

export function memberByUsername(db: Database, username: string): MemberRow | undefined {
  return db.prepare('SELECT * FROM members WHERE username = ?').get(username) as MemberRow | undefined;
}

/** Whether an account number is anyone's main or sub account. */
export function bankAccountOwner(db: Database, accountNo: string): number | undefined {
  return db.prepare('SELECT member_id FROM member_bank_accounts WHERE account_no = ?').pluck().get(accountNo) as
    | number
    | undefined;
}

/** What a member sees of themself: account numbers masked. */
export function toUserInfo(db: Database, member: MemberRow): UserInfo {
  const agentCode = db.prepare('SELECT code FROM agents WHERE id = ?').pluck().get(member.agent_id) as string;
  return {
    username: member.username,
    first_name: member.first_name,
    last_name: member.last_name,
    vip_level: member.vip_level,
    agent_code: agentCode,
    bank_code: member.bank_code,
    bank_account_no: maskAccountNo(member.bank_account_no),
    sub_bank_code: member.sub_bank_code,
    sub_bank_account_no: member.sub_bank_account_no ? maskAccountNo(member.sub_bank_account_no) : null,
    line_id: member.line_id,
    referral_code: member.referral_code,
    birth_date: member.birth_date,
    created_at: toWireDate(member.created_at),
  };
}
