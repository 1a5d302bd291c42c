/**
 * live-fanout: N raw sockets subscribed to `announcements`, M broadcasts one at
 * a time (the next when every socket has the last). Prints delivery latency,
 * server CPU per delivery and heap per connection for the gateway and for a
 * bare Socket.IO server measured in the same run, and their ratios (goal: CPU per
 * delivery ≤ 1.1× bare).
 *
 *   npm run bench -- live-fanout --sockets 5000 --messages 50
 */
import { fork, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';
import { AGENT } from '#shared/api/paths.js';
import { systemClock } from '#shared/clock.js';
import { LIVE_NAMESPACE, Topic } from '#shared/live/events.js';
import { listenOnLoopback } from '#upstream/test-support/listen.js';
import { createUpstream } from '#upstream/app.js';
import { seedDemo } from '#upstream/db/seed.js';
import { openStore } from '#upstream/db/store.js';
import { goal } from './lib/stats.js';
import { connectRawLive, type RawLiveClient } from './raw-live-client.js';

const AGENT_KEY = 'bench-agent-key-0123456789';
const CONNECT_BATCH = 250;
const MESSAGE_TIMEOUT_MS = 15_000;
const WARMUP_MESSAGES = 3;
const GOAL_CPU_RATIO = 1.1;

interface Figures {
  p50: number;
  p99: number;
  max: number;
  cpuPerDelivery: number;
  heapPerConnection: number;
  lost: number;
  seconds: number;
}

function flag(args: string[], name: string, fallback: number): number {
  const at = args.indexOf(`--${name}`);
  const value = at >= 0 ? Number(args[at + 1]) : fallback;
  if (!Number.isInteger(value) || value <= 0) throw new Error(`--${name} must be a positive integer`);
  return value;
}

function ask<T>(child: ChildProcess, type: string): Promise<T> {
  return new Promise((resolve) => {
    const listener = (message: { type: string }) => {
      if (message.type !== type) return;
      child.off('message', listener);
      resolve(message as T);
    };
    child.on('message', listener);
    child.send({ type });
  });
}

async function startServerProcess(mode: 'bare' | 'gateway', upstreamUrl: string): Promise<{ child: ChildProcess; port: number }> {
  const child = fork(fileURLToPath(new URL('./live-fanout-server.ts', import.meta.url)), [mode, upstreamUrl, AGENT_KEY], {
    execArgv: ['--import', 'tsx', '--expose-gc'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const { port } = await new Promise<{ port: number }>((resolve, reject) => {
    child.once('message', (message: { type: string; port: number }) => (message.type === 'ready' ? resolve(message) : reject(new Error('no ready'))));
    child.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
  return { child, port };
}

async function measure(mode: 'bare' | 'gateway', upstreamUrl: string, sockets: number, messages: number): Promise<Figures> {
  const started = performance.now();
  const { child, port } = await startServerProcess(mode, upstreamUrl);
  const trigger = mode === 'gateway' ? `http://127.0.0.1:${port}${AGENT.broadcast}` : `http://127.0.0.1:${port}/broadcast`;

  const sentAt = new Map<number, number>();
  const received = new Map<number, number>();
  const latencies: number[] = [];
  let measuring = false;
  const onEvent = (frame: string) => {
    const at = frame.indexOf('"title":"bench ');
    if (at < 0) return;
    const seq = Number.parseInt(frame.slice(at + 15), 10);
    const t0 = sentAt.get(seq);
    if (t0 === undefined) return;
    if (measuring) latencies.push(performance.now() - t0);
    const count = (received.get(seq) ?? 0) + 1;
    received.set(seq, count);
    if (count === sockets) allReceived?.();
  };
  // Event-driven wait: spinning here would steal a core from the server being measured.
  let allReceived: (() => void) | undefined;

  const heapBefore = (await ask<{ used: number }>(child, 'heap')).used;
  const clients: RawLiveClient[] = [];
  for (let i = 0; i < sockets; i += CONNECT_BATCH) {
    const batch = await Promise.all(
      Array.from({ length: Math.min(CONNECT_BATCH, sockets - i) }, () => connectRawLive(port, LIVE_NAMESPACE, {}, onEvent)),
    );
    const acks = await Promise.all(batch.map((client) => client.subscribe(Topic.announcements)));
    if (acks.some((ack) => (ack as { error?: number }).error !== 0)) throw new Error(`subscribe refused: ${JSON.stringify(acks[0])}`);
    clients.push(...batch);
  }
  const heapAfter = (await ask<{ used: number }>(child, 'heap')).used;

  let seq = 0;
  let lost = 0;
  async function broadcastOnce(): Promise<void> {
    seq += 1;
    const mine = seq;
    const payload = { kind: 'announcement', title: `bench ${mine}`, description: 'x'.repeat(60) };
    const body =
      mode === 'gateway'
        ? payload
        : { id: mine, image: null, title: payload.title, description: payload.description, created_at: new Date().toISOString() };
    sentAt.set(mine, performance.now());
    const response = await fetch(trigger, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${AGENT_KEY}` },
      body: JSON.stringify(body),
    });
    await response.text();
    if ((received.get(mine) ?? 0) < sockets) {
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, MESSAGE_TIMEOUT_MS);
        allReceived = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      allReceived = undefined;
    }
    lost += sockets - (received.get(mine) ?? 0);
  }

  for (let i = 0; i < WARMUP_MESSAGES; i += 1) await broadcastOnce();
  lost = 0;
  measuring = true;
  const cpuBefore = (await ask<{ usage: NodeJS.CpuUsage }>(child, 'cpu')).usage;
  for (let i = 0; i < messages; i += 1) await broadcastOnce();
  const cpuAfter = (await ask<{ usage: NodeJS.CpuUsage }>(child, 'cpu')).usage;
  measuring = false;

  for (const client of clients) client.close();
  child.disconnect();
  await new Promise((resolve) => child.once('exit', resolve));

  latencies.sort((a, b) => a - b);
  const pick = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? Number.NaN;
  const cpuUs = cpuAfter.user + cpuAfter.system - (cpuBefore.user + cpuBefore.system);
  return {
    p50: pick(0.5),
    p99: pick(0.99),
    max: latencies.at(-1) ?? Number.NaN,
    cpuPerDelivery: cpuUs / (messages * sockets),
    heapPerConnection: (heapAfter - heapBefore) / sockets,
    lost,
    seconds: (performance.now() - started) / 1000,
  };
}

/** The embedded upstream in this (load generator) process, so its CPU is not the gateway's. */
async function startUpstream(): Promise<{ url: string; close(): Promise<void> }> {
  const file = join(tmpdir(), `bench-upstream-${randomUUID()}.sqlite`);
  const store = await openStore({ file });
  await seedDemo(store.db, systemClock, { scryptCost: 1024 });
  const app = await createUpstream({ db: store.db, clock: systemClock, settings: { agentApiKey: AGENT_KEY, scryptCost: 1024 } });
  const { server, url } = await listenOnLoopback(app);
  return {
    url,
    async close() {
      await app.stop();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await store.close();
      for (const suffix of ['', '-wal', '-shm']) rmSync(`${file}${suffix}`, { force: true });
    },
  };
}

export async function main(args: string[]): Promise<void> {
  const sockets = flag(args, 'sockets', 5000);
  const messages = flag(args, 'messages', 50);
  console.log(`live-fanout: ${sockets} sockets on ${LIVE_NAMESPACE} (websocket, raw Engine.IO clients), ${messages} broadcasts one at a time`);
  const upstream = await startUpstream();
  try {
    const bare = await measure('bare', upstream.url, sockets, messages);
    const gateway = await measure('gateway', upstream.url, sockets, messages);
    const row = (label: string, f: Figures) =>
      `${label.padEnd(9)} ${f.p50.toFixed(1).padStart(8)} ${f.p99.toFixed(1).padStart(8)} ${f.max.toFixed(1).padStart(8)} ${f.cpuPerDelivery.toFixed(2).padStart(12)} ${(f.heapPerConnection / 1024).toFixed(1).padStart(11)} ${String(f.lost).padStart(5)} ${f.seconds.toFixed(1).padStart(6)}`;
    console.log('');
    console.log('server     p50 ms   p99 ms   max ms  cpu µs/del  heap KB/conn  lost  run s');
    console.log(row('bare', bare));
    console.log(row('gateway', gateway));
    const ratio = (a: number, b: number) => (b > 0 ? (a / b).toFixed(2) : 'n/a');
    console.log(
      `gateway/bare: p50 ×${ratio(gateway.p50, bare.p50)}, p99 ×${ratio(gateway.p99, bare.p99)}, cpu ×${ratio(gateway.cpuPerDelivery, bare.cpuPerDelivery)}, heap ×${ratio(gateway.heapPerConnection, bare.heapPerConnection)}`,
    );
    console.log(`CPU per delivery goal ≤ ×${GOAL_CPU_RATIO}: ${goal(gateway.cpuPerDelivery <= GOAL_CPU_RATIO * bare.cpuPerDelivery)}`);
    console.log('(latency: trigger HTTP call sent → frame read by the client; the gateway\'s includes storing the broadcast upstream)');
  } finally {
    await upstream.close();
  }
}
