import { useSyncExternalStore } from 'react';

/**
 * The agent key and the operator's name live for the browser tab only
 * (sessionStorage), never in localStorage, and go together: signing out or a
 * refused key drops both. The name is who the audit list says made a change
 * (the key is shared, so it is a name, not a proof).
 */
const STORAGE_KEY = 'agent-console:key';
const NAME_KEY = 'agent-console:operator';
const listeners = new Set<() => void>();

function read(name: string): string | null {
  try {
    return sessionStorage.getItem(name);
  } catch {
    return null;
  }
}

function store(name: string, value: string | null): void {
  try {
    if (value) sessionStorage.setItem(name, value);
    else sessionStorage.removeItem(name);
  } catch {
    // Storage refused (private mode): the value lasts until the page reloads.
  }
}

let current = read(STORAGE_KEY);
let operator = read(NAME_KEY);
/** The key was dropped because the gateway stopped accepting it (the console says so at sign-in). */
let expired = false;

function write(key: string | null, name: string | null, refused = false): void {
  expired = refused;
  store(STORAGE_KEY, key);
  store(NAME_KEY, name);
  current = key;
  operator = name;
  for (const listener of listeners) listener();
}

export const agentKey = {
  get: (): string | null => current,
  /** The operator's name signed in with, null for a key kept without one. */
  operator: (): string | null => operator,
  set: (key: string, name?: string) => write(key.trim(), name?.trim() || null),
  clear: () => write(null, null),
  /** Drops a key the gateway refused. */
  expire: () => write(null, null, true),
  expired: (): boolean => expired,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

// The server's HTML (and the hydrating render) know no key: the console asks for it, then the browser's is read.
const none = () => null;

export function useAgentKey(): string | null {
  return useSyncExternalStore(agentKey.subscribe, agentKey.get, none);
}

export function useOperatorName(): string | null {
  return useSyncExternalStore(agentKey.subscribe, agentKey.operator, none);
}

export function useAgentKeyExpired(): boolean {
  return useSyncExternalStore(agentKey.subscribe, agentKey.expired, () => false);
}
