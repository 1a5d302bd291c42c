/**
 * The lean front of the hot calls answers exactly as the Express stack does:
 * two gateways on one real upstream, one with the lean front and one without,
 * take the same requests (the same request id), and their answers are held
 * side by side: status, every header but `Date`, and the body byte for byte.
 * Writes are sent to the second gateway with the first one's idempotency key
 * or transaction id, so the upstream answers both alike.
 */
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, IDEMPOTENCY_HEADER, REQUEST_ID_HEADER } from '#shared/api/paths.js';
import type { YeekeeListResponse } from '#shared/api/lotto/yeekee.js';
import { signedHeaders } from '#server-kit/provider-signature.js';
import { BUILT_IN_CODE, credit, launchToken, startGamesUpstream, TEST_BUILT_IN_SECRET } from '#upstream/test-support/games.js';
import type { TestUpstream } from '#upstream/test-support/upstream.js';
import { startTestGateway, type TestGateway } from '../test-support/test-gateway.js';

interface Sent {
  method: string;
  path: string;
  headers?: Record<string, string>;
  raw?: string;
}

interface Answer {
  status: number;
  headers: [string, string][];
  body: string;
}

let up: TestUpstream;
let lean: TestGateway;
let express: TestGateway;
let member: { token: string };
let sequence = 0;

beforeAll(async () => {
  up = await startGamesUpstream();
  lean = await startTestGateway({ upstreamUrl: up.url });
  express = await startTestGateway({ upstreamUrl: up.url, options: { leanFront: false } });
  const registered = await up.register();
  await credit(up, registered, 500);
  member = registered;
});
afterAll(async () => {
  await lean.close();
  await express.close();
  await up.close();
});

