import type { Selectable } from 'kysely';
import type { UserInfo } from '#shared/api/auth.js';
import { maskAccountNo, type BankCode } from '#shared/banks.js';
import type { VipLevel } from '#shared/constants.js';
import { toWireDate } from '#shared/dates.js';
import type { DB } from '../db/schema.js';
import type { Db } from '../db/transaction.js';

/** A member's row, its codes typed as what registration writes there (the schema says only text and integer). */
export type MemberRow = Omit<Selectable<DB['members']>, 'bank_code' | 'sub_bank_code' | 'vip_level'> & {
  bank_code: BankCode;
  sub_bank_code: BankCode | null;
  vip_level: VipLevel;
};

export async function memberById(db: Db, id: number): Promise<MemberRow | undefined> {
  return (await db.selectFrom('members').selectAll().where('id', '=', id).executeTakeFirst()) as MemberRow | undefined;
}

export async function memberByUsername(db: Db, username: string): Promise<MemberRow | undefined> {
  return (await db.selectFrom('members').selectAll().where('username', '=', username).executeTakeFirst()) as MemberRow | undefined;
}

/** Whether an account number is anyone's main or sub account. */
export async function bankAccountOwner(db: Db, accountNo: string): Promise<number | undefined> {
  const row = await db.selectFrom('member_bank_accounts').select('member_id').where('account_no', '=', accountNo).executeTakeFirst();
  return row?.member_id;
}

/** What a member sees of themself: account numbers masked. */
export async function toUserInfo(db: Db, member: MemberRow): Promise<UserInfo> {
  const agent = await db.selectFrom('agents').select('code').where('id', '=', member.agent_id).executeTakeFirstOrThrow();
  return {
    username: member.username,
    first_name: member.first_name,
    last_name: member.last_name,
    vip_level: member.vip_level,
    agent_code: agent.code,
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
