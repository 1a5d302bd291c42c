/**
 * Spec §3 persistence besides the user (lib/session.ts): local state (the
 * agent code from `?ag=`, the referral code) and lobby state live in
 * localStorage, session state (e.g. the last chunk-error reload) in
 * sessionStorage, all through lib/storage.ts.
 */
import { readStored, writeStored, STORAGE_KEYS } from './storage.js';

export interface LocalState {
  /** The agent code the visitor arrived with (`/?ag=CODE`) or their account's. */
  agentCode: string | null;
}

export interface SessionState {
  /** Epoch ms of the last reload caused by a failed chunk load. */
  chunkReloadAt: number | null;
  /** The referral code the visitor arrived with (`?ref=CODE` on any page), for the register form (lib/referral-code.ts). */
  refCode: string | null;
}

/** Lobby caches of docs/product.md §3 (last, hot, casino, slot, sport, fishing, freespin), kept by the games area. */
export type LobbyState = Record<string, unknown>;

const LOCAL_DEFAULT: LocalState = { agentCode: null };
const SESSION_DEFAULT: SessionState = { chunkReloadAt: null, refCode: null };

export function readLocalState(): LocalState {
  return { ...LOCAL_DEFAULT, ...readStored<Partial<LocalState>>('local', STORAGE_KEYS.local, {}) };
}

export function updateLocalState(patch: Partial<LocalState>): LocalState {
  const next = { ...readLocalState(), ...patch };
  writeStored('local', STORAGE_KEYS.local, next);
  return next;
}

export function readSessionState(): SessionState {
  return { ...SESSION_DEFAULT, ...readStored<Partial<SessionState>>('session', STORAGE_KEYS.session, {}) };
}

export function updateSessionState(patch: Partial<SessionState>): SessionState {
  const next = { ...readSessionState(), ...patch };
  writeStored('session', STORAGE_KEYS.session, next);
  return next;
}

export function readLobbyState(): LobbyState {
  return readStored<LobbyState>('local', STORAGE_KEYS.lobby, {});
}

export function updateLobbyState(patch: LobbyState): LobbyState {
  const next = { ...readLobbyState(), ...patch };
  writeStored('local', STORAGE_KEYS.lobby, next);
  return next;
}

/** Agent codes are short tokens; anything else in `?ag=` is ignored. */
export function normaliseAgentCode(raw: string | null | undefined): string | null {
  const code = raw?.trim();
  return code && /^[A-Za-z0-9_-]{1,32}$/.test(code) ? code : null;
}

export function storedAgentCode(): string | null {
  return normaliseAgentCode(readLocalState().agentCode);
}

export function rememberAgentCode(raw: string | null | undefined): string | null {
  const code = normaliseAgentCode(raw);
  if (code) updateLocalState({ agentCode: code });
  return code;
}
