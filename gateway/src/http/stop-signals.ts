/**
 * SIGTERM and SIGINT from a process's first lines. A platform may stop the
 * site while it is still starting (building the client, opening the database,
 * starting the embedded parts): the stop is noted, the parts finish starting,
 * and then they close in order like any other stop, so the process exits 0
 * instead of dying of the signal halfway through a start.
 */
import { flushLogs } from '#server-kit/observability/logger.js';
import { DRAIN_DEADLINE_MS } from './drain.js';

export interface StopSignals {
  /** whether a stop was asked for (a start can skip work it would only undo) */
  readonly asked: boolean;
  /** what a stop runs once the parts are up; called at once when the stop came earlier */
  whenStopped(shutDown: () => Promise<void>): void;
}

export function catchStopSignals(log: (line: string) => void): StopSignals {
  let asked = false;
  let shutDown: (() => Promise<void>) | undefined;
  const stop = () =>
    void shutDown!().then(() => {
      // Log lines still buffered for stdout go out before the process does.
      flushLogs();
      process.exit(0);
    });
  const onSignal = (signal: NodeJS.Signals) => {
    log(`ได้รับ ${signal} กำลังปิดระบบ (รอคำขอที่ค้างอยู่ไม่เกิน ${DRAIN_DEADLINE_MS / 1000} วินาที)…`);
    // A second signal, or a stop that hangs past its deadline, must not keep the process from stopping.
    setTimeout(() => process.exit(1), DRAIN_DEADLINE_MS + 5_000).unref();
    process.once('SIGINT', () => process.exit(1));
    process.once('SIGTERM', () => process.exit(1));
    asked = true;
    if (shutDown) stop();
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  return {
    get asked() {
      return asked;
    },
    whenStopped(next) {
      shutDown = next;
      if (asked) stop();
    },
  };
}
