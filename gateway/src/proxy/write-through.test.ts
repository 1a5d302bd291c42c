import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '#shared/api/paths.js';
import type { WalletsResponse } from '#shared/api/member.js';
import { FakeClock } from '#shared/clock.js';
import { Topic } from '#shared/live/events.js';
import { startFakeUpstream } from '../test-support/fake-upstream.js';
import { collect, connectLive, settle, subscribe, waitFor, type LiveClient } from '../test-support/live-client.js';
import { startTestGateway, type TestGateway } from '../test-support/test-gateway.js';

// The real upstream has no money-moving call yet (lotto, coupons... come later); this one
// answers coupon redeems and keeps one member's balance.
const USERNAME = '0811111111';
const TOKEN = 'token-of-0811111111';
let balance = 100;
let walletReads = 0;
let fake: { url: string; close(): Promise<void> };
let gw: TestGateway;
let socket: LiveClient;

const wallets = (): WalletsResponse => ({
  wallets: [{ id: 1, wallet_name: 'เครดิต', balance, wallet_type_id: 1 }],
  total: balance,
  points: 0,
});

beforeAll(async () => {
  fake = await startFakeUpstream((app) => {
    app.use((req, res, next) => {
      if (req.get('authorization') !== `Bearer ${TOKEN}`) return void res.status(401).json({ error: 1003 });
      next();
    });
    app.get(API.auth.userInfo, (_req, res) => void res.json({ error: 0, data: { username: USERNAME } }));
    app.post(API.member.wallets, (_req, res) => {
      walletReads += 1;
      res.json({ error: 0, data: wallets() });
    });
    app.post(API.coupon.redeem, (req, res) => {
      if ((req.body as { code?: string }).code !== 'FREE50') return void res.json({ error: 1001, message: 'คูปองไม่ถูกต้อง' });
      balance += 50;
      // The answer holds to the contract: the gateway checks it strictly in tests.
      res.json({ error: 0, data: { id: 1, code: 'FREE50', title: 'เครดิตฟรี 50', reward: 'credit', value: 50, created_at: '2026-11-23T12:00:00.000+07:00' } });
    });
  });
  gw = await startTestGateway({ upstreamUrl: fake.url, clock: new FakeClock() });
  socket = await connectLive(gw.url, { token: TOKEN });
});
afterAll(async () => {
  socket.disconnect();
  await gw.close();
  await fake.close();
});

describe('write-through', () => {
  it('pushes the member’s new wallets at once after a money-moving call passes, and not after a refused one', async () => {
    const ack = await subscribe(socket, Topic.wallets);
    expect(ack.data?.total).toBe(100);
    const pushes = collect(socket, 'wallets');
    const auth = { authorization: `Bearer ${TOKEN}` };

    const refused = await gw.request<{ error: number }>('POST', API.coupon.redeem, { body: { code: 'WRONG' }, headers: auth });
    expect(refused.body.error).toBe(1001);
    const readsBefore = walletReads;
    await settle();
    expect(walletReads).toBe(readsBefore);

    const redeemed = await gw.request<{ error: number }>('POST', API.coupon.redeem, { body: { code: 'FREE50' }, headers: auth });
    expect(redeemed.body.error).toBe(0);
    await waitFor(() => pushes.length === 1, 5_000, 'write-through push');
    expect(pushes[0]?.total).toBe(150);
  });
});
