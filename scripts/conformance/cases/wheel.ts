/**
 * The wheel (docs/decisions/0030). Reads run in every mode. A spin is a
 * refusal when the member has nothing to pay with (the demo member has no
 * free spins until a deposit), otherwise it needs `--writes`; the points spin
 * costs the table's price from the demo member's points and pays a drawn prize. The reward claim is
 * always a refusal (a spin that does not exist), and setting the client seed
 * (which reveals the server seed and commits a new one) needs `--writes`.
 * The published tables are read by anyone. The agent's new table is refused
 * without `--writes` (a prize of 1.5 points); with it the latest table is
 * published again unchanged, so members' odds stay what they were. The
 * claimed item prizes are read in every mode; marking one sent is refused
 * without `--writes` (a spin that does not exist); with it, only a claim of
 * the kit's own member is marked sent (a real member's goods stay waiting),
 * and a refusal stands in when that member has none.
 */
import { CALLS } from '#shared/api/registry.js';
import { ErrorCode } from '#shared/errors.js';
import { defineCase, requireAgentKey, requireSession, Skip } from '../case.js';
import { checkLogEntry } from '../log-entry.js';
import { UNKNOWN_ID } from '../world.js';

export const wheelCases = {
  config: defineCase(CALLS.wheel.config, async () => ({ kind: 'success', request: {} })),
  configV2: defineCase(CALLS.wheel.configV2, async (ctx) => {
    requireSession(ctx);
    return { kind: 'success', request: {} };
  }),
  board: defineCase(CALLS.wheel.board, async () => ({ kind: 'success', request: {} })),
  tables: defineCase(CALLS.wheel.tables, async () => ({ kind: 'success', request: {} })),
  seed: defineCase(CALLS.wheel.seed, async (ctx) => {
    requireSession(ctx);
    return {
      kind: 'success',
      request: {},
      // The committed seed and each revealed one point at their entries in the public log.
      onData: async (state) => {
        const notes = [await checkLogEntry(ctx, 'the committed seed', state.log_seq, state.server_seed_hash)];
        for (const [index, seed] of state.revealed.entries()) notes.push(await checkLogEntry(ctx, `revealed seed ${index + 1}`, seed.log_seq, seed.server_seed_hash));
        return notes.join('; ');
      },
    };
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

const NOTHING = { name: 'เสียใจด้วย', kind: 'nothing', value: 0, weight: 1 } as const;

export const wheelOperatorCases = {
  wheelTableAdd: defineCase(CALLS.operator.wheelTableAdd, async (ctx) => {
    requireAgentKey(ctx);
    if (!ctx.writes) {
      const body = { spin_cost_points: 20, prizes: [NOTHING, { name: 'ครึ่งแต้ม', kind: 'points' as const, value: 1.5, weight: 1 }] };
      return { kind: 'refusal', request: { body }, because: 'a prize of 1.5 points' };
    }
    const latest = (await ctx.data(CALLS.wheel.tables, {})).tables[0];
    if (!latest) throw new Skip('the upstream lists no wheel table');
    const prizes = latest.prizes.map(({ name, kind, value, weight }) => ({ name, kind, value, weight }));
    return {
      kind: 'success',
      request: { body: { spin_cost_points: latest.spin_cost_points, prizes } },
      note: `version ${latest.version} published again unchanged: the odds stay`,
    };
  }),
  wheelClaims: defineCase(CALLS.operator.wheelClaims, async (ctx) => {
    requireAgentKey(ctx);
    return { kind: 'success', request: { query: { status: 'claimed' as const } } };
  }),
  wheelClaimDeliver: defineCase(CALLS.operator.wheelClaimDeliver, async (ctx) => {
    requireAgentKey(ctx);
    const unknown = { kind: 'refusal' as const, request: { params: { id: UNKNOWN_ID }, body: {} } };
    if (!ctx.writes) return { ...unknown, because: 'a spin that does not exist' };
    const session = requireSession(ctx);
    const waiting = await ctx.data(CALLS.operator.wheelClaims, { query: { status: 'claimed' } });
    const own = waiting.find((claim) => claim.username === session.username);
    if (!own) return { ...unknown, because: 'a spin that does not exist (the kit’s member has no claimed item prize waiting)' };
    return {
      kind: 'success',
      request: { params: { id: own.spin_id }, body: { note: 'ทดสอบระบบ (conformance kit)' } },
      tolerate: [ErrorCode.WHEEL_CLAIM_DELIVERED],
      note: `the kit member's "${own.prize}" (spin ${own.spin_id}) marked sent`,
    };
  }),
};
