import { describe, expect, it } from 'vitest';
import { GAME_CALLS } from '#shared/games/game-calls.js';
import { ErrorCode } from '#shared/errors.js';
import { ONE_TABLE } from '../test-support/baccarat.js';
import { useProvider } from '../test-support/provider.js';

interface Layer {
  route?: { path: string; methods: Record<string, boolean> };
  handle?: { stack?: Layer[] };
}

/** `METHOD path` of every route the app mounts, its routers' included. */
function mountedRoutes(stack: Layer[]): string[] {
  return stack.flatMap((layer) => {
    if (layer.route) return Object.keys(layer.route.methods).map((method) => `${method.toUpperCase()} ${layer.route!.path}`);
    return layer.handle?.stack ? mountedRoutes(layer.handle.stack) : [];
  });
}

const declared = Object.values(GAME_CALLS).map((call) => `${call.method} ${call.path}`);
// The tables on, so that their calls are mounted too.
const ctx = useProvider({ baccarat: { tables: ONE_TABLE } });

describe("the provider mounts its calls from the contract, all of them and nothing else", () => {
  it('mounts each declared call exactly once, and no route outside them', () => {
    const mounted = mountedRoutes((ctx.provider.app as unknown as { router: { stack: Layer[] } }).router.stack);
    for (const route of declared) expect(mounted.filter((found) => found === route), route).toHaveLength(1);
    expect(mounted.filter((route) => !declared.includes(route))).toEqual([]);
    expect(new Set(declared).size).toBe(declared.length);
  });

  it('asks every session call for its session, with the Thai message, before reading the body', async () => {
    for (const call of Object.values(GAME_CALLS).filter((c) => c.access === 'game_session')) {
      const reply = await ctx.provider.post(call.path, { nonsense: true });
      expect(reply.body.error, call.path).toBe(ErrorCode.GAME_SESSION_INVALID);
      expect(reply.body.message, call.path).toMatch(/[\u0E00-\u0E7F]/);
    }
  });

  it("answers each public read in the call's own shape", async () => {
    for (const call of [GAME_CALLS.baccaratTables, GAME_CALLS.footballMatches]) {
      const reply = await ctx.provider.post(call.path, {});
      expect(reply.body.error, call.path).toBe(0);
      expect(call.data.safeParse(reply.body.data).success, call.path).toBe(true);
    }
    const strips = await ctx.provider.post(GAME_CALLS.slotStrips.path, { game: 'nope' });
    expect(strips.body.error).toBe(ErrorCode.GAME_NOT_FOUND);
  });
});
