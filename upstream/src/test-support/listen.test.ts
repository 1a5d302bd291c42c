import { Agent, request } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { listenOnLoopback, type ListeningServer } from './listen.js';

/** Node's own keep-alive timeout for idle connections, which the helper turns off. */
const NODE_DEFAULT_KEEP_ALIVE_MS = 5_000;

let listening: ListeningServer | undefined;
const agent = new Agent({ keepAlive: true, maxSockets: 1 });
afterEach(async () => {
  agent.destroy();
  if (listening) await new Promise<void>((resolve) => listening!.server.close(() => resolve()));
  listening = undefined;
});

const get = (url: string) =>
  new Promise<{ status: number; reused: boolean; keepAliveHeader: string | undefined }>((resolve, reject) => {
    const req = request(url, { agent }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, reused: req.reusedSocket, keepAliveHeader: res.headers['keep-alive'] as string | undefined }));
    });
    req.on('error', reject);
    req.end();
  });

describe('listenOnLoopback', () => {
  it('leaves an idle connection for the client to close: a request on it after Node’s default timeout still arrives', async () => {
    listening = await listenOnLoopback((_req, res) => res.end('ok'));
    const first = await get(listening.url);
    // No idle timeout announced, so a client never races the server's close.
    expect(first).toMatchObject({ status: 200, reused: false, keepAliveHeader: undefined });

    await new Promise((resolve) => setTimeout(resolve, NODE_DEFAULT_KEEP_ALIVE_MS + 500));
    expect(await get(listening.url)).toMatchObject({ status: 200, reused: true });
  }, 20_000);

  it('still ends idle connections when the server closes', async () => {
    listening = await listenOnLoopback((_req, res) => res.end('ok'));
    await get(listening.url);
    const { server } = listening;
    listening = undefined;
    await new Promise<void>((resolve) => server.close(() => resolve()));
    expect(await new Promise((resolve) => server.getConnections((_e, n) => resolve(n)))).toBe(0);
  });
});
