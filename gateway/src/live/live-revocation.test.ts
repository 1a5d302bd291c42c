/**
 * Revoked tokens (decision 0029): a revoked token stops working on sockets. Through the
 * gateway at once (logout, password change); behind its back within the
 * identity cache's few seconds on the FakeClock.
 */
import { describe, expect, it } from 'vitest';
import type { LoginResponse } from '#shared/api/auth.js';
import { CALLS } from '#shared/api/registry.js';
import type { Envelope } from '#shared/envelope.js';
import { ErrorCode } from '#shared/errors.js';
import { Topic } from '#shared/live/events.js';
import { agentCredit } from '../test-support/console-calls.js';
import { collect, settle, subscribe, waitFor } from '../test-support/live-client.js';
import { useLiveHarness } from '../test-support/live-harness.js';
import { IDENTITY_TTL_MS } from './member-identity.js';

const h = useLiveHarness();
const PASSWORD = 'secret-pass-1';
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A second session of the same member (another device). */
async function loginAgain(username: string): Promise<string> {
  const reply = await h.gw.request<Envelope<LoginResponse>>('POST', CALLS.auth.login.path, { body: { username, password: PASSWORD } });
  expect(reply.body.error).toBe(0);
  return reply.body.data!.access_token;
}

/** A credit that moves the member's balance: every socket still in the wallets room is pushed it. */
async function credit(username: string, amount: number): Promise<void> {
  const answer = await agentCredit(h.gw, { username, amount, reason: 'ทดสอบการยกเลิกโทเคน' });
  expect((answer.body as { error: number }).error).toBe(0);
}

describe('a revoked token on /live', () => {
  it('ends the wallets topic of a token logged out through the gateway, and refuses it afterwards', async () => {
    const member = await h.upstream.register();
    const other = await loginAgain(member.username);
    const leaving = await h.live(member.token);
    const staying = await h.live(other);
    expect((await subscribe(leaving, Topic.wallets)).error).toBe(0);
    expect((await subscribe(staying, Topic.wallets)).error).toBe(0);
    const toLeaving = collect(leaving, 'wallets');
    const toStaying = collect(staying, 'wallets');

    const logout = await h.gw.request<Envelope>('POST', CALLS.auth.logout.path, { body: {}, headers: bearer(member.token) });
    expect(logout.body.error).toBe(0);
    await h.gw.gateway.live.whenIdle();
    await credit(member.username, 10);
    await waitFor(() => toStaying.length > 0, 5_000, 'push to the session still open');
    await settle();
    expect(toLeaving).toEqual([]);

    // The same token on a new socket, or again on the old one: refused in the ack, the socket kept.
    const again = await h.live(member.token);
    expect((await subscribe(again, Topic.wallets)).error).toBe(ErrorCode.TOPIC_MEMBER_ONLY);
    expect((await subscribe(leaving, Topic.wallets)).error).toBe(ErrorCode.TOPIC_MEMBER_ONLY);
    expect(again.connected).toBe(true);
  });

  it("ends the member's other sessions on a password change through the gateway, not the caller's", async () => {
    const member = await h.upstream.register();
    const elsewhere = await loginAgain(member.username);
    const caller = await h.live(member.token);
    const other = await h.live(elsewhere);
    expect((await subscribe(caller, Topic.wallets)).error).toBe(0);
    expect((await subscribe(other, Topic.wallets)).error).toBe(0);
    const toCaller = collect(caller, 'wallets');
    const toOther = collect(other, 'wallets');

    const changed = await h.gw.request<Envelope>('POST', CALLS.auth.changePassword.path, {
      body: { old_password: PASSWORD, new_password: 'another-pass-2' },
      headers: bearer(member.token),
    });
    expect(changed.body.error).toBe(0);
    await h.gw.gateway.live.whenIdle();
    await credit(member.username, 20);
    await waitFor(() => toCaller.length > 0, 5_000, "push to the caller's session");
    await settle();
    expect(toOther).toEqual([]);
    expect((await subscribe(await h.live(elsewhere), Topic.wallets)).error).toBe(ErrorCode.TOPIC_MEMBER_ONLY);
  });

  it('stops a token revoked at the upstream directly within the identity TTL', async () => {
    const member = await h.upstream.register();
    const watching = await h.live(member.token);
    expect((await subscribe(watching, Topic.wallets)).error).toBe(0);
    const pushes = collect(watching, 'wallets');

    // Behind the gateway's back: it hears of nothing.
    const logout = await fetch(h.upstream.url + CALLS.auth.logout.path, { method: 'POST', headers: { ...bearer(member.token), 'content-type': 'application/json' }, body: '{}' });
    expect(((await logout.json()) as Envelope).error).toBe(0);

    // Within the TTL (and one wallets poll, 5 s): the room's poll found the token dead; the cache forgot it.
    expect(IDENTITY_TTL_MS).toBeLessThanOrEqual(5_000);
    for (let waited = 0; waited <= IDENTITY_TTL_MS; waited += 250) {
      h.clock.advance(250);
      await h.gw.gateway.live.whenIdle();
    }
    expect((await subscribe(await h.live(member.token), Topic.wallets)).error).toBe(ErrorCode.TOPIC_MEMBER_ONLY);
    await credit(member.username, 30);
    await settle(300);
    expect(pushes).toEqual([]);
    expect(h.gw.gateway.live.hub.roomNames(Topic.wallets)).toEqual([]);
  });
});
