import type { AddressInfo } from 'node:net';
import express from 'express';
import { describe, expect, it } from 'vitest';
import { AppError } from '#shared/envelope.js';
import { ErrorCode } from '#shared/errors.js';
import { EDGE_MESSAGES } from './edge.js';
import { errorHandler, notFound } from './error-handler.js';

async function serve(app: express.Express, run: (url: string) => Promise<void>): Promise<void> {
  const server = await new Promise<ReturnType<express.Express['listen']>>((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
  });
  try {
    await run(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  } finally {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
}

describe('error handler', () => {
  it('turns an unexpected fault into a 500 envelope without the stack, and logs it', async () => {
    const logged: unknown[] = [];
    const app = express();
    app.get('/boom', () => {
      throw new Error('secret detail at /srv/app.ts:12');
    });
    app.get('/rule', () => {
      throw new AppError(ErrorCode.INSUFFICIENT_BALANCE);
    });
    app.get('/ok', (_req, res) => {
      res.json({ error: 0, data: { fine: true } });
    });
    app.use(notFound);
    app.use(errorHandler((error) => logged.push(error)));
    await serve(app, async (url) => {
      const boom = await fetch(`${url}/boom`);
      expect(boom.status).toBe(500);
      const text = await boom.text();
      expect(JSON.parse(text)).toEqual({ error: ErrorCode.INTERNAL, message: 'ระบบขัดข้องชั่วคราว กรุณาลองใหม่อีกครั้ง' });
      expect(text).not.toContain('secret');
      expect(logged).toHaveLength(1);

      const rule = await fetch(`${url}/rule`);
      expect(rule.status).toBe(200);
      expect(await rule.json()).toEqual({ error: ErrorCode.INSUFFICIENT_BALANCE, message: 'ยอดเงินไม่เพียงพอ' });
      expect(await (await fetch(`${url}/ok`)).json()).toEqual({ error: 0, data: { fine: true } });
      const missing = await fetch(`${url}/missing`);
      expect(missing.status).toBe(404);
      expect((await missing.json()).error).toBe(ErrorCode.NOT_FOUND);
    });
  });

  it('answers an unreadable body as BAD_REQUEST with its own status, saying when it is too large', async () => {
    const logged: unknown[] = [];
    const app = express();
    app.post('/echo', express.json({ limit: '10b' }), (_req, res) => {
      res.json({ error: 0 });
    });
    app.use(errorHandler((error) => logged.push(error)));
    await serve(app, async (url) => {
      const post = (body: string) => fetch(`${url}/echo`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
      const broken = await post('{');
      expect(broken.status).toBe(400);
      expect((await broken.json()).error).toBe(ErrorCode.BAD_REQUEST);
      const large = await post(JSON.stringify({ text: 'x'.repeat(50) }));
      expect(large.status).toBe(413);
      expect(await large.json()).toEqual({ error: ErrorCode.BAD_REQUEST, message: EDGE_MESSAGES.tooLarge });
      expect(logged).toHaveLength(0);
    });
  });
});
