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
import type { Database } from 'better-sqlite3';
import type { Clock, TimerHandle } from '@shared/clock.js';
import { canStartHand, dealHand } from '@shared/games/baccarat/index.js';
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
  db: Database;
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
  stop(): void;
}

export function startDealer(options: DealerOptions): Dealer {
  const { db, clock, outbox, log } = options;
  const timers = new Map<string, TimerHandle>();
  let stopped = false;

  /** Runs a step, so one table's failure (a full disk) stops that table with a log line, not the process. */
  const schedule = (state: TableState, phase: TablePhase, ms: number, next: (state: TableState) => void) => {
    state.phase = phase;
    state.endsAt = clock.now() + ms;
    timers.set(
      state.table.code,
      clock.setTimeout(() => {
        if (stopped) return;
        try {
          next(state);
        } catch (error) {
          log(`table ${state.table.code} stopped dealing`, error);
        }
      }, ms),
    );
  };

  function deal(state: TableState): void {
    const hand = dealHand(state.shoe.cards, state.shoe.row.position);
    state.lastHand = recordHand(db, state.shoe, hand, clock.now());
    outbox.kick();
    options.onHand?.(state.lastHand);
    schedule(state, 'dealing', DEALING_MS, showResult);
  }

  function showResult(state: TableState): void {
    schedule(state, 'result', RESULT_MS, nextHand);
  }

  function nextHand(state: TableState): void {
    if (!canStartHand(state.shoe.row.position)) {
      changeShoe(state);
      outbox.kick();
    }
    schedule(state, 'betting', BETTING_MS, deal);
  }

  function changeShoe(state: TableState): void {
    endShoe(db, state.shoe, clock.now());
    state.shoe = openShoe(db, state.table, clock.now());
    state.lastHand = undefined;
  }

  const states = options.tables.map((table, i): TableState => {
    // A restart continues the open shoe where its next hand starts, in a fresh betting window.
    const open = openShoeOf(db, table.code);
    const state: TableState = {
      table,
      phase: 'betting',
      endsAt: 0,
      shoe: open ? liveShoe(open) : openShoe(db, table, clock.now()),
      lastHand: open ? lastHandOf(db, open.id) : undefined,
    };
    // A crash between a shoe's last hand and its reveal left it open with no hand to deal.
    if (!canStartHand(state.shoe.row.position)) changeShoe(state);
    schedule(state, 'betting', BETTING_MS + i * TABLE_STAGGER_MS, deal);
    return state;
  });
  outbox.kick();

  return {
    states: () => states,
    stop() {
      stopped = true;
      for (const timer of timers.values()) clock.clearTimeout(timer);
      timers.clear();
    },
  };
}
