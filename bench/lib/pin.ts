/**
 * Pins a process, with every thread it has and will have, to one core (Linux
 * `taskset`), so a bench can give the server a core of its own and keep the
 * load generator on the other: a layout that separates the load from the site it measures.
 */
import { execFileSync } from 'node:child_process';
import { availableParallelism } from 'node:os';

export function pinToCore(pid: number, core: number): void {
  if (core >= availableParallelism()) throw new Error(`cannot pin to core ${core}: this machine has ${availableParallelism()}`);
  execFileSync('taskset', ['--all-tasks', '--cpu-list', '--pid', String(core), String(pid)], { stdio: 'ignore' });
}

/** Lets the process run on every core again. */
export function unpin(pid: number): void {
  execFileSync('taskset', ['--all-tasks', '--cpu-list', '--pid', `0-${availableParallelism() - 1}`, String(pid)], { stdio: 'ignore' });
}
