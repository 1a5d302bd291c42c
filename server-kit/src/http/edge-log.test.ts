import type { AddressInfo } from 'node:net';
import express, { type RequestHandler } from 'express';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { edgeLogger } from './edge-log.js';
import { httpLogger } from '../observability/http-logger.js';
import { processLogger, redirectLogs, type LogLevel } from '../observability/logger.js';

let edgeBase: string;
let referenceBase: string;
const closers: (() => void)[] = [];
let lines: Record<string, unknown>[] = [];
let restore: (() => void) | undefined;

const capture = (level: LogLevel) => {
  lines = [];
  restore = redirectLogs({ write: (line: string) => lines.push(JSON.parse(line) as Record<string, unknown>) }, level);
};

const requestIdOf = (req: { headers: Record<string, unknown> }) => String(req.headers['x-request-id']);

/** The same three routes behind a request logger. */
async function serve(logger: RequestHandler): Promise<string> {
  const app = express();
  app.use(logger);
  app.get('/fine', (_req, res) => res.json({ ok: true }));
  app.get('/broken', (req, res) => {
    req.log.warn('about to fail');
    res.status(500).json({ ok: false });
  });
  app.get('/healthz', (_req, res) => res.status(503).json({ ok: false }));
  const server = app.listen(0);
  // Idle connections are the client's to close (upstream/src/test-support/listen.ts says why).
  server.keepAliveTimeout = 0;
  await new Promise((resolve) => server.once('listening', resolve));
  closers.push(() => server.close());
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

beforeAll(async () => {
  edgeBase = await serve(edgeLogger(processLogger('gateway'), requestIdOf));
  // What the edge logger's lines must equal: pino-http's, with the options both servers give it.
  referenceBase = await serve(httpLogger(processLogger('gateway'), requestIdOf));
});
afterEach(() => restore?.());
afterAll(() => closers.forEach((close) => close()));

const call = async (base: string, path: string, id: string) => {
  await (await fetch(`${base}${path}`, { headers: { 'x-request-id': id, 'user-agent': 'edge-log-test' } })).text();
  // The line is written once the answer has closed.
  await new Promise((resolve) => setTimeout(resolve, 20));
};

/** A line without what changes from one request to the next, its keys in the order written. */
const shape = ({ time: _time, duration_ms: duration, err, ...rest }: Record<string, unknown>) => ({
  ...rest,
  duration: typeof duration,
  ...(err ? { err: { type: (err as { type: string }).type, message: (err as { message: string }).message } } : {}),
});
const keysOf = (line: Record<string, unknown>) => Object.keys(line).join(',');

describe('the edge request logger', () => {
  it('at info writes the lines pino-http writes, field for field and in the same order, and req.log carries the request id', async () => {
    const linesOf = async (base: string) => {
      capture('info');
      await call(base, '/fine', 'edge-log-fine');
      await call(base, '/healthz', 'edge-log-probe');
      await call(base, '/broken', 'edge-log-broken');
      restore?.();
      return lines;
    };
    const reference = await linesOf(referenceBase);
    const edge = await linesOf(edgeBase);
    expect(reference.map((line) => line.msg)).toEqual(['request answered', 'about to fail', 'request failed']);
    expect(edge.map(shape)).toEqual(reference.map(shape));
    expect(edge.map(keysOf)).toEqual(reference.map(keysOf));
    expect(edge[0]).toMatchObject({ level: 'info', request_id: 'edge-log-fine', req: { method: 'GET', path: '/fine', user_agent: 'edge-log-test' }, res: { status: 200 } });
  });

  it('above info, writes only a failed request line, the same as at info', async () => {
    capture('info');
    await call(edgeBase, '/broken', 'edge-log-info');
    const atInfo = lines.filter((line) => line.msg === 'request failed');
    restore?.();
    capture('warn');
    await call(edgeBase, '/fine', 'edge-log-fine');
    await call(edgeBase, '/healthz', 'edge-log-probe');
    await call(edgeBase, '/broken', 'edge-log-info');
    expect(lines.map((line) => line.msg)).toEqual(['about to fail', 'request failed']);
    expect(lines[0]).toMatchObject({ level: 'warn', request_id: 'edge-log-info' });
    expect(atInfo).toHaveLength(1);
    expect(shape(lines[1]!)).toEqual(shape(atInfo[0]!));
    expect(lines[1]).toMatchObject({ level: 'error', request_id: 'edge-log-info', req: { method: 'GET', path: '/broken' }, res: { status: 500 } });
  });
});
