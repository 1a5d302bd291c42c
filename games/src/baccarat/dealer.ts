/**
 * The tables' dealer: each table runs its cycle on the injected clock
 * (tables.ts) whether anyone watches or not. When a betting window closes the
 * next hand is dealt from the shoe at its position (dealHand), kept and queued
 * for the site; after the result pause, a shoe whose next position is past
 * the cut card ends (its reveal is queued) and a new one opens (its
 * commitment is queued before its first hand). Reports go out through the
 * outbox, so the dealer never waits for the site; the hand's bets are settled
 * by whoever listens to `onHand`, so it never waits for the wallet either.
 */
import type { Clock, TimerHandle } from '#shared/clock.js';
import { canStartHand, dealHand } from '#shared/games/baccarat/index.js';
import type { GamesDb } from '../provider/db/transaction.js';
import type { Outbox } from './outbox.js';
import { endShoe, lastHandOf, liveShoe, openShoe, openShoeOf, recordHand, type HandRow, type LiveShoe } from './shoes.js';
import { BETTING_MS, DEALING_MS, RESULT_MS, TABLE_STAGGER_MS, type BaccaratTable, type TablePhase } from './tables.js';

export interface TableState {
  table: BaccaratTable;
  phase: TablePhase;
  /** when the phase ends, on the dealer's clock */
  endsAt: number;
  shoe: LiveShoe;
  /** the shoe's latest hand: during betting the one before, during the deal and the result this one */
  lastHand: HandRow | undefined;
}

export interface DealerOptions {
  db: GamesDb;
  clock: Clock;
  outbox: Outbox;
  tables: readonly BaccaratTable[];
  log: (message: string, error?: unknown) => void;
  /** told of each hand once it is kept (settlement of its bets); must not throw */
  onHand?: (hand: HandRow) => void;
}

export interface Dealer {
  /** each table's current state, in table order */
  states(): readonly TableState[];
  /** resolves when no step (a deal, a change of shoe) is being written */
  idle(): Promise<void>;
  /** stops the cycles and waits for the step in flight (call it before closing the database) */
  stop(): Promise<void>;
}

/** Opens (or continues) each table's shoe, then runs their cycles. */
export async function startDealer(options: DealerOptions): Promise<Dealer> {
  const { db, clock, outbox, log } = options;
  const timers = new Map<string, TimerHandle>();
  const inFlight = new Set<Promise<void>>();
  let stopped = false;

  /**
   * The phase starts at `from` (when the one before ended, so the cycle does
   * not drift by the time a step takes to write). Its step runs when it ends:
   * one table's failure (a full disk) stops that table with a log line, not the process.
   */
  const schedule = (state: TableState, phase: TablePhase, from: number, ms: number, next: (state: TableState) => Promise<void>) => {
    if (stopped) return;
    state.phase = phase;
    state.endsAt = from + ms;
    timers.set(
      state.table.code,
      clock.setTimeout(
        () => {
          if (stopped) return;
          const step = next(state).catch((error: unknown) => log(`table ${state.table.code} stopped dealing`, error));
          inFlight.add(step);
          void step.finally(() => inFlight.delete(step));
        },
        Math.max(0, state.endsAt - clock.now()),
      ),
    );
  };

  async function deal(state: TableState): Promise<void> {
    const from = state.endsAt;
    const hand = dealHand(state.shoe.cards, state.shoe.row.position);
    const stored = await recordHand(db, state.shoe, hand, clock.now());
    // The shoe moves on in memory only once the hand is kept, in one step with the phase: a view never sees half of it.
    state.shoe.row.position = hand.nextPosition;
    state.shoe.row.hands = stored.hand_no;
    state.lastHand = stored;
    outbox.kick();
    options.onHand?.(stored);
    schedule(state, 'dealing', from, DEALING_MS, showResult);
  }

  function showResult(state: TableState): Promise<void> {
    schedule(state, 'result', state.endsAt, RESULT_MS, nextHand);
    return Promise.resolve();
  }

  async function nextHand(state: TableState): Promise<void> {
    const from = state.endsAt;
    if (!canStartHand(state.shoe.row.position)) {
      await changeShoe(state);
      outbox.kick();
    }
    schedule(state, 'betting', from, BETTING_MS, deal);
  }

  async function changeShoe(state: TableState): Promise<void> {
    await endShoe(db, state.shoe, clock.now());
    state.shoe = await openShoe(db, state.table, clock.now());
    state.lastHand = undefined;
  }

  const states: TableState[] = [];
  for (const [i, table] of options.tables.entries()) {
    // A restart continues the open shoe where its next hand starts, in a fresh betting window.
    const open = await openShoeOf(db, table.code);
    const state: TableState = {
      table,
      phase: 'betting',
      endsAt: 0,
      shoe: open ? liveShoe(open) : await openShoe(db, table, clock.now()),
      lastHand: open ? await lastHandOf(db, open.id) : undefined,
    };
    // A crash between a shoe's last hand and its reveal left it open with no hand to deal.
    if (!canStartHand(state.shoe.row.position)) await changeShoe(state);
    schedule(state, 'betting', clock.now(), BETTING_MS + i * TABLE_STAGGER_MS, deal);
    states.push(state);
  }
  outbox.kick();

  const idle = async () => {
    while (inFlight.size > 0) await Promise.all(inFlight);
  };
  return {
    states: () => states,
    idle,
    async stop() {
      stopped = true;
      for (const timer of timers.values()) clock.clearTimeout(timer);
      timers.clear();
      await idle();
    },
  };
}
