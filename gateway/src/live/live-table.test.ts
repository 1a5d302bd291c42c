/**
 * `table:<code>` on the real gateway, the real built-in provider dealing a
 * table and the real upstream's wallet, all on one FakeClock: the snapshot
 * is the declared one, a phase's end pushes the next phase, a bet through
 * the gateway pushes the new stakes to every watcher (amounts, no names), and
 * an unknown table is refused.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACCARAT_API } from '#shared/games/baccarat-api.js';
import { ErrorCode } from '#shared/errors.js';
import { SLOT_API, type GameSession } from '#shared/games/slot-api.js';
import { tableTopic, ZTableSnapshot, type TableSnapshot } from '#shared/live/events.js';
import { liveTopicOf } from '#shared/live/topics.js';
import { fundedMember, launchToken } from '#upstream/test-support/games.js';
import type { TestUpstream } from '#upstream/test-support/upstream.js';
import { startGamesUpstream, startProvider, type TestProvider } from '#games/test-support/provider.js';
import { fakeSite } from '#games/test-support/baccarat.js';
import { collect, connectLive, settle, subscribe, waitFor, type LiveClient } from '../test-support/live-client.js';
import { startTestGateway, type TestGateway } from '../test-support/test-gateway.js';

const TABLE = 'bac-1';

describe('a live table topic', () => {
  let up: TestUpstream;
  let provider: TestProvider;
  let gw: TestGateway;
  const sockets: LiveClient[] = [];
  beforeAll(async () => {
    up = await startGamesUpstream();
    provider = await startProvider(up, { baccarat: { tables: [{ code: TABLE, name: 'บาคาร่า โต๊ะ 1' }], reporter: fakeSite() } });
    gw = await startTestGateway({ upstreamUrl: up.url, gamesUrl: provider.url, clock: up.clock });
  });
  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    await gw.close();
    await provider.close();
    await up.close();
  });

  async function watcher(): Promise<{ socket: LiveClient; snapshot: TableSnapshot }> {
    const socket = await connectLive(gw.url);
    sockets.push(socket);
    const ack = await subscribe(socket, tableTopic(TABLE));
    expect(ack.error, JSON.stringify(ack)).toBe(0);
    return { socket, snapshot: ack.data! };
  }

  it('answers the declared snapshot, and pushes the next phase when the betting window ends', async () => {
    const { socket, snapshot } = await watcher();
    expect(ZTableSnapshot.safeParse(snapshot).success).toBe(true);
    expect(liveTopicOf(tableTopic(TABLE))?.snapshot.safeParse(snapshot).success).toBe(true);
    expect(snapshot.table).toMatchObject({ code: TABLE, phase: 'betting' });
    const states = collect(socket, 'table:state');

    up.clock.advance(Date.parse(snapshot.table.ends_at) - up.clock.now() + 50);
    await waitFor(() => states.some((state) => state.table.phase === 'dealing'), 5_000, 'the dealing phase pushed');
    const dealing = states.find((state) => state.table.phase === 'dealing')!;
    expect(dealing.table.hand_no).toBe(snapshot.table.hand_no);
  });

  it('pushes a bet through the gateway to two watchers as stakes per side, without names', async () => {
    const first = await watcher();
    const second = await watcher();
    // Into the next betting window.
    let table = first.snapshot.table;
    for (let i = 0; i < 4 && table.phase !== 'betting'; i++) {
      const pushed = collect(first.socket, 'table:state');
      up.clock.advance(Date.parse(table.ends_at) - up.clock.now() + 50);
      await waitFor(() => pushed.length > 0, 5_000, 'the next phase');
      table = pushed.at(-1)!.table;
    }
    expect(table.phase).toBe('betting');

    const member = await fundedMember(up, 1_000);
    const opened = await gw.request<{ error: number; data: GameSession }>('POST', SLOT_API.session, { body: { game: TABLE, token: await launchToken(up, member, TABLE) } });
    expect(opened.body.error, JSON.stringify(opened.body)).toBe(0);
    const seen = [collect(first.socket, 'table:state'), collect(second.socket, 'table:state')];
    const bet = await gw.request<{ error: number }>('POST', BACCARAT_API.bet, {
      body: { table: TABLE, hand_no: table.hand_no, side: 'banker', amount: 100 },
      headers: { authorization: `Bearer ${opened.body.data.session}` },
    });
    expect(bet.body.error, JSON.stringify(bet.body)).toBe(0);

    // Well inside the betting window: the bet itself makes the room read again at its next push window (200 ms).
    up.clock.advance(200);
    for (const states of seen) await waitFor(() => states.some((state) => state.table.totals.banker === 100), 5_000, 'the stake pushed');
    const pushed = JSON.stringify(seen[0]!.at(-1));
    expect(pushed).not.toContain(member.input.username);
  });

  it('refuses a table it does not deal', async () => {
    const socket = await connectLive(gw.url);
    sockets.push(socket);
    const ack = await subscribe(socket, tableTopic('bac-9'));
    expect(ack.error).toBe(ErrorCode.TOPIC_UNKNOWN);
    await settle();
  });
});
