import { randomInt } from 'node:crypto';
import type { Database } from 'better-sqlite3';

// No 0/O or 1/I: members read these codes aloud and type them.
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const LENGTH = 8;

/** A referral code no member has yet. */
export function newReferralCode(db: Database): string {
  const taken = db.prepare('SELECT 1 FROM members WHERE referral_code = ?');
  for (;;) {
    let code = '';
    for (let i = 0; i < LENGTH; i++) code += ALPHABET[randomInt(ALPHABET.length)];
    if (!taken.get(code)) return code;
  }
}
