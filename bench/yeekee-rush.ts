/**
 * yeekee-rush: the last seconds of a yeekee round. Raw watchers subscribe to
 * `yeekee:<round_id>` while members shoot through the gateway's
 * /api/lotto/yeekee/shoot, each at most once per 10 s (docs/domain.md "Yeekee"), so rate × 10 s
 * needs that many distinct members. Upstream, gateway and bare server each run in
 * their own process; this one only loads. Phases, in this order:
 *   gateway, no watchers   the same shots with nobody watching: the gateway's CPU per
 *                          proxied shot (its ingress cost)
 *   gateway, rush          the shots with every watcher subscribed: accepted shots/s,
 *                          refusals, shot-to-watcher latency, upstream calls/s
 *   bare fan-out           a bare Socket.IO server replays the very batches the
 *                          gateway's watchers got, at the same times, to as many watchers;
 *                          its shot-to-watcher latency counts from each shot's send time
 *                          in the rush, at the same offset from the phase's start
 *   bare same job          (--bare-job) a bare server that forwards the shots to the
 *                          upstream itself and pushes them once per push window
 * The gateway's CPU per delivered message is its rush CPU less its ingress cost,
 * over the messages delivered; the ratio to the bare fan-out is printed.
 *
 *   npm run bench -- yeekee-rush [--watchers 5000] [--rate 1000] [--seconds 10]
 *                                [--sample 200] [--bare-job] [--profile]
 */
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { YEEKEE_SHOT_COOLDOWN_SECONDS, type ShootResponse, type YeekeeRound } from '#shared/api/lotto/yeekee.js';
import { API } from '#shared/api/paths.js';
import { LIVE_NAMESPACE, yeekeeRoundTopic } from '#shared/live/events.js';
import { hasFlag, intFlag } from './lib/flags.js';
import { createHttpClient } from './lib/http-client.js';
import { registerMembers, type BenchMember } from './lib/members.js';
import { summariseProfile } from './lib/profile.js';
import { startServerProcess, type ServerProcess } from './lib/server-process.js';
import { findOpenYeekeeRound, roundSecondsCovering } from './lib/yeekee-round.js';
import { bump, formatCounts, goal, machineLine, quantile, sortNumbers } from './lib/stats.js';
import { connectRawWatcher, type RawLiveClient } from './raw-live-client.js';

const AGENT_KEY = 'bench-agent-key-0123456789';
const SCRYPT_COST = 1024;
const CONNECT_BATCH = 250;
/** After the last shot is sent, how long answers and pushes may trail before the phase ends. */
const DRAIN_MS = 10_000;
/** Members shoot every cycle; a little over the 10 s cooldown so no clock skew makes a shot "too soon". */
const CYCLE_SLACK = 1.05;
const SCHEDULER_TICK_MS = 2;
/** Keep-alive connections the shooters share; beyond them a shot waits its turn (and that wait is in its latency). */
const SHOOTER_SOCKETS = 256;
const WARMUP_SECONDS = 1;
const GOALS = { p99Ms: 250, cpuRatio: 1.1 };
const EVENT_PREFIX = Buffer.from(`42${LIVE_NAMESPACE},["yeekee:shots"`);
const FRAME_BODY_AT = `42${LIVE_NAMESPACE},`.length;

type PhaseKind = 'ingress' | 'rush' | 'bare-fanout' | 'bare-job';
const LABEL: Record<PhaseKind, string> = {
  ingress: 'gateway, no watchers',
  rush: 'gateway, rush',
  'bare-fanout': 'bare fan-out replay',
  'bare-job': 'bare same job',
};

interface Batch {
  atMs: number;
  data: unknown;
}

