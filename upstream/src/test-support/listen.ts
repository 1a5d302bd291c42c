/**
 * The servers tests and benches start, on a free loopback port. They never
 * close an idle keep-alive connection themselves: the clients that call them
 * (fetch, socket.io-client, the gateway's pool, a bench's pool) close theirs
 * when idle. With Node's default (5 s) the
 * server could close a connection in the same instant a client reused it, and
 * on a busy machine a request failed with ECONNRESET. `close()` still ends
 * every connection (Node closes idle ones on close).
 */
import { createServer, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ListeningServer {
  server: Server;
  port: number;
  url: string;
}

/** Listens with `server` (or a new one for `handler`, such as an Express app) on 127.0.0.1:0. */
export async function listenOnLoopback(serverOrHandler: Server | RequestListener): Promise<ListeningServer> {
  const server = typeof serverOrHandler === 'function' ? createServer(serverOrHandler) : serverOrHandler;
  server.keepAliveTimeout = 0;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  return { server, port, url: `http://127.0.0.1:${port}` };
}
