/**
 * Virtual football's clock: keeps FOOTBALL_OPEN_MATCHES matches committed
 * ahead of their kick-off and settles each match's bets at its full time,
 * whether anyone watches or not. It wakes at each kick-off (the next match
 * to offer is made then) and each full time (settlement); what the wallet
 * did not confirm is tried again every `retryMs`. A match's phase is read
 * from the clock by whoever shows it (views.ts), so a restart loses nothing:
 * matches made before it are still played back, and their bets settled.
 */
import type { TimerHandle } from '#shared/clock.js';
import { BUILT_IN_FOOTBALL_GAMES, FOOTBALL_OPEN_MATCHES, FOOTBALL_TIMING } from '#shared/games/football-api.js';
import type { ProviderCtx } from '../provider/context.js';
import { inTransaction } from '../provider/db/transaction.js';
import { ensureMatch, kickoffsAfter } from './matches.js';
import { settleFootball } from './settle.js';

export interface FootballSettings {
  /** the games played; default BUILT_IN_FOOTBALL_GAMES' codes */
  games?: readonly string[];
  /** how long an unconfirmed settlement waits before it is tried again; default 30 s */
  retryMs?: number;
}

export interface Football {
  /** settles what can be settled now (the timers do it at each full time and retry) */
  settlePending(): Promise<void>;
  /** resolves when no offering or settling is in flight */
  idle(): Promise<void>;
  /** stops the timers and waits for the work in flight (call it before closing the database) */
  stop(): Promise<void>;
}

export function startFootball(ctx: ProviderCtx, settings: FootballSettings = {}): Football {
  const games = settings.games ?? BUILT_IN_FOOTBALL_GAMES.map((game) => game.code);
  const retryMs = settings.retryMs ?? 30_000;
  const { clock, db } = ctx;
  let stopped = false;
  let wake: TimerHandle | undefined;
  let retry: TimerHandle | undefined;
  let settling: Promise<void> | undefined;
  let offering: Promise<void> | undefined;

  /** Each match is made once whoever offers it (its UNIQUE (game_code, kickoff_at) and ON CONFLICT DO NOTHING). */
  async function offerAhead(): Promise<void> {
    const now = clock.now();
    await inTransaction(db, async () => {
      for (const game of games) for (const kickoff of kickoffsAfter(now, FOOTBALL_OPEN_MATCHES)) await ensureMatch(db, game, kickoff, now);
    });
  }

  let again = false;

  /** Passes until none was asked for meanwhile: a full time that falls during a retry's pass is not skipped. */
  async function pass(): Promise<void> {
    do {
      again = false;
      const owed = await settleFootball(ctx);
      if (owed && !stopped && !retry) retry = clock.setTimeout(() => ((retry = undefined), void settlePending()), retryMs);
    } while (again && !stopped);
  }

  function settlePending(): Promise<void> {
    if (settling) {
      again = true;
      return settling;
    }
    settling = pass()
      .catch((error: unknown) => ctx.log('settling football bets failed', error))
      .finally(() => (settling = undefined));
    return settling;
  }

  /** The next kick-off or full time after now: both come at fixed offsets within each interval. */
  function nextWake(now: number): number {
    const start = Math.floor(now / FOOTBALL_TIMING.interval_ms) * FOOTBALL_TIMING.interval_ms;
    const candidates = [start + FOOTBALL_TIMING.play_ms, start + FOOTBALL_TIMING.interval_ms].filter((at) => at > now);
    return Math.min(...candidates);
  }

  function tick(): void {
    if (stopped) return;
    // A full disk stops offering matches with a log line, not the process; the next wake tries again.
    offering ??= offerAhead()
      .catch((error: unknown) => ctx.log('offering football matches failed', error))
      .finally(() => (offering = undefined));
    void settlePending();
    wake = clock.setTimeout(tick, nextWake(clock.now()) - clock.now());
  }

  const idle = async () => {
    while (offering || settling) await Promise.all([offering, settling]);
  };

  tick();
  return {
    settlePending,
    idle,
    async stop() {
      stopped = true;
      if (wake) clock.clearTimeout(wake);
      if (retry) clock.clearTimeout(retry);
      await idle();
    },
  };
}
