/**
 * The wheel (docs/decisions/0030). Reads run in every mode. A spin is a
 * refusal when the member has nothing to pay with (the demo member has no
 * free spins until a deposit), otherwise it needs `--writes`; the points spin
 * costs the table's price from the demo member's points and pays a drawn prize. The reward claim is
 * always a refusal (a spin that does not exist), and setting the client seed
 * (which reveals the server seed and commits a new one) needs `--writes`.
 */
import { CALLS } from '@shared/api/registry.js';
import { ErrorCode } from '@shared/errors.js';
import { defineCase, requireSession, Skip } from '../case.js';
import { UNKNOWN_ID } from '../world.js';

export const wheelCases = {
  config: defineCase(CALLS.wheel.config, async () => ({ kind: 'success', request: {} })),
  configV2: defineCase(CALLS.wheel.configV2, async (ctx) => {
    requireSession(ctx);
    return { kind: 'success', request: {} };
  }),
  board: defineCase(CALLS.wheel.board, async () => ({ kind: 'success', request: {} })),
  seed: defineCase(CALLS.wheel.seed, async (ctx) => {
    requireSession(ctx);
    return { kind: 'success', request: {} };
  }),
  spin: defineCase(CALLS.wheel.spin, async (ctx) => {
    requireSession(ctx);
    const { free_spins } = await ctx.data(CALLS.wheel.configV2, {});
    if (free_spins === 0) return { kind: 'refusal', request: {}, because: 'the member has no free spin' };
    if (!ctx.writes) throw new Skip(`a spin uses one of the member's ${free_spins} free spins: needs --writes`);
    return { kind: 'success', request: {}, tolerate: [ErrorCode.PLAY_TIMEOUT, ErrorCode.SELF_EXCLUDED], note: 'one free spin' };
  }),
  spinV2: defineCase(CALLS.wheel.spinV2, async (ctx) => {
    requireSession(ctx);
    const { setting } = await ctx.data(CALLS.wheel.configV2, {});
    const { points } = await ctx.data(CALLS.member.wallets, {});
    if (points < setting.spin_cost_points) return { kind: 'refusal', request: {}, because: `fewer points than a spin's ${setting.spin_cost_points}` };
    if (!ctx.writes) throw new Skip(`a spin costs ${setting.spin_cost_points} points: needs --writes`);
    return {
      kind: 'success',
      request: {},
      tolerate: [ErrorCode.PLAY_TIMEOUT, ErrorCode.SELF_EXCLUDED],
      // The prize is drawn: the row names it, so the member's balance change can be read off the report.
      onData: (spin) => `−${spin.cost} points, won "${spin.prize.name}" (${spin.prize.kind} ${spin.prize.value})`,
    };
  }),
  reward: defineCase(CALLS.wheel.reward, async (ctx) => {
    requireSession(ctx);
    return { kind: 'refusal', request: { body: { spin_id: UNKNOWN_ID } }, because: 'a spin that does not exist' };
  }),
  seedSet: defineCase(CALLS.wheel.seedSet, async (ctx) => {
    requireSession(ctx);
    if (!ctx.writes) throw new Skip('setting the client seed reveals the server seed and commits a new one: needs --writes');
    return { kind: 'success', request: { body: { client_seed: 'conformance-kit' } }, note: 'reveals the old seed' };
  }),
};
