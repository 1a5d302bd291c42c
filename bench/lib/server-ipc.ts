/**
 * The child's side of server-process.ts: a server script registers its
 * question handlers and closers, then `serveIpc` answers the parent (cpu,
 * profile-start/stop, its own questions), stops on `stop` or when the parent
 * goes away, and says it is ready with its ports.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { join } from 'node:path';

export type Handler = (message: Record<string, unknown>) => unknown;

export interface ServerIpc {
  handlers: Map<string, Handler>;
  closers: (() => Promise<void> | void)[];
}

export const createServerIpc = (): ServerIpc => ({ handlers: new Map(), closers: [] });

/** `profileName`: the .cpuprofile's name before its time stamp. */
export function serveIpc({ handlers, closers }: ServerIpc, profileName: string, ready: Record<string, number | undefined>): void {
  let stopping = false;
  const stop = (): void => {
    if (stopping) return;
    stopping = true;
    // A stuck close must not keep the process (and its temp files' cleanup) hanging.
    setTimeout(() => process.exit(1), 10_000).unref();
    void (async () => {
      for (const close of closers) await close();
      process.exit(0);
    })();
  };

  handlers.set('cpu', () => ({ usage: process.cpuUsage() }));
  // A V8 CPU profile of the window the bench chooses (not the set-up before it).
  const inspector = new Session();
  handlers.set('profile-start', async () => {
    inspector.connect();
    await inspector.post('Profiler.enable');
    await inspector.post('Profiler.setSamplingInterval', { interval: 200 });
    await inspector.post('Profiler.start');
    return {};
  });
  handlers.set('profile-stop', async (message) => {
    const { profile } = await inspector.post('Profiler.stop');
    const file = join(message.dir as string, `${profileName}-${Date.now()}.cpuprofile`);
    mkdirSync(message.dir as string, { recursive: true });
    writeFileSync(file, JSON.stringify(profile));
    inspector.disconnect();
    return { file };
  });
  process.on('message', (message: Record<string, unknown> & { type: string; id?: number }) => {
    if (message.type === 'stop') return stop();
    const handler = handlers.get(message.type);
    void Promise.resolve(handler ? handler(message) : { error: `unknown ${message.type}` }).then((answer) =>
      process.send?.({ ...(answer as object), id: message.id, type: message.type }),
    );
  });
  // A parent that died leaves no server and no temp file behind.
  process.on('disconnect', stop);
  process.send?.({ type: 'ready', ...ready });
}
