/**
 * Browser sessions of the /play page: a random token the page sends as
 * `Authorization: Bearer`, stored as its SHA-256 only. A real one is bound to
 * the wallet's game session the launch token was exchanged for (once); a demo
 * one carries play money in this database and never reaches the wallet.
 */
import { createHash, randomBytes } from 'node:crypto';
import { GAME_SESSION_TTL_MS } from '#shared/api/provider-wallet.js';
import type { Clock } from '#shared/clock.js';
import { AppError } from '#shared/envelope.js';
import { ErrorCode } from '#shared/errors.js';
import type { Satang } from '#shared/money.js';
import type { GamesDb } from './db/transaction.js';

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
export async function createSession(db: GamesDb, clock: Clock, session: NewSession): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const now = clock.now();
  await db
    .insertInto('sessions')
    .values({
      token_hash: hashToken(token),
      mode: session.mode,
      wallet_session: session.walletSession,
      player_id: session.playerId,
      display_name: session.displayName,
      game_code: session.game,
      demo_balance: session.mode === 'demo' ? DEMO_BALANCE : null,
      created_at: now,
      expires_at: now + GAME_SESSION_TTL_MS,
      free_spin_id: session.freeSpin?.id ?? null,
      free_spins_left: session.freeSpin?.spinsLeft ?? null,
      free_spin_bet: session.freeSpin?.bet ?? null,
    })
    .execute();
  return token;
}

/** A demo player is the session itself: its seeds and spins are no one else's. */
export const demoPlayerId = () => `demo-${randomBytes(16).toString('hex')}`;

const SESSION_COLUMNS = ['id', 'mode', 'wallet_session', 'player_id', 'display_name', 'game_code', 'demo_balance'] as const;

/** The session of a bearer token, its life extended; GAME_SESSION_INVALID when unknown or expired. */
export async function sessionOfToken(db: GamesDb, clock: Clock, token: string | undefined): Promise<BrowserSession> {
  const now = clock.now();
  const row = token
    ? await db
        .selectFrom('sessions')
        .select([...SESSION_COLUMNS, 'expires_at'])
        .where('token_hash', '=', hashToken(token))
        .$narrowType<{ mode: BrowserSession['mode'] }>()
        .executeTakeFirst()
    : undefined;
  if (!row || row.expires_at <= now) throw new AppError(ErrorCode.GAME_SESSION_INVALID);
  await db.updateTable('sessions').set({ expires_at: now + GAME_SESSION_TTL_MS }).where('id', '=', row.id).execute();
  const { expires_at: _expires, ...session } = row;
  return session;
}
