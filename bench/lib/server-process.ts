/**
 * A server under test in its own process (bench/site-server.ts), so its CPU is
 * measured apart from the load generator's. Questions go over IPC with an id;
 * the child answers each once.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { pinToCore } from './pin.js';

export type ServerRole = 'upstream' | 'gateway' | 'site' | 'bare-yeekee' | 'bare-proxy';

export interface ServerConfig {
  role: ServerRole;
  agentKey: string;
  /** upstream and site: scrypt cost of new password hashes */
  scryptCost?: number;
  /** upstream and site: the fast yeekee grid */
  yeekeeRoundSeconds?: number;
  /** gateway, bare-yeekee and bare-proxy: where the upstream listens */
  upstreamUrl?: string;
  /** gateway and site: response checks (default strict, as `npm start` with the embedded upstream) */
  contractCheck?: 'off' | 'warn' | 'strict';
  /** upstream and site: the built-in games provider's secret, so a bench can sign as it */
  builtInSecret?: string;
  /** upstream and site: a PostgreSQL database instead of a temp SQLite file (the bench makes and drops it) */
  databaseUrl?: string;
  /** the server's log level (default as `npm start`: a line per request at info) */
  logLevel?: 'info' | 'warn';
  /** pins the process to this core once it is ready (bench/lib/pin.ts) */
  core?: number;
}

export interface ServerProcess {
  child: ChildProcess;
  /** the port the role serves on (the gateway's in `site`) */
  port: number;
  /** `site`: the embedded upstream's port */
  upstreamPort?: number;
  /** a server script's own extra port (baccarat-table-server.ts: its backend's games provider) */
  gamesPort?: number;
  ask<T = Record<string, unknown>>(type: string, body?: Record<string, unknown>): Promise<T>;
  /** CPU µs (user + system) the process has used so far */
  cpuMicros(): Promise<number>;
  /** starts a V8 CPU profile of this process (the inspector's sampling profiler) */
  profileStart(): Promise<void>;
  /** stops it and writes the .cpuprofile into dir; answers the file */
  profileStop(dir: string): Promise<string>;
  stop(): Promise<void>;
}

const SERVER_FILE = fileURLToPath(new URL('../site-server.ts', import.meta.url));

type Ready = Pick<ServerProcess, 'port' | 'upstreamPort' | 'gamesPort'>;

export function startServerProcess(config: ServerConfig): Promise<ServerProcess> {
  return startServerScript(SERVER_FILE, config);
}

/** Any server script that speaks site-server.ts's IPC (ready, cpu, profile, stop), with its own config. */
export async function startServerScript(file: string, config: { role: string; core?: number }): Promise<ServerProcess> {
  const child = fork(file, [JSON.stringify(config)], { execArgv: ['--import', 'tsx'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const ready = await new Promise<Ready>((resolve, reject) => {
    const onExit = (code: number | null) => reject(new Error(`${config.role} server exited with ${code} before it was ready`));
    child.once('exit', onExit);
    child.once('message', (message: Ready & { type: string }) => {
      child.off('exit', onExit);
      if (message.type === 'ready') resolve(message);
      else reject(new Error(`${config.role} server said ${JSON.stringify(message)}`));
    });
  });

  if (config.core !== undefined) pinToCore(child.pid!, config.core);

  let nextId = 1;
  const waiting = new Map<number, (message: unknown) => void>();
  child.on('message', (message: { id?: number }) => {
    if (message.id === undefined) return;
    waiting.get(message.id)?.(message);
    waiting.delete(message.id);
  });
  const ask = <T>(type: string, body: Record<string, unknown> = {}) =>
    new Promise<T>((resolve) => {
      const id = nextId++;
      waiting.set(id, resolve as (message: unknown) => void);
      child.send({ ...body, id, type });
    });

  return {
    child,
    port: ready.port,
    upstreamPort: ready.upstreamPort,
    gamesPort: ready.gamesPort,
    ask,
    async cpuMicros() {
      const { usage } = await ask<{ usage: NodeJS.CpuUsage }>('cpu');
      return usage.user + usage.system;
    },
    async profileStart() {
      await ask('profile-start');
    },
    async profileStop(dir) {
      return (await ask<{ file: string }>('profile-stop', { dir })).file;
    },
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      // The child closes its servers and removes its temp files, then exits.
      child.send({ type: 'stop' });
      await exited;
    },
  };
}
