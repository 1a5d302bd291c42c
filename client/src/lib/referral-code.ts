/**
 * The referral code a visitor arrives with (`?ref=CODE` on any page of the
 * site, docs/decisions/0035), kept in session state until they register: the
 * register form fills it in when its own address has none.
 */
import { readSessionState, updateSessionState } from './persisted-state.js';

/** Referral codes are short tokens (the contract allows up to 32 characters); anything else in `?ref=` is ignored. */
export function normaliseRefCode(raw: string | null | undefined): string | null {
  const code = raw?.trim();
  return code && /^[A-Za-z0-9_-]{1,32}$/.test(code) ? code : null;
}

export function storedRefCode(): string | null {
  return normaliseRefCode(readSessionState().refCode);
}

/** Keeps the code; true when it is new to this session (so its visit is counted once). */
export function rememberRefCode(raw: string | null | undefined): boolean {
  const code = normaliseRefCode(raw);
  if (!code || code === storedRefCode()) return false;
  updateSessionState({ refCode: code });
  return true;
}
