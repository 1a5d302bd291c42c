/**
 * For the adapters' tests only: a real HTTP server on a loopback port that
 * plays an outside service (a slip verifier, an SMS gateway). Each test says how it answers each request in
 * turn (a status and body exactly as the service sends them, or silence); the
 * fake keeps every request it received, so a test can check the auth header
 * and the request shape and count the attempts.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { listenOnLoopback } from './listen.js';

export interface ReceivedRequest {
  method: string;
  /** path and query */
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

export type FakeAnswer =
  /** `body` as JSON unless it is a string, which is sent as it is (a garbled answer) */
  | { status: number; body: unknown; contentType?: string }
  /** never answers: a service slower than any timeout */
  | 'hang';

export interface FakeService {
  url: string;
  requests: ReceivedRequest[];
  close(): Promise<void>;
}

/** `answer(request, n)` for the n-th request (0-based). */
export async function startFakeService(answer: (request: ReceivedRequest, n: number) => FakeAnswer): Promise<FakeService> {
  const requests: ReceivedRequest[] = [];
  const listening = await listenOnLoopback((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const request: ReceivedRequest = { method: req.method ?? '', url: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks).toString('utf8') };
      requests.push(request);
      const reply = answer(request, requests.length - 1);
      if (reply === 'hang') return;
      const text = typeof reply.body === 'string' ? reply.body : JSON.stringify(reply.body);
      res.writeHead(reply.status, { 'content-type': reply.contentType ?? (typeof reply.body === 'string' ? 'text/html' : 'application/json; charset=utf-8') });
      res.end(text);
    });
  });
  return {
    url: listening.url,
    requests,
    close: () =>
      new Promise<void>((resolve, reject) => {
        // A hanging answer holds its connection open: end it, or close would wait for ever.
        listening.server.closeAllConnections();
        listening.server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

/** A sleep that does not wait and remembers what it was asked to wait: speed is never asserted, the backoff is. */
export function recordingSleep(): { sleep: (ms: number, signal?: AbortSignal) => Promise<void>; waits: number[] } {
  const waits: number[] = [];
  return {
    waits,
    sleep: (ms, signal) => {
      signal?.throwIfAborted();
      waits.push(ms);
      return Promise.resolve();
    },
  };
}
