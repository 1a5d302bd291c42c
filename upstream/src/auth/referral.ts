import { randomInt } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../db/transaction.js';

// No 0/O or 1/I: members read these codes aloud and type them.
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const LENGTH = 8;

/**
 * A referral code no member has yet. Two registrations at once could still draw
 * the same code (one in 32^8): the column's UNIQUE refuses the second insert.
 */
export async function newReferralCode(db: Db): Promise<string> {
  for (;;) {
    let code = '';
    for (let i = 0; i < LENGTH; i++) code += ALPHABET[randomInt(ALPHABET.length)];
    const taken = await db.selectFrom('members').select('id').where('referral_code', '=', code).executeTakeFirst();
    if (!taken) return code;
  }
}

/** The member whose referral code this is, whatever its case: lower() on both sides, as SQLite's NOCASE did. */
export async function memberIdByReferralCode(db: Db, code: string): Promise<number | undefined> {
  const member = await db.selectFrom('members').select('id').where(sql<boolean>`lower(referral_code) = lower(${code})`).executeTakeFirst();
  return member?.id;
}