/** Over node:http, so that both gateways see the same `Host` (the CSP names it) and exactly the headers given. */
function send(gw: TestGateway, sent: Sent, requestId: string): Promise<Answer> {
  const headers: Record<string, string> = { host: 'site.test', [REQUEST_ID_HEADER]: requestId, ...sent.headers };
  if (sent.raw !== undefined) headers['content-length'] = String(Buffer.byteLength(sent.raw));
  return new Promise((resolve, reject) => {
    const { hostname, port } = new URL(gw.url);
    // The path as given (a URL string would have its `..` resolved before it left).
    const req = request({ hostname, port, path: sent.path, method: sent.method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const kept = Object.entries(res.headers).filter(([name]) => name !== 'date' && name !== 'keep-alive' && name !== 'connection');
        resolve({ status: res.statusCode ?? 0, headers: kept.map(([name, value]) => [name, String(value)]), body: Buffer.concat(chunks).toString('latin1') });
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(sent.raw);
  });
}

async function leanRequests(): Promise<number> {
  return (await lean.gateway.metrics.leanRequests.get()).values[0]?.value ?? 0;
}

/** The same request through both fronts; the answers must be the same, and the lean front must have taken it (or not). */
async function same(sent: Sent, { leanTakes }: { leanTakes: boolean }): Promise<Answer> {
  const requestId = `lean-${(sequence += 1)}`;
  const before = await leanRequests();
  const first = await send(lean, sent, requestId);
  expect(await leanRequests(), `${sent.method} ${sent.path} through the lean front`).toBe(before + (leanTakes ? 1 : 0));
  const second = await send(express, sent, requestId);
  expect(first, `${sent.method} ${sent.path} ${sent.raw ?? ''}`).toEqual(second);
  return first;
}

const json = (token?: string, extra: Record<string, string> = {}) => ({
  'content-type': 'application/json',
  ...(token ? { authorization: `Bearer ${token}` } : {}),
  ...extra,
});

describe('the lean front and the Express stack answer alike', () => {
  it('the member’s wallets: with a token, without one, with a bad one, in the plain body variants', async () => {
    const ok = await same({ method: 'POST', path: API.member.wallets, headers: json(member.token), raw: '{}' }, { leanTakes: true });
    expect(ok.status).toBe(200);
    expect(JSON.parse(ok.body)).toMatchObject({ error: 0, data: { total: 500 } });
    await same({ method: 'POST', path: API.member.wallets, headers: json(), raw: '{}' }, { leanTakes: true });
    await same({ method: 'POST', path: API.member.wallets, headers: json('not-a-token'), raw: '{}' }, { leanTakes: true });
    await same({ method: 'POST', path: API.member.wallets, headers: json(member.token, { 'content-type': 'Application/JSON; charset=UTF-8' }), raw: ' \n{ }' }, { leanTakes: true });
    await same({ method: 'POST', path: API.member.wallets, headers: json(member.token), raw: '\ufeff{}' }, { leanTakes: true });
    await same({ method: 'POST', path: `${API.member.wallets}?`, headers: json(member.token), raw: '{}' }, { leanTakes: true });
  });

  it('bodies the edge refuses: not JSON, too deep, not an object, a string', async () => {
    for (const raw of ['{"a":', 'nul', '[1,2]', '"text"', '12', `${'['.repeat(70)}${']'.repeat(70)}`, `{"a":${'{"b":'.repeat(70)}1${'}'.repeat(70)}}`]) {
      const answer = await same({ method: 'POST', path: API.lotto.billValidate, headers: json(member.token), raw }, { leanTakes: true });
      expect(answer.status, raw).toBe(400);
    }
  });

  it('requests the lean front leaves to Express: another type, no length, empty, an encoding, another method, HEAD, a path it does not serve', async () => {
    await same({ method: 'POST', path: API.member.wallets, headers: { 'content-type': 'text/plain', authorization: `Bearer ${member.token}` }, raw: '{}' }, { leanTakes: false });
    await same({ method: 'POST', path: API.member.wallets, headers: json(member.token, { 'content-type': 'application/vnd.site+json' }), raw: '{}' }, { leanTakes: false });
    await same({ method: 'POST', path: API.member.wallets, headers: json(member.token, { 'content-type': 'application/json; charset=latin1' }), raw: '{}' }, { leanTakes: false });
    await same({ method: 'POST', path: API.member.wallets, headers: json(member.token), raw: '' }, { leanTakes: false });
    await same({ method: 'POST', path: API.member.wallets, headers: json(member.token, { 'content-encoding': 'gzip' }), raw: '{}' }, { leanTakes: false });
    await same({ method: 'GET', path: API.member.wallets, headers: json(member.token) }, { leanTakes: false });
    await same({ method: 'HEAD', path: API.lotto.yeekeeList }, { leanTakes: false });
    await same({ method: 'OPTIONS', path: API.lotto.billCreate }, { leanTakes: false });
    await same({ method: 'POST', path: '/api/member/wallets/', headers: json(member.token), raw: '{}' }, { leanTakes: false });
    await same({ method: 'POST', path: '/api/lotto/../member/wallets', headers: json(member.token), raw: '{}' }, { leanTakes: false });
    await same({ method: 'POST', path: API.member.wallets, headers: json(member.token), raw: JSON.stringify({ pad: 'x'.repeat(110_000) }) }, { leanTakes: false });
  });

  it('the lotto reads: lobby, rounds, a round, the yeekee list and its shots, with good and bad queries', async () => {
    await same({ method: 'GET', path: API.lotto.lobby }, { leanTakes: true });
    const list = await same({ method: 'GET', path: API.lotto.yeekeeList }, { leanTakes: true });
    const round = (JSON.parse(list.body) as { data: YeekeeListResponse }).data.rounds[0];
    expect(round).toBeDefined();
    await same({ method: 'GET', path: `${API.lotto.yeekeeLists}?round_id=${round!.round_id}&page=1` }, { leanTakes: true });
    await same({ method: 'GET', path: `${API.lotto.yeekeeLists}?round_id=abc` }, { leanTakes: true });
    await same({ method: 'GET', path: `${API.lotto.yeekeeLists}?round_id=${round!.round_id}&round_id=2` }, { leanTakes: true });
    await same({ method: 'GET', path: `${API.lotto.round}?round_id=${round!.round_id}` }, { leanTakes: true });
    await same({ method: 'GET', path: `${API.lotto.round}?round_id=%20${round!.round_id}&x=%E0%B8%81+a%2&y` }, { leanTakes: true });
    await same({ method: 'GET', path: API.lotto.rounds }, { leanTakes: true });
    await same({ method: 'GET', path: API.lotto.yeekeeList, headers: { 'if-none-match': 'W/"x"' } }, { leanTakes: false });
  });

  it('a bill checked and made (the second front repeats the first one’s key and gets its answer), a shot refused', async () => {
    const list = JSON.parse((await send(express, { method: 'GET', path: API.lotto.yeekeeList }, 'setup')).body) as { data: YeekeeListResponse };
    const open = list.data.rounds.find((r) => r.status === 'open');
    const target = open ?? list.data.rounds[0]!;
    const bill = JSON.stringify({ round_id: target.round_id, items: [{ bet_type: 'runtop', number: '1', amount: 1 }] });
    await same({ method: 'POST', path: API.lotto.billValidate, headers: json(member.token), raw: bill }, { leanTakes: true });
    await same({ method: 'POST', path: API.lotto.billValidate, headers: json(member.token), raw: JSON.stringify({ round_id: 'x', items: [] }) }, { leanTakes: true });
    await same({ method: 'POST', path: API.lotto.billCreate, headers: json(member.token, { [IDEMPOTENCY_HEADER]: `lean-bill-${Date.now()}` }), raw: bill }, { leanTakes: true });
    await same({ method: 'POST', path: API.lotto.yeekeeShoot, headers: json(member.token), raw: JSON.stringify({ round_id: target.round_id, number: '12' }) }, { leanTakes: true });
    await same({ method: 'POST', path: API.lotto.yeekeeShoot, headers: json(member.token), raw: JSON.stringify({ round_id: 999_999_999, number: '12345' }) }, { leanTakes: true });
    await same({ method: 'POST', path: API.game.wallets, headers: json(member.token), raw: JSON.stringify({ game_id: '1', provider_id: '1' }) }, { leanTakes: true });
  });

  it('the provider protocol: the body goes on byte for byte, a repeat answers the first, a bad signature is refused', async () => {
    const token = await launchToken(up, member as never);
    const signed = (raw: string) => ({ 'content-type': 'application/json', ...signedHeaders(BUILT_IN_CODE, TEST_BUILT_IN_SECRET, raw, up.clock.now()) });
    const authRaw = `{ "token" :\n  "${token}" }`;
    const auth = await send(lean, { method: 'POST', path: API.providerWallet.authenticate, headers: signed(authRaw), raw: authRaw }, 'lean-auth');
    const session = (JSON.parse(auth.body) as { data: { session: string } }).data.session;
    const debit = JSON.stringify({ session, transaction_id: `lean-d-${Date.now()}`, round_id: `lean-r-${Date.now()}`, game_code: 'thai-temple', amount: 1 });
    const taken = await same({ method: 'POST', path: API.providerWallet.debit, headers: signed(debit), raw: debit }, { leanTakes: true });
    expect(JSON.parse(taken.body)).toMatchObject({ error: 0 });
    await same({ method: 'POST', path: API.providerWallet.balance, headers: signed(JSON.stringify({ session })), raw: JSON.stringify({ session }) }, { leanTakes: true });
    await same({ method: 'POST', path: API.providerWallet.balance, headers: { ...signed('{}'), 'x-signature': 'f'.repeat(64) }, raw: JSON.stringify({ session }) }, { leanTakes: true });
    await same({ method: 'POST', path: API.providerWallet.balance, headers: signed('[1'), raw: '[1' }, { leanTakes: true });
  });
});
