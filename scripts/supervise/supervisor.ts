/**
 * Runs `node` children, each a server of its own, the way `npm start` needs
 * them (decision 0063): started one after another, each waited for until it
 * says it is ready (scripts/supervise/child.ts), restarted with exponential
 * backoff when one dies, and stopped in the reverse order of their start, each
 * within a deadline. It knows nothing of which servers they are: scripts/start.ts
 * says that.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import type { Logger } from 'pino';
import { isReadyMessage } from './child.js';

export interface ChildSpec {
  /** short, in the logs' `child` field and the exit code's table */
  name: string;
  /** what the log lines call it, in the start-up logs' words */
  label: string;
  /** node's arguments: a loader when run from source, then the script */
  args: string[];
  env: NodeJS.ProcessEnv;
  /** its first start fails when it has not said it is ready by then */
  readyWithinMs: number;
  /** how long SIGTERM may take before SIGKILL */
  stopWithinMs: number;
}

export interface Backoff {
  firstMs: number;
  maxMs: number;
  /** a child up this long before it died starts again after `firstMs` */
  resetAfterMs: number;
}

export const DEFAULT_BACKOFF: Backoff = { firstMs: 500, maxMs: 30_000, resetAfterMs: 60_000 };

/** A first start that did not reach "ready": the child exited, or said nothing in time. */
export class ChildFailedToStart extends Error {
  constructor(
    readonly child: string,
    reason: string,
  ) {
    super(`${child}: ${reason}`);
  }
}

type Exit = { code: number | null; signal: NodeJS.Signals | null };

interface Supervised {
  spec: ChildSpec;
  process: ChildProcess;
  exited: Promise<Exit>;
  alive: boolean;
  spawnedAt: number;
  /** the last restart's delay; undefined before the first */
  delayMs?: number;
  restartTimer?: NodeJS.Timeout;
  restarts: number;
  /** settles the first start; cleared once it did */
  firstStart?: { resolve(url: string): void; reject(error: Error): void };
}

/** The promise's value, or undefined once `ms` passed first. */
function within<T>(promise: Promise<T>, ms: number): Promise<T | undefined> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(undefined), ms);
    void promise.then((value) => {
      clearTimeout(timer);
      resolve(value);
    });
  });
}

const seconds = (ms: number) => `${Math.round(ms / 100) / 10} วินาที`;
const how = ({ code, signal }: Exit) => (signal ? `signal ${signal}` : `exit code ${code}`);

export class Supervisor {
  private readonly children: Supervised[] = [];
  private stopping: Promise<boolean> | undefined;

  constructor(
    private readonly log: Logger,
    private readonly backoff: Backoff = DEFAULT_BACKOFF,
  ) {}

  get stopAsked(): boolean {
    return this.stopping !== undefined;
  }

