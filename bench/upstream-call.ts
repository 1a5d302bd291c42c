/**
 * upstream-call: what one gateway → upstream call costs the caller's CPU, by
 * HTTP client, measured in the same run against the same upstream (its own
 * process): global fetch with AbortSignal.timeout, node:http with a keep-alive
 * Agent, and the undici pool gateway/src/proxy/upstream-client.ts calls
 * through (server-kit/src/http/pool.ts).
 * Rounds alternate between the clients, so machine load falls on both alike.
 * The upstream's own CPU per call is printed beside: the server side of the same call.
 *
 *   npm run bench -- upstream-call [--calls 5000] [--concurrency 32] [--rounds 3]
 */
import { Agent, request } from 'node:http';
import { performance } from 'node:perf_hooks';
import { API } from '#shared/api/paths.js';
import { createOriginPool } from '#server-kit/http/pool.js';
import { intFlag } from './lib/flags.js';
import { startServerProcess } from './lib/server-process.js';
import { machineLine, quantile, sortNumbers } from './lib/stats.js';

const TIMEOUT_MS = 10_000;
type Call = () => Promise<string>;

function fetchCall(url: string): Call {
  return async () => {
    const response = await fetch(url, {
      method: 'GET',
      headers: { accept: 'application/json' },
      redirect: 'manual',
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    return response.text();
  };
}

function httpCall(url: string): Call {
  const agent = new Agent({ keepAlive: true, maxSockets: 256 });
  const { hostname, port, pathname, search } = new URL(url);
  return () =>
    new Promise((resolve, reject) => {
      const req = request({ host: hostname, port, path: pathname + search, agent, timeout: TIMEOUT_MS, headers: { accept: 'application/json' } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
        res.on('error', reject);
      });
      req.on('timeout', () => req.destroy(new Error('timeout')));
      req.on('error', reject);
      req.end();
    });
}

function poolCall(url: string): Call {
  const { origin, pathname, search } = new URL(url);
  const pool = createOriginPool(origin, TIMEOUT_MS);
  return async () => (await pool.exchange('GET', pathname + search, { accept: 'application/json' })).text;
}

async function measure(call: Call, calls: number, concurrency: number): Promise<{ cpuUs: number; wallMs: number; latencies: number[] }> {
  const latencies: number[] = [];
  let next = 0;
  const cpu = process.cpuUsage();
  const start = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < calls) {
        next += 1;
        const t0 = performance.now();
        await call();
        latencies.push(performance.now() - t0);
      }
    }),
  );
  const used = process.cpuUsage(cpu);
  return { cpuUs: used.user + used.system, wallMs: performance.now() - start, latencies };
}

export async function main(args: string[]): Promise<void> {
  const calls = intFlag(args, 'calls', 5000);
  const concurrency = intFlag(args, 'concurrency', 32);
  const rounds = intFlag(args, 'rounds', 3);
  console.log(machineLine());
  const upstream = await startServerProcess({ role: 'upstream', agentKey: 'bench-agent-key-0123456789', scryptCost: 1024 });
  try {
    // A small public read the upstream answers from memory, so the client's share is plain to see.
    const url = `http://127.0.0.1:${upstream.port}${API.lotto.rule}?category_id=1`;
    const clients: [string, Call][] = [
      ['fetch + AbortSignal.timeout', fetchCall(url)],
      ['node:http keep-alive Agent', httpCall(url)],
      ['undici Pool (http-pool.ts)', poolCall(url)],
    ];
    console.log(`upstream-call: ${calls} GET ${API.lotto.rule} per client per round, ${concurrency} at once, ${rounds} alternating rounds; CPU of this (calling) process only`);
    for (const [, call] of clients) await measure(call, 500, concurrency);
    const totals = new Map<string, { cpuUs: number; upstreamUs: number; wallMs: number; latencies: number[] }>();
    for (let round = 0; round < rounds; round += 1) {
      for (const [name, call] of clients) {
        const upstreamBefore = await upstream.cpuMicros();
        const figures = await measure(call, calls, concurrency);
        const upstreamUs = (await upstream.cpuMicros()) - upstreamBefore;
        const total = totals.get(name) ?? { cpuUs: 0, upstreamUs: 0, wallMs: 0, latencies: [] };
        total.cpuUs += figures.cpuUs;
        total.upstreamUs += upstreamUs;
        total.wallMs += figures.wallMs;
        total.latencies.push(...figures.latencies);
        totals.set(name, total);
      }
    }
    console.log('');
    console.log('client                        cpu µs/call  upstream µs/call  calls/s  p50 ms  p99 ms');
    for (const [name, total] of totals) {
      const sorted = sortNumbers(total.latencies);
      console.log(
        `${name.padEnd(29)} ${(total.cpuUs / (calls * rounds)).toFixed(1).padStart(11)} ${(total.upstreamUs / (calls * rounds)).toFixed(1).padStart(17)} ${((calls * rounds * 1000) / total.wallMs).toFixed(0).padStart(8)} ` +
          `${quantile(sorted, 0.5).toFixed(2).padStart(7)} ${quantile(sorted, 0.99).toFixed(2).padStart(7)}`,
      );
    }
    const [fetchName, httpName, poolName] = clients.map(([name]) => name) as [string, string, string];
    const ratio = (name: string) => (totals.get(name)!.cpuUs / totals.get(httpName)!.cpuUs).toFixed(2);
    console.log(`fetch / node:http CPU per call: ×${ratio(fetchName)}; undici Pool / node:http: ×${ratio(poolName)}`);
  } finally {
    await upstream.stop();
  }
}
