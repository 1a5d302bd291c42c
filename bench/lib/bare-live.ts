/** The least Socket.IO server a bench compares the gateway with: `/live`, recovery on, one room per subscribed topic. */
import type { Server as HttpServer } from 'node:http';
import { Server, type Namespace } from 'socket.io';
import { LIVE_NAMESPACE } from '#shared/live/events.js';

export function bareLive(httpServer: HttpServer, subscribeData: unknown = {}): Namespace {
  const io = new Server(httpServer, {
    serveClient: false,
    connectionStateRecovery: { maxDisconnectionDuration: 2 * 60_000, skipMiddlewares: true },
  });
  const live = io.of(LIVE_NAMESPACE);
  live.on('connection', (socket) => {
    socket.on('subscribe', (request: { topic: string }, ack: (reply: unknown) => void) => {
      void socket.join(request.topic);
      ack({ error: 0, data: subscribeData });
    });
  });
  return live;
}
