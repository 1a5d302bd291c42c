/**
 * The client build's view of the contract registry: the client reads a call's
 * method, path and envelope (lib/api-client.ts `apiCall`), never its zod
 * schemas, yet `CALLS` (shared/src/api/registry.ts) and `consoleCalls`
 * (agent-console.ts) carry every request and answer schema, so any fetcher
 * pulled zod and ~120 schemas into the first route (~60 KB gzip). In a build,
 * those two modules are replaced by their wire facts as plain data; forms that
 * validate import their schema from its area file, which stays as it is.
 * Types still come from the real registry (tsc never sees this), and tests
 * and the dev server use the real modules.
 */
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { consoleCalls } from '../shared/src/api/agent-console.js';
import type { Call } from '../shared/src/api/call.js';
import { CALLS, MONEY_MOVING_PATHS } from '../shared/src/api/registry.js';

/** What a client may read of a call at run time. */
function wireOf({ method, path, access, envelope, moneyMoving, idempotent }: Call) {
  return { method, path, access, envelope, moneyMoving, idempotent };
}

const wireCalls = (calls: Record<string, Call>) => Object.fromEntries(Object.entries(calls).map(([name, call]) => [name, wireOf(call)]));

const REPLACED = new Map<string, string>([
  [
    fileURLToPath(new URL('../shared/src/api/registry.ts', import.meta.url)),
    `export const CALLS = ${JSON.stringify(Object.fromEntries(Object.entries(CALLS).map(([area, calls]) => [area, wireCalls(calls)])))};\n` +
      `export const MONEY_MOVING_PATHS = ${JSON.stringify(MONEY_MOVING_PATHS)};`,
  ],
  [fileURLToPath(new URL('../shared/src/api/agent-console.ts', import.meta.url)), `export const consoleCalls = ${JSON.stringify(wireCalls(consoleCalls))};`],
]);

export function contractWire(): Plugin {
  return {
    name: 'contract-wire',
    apply: 'build',
    enforce: 'pre',
    load(id) {
      return REPLACED.get(id.split('?')[0]!);
    },
  };
}
