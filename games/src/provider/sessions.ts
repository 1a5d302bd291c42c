/**
 * Browser sessions of the /play page: a random token the page sends as
 * `Authorization: Bearer`, stored as its SHA-256 only. A real one is bound to
 * the wallet's game session the launch token was exchanged for (once); a demo
 * one carries play money in this database and never reaches the wallet.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Database } from 'better-sqlite3';
import { GAME_SESSION_TTL_MS } from '@shared/api/provider-wallet.js';
import type { Clock } from '@shared/clock.js';
import { AppError } from '@shared/envelope.js';
import { ErrorCode } from '@shared/errors.js';
import type { Satang } from '@shared/money.js';

/** A demo starts with 10,000.00 THB of play money. */
export const DEMO_BALANCE: Satang = 10_000_00;
export const DEMO_DISPLAY_NAME = 'ผู้เล่นทดลอง';

export interface BrowserSession {
  id: number;
  mode: 'real' | 'demo';
  wallet_session: string | null;
  player_id: string;
  display_name: string;
  game_code: string;
  demo_balance: Satang | null;
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export interface NewSession {
  mode: 'real' | 'demo';
  walletSession: string | null;
  playerId: string;
  displayName: string;
  game: string;
  /** the credit the launch carries (real only); null when none */
  freeSpin: { id: number; spinsLeft: number; bet: Satang } | null;
}

/** Stores a new session; answers its token (shown once, to the page). */
export function createSession(db: Database, clock: Clock, session: NewSession): string {
  const token = randomBytes(32).toString('base64url');
  const now = clock.now();
  db.prepare(
    `INSERT INTO sessions (token_hash, mode, wallet_session, player_id, display_name, game_code, demo_balance, created_at, expires_at, free_spin_id, free_spins_left, free_spin_bet)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    hashToken(token),
    session.mode,
    session.walletSession,
    session.playerId,
    session.displayName,
    session.game,
    session.mode === 'demo' ? DEMO_BALANCE : null,
    now,
    now + GAME_SESSION_TTL_MS,
    session.freeSpin?.id ?? null,
    session.freeSpin?.spinsLeft ?? null,
    session.freeSpin?.bet ?? null,
  );
  return token;
}

/** A demo player is the session itself: its seeds and spins are no one else's. */
export const demoPlayerId = () => `demo-${randomBytes(16).toString('hex')}`;

/** The session of a bearer token, its life extended; GAME_SESSION_INVALID when unknown or expired. */
export function sessionOfToken(db: Database, clock: Clock, token: string | undefined): BrowserSession {
  const now = clock.now();
  const row = token
    ? (db
        .prepare('SELECT id, mode, wallet_session, player_id, display_name, game_code, demo_balance, expires_at FROM sessions WHERE token_hash = ?')
        .get(hashToken(token)) as (BrowserSession & { expires_at: number }) | undefined)
    : undefined;
  if (!row || row.expires_at <= now) throw new AppError(ErrorCode.GAME_SESSION_INVALID);
  db.prepare('UPDATE sessions SET expires_at = ? WHERE id = ?').run(now + GAME_SESSION_TTL_MS, row.id);
  const { expires_at: _expires, ...session } = row;
  return session;
}

export function sessionById(db: Database, id: number): BrowserSession {
  return db.prepare('SELECT id, mode, wallet_session, player_id, display_name, game_code, demo_balance FROM sessions WHERE id = ?').get(id) as BrowserSession;
}
