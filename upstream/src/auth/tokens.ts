import { createHash, randomBytes } from 'node:crypto';
import type { Database } from 'better-sqlite3';
import { stmt } from '../db/statements.js';

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

export interface Session {
  id: number;
  member_id: number;
  expires_at: number;
  revoked_at: number | null;
}

export function createSession(db: Database, memberId: number, now: number, ttlMs: number): { token: string; expiresAt: number } {
  const token = newToken();
  const expiresAt = now + ttlMs;
  db.prepare('INSERT INTO sessions (member_id, token_hash, created_at, expires_at) VALUES (?, ?, ?, ?)').run(
    memberId,
    hashToken(token),
    now,
    expiresAt,
  );
  return { token, expiresAt };
}

/** On every member request: the statement is prepared once. */
export function findSession(db: Database, token: string): Session | undefined {
  return stmt<[string], Session>(db, 'SELECT id, member_id, expires_at, revoked_at FROM sessions WHERE token_hash = ?').get(hashToken(token));
}

export function revokeSession(db: Database, sessionId: number, now: number): void {
  db.prepare('UPDATE sessions SET revoked_at = ? WHERE id = ? AND revoked_at IS NULL').run(now, sessionId);
}

/** Revokes every live session of a member except `keepSessionId` (none when omitted). */
export function revokeMemberSessions(db: Database, memberId: number, now: number, keepSessionId?: number): void {
  db.prepare('UPDATE sessions SET revoked_at = ? WHERE member_id = ? AND revoked_at IS NULL AND id IS NOT ?').run(
    now,
    memberId,
    keepSessionId ?? null,
  );
}
