/**
 * The auth limits (docs/decisions/0008): failures only, per address, per
 * address + account, and per account as a growing delay that spares the
 * member's own device; change_password and register limited too.
 */
import { describe, expect, it } from 'vitest';
import { API } from '#shared/api/paths.js';
import { ErrorCode } from '#shared/errors.js';
import { DEMO_MEMBER } from '../db/seed.js';
import { registerBody, startUpstream, type TestUpstream } from '../test-support/upstream.js';

const from = (address: string) => ({ headers: { 'x-forwarded-for': address } });
const wrong = (username: string, i = 0) => ({ username, password: `wrong-password-${i}` });
const demo = { username: DEMO_MEMBER.username, password: DEMO_MEMBER.password };

async function withUpstream(settings: Parameters<typeof startUpstream>[0], run: (up: TestUpstream) => Promise<void>): Promise<void> {
  const up = await startUpstream(settings);
  try {
    await run(up);
  } finally {
    await up.close();
  }
}

describe('login limits', () => {
  it('refuses one address trying a password on 60 accounts', async () => {
    await withUpstream({}, async (up) => {
      const answers: number[] = [];
      for (let i = 0; i < 60; i++) {
        const username = `0812${String(i).padStart(6, '0')}`;
        answers.push((await up.post(API.auth.login, wrong(username))).status);
      }
      expect(answers.slice(0, 30).every((status) => status === 200)).toBe(true);
      expect(answers.slice(30).every((status) => status === 429)).toBe(true);
      // The window slides on the clock.
      up.clock.advance(15 * 60 * 1000);
      expect((await up.post(API.auth.login, demo)).body.error).toBe(0);
    });
  });

  it('counts attempts in flight: parallel guesses cannot all slip in under the limit', async () => {
    await withUpstream({}, async (up) => {
      const answers = await Promise.all(
        Array.from({ length: 45 }, (_, i) => up.post(API.auth.login, wrong(`0813${String(i).padStart(6, '0')}`))),
      );
      expect(answers.filter((a) => a.status === 200)).toHaveLength(30);
      expect(answers.filter((a) => a.status === 429)).toHaveLength(15);
    });
  });

  it('ignores a rotating X-Forwarded-For unless trustProxy names the proxy', async () => {
    await withUpstream({}, async (up) => {
      for (let i = 0; i < 10; i++) expect((await up.post(API.auth.login, wrong(DEMO_MEMBER.username, i), from(`203.0.113.${i}`))).status).toBe(200);
      const limited = await up.post(API.auth.login, demo, from('198.51.100.7'));
      expect(limited).toEqual({ status: 429, body: { error: ErrorCode.RATE_LIMITED, message: 'ทำรายการถี่เกินไป กรุณารอสักครู่แล้วลองใหม่' } });
    });
  });

  it('lets the member in from their own address after ten failures from another', async () => {
    await withUpstream({ settings: { trustProxy: 'loopback' } }, async (up) => {
      for (let i = 0; i < 10; i++) await up.post(API.auth.login, wrong(DEMO_MEMBER.username, i), from('203.0.113.9'));
      expect((await up.post(API.auth.login, demo, from('203.0.113.9'))).status).toBe(429);
      expect((await up.post(API.auth.login, demo, from('198.51.100.20'))).body.error).toBe(0);
    });
  });

  it('spaces attempts on an attacked account out with a growing delay, never for the member’s own device', async () => {
    await withUpstream({ settings: { trustProxy: 'loopback' } }, async (up) => {
      // The member's phone logged in before the attack.
      expect((await up.post(API.auth.login, demo, from('198.51.100.20'))).body.error).toBe(0);
      for (let i = 0; i < 20; i++) await up.post(API.auth.login, wrong(DEMO_MEMBER.username, i), from(`203.0.113.${i}`));
      expect((await up.post(API.auth.login, demo, from('198.51.100.20'))).body.error).toBe(0);

      // A new device waits 2 s after the 20th failure, then 4 s after the 21st: a delay, not a wall.
      const waiting = await up.post(API.auth.login, demo, from('192.0.2.1'));
      expect(waiting).toEqual({ status: 429, body: { error: ErrorCode.RATE_LIMITED, message: 'ทำรายการถี่เกินไป กรุณารอ 2 วินาที แล้วลองใหม่' } });
      up.clock.advance(2_000);
      expect((await up.post(API.auth.login, wrong(DEMO_MEMBER.username), from('203.0.113.50'))).body.error).toBe(ErrorCode.INVALID_CREDENTIALS);
      expect((await up.post(API.auth.login, demo, from('192.0.2.1'))).body.message).toBe('ทำรายการถี่เกินไป กรุณารอ 4 วินาที แล้วลองใหม่');
      up.clock.advance(4_000);
      expect((await up.post(API.auth.login, demo, from('192.0.2.1'))).body.error).toBe(0);
      expect((await up.post(API.auth.login, demo, from('198.51.100.20'))).body.error).toBe(0);
    });
  });

  it('never counts successful logins', async () => {
    await withUpstream({}, async (up) => {
      for (let i = 0; i < 40; i++) expect((await up.post(API.auth.login, demo)).body.error).toBe(0);
      // Failures below the limit, each run ended by a success, never add up to it.
      for (let round = 0; round < 3; round++) {
        for (let i = 0; i < 9; i++) await up.post(API.auth.login, wrong(DEMO_MEMBER.username, i));
        expect((await up.post(API.auth.login, demo)).body.error).toBe(0);
      }
    });
  });

  it('keeps counts per app instance', async () => {
    const limits = { authLimits: { loginPerAddressAccount: 1 } };
    await withUpstream({ settings: limits }, async (a) => {
      await withUpstream({ settings: limits }, async (b) => {
        expect((await a.post(API.auth.login, wrong(DEMO_MEMBER.username))).status).toBe(200);
        expect((await a.post(API.auth.login, wrong(DEMO_MEMBER.username))).status).toBe(429);
        expect((await b.post(API.auth.login, wrong(DEMO_MEMBER.username))).status).toBe(200);
      });
    });
  });
});

describe('change_password limit', () => {
  it('refuses after five wrong old passwords, even the right one, until the window passes', async () => {
    await withUpstream({}, async (up) => {
      const member = await up.register();
      const change = (old: string) => up.post(API.auth.changePassword, { old_password: old, new_password: 'brand-new-pass' }, { token: member.token });
      for (let i = 0; i < 5; i++) expect((await change(`guess-${i}`)).body.error).toBe(ErrorCode.WRONG_PASSWORD);
      const limited = await change(member.input.password);
      expect(limited.status).toBe(429);
      expect(limited.body.error).toBe(ErrorCode.RATE_LIMITED);
      up.clock.advance(15 * 60 * 1000);
      expect((await change(member.input.password)).body.error).toBe(0);
    });
  });
});

describe('register limit', () => {
  it('refuses the 21st registration from one address in an hour', async () => {
    await withUpstream({ settings: { authLimits: {} } }, async (up) => {
      for (let i = 0; i < 20; i++) expect((await up.post(API.auth.register, registerBody())).body.error).toBe(0);
      const limited = await up.post(API.auth.register, registerBody());
      expect(limited.status).toBe(429);
      expect(limited.body.error).toBe(ErrorCode.RATE_LIMITED);
      up.clock.advance(60 * 60 * 1000);
      expect((await up.post(API.auth.register, registerBody())).body.error).toBe(0);
    });
  });
});
