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

/** What listens: a server, an app with its own `listen` (an Express app, the upstream's, which adds its edge handlers there), or a bare handler. */
export type Listenable = Server | { listen(port: number, host: string, callback: () => void): Server } | RequestListener;

/** Listens on 127.0.0.1:0. */
export async function listenOnLoopback(target: Listenable): Promise<ListeningServer> {
  const listenable = 'listen' in target ? target : createServer(target);
  const server = await new Promise<Server>((resolve, reject) => {
    const listening: Server = listenable.listen(0, '127.0.0.1', () => {
      listening.off('error', reject);
      resolve(listening);
    });
    listening.keepAliveTimeout = 0;
    listening.once('error', reject);
  });
  const { port } = server.address() as AddressInfo;
  return { server, port, url: `http://127.0.0.1:${port}` };
}
