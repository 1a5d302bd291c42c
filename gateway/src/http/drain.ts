import type { Server as HttpServer, ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';
import type { Clock } from '#shared/clock.js';
import type { LiveServer } from '../live/live-types.js';

/** How long requests in flight may take to finish once SIGTERM came (a bet, a withdrawal through a slow upstream). */
export const DRAIN_DEADLINE_MS = 10_000;

/**
 * The graceful drain on SIGTERM: stop accepting connections, let the requests
 * in flight finish up to a deadline (their connections then close instead of
 * staying kept alive), and close every socket's transport so its client
 * reconnects, through the load balancer, to another node. The close reason is
 * "server shutting down" on this side and "transport close" on the client's,
 * which socket.io-client reconnects on (a server-side `disconnect()` would
 * leave it disconnected for good); the session stays recoverable in Redis, so
 * the node it lands on replays what it missed.
 */
export class Drain {
  private readonly open = new Set<ServerResponse>();
  private draining = false;

  /** Before every other handler: knows the responses still to be written. */
  readonly track: RequestHandler = (_req, res, next) => {
    if (this.draining) {
      res.setHeader('Connection', 'close');
    } else {
      this.open.add(res);
      res.once('close', () => this.open.delete(res));
    }
    next();
  };

  get inFlight(): number {
    return this.open.size;
  }

  /** Resolves once every connection closed: at once when idle, at the deadline at the latest. */
  async run(input: { io: LiveServer; httpServer: HttpServer; clock: Clock; deadlineMs: number }): Promise<void> {
    const { io, httpServer, clock, deadlineMs } = input;
    this.draining = true;
    for (const res of this.open) if (!res.headersSent) res.setHeader('Connection', 'close');
    const timer = deadlineMs > 0 ? clock.setTimeout(() => httpServer.closeAllConnections(), deadlineMs) : undefined;
    // First the listener, so a socket told to reconnect cannot land here again; it ends when the open connections have.
    const listenerClosed = new Promise<void>((resolve) => httpServer.close(() => resolve()));
    // Then the sockets' transports (its own close of the listener finds it closed already).
    const socketsClosed = io.close();
    if (deadlineMs <= 0) httpServer.closeAllConnections();
    await Promise.all([listenerClosed, socketsClosed]);
    if (timer) clock.clearTimeout(timer);
  }
}
