import express from 'express';
import { describe, expect, it } from 'vitest';
import { AppError } from '@shared/envelope.js';
import { ErrorCode } from '@shared/errors.js';
import { errorHandler, notFound } from './error-handler.js';
import { route } from './route.js';
import { listenOnLoopback } from '../test-support/listen.js';

async function serve(app: express.Express, run: (url: string) => Promise<void>): Promise<void> {
  const { server, url } = await listenOnLoopback(app);
  try {
    await run(url);
  } finally {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
}

describe('error handler', () => {
  it('turns an unexpected fault into a 500 envelope without the stack, and logs it', async () => {
    const logged: unknown[] = [];
    const app = express();
    app.get('/boom', route(() => {
      throw new Error('secret detail at /srv/app.ts:12');
    }));
    app.get('/rule', route(() => {
      throw new AppError(ErrorCode.INSUFFICIENT_BALANCE);
    }));
    app.get('/ok', route(() => ({ fine: true })));
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
      expect((await fetch(`${url}/missing`)).status).toBe(404);
    });
  });
});
