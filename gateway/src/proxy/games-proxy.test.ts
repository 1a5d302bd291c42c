import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SLOT_API, slotStripsFileUrl, ZSlotStripsTable, type SlotSession, type SlotSpinResponse } from '#shared/games/slot-api.js';
import { ErrorCode } from '#shared/errors.js';
import { thbToSatang } from '#shared/money.js';
import { startProvider, type TestProvider } from '#games/test-support/provider.js';
import { balanceOf, credit, launchToken, startGamesUpstream } from '#upstream/test-support/games.js';
import type { TestUpstream } from '#upstream/test-support/upstream.js';
import { startTestGateway, type TestGateway } from '../test-support/test-gateway.js';

interface Answer<T> {
  error: number;
  message?: string;
  data?: T;
}

describe('/games/api pass-through to the built-in provider', () => {
  let up: TestUpstream;
  let provider: TestProvider;
  let gw: TestGateway;
  beforeAll(async () => {
    up = await startGamesUpstream();
    provider = await startProvider(up);
    gw = await startTestGateway({ upstreamUrl: up.url, gamesUrl: provider.url, clock: up.clock });
  });
  afterAll(async () => {
    await gw.close();
    await provider.close();
    await up.close();
  });

  it('opens a real session from a link and spins with the browser session, the wallet moving by −bet + win', async () => {
    const member = await up.register();
    await credit(up, member, 50);
    const token = await launchToken(up, member);
    const opened = await gw.request<Answer<SlotSession>>('POST', SLOT_API.session, { body: { game: 'thai-temple', token } });
    expect(opened.body.error, JSON.stringify(opened.body)).toBe(0);
    const session = opened.body.data!.session;
    const spun = await gw.request<Answer<SlotSpinResponse>>('POST', SLOT_API.spin, { body: { bet: 2 }, headers: { authorization: `Bearer ${session}` } });
    expect(spun.body.error, JSON.stringify(spun.body)).toBe(0);
    const expected = thbToSatang(48) + thbToSatang(spun.body.data!.spin.total_win);
    expect(thbToSatang(spun.body.data!.balance)).toBe(expected);
    expect(await balanceOf(up, member)).toBe(expected);
    // Without the session the provider refuses, in Thai, through the gateway.
    const anonymous = await gw.request<Answer<unknown>>('POST', SLOT_API.spin, { body: { bet: 2 } });
    expect(anonymous.body.error).toBe(ErrorCode.GAME_SESSION_INVALID);
    expect(anonymous.body.message).toMatch(/[\u0E00-\u0E7F]/);
  });

  it('takes POST only; an unknown path is a 404 from the provider', async () => {
    const get = await gw.request<Answer<unknown>>('GET', SLOT_API.history);
    expect(get.status).toBe(405);
    const unknown = await gw.request<Answer<unknown>>('POST', '/games/api/nothing', { body: {} });
    expect(unknown.status).toBe(404);
  });

  it('passes the one GET, a slot’s strip file, with its attachment name and no session', async () => {
    const file = await gw.request<unknown>('GET', slotStripsFileUrl('thai-temple'));
    expect(file.status).toBe(200);
    expect(file.headers.get('content-disposition')).toBe('attachment; filename="slot-thai-temple-strips.json"');
    expect(ZSlotStripsTable.parse(file.body).code).toBe('thai-temple');
    const unknown = await gw.request<Answer<unknown>>('GET', slotStripsFileUrl('no-such-slot'));
    expect(unknown.body.error).toBe(ErrorCode.GAME_NOT_FOUND);
    expect(unknown.body.message).toMatch(/[\u0E00-\u0E7F]/);
  });
});
