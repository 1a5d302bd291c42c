import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, REQUEST_ID_HEADER } from '#shared/api/paths.js';
import type { AuthenticateResponse, CreditBatchResponse } from '#shared/api/provider-wallet.js';
import { ErrorCode } from '#shared/errors.js';
import { signedHeaders } from '#server-kit/provider-signature.js';
import { Topic } from '#shared/live/events.js';
import { BUILT_IN_CODE, credit, gameSession, launchToken, signedPost, startGamesUpstream, TEST_BUILT_IN_SECRET } from '#upstream/test-support/games.js';
import { TEST_AGENT_KEY, type RegisteredMember, type TestUpstream } from '#upstream/test-support/upstream.js';
import { collect, connectLive, subscribe, waitFor } from '../test-support/live-client.js';
import { startTestGateway, type TestGateway } from '../test-support/test-gateway.js';

describe('/provider pass-through', () => {
  let up: TestUpstream;
  let gw: TestGateway;
  beforeAll(async () => {
    up = await startGamesUpstream();
    gw = await startTestGateway({ upstreamUrl: up.url });
  });
  afterAll(async () => {
    await gw.close();
    await up.close();
  });

  const signed = (raw: string) => signedHeaders(BUILT_IN_CODE, TEST_BUILT_IN_SECRET, raw, up.clock.now());

  it('passes a signed request byte for byte (spacing and key order the gateway would have rewritten) and the answer unchanged', async () => {
    const member = await up.register();
    await credit(up, member, 12.34);
    const token = await launchToken(up, member);
    // Not what JSON.stringify of the parsed body gives: a re-serialised body would fail the signature.
    const raw = `{ "token" :\n  "${token}" }`;
    const reply = await gw.request<{ error: number; data: AuthenticateResponse }>('POST', API.providerWallet.authenticate, {
      raw,
      headers: { ...signed(raw), [REQUEST_ID_HEADER]: 'req-provider-1' },
    });
    expect(reply.status).toBe(200);
    expect(reply.body.error).toBe(0);
    expect(reply.body.data).toMatchObject({ game_code: 'thai-temple', balance: 12.34, currency: 'THB' });
  });

  it('a tampered body, a wrong signature or another method is refused', async () => {
    const raw = JSON.stringify({ token: 'some-token' });
    const tampered = await gw.request<{ error: number }>('POST', API.providerWallet.authenticate, { raw: raw.replace('some', 'same'), headers: signed(raw) });
    expect(tampered.status).toBe(401);
    expect(tampered.body.error).toBe(ErrorCode.PROVIDER_SIGNATURE_INVALID);
    // Correctly signed, the same body reaches the rule behind the signature.
    const honest = await gw.request<{ error: number }>('POST', API.providerWallet.authenticate, { raw, headers: signed(raw) });
    expect(honest.body.error).toBe(ErrorCode.LAUNCH_TOKEN_INVALID);
    const get = await gw.request<{ error: number }>('GET', API.providerWallet.balance);
    expect(get.status).toBe(405);
    expect(get.headers.get('allow')).toBe('POST, OPTIONS');
    const form = await gw.request<{ error: number }>('POST', API.providerWallet.balance, { raw: 'session=x', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(form.status).toBe(415);
    const large = await gw.request<{ error: number }>('POST', API.providerWallet.balance, { raw: JSON.stringify({ session: 'x'.repeat(110_000) }) });
    expect(large.status).toBe(413);
  });
});

describe('/provider pass-through of a credit batch: the members’ wallets pushed, never shown to the provider', () => {
  let up: TestUpstream;
  /** the site's gateway, with the agent key */
  let gw: TestGateway;
  /** a gateway without one */
  let keyless: TestGateway;
  beforeAll(async () => {
    up = await startGamesUpstream();
    gw = await startTestGateway({ upstreamUrl: up.url, agentApiKey: TEST_AGENT_KEY });
    keyless = await startTestGateway({ upstreamUrl: up.url });
  });
  afterAll(async () => {
    await keyless.close();
    await gw.close();
    await up.close();
  });

  let rounds = 0;
  /** A member with 10 THB, a game session and a round staked 1 THB. */
  async function staked(): Promise<{ member: RegisteredMember; session: string; round: string }> {
    const member = await up.register();
    await credit(up, member, 10);
    const { session } = await gameSession(up, member);
    rounds += 1;
    const round = `gw-round-${rounds}`;
    const bet = await signedPost(up, API.providerWallet.debit, { session, game_code: 'thai-temple', transaction_id: `${round}-d`, round_id: round, amount: 1 });
    expect(bet.body.error, JSON.stringify(bet.body)).toBe(0);
    return { member, session, round };
  }
  const send = (through: TestGateway, body: unknown, headers: Record<string, string> = {}) => {
    const raw = JSON.stringify(body);
    return through.request<{ error: number; data: CreditBatchResponse }>('POST', API.providerWallet.creditBatch, {
      raw,
      headers: { ...signedHeaders(BUILT_IN_CODE, TEST_BUILT_IN_SECRET, raw, up.clock.now()), ...headers },
    });
  };

  it('pushes each paid member’s new wallets to their topic from the answer, and answers the provider without `members` or usernames', async () => {
    const [a, b] = [await staked(), await staked()];
    const socket = await connectLive(gw.url, { token: a.member.token });
    try {
      expect((await subscribe(socket, Topic.wallets)).data?.total).toBe(9);
      const pushed = collect(socket, 'wallets');
      const lines = [
        { session: a.session, transaction_id: `${a.round}-c`, round_id: a.round, amount: 25.5 },
        { session: b.session, transaction_id: `${b.round}-c`, round_id: b.round, amount: 0 },
      ];
      const reply = await send(gw, { game_code: 'thai-temple', lines });
      expect(reply.status).toBe(200);
      expect(reply.body.error).toBe(0);
      expect(reply.body.data).toEqual({
        results: [
          { transaction_id: lines[0]!.transaction_id, error: 0, balance: 34.5, currency: 'THB', reference: expect.stringMatching(/^\d+$/) },
          { transaction_id: lines[1]!.transaction_id, error: 0, balance: 9, currency: 'THB', reference: null },
        ],
      });
      expect(reply.headers.get('content-length')).toBe(String(Buffer.byteLength(JSON.stringify(reply.body))));
      // Well before the topic's 5-second poll: the push came from the answer.
      await waitFor(() => pushed.some((w) => w.total === 34.5), 2_000, 'the wallets push');
      const text = JSON.stringify(reply.body);
      for (const member of [a.member, b.member]) expect(text).not.toContain(member.input.username);
    } finally {
      socket.disconnect();
    }
  });

  it('a provider’s own Authorization never reaches the upstream: through a gateway without the key, no members come back', async () => {
    const a = await staked();
    const lines = [{ session: a.session, transaction_id: `${a.round}-c`, round_id: a.round, amount: 3 }];
    const reply = await send(keyless, { game_code: 'thai-temple', lines }, { authorization: `Bearer ${TEST_AGENT_KEY}` });
    expect(reply.body.error).toBe(0);
    expect(reply.body.data.results[0]).toMatchObject({ error: 0, balance: 12 });
    // The upstream itself would name them to the key: the gateway did not pass the provider's header on.
    const direct = await signedPost<CreditBatchResponse>(up, API.providerWallet.creditBatch, { game_code: 'thai-temple', lines }, { override: { authorization: `Bearer ${TEST_AGENT_KEY}` } });
    expect(direct.body.data!.members).toEqual([expect.objectContaining({ username: a.member.input.username })]);
    expect(JSON.stringify(reply.body)).not.toContain(a.member.input.username);
  });
});
