import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { API } from '@shared/api/paths.js';
import type { LoginResponse } from '@shared/api/auth.js';
import type { YeekeeListResponse } from '@shared/api/lotto/yeekee.js';
import type { Envelope } from '@shared/envelope.js';
import { startServer, type RunningServer } from './server.js';

const dataDir = mkdtempSync(join(tmpdir(), 'gateway-server-'));
let running: RunningServer | undefined;
let fast: RunningServer | undefined;
afterAll(async () => {
  await running?.close();
  await fast?.close();
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
});
