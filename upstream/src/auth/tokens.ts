import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../db/transaction.js';

/**
 * Session and reset tokens are 32 random bytes given to the member once; the
 * database keeps only their SHA-256, so a leaked database holds no usable token.
 */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export async function createSession(db: Db, memberId: number, now: number, ttlMs: number): Promise<{ token: string; expiresAt: number }> {
  const token = newToken();
  const expiresAt = now + ttlMs;
  await db.insertInto('sessions').values({ member_id: memberId, token_hash: hashToken(token), created_at: now, expires_at: expiresAt }).execute();
  return { token, expiresAt };
}

/** On every member request. */
export async function findSession(db: Db, token: string) {
  return await db
    .selectFrom('sessions')
    .select(['id', 'member_id', 'expires_at', 'revoked_at'])
    .where('token_hash', '=', hashToken(token))
    .executeTakeFirst();
}

export async function revokeSession(db: Db, sessionId: number, now: number): Promise<void> {
  await db.updateTable('sessions').set({ revoked_at: now }).where('id', '=', sessionId).where('revoked_at', 'is', null).execute();
}

/** Revokes every live session of a member except `keepSessionId` (none when omitted). */
export async function revokeMemberSessions(db: Db, memberId: number, now: number, keepSessionId?: number): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ revoked_at: now })
    .where('member_id', '=', memberId)
    .where('revoked_at', 'is', null)
    .$if(keepSessionId !== undefined, (q) => q.where('id', '<>', keepSessionId!))
    .execute();
}