interface PhaseFigures {
  kind: PhaseKind;
  watchers: number;
  sent: number;
  /** answered before the phase ended (accepted or refused) */
  answered: number;
  accepted: number;
  refused: Map<string, number>;
  /** first send to last send, plus one interval */
  windowS: number;
  latencies: number[];
  unmatched: number;
  gaps: number;
  batches: number;
  shotsPerBatch: number;
  deliveries: number;
  expectedDeliveries: number;
  cpuUs: number;
  upstreamCpuUs: number;
  loadCpuUs: number;
  seconds: number;
  lagP99: number;
  upstreamCalls: Map<string, number>;
  recorded: Batch[];
  /** accepted shots' send times from the phase's start, by seq (the replay's latencies count from them) */
  sentOffsets: Map<number, number>;
  profile?: string;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Raw watchers of one round: all count `yeekee:shots` frames; a sample reads them for latency and gaps. */
class Watchers {
  readonly clients: RawLiveClient[] = [];
  measuring = false;
  deliveries = 0;
  gaps = 0;
  recorded: Batch[] = [];
  private recordStart = 0;
  /** per sampled watcher: the last seq seen */
  private readonly lastSeq = new Map<number, number>();

  constructor(
    private readonly sampleEvery: number,
    private readonly onShots: (seqs: number[], at: number) => void,
  ) {}

  async connect(port: number, count: number, topic: string): Promise<void> {
    for (let i = 0; i < count; i += CONNECT_BATCH) {
      const batch = await Promise.all(
        Array.from({ length: Math.min(CONNECT_BATCH, count - i) }, (_, j) => {
          const index = i + j;
          return connectRawWatcher(port, LIVE_NAMESPACE, {}, (raw) => this.onFrame(raw, index));
        }),
      );
      const acks = await Promise.all(batch.map((client) => client.subscribe(topic)));
      const refused = acks.find((ack) => (ack as { error?: number }).error !== 0);
      if (refused) throw new Error(`subscribe refused: ${JSON.stringify(refused).slice(0, 300)}`);
      this.clients.push(...batch);
    }
  }

  start(at: number): void {
    this.recordStart = at;
    this.recorded = [];
    this.measuring = true;
  }

  private onFrame(raw: Buffer, index: number): void {
    if (!this.measuring || raw.length < EVENT_PREFIX.length || !raw.subarray(0, EVENT_PREFIX.length).equals(EVENT_PREFIX)) return;
    this.deliveries += 1;
    if (index % this.sampleEvery !== 0) return;
    const at = performance.now();
    const [, data] = JSON.parse(raw.toString('utf8', FRAME_BODY_AT)) as [string, { shots: { seq: number }[] }];
    const seqs = data.shots.map((shot) => shot.seq);
    const last = this.lastSeq.get(index);
    seqs.forEach((seq, i) => {
      const before = i === 0 ? last : seqs[i - 1];
      if (before !== undefined && seq !== before + 1) this.gaps += 1;
    });
    if (seqs.length > 0) this.lastSeq.set(index, seqs.at(-1)!);
    if (index === 0) this.recorded.push({ atMs: at - this.recordStart, data });
    this.onShots(seqs, at);
  }

