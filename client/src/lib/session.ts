/**
 * The logged-in member, kept in localStorage as the spec says ("login state is
 * kept in local storage"). React reads it through useSession (useSyncExternalStore),
 * the api client and the socket read it directly.
 */
import { useSyncExternalStore } from 'react';
import type { UserInfo } from '#shared/api/auth.js';

const STORAGE_KEY = 'user';

export interface Session {
  token: string;
  expiresAt: string;
  user: UserInfo;
}

type Listener = () => void;
const listeners = new Set<Listener>();

function read(): Session | null {
  try {
    const raw = localStorage.getItem(STORAGE_KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<Session>;
    if (typeof parsed.token !== 'string' || !parsed.user) return null;
    return parsed as Session;
  } catch {
    return null;
  }
}

let current: Session | null = typeof localStorage === 'undefined' ? null : read();
markMember(current !== null);

/**
 * `<html data-member>` says a session is stored: the gateway's head script sets it before the
 * first paint so the page keeps the member's room (decision 0051); logging in and out keep it true.
 */
function markMember(loggedIn: boolean) {
  if (typeof document !== 'undefined') document.documentElement.toggleAttribute('data-member', loggedIn);
}

function publish(next: Session | null) {
  current = next;
  markMember(next !== null);
  if (next) localStorage.setItem(STORAGE_KEY, JSON.stringify(next));
  else localStorage.removeItem(STORAGE_KEY);
  for (const listener of listeners) listener();
}

export const session = {
  get: (): Session | null => current,
  token: (): string | null => current?.token ?? null,
  isLoggedIn: (): boolean => current !== null,
  set: (next: Session) => publish(next),
  updateUser: (user: UserInfo) => {
    if (current) publish({ ...current, user });
  },
  clear: () => {
    if (current) publish(null);
  },
  subscribe(listener: Listener) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** Tests and other tabs: re-read what storage holds now. */
  reload: () => publish(read()),
};

// Another tab logging in or out changes this one too.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === STORAGE_KEY) {
      current = read();
      markMember(current !== null);
      for (const listener of listeners) listener();
    }
  });
}

/** No one is logged in as far as the server's HTML knows (it cannot read localStorage): the hydrating render agrees. */
const serverSession = (): Session | null => null;

export function useSession(): Session | null {
  return useSyncExternalStore(session.subscribe, session.get, serverSession);
}

export function useIsLoggedIn(): boolean {
  return useSession() !== null;
}
