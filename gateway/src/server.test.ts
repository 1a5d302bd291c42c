import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { API } from '#shared/api/paths.js';
import type { LoginResponse } from '#shared/api/auth.js';
import type { YeekeeListResponse } from '#shared/api/lotto/yeekee.js';
import type { Envelope } from '#shared/envelope.js';
import type { GameLinkResponse } from '#shared/api/games.js';
import { SLOT_API, type SlotSession, type SlotSpinResponse } from '#shared/games/slot-api.js';
import { listenOnLoopback } from '#upstream/test-support/listen.js';
import { startServer, type RunningServer } from './server.js';

const dataDir = mkdtempSync(join(tmpdir(), 'gateway-server-'));
let running: RunningServer | undefined;
let fast: RunningServer | undefined;
let node: RunningServer | undefined;
afterAll(async () => {
  await running?.close();
  await fast?.close();
  await node?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('startServer', () => {
  it('starts the embedded upstream on a seeded SQLite file and prints the demo login', async () => {
    const lines: string[] = [];
    running = await startServer(
      { port: 0, dataDir: join(dataDir, 'nested'), upstreamUrl: undefined, agentApiKey: undefined },
      { handleSignals: false, log: (line) => lines.push(line) },
    );
    expect(running.upstreamUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(lines.join('\n')).toContain('0899999999');
    expect(lines.join('\n')).toContain(running.url);
    const response = await fetch(`http://127.0.0.1:${running.port}${API.auth.login}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: '0899999999', password: 'demo12345' }),
    });
    const body = (await response.json()) as Envelope<LoginResponse>;
    expect(body.error).toBe(0);
    expect(body.data?.access_token).toBeTruthy();
  });

  it('embeds the built-in provider with one secret for both sides: a link plays real money through /games/api', async () => {
    const base = `http://127.0.0.1:${running!.port}`;
    const post = async <T>(path: string, body: unknown, bearer?: string) => {
      const headers: Record<string, string> = { 'content-type': 'application/json', ...(bearer ? { authorization: `Bearer ${bearer}` } : {}) };
      return (await (await fetch(base + path, { method: 'POST', headers, body: JSON.stringify(body) })).json()) as Envelope<T>;
    };
    expect(statSync(join(dataDir, 'nested', 'builtin-provider.secret')).mode & 0o777).toBe(0o600);
    const login = await post<LoginResponse>(API.auth.login, { username: '0899999999', password: 'demo12345' });
    const site = new BetterSqlite3(join(dataDir, 'nested', 'site.db'), { readonly: true });
    const ids = site
      .prepare(`SELECT g.id AS game_id, g.provider_id, (SELECT w.id FROM wallets w JOIN members m ON m.id = w.member_id WHERE m.username = '0899999999' AND w.type = 1) AS wallet_id
                FROM games g WHERE g.code = 'thai-temple'`)
      .get() as { game_id: number; provider_id: number; wallet_id: number };
    site.close();
    const link = await post<GameLinkResponse>(API.game.link, { ...ids, is_mobile: false }, login.data!.access_token);
    expect(link.error, JSON.stringify(link)).toBe(0);
    const token = new URL(link.data!.link, base).searchParams.get('token')!;
    const session = await post<SlotSession>(SLOT_API.session, { game: 'thai-temple', token });
    expect(session.error, JSON.stringify(session)).toBe(0);
    const spin = await post<SlotSpinResponse>(SLOT_API.spin, { bet: 1 }, session.data!.session);
    expect(spin.error, JSON.stringify(spin)).toBe(0);
    expect(spin.data!.balance).toBeCloseTo(session.data!.balance - 1 + spin.data!.spin.total_win, 2);
  });

  it('passes YEEKEE_ROUND_SECONDS to the embedded upstream’s fast yeekee rounds', async () => {
    fast = await startServer(
      { port: 0, dataDir: join(dataDir, 'fast'), upstreamUrl: undefined, agentApiKey: undefined, yeekeeRoundSeconds: 30 },
      { handleSignals: false, log: () => undefined },
    );
    const response = await fetch(`http://127.0.0.1:${fast.port}${API.lotto.yeekeeList}`);
    const body = (await response.json()) as Envelope<YeekeeListResponse>;
    expect(body.error).toBe(0);
    const lengths = new Set(body.data?.rounds.map((r) => Date.parse(r.closes_at) - Date.parse(r.opens_at)));
    expect(lengths.has(30_000)).toBe(true);
  });

  it('uses the games provider GAMES_URL names instead of starting one of its own (several nodes, one provider)', async () => {
    // The shared provider stands in as a server that answers every call and notes its path.
    const seen: string[] = [];
    const provider = createServer((req, res) => {
      seen.push(req.url ?? '');
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ error: 0, message: 'ok', data: null }));
    });
    const { port } = await listenOnLoopback(provider);
    try {
      const nodeDir = join(dataDir, 'node');
      node = await startServer(
        { port: 0, dataDir: nodeDir, upstreamUrl: running!.upstreamUrl, gamesUrl: `http://127.0.0.1:${port}`, agentApiKey: undefined },
        { handleSignals: false, log: () => undefined },
      );
      await fetch(`http://127.0.0.1:${node.port}${SLOT_API.session}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ game: 'thai-temple', token: 'x' }),
      });
      expect(seen).toContain(SLOT_API.session);
      // No provider of its own: it would have made its database under the node's DATA_DIR.
      expect(existsSync(join(nodeDir, 'games.db'))).toBe(false);
    } finally {
      provider.closeAllConnections();
      await new Promise<void>((resolve) => provider.close(() => resolve()));
    }
  });
});
