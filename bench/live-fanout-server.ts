/**
 * The server side of live-fanout, in its own process so its CPU and heap are
 * measured apart from the load generator: either the gateway or a bare
 * Socket.IO server with the same namespace and recovery setting. Talks to the
 * parent over IPC.
 */
import { createServer, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Topic } from '#shared/live/events.js';
import { listenOnLoopback } from '#upstream/test-support/listen.js';
import { createGateway } from '#gateway/app.js';
import { bareLive } from './lib/bare-live.js';

const [mode, upstreamUrl, agentApiKey] = process.argv.slice(2);
const gc = (globalThis as { gc?: () => void }).gc;

async function bare(): Promise<HttpServer> {
  const httpServer = createServer((req, res) => {
    // The trigger, like /agent/broadcast but without the upstream: one plain room broadcast.
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      live.to(Topic.announcements).emit('announcement', JSON.parse(body));
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"error":0}');
    });
  });
  const live = bareLive(httpServer, { events: [] });
  return httpServer;
}

async function gateway(): Promise<HttpServer> {
  const created = await createGateway({ upstreamUrl: upstreamUrl!, agentApiKey, clientDir: '/nonexistent' });
  return created.httpServer;
}

const httpServer = mode === 'bare' ? await bare() : await gateway();
await listenOnLoopback(httpServer);

process.on('message', (message: { type: string }) => {
  if (message.type === 'cpu') process.send?.({ type: 'cpu', usage: process.cpuUsage() });
  if (message.type === 'heap') {
    gc?.();
    gc?.();
    process.send?.({ type: 'heap', used: process.memoryUsage().heapUsed });
  }
});
process.on('disconnect', () => process.exit(0));
process.send?.({ type: 'ready', port: (httpServer.address() as AddressInfo).port });