  /** Starts one child; resolves with the URL it serves once it says it is ready. */
  start(spec: ChildSpec): Promise<string> {
    if (this.stopping) return Promise.reject(new ChildFailedToStart(spec.name, 'stopping'));
    return new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => fail(new ChildFailedToStart(spec.name, `not ready within ${seconds(spec.readyWithinMs)}`)), spec.readyWithinMs);
      const fail = (error: Error) => {
        clearTimeout(timer);
        child.firstStart = undefined;
        reject(error);
      };
      const child: Supervised = this.spawn(spec, {
        resolve: (url) => {
          clearTimeout(timer);
          child.firstStart = undefined;
          resolve(url);
        },
        reject: fail,
      });
      this.children.push(child);
    });
  }

  /**
   * Stops every child, the last started first (the gateway drains while what
   * it calls still answers); each gets SIGTERM, then SIGKILL past its deadline.
   * Resolves true when each stopped in time with exit code 0 (or of the SIGTERM itself).
   */
  stop(): Promise<boolean> {
    this.stopping ??= (async () => {
      let clean = true;
      for (const child of [...this.children].reverse()) {
        clearTimeout(child.restartTimer);
        if (!child.alive) continue;
        const { name, label } = child.spec;
        this.log.info({ child: name, child_pid: child.process.pid }, `กำลังหยุด${label}…`);
        child.process.kill('SIGTERM');
        const exit = await within(child.exited, child.spec.stopWithinMs);
        if (!exit) {
          this.log.error({ child: name, child_pid: child.process.pid }, `${label} ไม่หยุดภายใน ${seconds(child.spec.stopWithinMs)}: ปิดทันที (SIGKILL)`);
          child.process.kill('SIGKILL');
          await child.exited;
          clean = false;
          // Dead of the SIGTERM itself is a clean stop: it was still loading, before it caught signals, with nothing to close.
        } else if (exit.code !== 0 && exit.signal !== 'SIGTERM') {
          this.log.error({ child: name, child_pid: child.process.pid, exit_code: exit.code, signal: exit.signal }, `${label} หยุดด้วย ${how(exit)}`);
          clean = false;
        } else {
          this.log.info({ child: name, child_pid: child.process.pid }, `${label} หยุดแล้ว`);
        }
      }
      return clean;
    })();
    return this.stopping;
  }

  /** A second signal: no more waiting. */
  killAll(): void {
    for (const child of this.children) {
      clearTimeout(child.restartTimer);
      if (child.alive) child.process.kill('SIGKILL');
    }
  }

  private spawn(spec: ChildSpec, firstStart?: Supervised['firstStart'], previous?: Supervised): Supervised {
    const proc = spawn(process.execPath, spec.args, {
      env: spec.env,
      // Logs straight to the parent's stdout and stderr; the channel carries "ready".
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      // Its own process group: a Ctrl-C in the terminal reaches only the parent, which stops the children in order.
      detached: true,
    });
    const child: Supervised = previous ?? { spec, process: proc, exited: Promise.resolve({ code: null, signal: null }), alive: true, spawnedAt: 0, restarts: 0 };
    child.process = proc;
    child.alive = true;
    child.spawnedAt = Date.now();
    child.firstStart = firstStart;
    child.exited = new Promise<Exit>((resolve) => {
      proc.once('exit', (code, signal) => {
        child.alive = false;
        resolve({ code, signal });
        this.onExit(child, { code, signal });
      });
    });
    proc.once('error', (error) => {
      // Not spawned at all (no exit follows); spawned ones report through `exit`.
      if (proc.pid === undefined) {
        child.alive = false;
        this.log.error({ child: spec.name, err: error }, `${spec.label} เริ่มไม่ได้`);
        child.firstStart?.reject(new ChildFailedToStart(spec.name, error.message));
      }
    });
    proc.on('message', (message) => {
      if (!isReadyMessage(message)) return;
      if (child.firstStart) {
        this.log.info({ child: spec.name, child_pid: proc.pid, url: message.url }, `${spec.label} พร้อมใช้งานที่ ${message.url}`);
        child.firstStart.resolve(message.url);
      } else {
        this.log.info({ child: spec.name, child_pid: proc.pid, restarts: child.restarts }, `${spec.label} กลับมาพร้อมใช้งาน`);
      }
    });
    if (!previous) this.log.info({ child: spec.name, child_pid: proc.pid }, `เริ่ม${spec.label} (pid ${proc.pid})`);
    return child;
  }

  private onExit(child: Supervised, exit: Exit): void {
    const { name, label } = child.spec;
    if (this.stopping) return;
    if (child.firstStart) {
      this.log.error({ child: name, child_pid: child.process.pid, exit_code: exit.code, signal: exit.signal }, `${label} เริ่มไม่สำเร็จ (${how(exit)})`);
      child.firstStart.reject(new ChildFailedToStart(name, how(exit)));
      return;
    }
    const upForMs = Date.now() - child.spawnedAt;
    const delayMs = child.delayMs === undefined || upForMs >= this.backoff.resetAfterMs ? this.backoff.firstMs : Math.min(child.delayMs * 2, this.backoff.maxMs);
    child.delayMs = delayMs;
    this.log.error(
      { child: name, child_pid: child.process.pid, exit_code: exit.code, signal: exit.signal, up_for_ms: upForMs, restart_in_ms: delayMs },
      `${label} หยุดทำงานโดยไม่คาดคิด (${how(exit)}) จะเริ่มใหม่ใน ${seconds(delayMs)}`,
    );
    child.restartTimer = setTimeout(() => {
      if (this.stopping) return;
      child.restarts += 1;
      this.spawn(child.spec, undefined, child);
      this.log.warn({ child: name, child_pid: child.process.pid, restarts: child.restarts }, `เริ่ม${label} ใหม่ (pid ${child.process.pid}, ครั้งที่ ${child.restarts})`);
    }, delayMs);
  }
}
