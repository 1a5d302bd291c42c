/**
 * Spec §3 persistence: user, local and lobby state in localStorage, session
 * state in sessionStorage. Values are JSON; unreadable values read as the fallback.
 */
export type StorageArea = 'local' | 'session';

function area(kind: StorageArea): Storage | null {
  if (typeof window === 'undefined') return null;
  return kind === 'local' ? window.localStorage : window.sessionStorage;
}

export function readStored<T>(kind: StorageArea, key: string, fallback: T): T {
  try {
    const raw = area(kind)?.getItem(key);
    return raw ? (JSON.parse(raw) as T) : fallback;
  } catch {
    return fallback;
  }
}

export function writeStored(kind: StorageArea, key: string, value: unknown): void {
  try {
    area(kind)?.setItem(key, JSON.stringify(value));
  } catch {
    // Private mode or a full quota: the app works, it just forgets on reload.
  }
}

export const STORAGE_KEYS = {
  local: 'local',
  lobby: 'lobby',
  session: 'session',
} as const;
