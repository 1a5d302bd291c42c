/**
 * The demo SMS outbox is a table (docs/decisions/0066): what one upstream
 * process sent, the console of another process on the same file shows.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { ResetPasswordResponse } from '#shared/api/auth.js';
import type { SmsOutboxResponse } from '#shared/api/operator.js';
import { API } from '#shared/api/paths.js';
import { FakeClock } from '#shared/clock.js';
import { TEST_AGENT_KEY, startUpstream, type TestUpstream } from '../../test-support/upstream.js';
import { demoOutbox, demoOutboxSender } from './outbox.js';

const ups: TestUpstream[] = [];
afterEach(async () => {
  for (const up of ups.splice(0).reverse()) await up.close();
});

async function start(...args: Parameters<typeof startUpstream>): Promise<TestUpstream> {
  const up = await startUpstream(...args);
  ups.push(up);
  return up;
}

const outboxOf = async (up: TestUpstream) =>
  (await up.request<SmsOutboxResponse>('GET', '/operator/sms_outbox', undefined, { headers: { authorization: `Bearer ${TEST_AGENT_KEY}` } })).body.data!;

describe('the demo SMS outbox', () => {
  it('shows a code one app sent on the console of a second app on the same database, and the code works there', async () => {
    const clock = new FakeClock();
    const first = await start({ clock, settings: { demo: true } });
    const second = await start({ clock, settings: { demo: true }, location: first.location, seed: false });
    const member = await first.register();
    const reply = await first.post<ResetPasswordResponse>(API.auth.resetPassword, { username: member.input.username });
    expect(reply.body.data?.method).toBe('agent_code');

    const outbox = await outboxOf(second);
    // Newest first: the reset's code, then the sign-up's.
    expect(outbox).toHaveLength(2);
    expect(outbox[0]).toMatchObject({ phone: member.input.username, sent_at: '2026-11-22T10:00:00.000+07:00' });
    const code = /\b(\d{6})\b/.exec(outbox[0]!.text)?.[1];
    const done = await second.post(API.auth.resetPasswordV2, { username: member.input.username, code, new_password: 'demo-reset-2' });
    expect(done.body.error).toBe(0);
    expect(await outboxOf(first)).toEqual(outbox);
  });

  it('keeps the last 50 messages, newest first, even those sent at one instant', async () => {
    const up = await start({ seed: false });
    const send = demoOutboxSender(up.db, () => up.clock.now());
    for (let i = 0; i < 55; i++) await send('0811111111', `message ${i}`);
    const kept = await demoOutbox(up.db);
    expect(kept).toHaveLength(50);
    expect(kept[0]).toEqual({ phone: '0811111111', text: 'message 54', sentAt: up.clock.now() });
    expect(kept.at(-1)!.text).toBe('message 5');
    const stored = await up.db.selectFrom('sms_outbox').select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
    expect(stored.count).toBe(50);
  });
});
