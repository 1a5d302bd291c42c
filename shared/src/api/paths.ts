/**
 * Paths as views of the registry: `API.lotto.billCreate` is
 * `CALLS.lotto.billCreate.path`. Nothing here is declared twice.
 */
import type { Call } from './call.js';
import { consoleCalls } from './agent-console.js';
import { CALLS } from './registry.js';

type PathsOf<T extends Record<string, Call>> = { readonly [K in keyof T]: T[K]['path'] };

function pathsOf<T extends Record<string, Call>>(calls: T): PathsOf<T> {
  return Object.fromEntries(Object.entries(calls).map(([name, call]) => [name, call.path])) as PathsOf<T>;
}

const { operator, ...memberFacing } = CALLS;

/** Every `/api` call's path, by area. */
export const API = Object.fromEntries(Object.entries(memberFacing).map(([area, calls]) => [area, pathsOf(calls)])) as {
  readonly [A in keyof typeof memberFacing]: PathsOf<(typeof memberFacing)[A]>;
};

/**
 * Operator calls: the embedded upstream implements these (`/operator/*`, agent
 * key); the gateway's `/agent/*` (AGENT) forward to them. Both live outside
 * `/api` so the public pass-through can never reach them.
 */
export const OPERATOR = pathsOf(operator);
export const AGENT = pathsOf(consoleCalls);

/** The header carrying an idempotency key on writes that move money. */
export const IDEMPOTENCY_HEADER = 'idempotency-key';
/** The header carrying the request id from the gateway to the upstream. */
export const REQUEST_ID_HEADER = 'x-request-id';

export { MONEY_MOVING_PATHS } from './registry.js';
