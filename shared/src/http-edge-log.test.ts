import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { edgeLogger } from './http-edge-log.js';
import { processLogger, redirectLogs, type LogLevel } from './observability/logger.js';

let base: string;
let close: () => void;
let lines: Record<string, unknown>[] = [];
let restore: (() => void) | undefined;

const capture = (level: LogLevel) => {
  lines = [];
  restore = redirectLogs({ write: (line: string) => lines.push(JSON.parse(line) as Record<string, unknown>) }, level);
};

beforeAll(async () => {
  const app = express();
  app.use(edgeLogger(processLogger('gateway'), (req) => String(req.headers['x-request-id'])));
  app.get('/fine', (_req, res) => res.json({ ok: true }));
  app.get('/broken', (req, res) => {
    req.log.warn('about to fail');
    res.status(500).json({ ok: false });
  });
  app.get('/healthz', (_req, res) => res.status(503).json({ ok: false }));
  const server = app.listen(0);
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => server.close();
});
afterEach(() => restore?.());
afterAll(() => close());

const call = async (path: string, id: string) => {
  await (await fetch(`${base}${path}`, { headers: { 'x-request-id': id } })).text();
  // The line is written once the answer has closed.
  await new Promise((resolve) => setTimeout(resolve, 20));
};

/** A failed request's line without what changes from one request to the next. */
const shape = ({ time: _time, duration_ms: duration, err, ...rest }: Record<string, unknown>) => ({
  ...rest,
  duration: typeof duration,
  err: { message: (err as { message: string }).message },
});

describe('the edge request logger', () => {
  it('above info, writes only a failed request line, the one pino-http writes at info, and req.log carries the request id', async () => {
    capture('info');
    await call('/broken', 'edge-log-info');
    const atInfo = lines.filter((line) => line.msg === 'request failed');
    capture('warn');
    await call('/fine', 'edge-log-fine');
    await call('/healthz', 'edge-log-probe');
    await call('/broken', 'edge-log-info');
    expect(lines.map((line) => line.msg)).toEqual(['about to fail', 'request failed']);
    expect(lines[0]).toMatchObject({ level: 'warn', request_id: 'edge-log-info' });
    expect(atInfo).toHaveLength(1);
    expect(shape(lines[1]!)).toEqual(shape(atInfo[0]!));
    expect(lines[1]).toMatchObject({ level: 'error', request_id: 'edge-log-info', req: { method: 'GET', path: '/broken' }, res: { status: 500 } });
  });
});
