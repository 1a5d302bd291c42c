import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { acceptsConnections, freePort } from './ports.js';

/** Debian's redis-server (`apt-get install redis-server`; .ci/run installs it when missing). */
export const REDIS_SERVER = '/usr/bin/redis-server';
export const hasRedisServer = existsSync(REDIS_SERVER);

export interface TestRedis {
  url: string;
  port: number;
  close(): Promise<void>;
}

/**
 * A throwaway Redis on loopback with nothing saved to disk, stopped by its own
 * process id. Given the port of one stopped before, it comes back at the same
 * address (an outage and its end, as the nodes see them).
 */
export async function startRedisServer(port?: number): Promise<TestRedis> {
  port ??= await freePort();
  const child = spawn(REDIS_SERVER, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
    stdio: 'ignore',
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const until = Date.now() + 5_000;
  while (!(await acceptsConnections(port))) {
    if (Date.now() > until || child.exitCode !== null) {
      child.kill();
      throw new Error(`redis-server did not start on port ${port}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    async close() {
      child.kill('SIGTERM');
      await exited;
    },
  };
}