  close(): void {
    for (const client of this.clients) client.close();
  }
}

interface PhaseInput {
  kind: PhaseKind;
  server: ServerProcess;
  upstream: ServerProcess;
  round: YeekeeRound;
  watchers: number;
  sampleEvery: number;
  rate: number;
  seconds: number;
  members: BenchMember[];
  /** the next member to shoot (round robin across phases, so each shoots once per cycle) */
  cursor: { next: number };
  replay?: Batch[];
  /** the rush's send times of the replayed shots */
  replaySentOffsets?: Map<number, number>;
  profileDir?: string;
}

async function runPhase(input: PhaseInput): Promise<PhaseFigures> {
  const { kind, server, upstream, round, rate, seconds } = input;
  const topic = yeekeeRoundTopic(round.round_id);
  const sentAt = new Map<number, number>();
  const arrivals = new Map<number, number[]>();
  const latencies: number[] = [];
  let lastAcceptedSeq = 0;
  let sampledSeen = 0;
  const watchers = new Watchers(input.sampleEvery, (seqs, at) => {
    for (const seq of seqs) {
      sampledSeen = Math.max(sampledSeen, seq);
      const t0 = sentAt.get(seq);
      if (t0 !== undefined) latencies.push(at - t0);
      else arrivals.set(seq, [...(arrivals.get(seq) ?? []), at]);
    }
  });
  await watchers.connect(server.port, input.watchers, topic);
  await sleep(1_000);

  const client = createHttpClient(server.port, SHOOTER_SOCKETS);
  const refused = new Map<string, number>();
  const sendLags: number[] = [];
  let sent = 0;
  let accepted = 0;
  let answered = 0;
  let firstSend = Number.NaN;
  let lastSend = Number.NaN;
  // Answers after the phase ended (a backlog it could not clear) are counted as unanswered, not refused.
  let over = false;

  const shoot = async (member: BenchMember) => {
    const number = String(Math.floor(Math.random() * 100_000)).padStart(5, '0');
    const t0 = performance.now();
    if (Number.isNaN(firstSend)) firstSend = t0;
    lastSend = t0;
    sent += 1;
    let outcome: { seq: number } | string;
    try {
      const reply = await client.send<ShootResponse>('POST', API.lotto.yeekeeShoot, { round_id: round.round_id, number }, {
        authorization: `Bearer ${member.token}`,
      });
      const code = reply.body?.error;
      if (reply.status !== 200 || code === undefined) outcome = `http ${reply.status}`;
      else if (code !== 0) outcome = String(code);
      else outcome = { seq: reply.body!.data!.shot.seq };
    } catch (error) {
      outcome = `network ${(error as Error).message}`;
    }
    if (over) return;
    answered += 1;
    if (typeof outcome === 'string') return bump(refused, outcome);
    accepted += 1;
    lastAcceptedSeq = Math.max(lastAcceptedSeq, outcome.seq);
    sentAt.set(outcome.seq, t0);
    for (const at of arrivals.get(outcome.seq) ?? []) latencies.push(at - t0);
    arrivals.delete(outcome.seq);
  };

  // Open loop: shot i leaves at from + i / rate, whatever the answers before it.
  const shootFor = (total: number, from: number, lags?: number[]) =>
    new Promise<void>((resolve) => {
      let next = 0;
      const tick = () => {
        const now = performance.now();
        while (next < total && from + (next * 1000) / rate <= now) {
          lags?.push(now - (from + (next * 1000) / rate));
          const member = input.members[input.cursor.next % input.members.length]!;
          input.cursor.next += 1;
          next += 1;
          void shoot(member);
        }
        if (next < total) setTimeout(tick, SCHEDULER_TICK_MS);
        else resolve();
      };
      tick();
    });
  const waitUntil = async (done: () => boolean, deadline: number) => {
    while (!done() && performance.now() < deadline) await sleep(10);
  };

  const shooting = kind !== 'bare-fanout';
  if (shooting) {
    // Warm-up at the same rate (JIT, connections, the room's first reads), left out of every figure.
    await shootFor(rate * WARMUP_SECONDS, performance.now());
    await waitUntil(() => answered === sent, performance.now() + DRAIN_MS);
    await sleep(500);
    sent = accepted = answered = 0;
    refused.clear();
    latencies.length = 0;
    arrivals.clear();
    firstSend = lastSend = Number.NaN;
  }

  const callsBefore = (await upstream.ask<{ calls: Record<string, number> }>('calls')).calls;
  if (input.profileDir) await server.profileStart();
  const cpuBefore = await server.cpuMicros();
  const upstreamCpuBefore = await upstream.cpuMicros();
  const loadBefore = process.cpuUsage();
  const start = performance.now();
  // The replay's shots left at the same offsets as in the rush, so its latency is the rush's less the gateway's fan-out plus the bare one's.
  for (const [seq, offset] of input.replaySentOffsets ?? []) sentAt.set(seq, start + offset);
  watchers.start(start);

  if (shooting) {
    await shootFor(rate * seconds, start, sendLags);
    const deadline = performance.now() + DRAIN_MS;
    await waitUntil(() => answered === sent, deadline);
    // Then until the sample has seen the last accepted shot, and one more push window for the rest.
    if (input.watchers > 0) {
      await waitUntil(() => sampledSeen >= lastAcceptedSeq, deadline);
      await sleep(300);
    }
  } else {
    // The gateway's batches again, at the times its sample watcher read them.
    for (const batch of input.replay ?? []) {
      const wait = start + batch.atMs - performance.now();
      if (wait > 0) await sleep(wait);
      void server.ask('replay', { room: topic, event: 'yeekee:shots', data: batch.data });
    }
    const expected = (input.replay?.length ?? 0) * input.watchers;
    await waitUntil(() => watchers.deliveries >= expected, performance.now() + DRAIN_MS);
  }

  watchers.measuring = false;
  over = true;
  const end = performance.now();
  const cpuAfter = await server.cpuMicros();
  const upstreamCpuUs = (await upstream.cpuMicros()) - upstreamCpuBefore;
  const loadCpu = process.cpuUsage(loadBefore);
  const callsAfter = (await upstream.ask<{ calls: Record<string, number> }>('calls')).calls;
  const profile = input.profileDir ? await server.profileStop(input.profileDir) : undefined;
  watchers.close();
  client.close();

  const upstreamCalls = new Map<string, number>();
  for (const [key, count] of Object.entries(callsAfter)) {
    const delta = count - (callsBefore[key] ?? 0);
    if (delta > 0) upstreamCalls.set(key, delta);
  }
  const batches = watchers.recorded.length;
  const shotsInBatches = watchers.recorded.reduce((sum, b) => sum + (b.data as { shots: unknown[] }).shots.length, 0);
  return {
    kind,
    watchers: input.watchers,
    sent,
    answered,
    accepted,
    refused,
    windowS: shooting ? (lastSend - firstSend) / 1000 + 1 / rate : 0,
    latencies: sortNumbers(latencies),
    unmatched: arrivals.size,
    gaps: watchers.gaps,
    batches,
    shotsPerBatch: batches > 0 ? shotsInBatches / batches : 0,
    deliveries: watchers.deliveries,
    expectedDeliveries: batches * input.watchers,
    cpuUs: cpuAfter - cpuBefore,
    upstreamCpuUs,
    loadCpuUs: loadCpu.user + loadCpu.system,
    seconds: (end - start) / 1000,
    lagP99: quantile(sortNumbers(sendLags), 0.99),
    upstreamCalls,
    recorded: watchers.recorded,
    sentOffsets: new Map(shooting ? [...sentAt].map(([seq, at]) => [seq, at - start]) : []),
    profile,
  };
}

function printFigures(phases: PhaseFigures[], rate: number, sampled: number): void {
  const num = (value: number, digits = 1, width = 8) => (Number.isFinite(value) ? value.toFixed(digits) : '–').padStart(width);
  const core = (us: number, f: PhaseFigures) => (100 * us) / 1e6 / f.seconds;
  console.log('');
  console.log(
    'phase                  watchers   sent  answered  accepted/s  p50 ms  p99 ms  max ms  batches  shots/batch  deliveries  lost  run s  server %core',
  );
  for (const f of phases) {
    const shooting = f.kind !== 'bare-fanout';
    const hasLatency = f.latencies.length > 0;
    console.log(
      `${LABEL[f.kind].padEnd(22)} ${String(f.watchers).padStart(8)} ${shooting ? String(f.sent).padStart(6) : '     –'} ` +
        `${shooting ? String(f.answered).padStart(9) : '        –'} ${num(shooting ? f.accepted / f.windowS : Number.NaN, 1, 11)} ` +
        `${num(hasLatency ? quantile(f.latencies, 0.5) : Number.NaN, 1, 7)} ${num(hasLatency ? quantile(f.latencies, 0.99) : Number.NaN, 1, 7)} ` +
        `${num(f.latencies.at(-1) ?? Number.NaN, 1, 7)} ${String(f.batches).padStart(8)} ${num(f.shotsPerBatch, 1, 12)} ` +
        `${String(f.deliveries).padStart(11)} ${String(Math.max(0, f.expectedDeliveries - f.deliveries)).padStart(5)} ` +
        `${num(f.seconds, 1, 6)} ${num(core(f.cpuUs, f), 0, 13)}`,
    );
  }
  const ingress = phases.find((f) => f.kind === 'ingress')!;
  const rush = phases.find((f) => f.kind === 'rush')!;
  const fanout = phases.find((f) => f.kind === 'bare-fanout')!;
  const job = phases.find((f) => f.kind === 'bare-job');

  const shotsPerS = rush.accepted / rush.windowS;
  const p99 = quantile(rush.latencies, 0.99);
  console.log('');
  console.log(
    `accepted: ${rush.accepted} of ${rush.sent} shots sent over ${rush.windowS.toFixed(2)} s = ${shotsPerS.toFixed(1)}/s ` +
      `(goal ${rate.toLocaleString('en')}/s: ${goal(rush.accepted === rush.sent && shotsPerS >= rate * 0.99)}); ` +
      `refused by code: ${formatCounts(rush.refused)}; unanswered when the phase ended: ${rush.sent - rush.answered}`,
  );
  console.log(
    `shot → watcher latency (shoot request start → frame read; ${rush.latencies.length} samples at ${sampled} watchers): ` +
      `p50 ${quantile(rush.latencies, 0.5).toFixed(1)} ms, p99 ${p99.toFixed(1)} ms (goal ≤ ${GOALS.p99Ms} ms: ${goal(p99 <= GOALS.p99Ms)}); ` +
      `seq gaps seen: ${rush.gaps}; pushed shots never answered: ${rush.unmatched}`,
  );
  const callsLine = (f: PhaseFigures) => {
    const total = [...f.upstreamCalls.values()].reduce((a, b) => a + b, 0);
    const parts = [...f.upstreamCalls].sort((a, b) => b[1] - a[1]).map(([key, n]) => `${key} ${(n / f.seconds).toFixed(1)}/s`);
    return `${(total / f.seconds).toFixed(1)}/s over ${f.seconds.toFixed(1)} s (${parts.join(', ') || 'none'})`;
  };
  if (fanout.latencies.length > 0) {
    console.log(
      `the same shots through the bare fan-out replay (the gateway's batches at the gateway's times): p50 ${quantile(fanout.latencies, 0.5).toFixed(1)} ms, ` +
        `p99 ${quantile(fanout.latencies, 0.99).toFixed(1)} ms; gateway p50 ${quantile(rush.latencies, 0.5).toFixed(1)} ms, p99 ${p99.toFixed(1)} ms ` +
        `(p99 gateway / bare ×${(p99 / quantile(fanout.latencies, 0.99)).toFixed(2)})`,
    );
  }
  console.log(`upstream HTTP calls during the rush: ${callsLine(rush)}`);
  console.log(`upstream HTTP calls with nobody watching: ${callsLine(ingress)}`);

  // CPU per delivered message: the rush's CPU less what proxying its shots costs (measured with no watchers).
  const ingressPerShot = ingress.cpuUs / Math.max(1, ingress.answered);
  const rushFanoutUs = rush.cpuUs - ingressPerShot * rush.answered;
  const gatewayPerDelivery = rushFanoutUs / rush.deliveries;
  const barePerDelivery = fanout.cpuUs / fanout.deliveries;
  const ratio = gatewayPerDelivery / barePerDelivery;
  console.log(
    `gateway CPU: ${ingressPerShot.toFixed(0)} µs per proxied shot (no watchers); in the rush ${(rush.cpuUs / rush.deliveries).toFixed(2)} µs ` +
      `per delivered message all told, ${gatewayPerDelivery.toFixed(2)} µs for the fan-out after the proxying`,
  );
  console.log(
    `CPU per delivered message, gateway fan-out / bare Socket.IO fan-out of the same ${fanout.batches} batches to ${fanout.watchers} watchers ` +
      `(${barePerDelivery.toFixed(2)} µs): ×${ratio.toFixed(2)} (goal ≤ ${GOALS.cpuRatio}: ${goal(ratio <= GOALS.cpuRatio)})`,
  );
  if (job) {
    console.log(
      `bare same job (forwards shots with fetch, pushes once per push window): ${(job.accepted / job.windowS).toFixed(1)}/s accepted, ` +
        `p50 ${quantile(job.latencies, 0.5).toFixed(1)} ms, p99 ${quantile(job.latencies, 0.99).toFixed(1)} ms, ` +
        `${(job.cpuUs / job.deliveries).toFixed(2)} µs per delivered message all told (gateway ×${(rush.cpuUs / rush.deliveries / (job.cpuUs / job.deliveries)).toFixed(2)})`,
    );
  }
  for (const f of phases) {
    console.log(
      `${LABEL[f.kind]}: upstream ${core(f.upstreamCpuUs, f).toFixed(0)}% of a core` +
        (f.answered > 0 ? ` (${(f.upstreamCpuUs / f.answered).toFixed(0)} µs a shot)` : '') +
        `, load generator ${core(f.loadCpuUs, f).toFixed(0)}% of a core` +
        (f.kind === 'bare-fanout' ? '' : `, shots left up to ${f.lagP99.toFixed(1)} ms late (p99)`),
    );
  }
}

export async function main(args: string[]): Promise<void> {
  const watcherCount = intFlag(args, 'watchers', 5000);
  const rate = intFlag(args, 'rate', 1000);
  const seconds = intFlag(args, 'seconds', 10);
  const sample = Math.min(watcherCount, intFlag(args, 'sample', 200));
  const withBareJob = hasFlag(args, 'bare-job');
  const profileDir = hasFlag(args, 'profile') ? join(tmpdir(), 'bench-profiles') : undefined;
  const sampleEvery = Math.max(1, Math.floor(watcherCount / sample));
  const memberCount = Math.ceil(rate * YEEKEE_SHOT_COOLDOWN_SECONDS * CYCLE_SLACK);

  console.log(machineLine());
  const roundSeconds = roundSecondsCovering(Date.now(), 30 * 60_000);
  const upstream = await startServerProcess({ role: 'upstream', agentKey: AGENT_KEY, scryptCost: SCRYPT_COST, yeekeeRoundSeconds: roundSeconds });
  const upstreamUrl = `http://127.0.0.1:${upstream.port}`;
  const servers: ServerProcess[] = [upstream];
  try {
    const direct = createHttpClient(upstream.port, 64);
    const round = await findOpenYeekeeRound(direct);
    console.log(
      `yeekee-rush: ${watcherCount} raw watchers on ${yeekeeRoundTopic(round.round_id)}, ${rate} shots/s for ${seconds} s (after ${WARMUP_SECONDS} s warm-up) ` +
        `from ${memberCount} members, each once per ${(memberCount / rate).toFixed(1)} s (the rule: one per ${YEEKEE_SHOT_COOLDOWN_SECONDS} s); ` +
        `round of ${roundSeconds} s closing ${round.closes_at}; upstream, gateway and bare server each in their own process, load from this one`,
    );
    const t = performance.now();
    const members = await registerMembers(direct, memberCount, 32);
    direct.close();
    console.log(
      `set-up: registered ${memberCount} members in ${((performance.now() - t) / 1000).toFixed(1)} s straight at the upstream, ` +
        `scrypt N=${SCRYPT_COST} (low, as the tests use; registration is set-up, not measured)`,
    );
    const cursor = { next: 0 };
    const base = { upstream, round, sampleEvery, rate, seconds, members, cursor, profileDir };

    const gateway = await startServerProcess({ role: 'gateway', agentKey: AGENT_KEY, upstreamUrl });
    servers.push(gateway);
    const phases: PhaseFigures[] = [];
    phases.push(await runPhase({ ...base, kind: 'ingress', server: gateway, watchers: 0 }));
    const rush = await runPhase({ ...base, kind: 'rush', server: gateway, watchers: watcherCount });
    phases.push(rush);
    await gateway.stop();

    const bare = await startServerProcess({ role: 'bare-yeekee', agentKey: AGENT_KEY, upstreamUrl });
    servers.push(bare);
    phases.push(await runPhase({ ...base, kind: 'bare-fanout', server: bare, watchers: watcherCount, replay: rush.recorded, replaySentOffsets: rush.sentOffsets }));
    if (withBareJob) phases.push(await runPhase({ ...base, kind: 'bare-job', server: bare, watchers: watcherCount }));
    await bare.stop();

    printFigures(phases, rate, Math.ceil(watcherCount / sampleEvery));
    for (const f of phases) {
      if (!f.profile) continue;
      console.log('');
      console.log(`${LABEL[f.kind]}:`);
      for (const line of summariseProfile(f.profile)) console.log(line);
    }
  } finally {
    for (const server of servers) await server.stop();
  }
}
