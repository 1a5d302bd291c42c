/**
 * The live tables against the real upstream (its /provider/tables/* calls,
 * upstream/src/tables) on the upstream's FakeClock: what the provider deals
 * is what the formula page shows, and a revealed shoe verifies at the site.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { soothCalls, type SoothBaccaratResponse, type SoothDetailResponse } from '#shared/api/sooth.js';
import type { TestUpstream } from '#upstream/test-support/upstream.js';
import { startGamesUpstream, startProvider, type TestProvider } from '../test-support/provider.js';
import type { SiteTransport } from '../provider/site-pool.js';
import { BACCARAT_API, ZBaccaratTablesResponse } from '#shared/games/baccarat-api.js';
import { BETTING_MS, HAND_CYCLE_MS } from './tables.js';
import { ONE_TABLE, RETRY_MS } from '../test-support/baccarat.js';

describe('live baccarat tables report to the real site', () => {
  let up: TestUpstream;
  let provider: TestProvider;
  let siteDown = false;
  const downWhenTold = (site: SiteTransport): SiteTransport => ({
    send: (path, raw, headers) => (siteDown ? Promise.reject(new Error('connect ECONNREFUSED')) : site.send(path, raw, headers)),
  });

  beforeAll(async () => {
    up = await startGamesUpstream();
    provider = await startProvider(up, { baccarat: { tables: ONE_TABLE, retryMs: RETRY_MS }, site: downWhenTold });
  });
  afterAll(async () => {
    await provider.close();
    await up.close();
  });

  const advance = async (ms: number) => {
    await up.advance(ms);
    await provider.app.tables!.outbox.idle();
  };
  const unsent = async () => (await provider.db.selectFrom('table_reports').select((eb) => eb.fn.countAll<number>().as('n')).where('sent_at', 'is', null).executeTakeFirstOrThrow()).n;
  const refused = async () => (await provider.db.selectFrom('table_reports').select((eb) => eb.fn.countAll<number>().as('n')).where('refused', 'is not', null).executeTakeFirstOrThrow()).n;
  const sooth = async () => {
    const reply = await up.post<SoothBaccaratResponse>(soothCalls.baccarat.path);
    expect(reply.body.error, JSON.stringify(reply.body)).toBe(0);
    return reply.body.data!.tables.find((t) => t.code === 'bac-t')!;
  };

  it('the page reads the table; the site has its shoe and every hand, also after an outage', async () => {
    await advance(0);
    const read = await provider.post(BACCARAT_API.tables, {});
    expect(read.body.error).toBe(0);
    const view = ZBaccaratTablesResponse.parse(read.body.data);
    const table = view.tables[0]!;
    expect(table).toMatchObject({ code: 'bac-t', name: 'บาคาร่า โต๊ะทดสอบ', phase: 'betting', hand_no: 1, last_hand: null });
    expect(Date.parse(table.ends_at) - Date.parse(view.server_time)).toBe(BETTING_MS);
    const row = await provider.db.selectFrom('baccarat_shoes').select(['server_seed', 'salt']).executeTakeFirstOrThrow();
    expect(JSON.stringify(read.body)).not.toContain(row.server_seed);
    expect(JSON.stringify(read.body)).not.toContain(row.salt);
    expect((await sooth()).shoe).toMatchObject({ shoe_id: table.shoe.id, commitment: table.shoe.commitment });

    await advance(2 * HAND_CYCLE_MS);
    siteDown = true;
    await advance(3 * HAND_CYCLE_MS);
    expect(await unsent()).toBe(3);
    siteDown = false;
    await advance(RETRY_MS);
    expect(await unsent()).toBe(0);
    const shown = await sooth();
    expect(shown.counts.hands).toBe(5);
    const last = ZBaccaratTablesResponse.parse((await provider.post(BACCARAT_API.tables, {})).body.data).tables[0]!.last_hand!;
    expect(shown.last_hand).toMatchObject({ hand_no: 5, player_cards: last.player_cards, banker_cards: last.banker_cards, winner: last.winner });
    expect(await refused()).toBe(0);
  });

  it('a shoe played to the cut card is revealed and verified by the site, and the next shoe opens', async () => {
    const first = (await sooth()).shoe.shoe_id;
    for (let i = 0; i < 200 && (await sooth()).shoe.shoe_id === first; i++) await advance(HAND_CYCLE_MS);
    const tableId = (await sooth()).table_id;
    const detail = await up.post<SoothDetailResponse>(soothCalls.detail.path, { table_id: tableId });
    expect(detail.body.error, JSON.stringify(detail.body)).toBe(0);
    expect(detail.body.data!.revealed_shoes[0]).toMatchObject({ shoe_id: first, verified: true });
    expect(await unsent()).toBe(0);
    expect(await refused()).toBe(0);
  });
});
