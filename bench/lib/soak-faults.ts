/**
 * The fault injector: at random times it kills one part of the cluster with
 * SIGKILL, leaves it down a few seconds (as a supervisor's restart delay
 * would) and starts it again on the same port. One kill at a time, so each
 * one's effect on the members can be told apart. It is the supervisor too:
 * a part that exits on its own is logged as a crash and started again.
 */
import type { Part, PartName } from './soak-part.js';

export interface Fault {
  part: PartName;
  /** `kill`: the injector's kill -9; `crash`: the process exited on its own */
  cause: 'kill' | 'crash';
  killedAt: number;
  /** when the part answered again (NaN while it is down) */
  restartedAt: number;
}

export interface FaultOptions {
  /** pause between the end of one fault and the next kill, ms */
  gapMs: [number, number];
  /** how long the killed part stays down before it is started again, ms */
  downMs: [number, number];
  /** told at the kill, before anything else happens */
  onKill(fault: Fault, index: number): void;
}

/** After a restart, how long the members' pushes are still counted as the fault's: the recovery window. */
export const RECOVERY_MS = 15_000;

/** A supervisor's pause before it starts a crashed process again. */
const RESTART_AFTER_CRASH_MS = 1_000;

export interface FaultInjector {
  faults: Fault[];
  /** a part exited on its own: logged, and started again */
  crashed(part: Part): void;
  /** stops injecting; resolves once the fault under way, if any, has been restarted */
  stop(): Promise<void>;
}

const between = ([low, high]: [number, number]) => low + Math.random() * (high - low);

export function injectFaults(parts: readonly Part[], options: FaultOptions): FaultInjector {
  const faults: Fault[] = [];
  const restarts = new Set<Promise<void>>();
  const bag: Part[] = [];
  let stopping = false;
  let wake: (() => void) | undefined;
  const pause = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      wake = () => {
        clearTimeout(timer);
        resolve();
      };
    });

  const loop = (async () => {
    for (;;) {
      await pause(between(options.gapMs));
      if (stopping) return;
      // Random order, but every part once per round of kills: a short run still hits each of them.
      if (bag.length === 0) bag.push(...[...parts].sort(() => Math.random() - 0.5));
      const part = bag.shift()!;
      if (!part.up()) continue;
      const fault: Fault = { part: part.name, cause: 'kill', killedAt: Date.now(), restartedAt: Number.NaN };
      faults.push(fault);
      options.onKill(fault, faults.length - 1);
      await part.kill9();
      // Down for its whole delay even when the run is stopping: the members see a real outage.
      await new Promise((resolve) => setTimeout(resolve, between(options.downMs)));
      await part.start();
      fault.restartedAt = Date.now();
    }
  })();

  return {
    faults,
    crashed(part) {
      const fault: Fault = { part: part.name, cause: 'crash', killedAt: Date.now(), restartedAt: Number.NaN };
      faults.push(fault);
      options.onKill(fault, faults.length - 1);
      const restart = (async () => {
        await new Promise((resolve) => setTimeout(resolve, RESTART_AFTER_CRASH_MS));
        await part.start();
        fault.restartedAt = Date.now();
      })();
      restarts.add(restart);
      void restart.finally(() => restarts.delete(restart));
    },
    async stop() {
      stopping = true;
      wake?.();
      await loop;
      await Promise.all(restarts);
    },
  };
}
