/**
 * Virtual football's clock: keeps FOOTBALL_OPEN_MATCHES matches committed
 * ahead of their kick-off and settles each match's bets at its full time,
 * whether anyone watches or not. It wakes at each kick-off (the next match
 * to offer is made then) and each full time (settlement); what the wallet
 * did not confirm is tried again every `retryMs`. A match's phase is read
 * from the clock by whoever shows it (views.ts), so a restart loses nothing:
 * matches made before it are still played back, and their bets settled.
 */
import type { TimerHandle } from '@shared/clock.js';
import { BUILT_IN_FOOTBALL_GAMES, FOOTBALL_OPEN_MATCHES, FOOTBALL_TIMING } from '@shared/games/football-api.js';
import type { ProviderCtx } from '../provider/context.js';
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
  stop(): void;
}

export function startFootball(ctx: ProviderCtx, settings: FootballSettings = {}): Football {
  const games = settings.games ?? BUILT_IN_FOOTBALL_GAMES.map((game) => game.code);
  const retryMs = settings.retryMs ?? 30_000;
  const { clock, db } = ctx;
  let stopped = false;
  let wake: TimerHandle | undefined;
  let retry: TimerHandle | undefined;
  let settling: Promise<void> | undefined;

  function offerAhead(): void {
    const now = clock.now();
    db.transaction(() => {
      for (const game of games) for (const kickoff of kickoffsAfter(now, FOOTBALL_OPEN_MATCHES)) ensureMatch(db, game, kickoff, now);
    })();
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
    try {
      offerAhead();
    } catch (error) {
      // A full disk stops offering matches with a log line, not the process; the next wake tries again.
      ctx.log('offering football matches failed', error);
    }
    void settlePending();
    wake = clock.setTimeout(tick, nextWake(clock.now()) - clock.now());
  }

  tick();
  return {
    settlePending,
    stop() {
      stopped = true;
      if (wake) clock.clearTimeout(wake);
      if (retry) clock.clearTimeout(retry);
    },
  };
}
