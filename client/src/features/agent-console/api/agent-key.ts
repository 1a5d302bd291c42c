import { useSyncExternalStore } from 'react';

/** The agent key lives for the browser tab only (sessionStorage), never in localStorage. */
const STORAGE_KEY = 'agent-console:key';
const listeners = new Set<() => void>();

function read(): string | null {
  try {
    return sessionStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}

let current = read();
/** The key was dropped because the gateway stopped accepting it (the console says so at sign-in). */
let expired = false;

function write(key: string | null, refused = false): void {
  expired = refused;
  try {
    if (key) sessionStorage.setItem(STORAGE_KEY, key);
    else sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // Storage refused (private mode): the key lasts until the page reloads.
  }
  current = key;
  for (const listener of listeners) listener();
}

export const agentKey = {
  get: (): string | null => current,
  set: (key: string) => write(key.trim()),
  clear: () => write(null),
  /** Drops a key the gateway refused. */
  expire: () => write(null, true),
  expired: (): boolean => expired,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export function useAgentKey(): string | null {
  return useSyncExternalStore(agentKey.subscribe, agentKey.get, agentKey.get);
}

export function useAgentKeyExpired(): boolean {
  return useSyncExternalStore(agentKey.subscribe, agentKey.expired, agentKey.expired);
}
