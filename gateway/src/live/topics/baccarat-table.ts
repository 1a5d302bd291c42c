import { AppError } from '#shared/envelope.js';
import { ErrorCode } from '#shared/errors.js';
import { BACCARAT_API, type BaccaratTablesResponse } from '#shared/games/baccarat-api.js';
import { tableTopic, type TableSnapshot } from '#shared/live/events.js';
import { defineTopic } from '../topic.js';

/** One read of every table serves each table's room read within this window (their phases end together). */
const SHARED_READ_MS = 100;
/** A little past the phase's end, so the provider has moved on when it is read. */
const PAST_PHASE_END_MS = 30;
/** Bets through another gateway node reach this one's watchers within this, at the latest. */
const LONGEST_WAIT_MS = 2_000;
/** Bets through this gateway: at most one read and one push per room in this window. */
const PUSH_EVERY_MS = 200;

/**
 * One of our live baccarat tables (`table:bac-1`, docs/decisions/0040), for
 * anyone: its phase and countdown, everyone's stakes per side (amounts only),
 * the cards and the shoe's results for the roads. Read from the built-in
 * provider at each phase's end and after each bet that passed this gateway
 * (live.tableBetPassed), so a table nobody watches costs no read and no
 * fan-out, while it still deals.
 */
export const baccaratTableTopic = defineTopic<{ code: string }, TableSnapshot>({
  name: 'table',
  match: (topic) => {
    const code = /^table:(bac-[1-9]\d{0,2})$/.exec(topic)?.[1];
    return code ? { code } : null;
  },
  memberOnly: false,
  room: ({ code }) => tableTopic(code),
  fetch: async (ctx) => {
    const all = await ctx.cache.get(BACCARAT_API.tables, SHARED_READ_MS, () => ctx.callGames<BaccaratTablesResponse>(BACCARAT_API.tables));
    const table = all.tables.find((t) => t.code === ctx.params.code);
    if (!table) throw new AppError(ErrorCode.TOPIC_UNKNOWN);
    return { server_time: all.server_time, timing: all.timing, table };
  },
  poll: {
    intervalMs: (value, now) => {
      if (!value) return LONGEST_WAIT_MS;
      const phaseLeft = Date.parse(value.table.ends_at) - now + PAST_PHASE_END_MS;
      return Math.min(LONGEST_WAIT_MS, Math.max(PAST_PHASE_END_MS, phaseLeft));
    },
    pushEveryMs: PUSH_EVERY_MS,
    diff: (prev, next) => (prev === undefined || JSON.stringify(prev.table) === JSON.stringify(next.table) ? [] : [{ event: 'table:state', data: next }]),
  },
});
