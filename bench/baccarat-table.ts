/**
 * baccarat-table: one live table (bac-1) with every member betting every hand
 * and raw watchers on `table:bac-1` (decision 0040). The backend (upstream + the
 * built-in provider, as `npm start` embeds them), the gateway and the bare
 * server each run in their own process (bench/baccarat-table-server.ts); this
 * one only loads. The table keeps its published timing (the provider takes no
 * timing settings): 15 s of betting, 6 s dealing, 5 s on the result.
 *
 * Each hand: the members' bets go out open loop over the first part of the
 * betting window, through the gateway's /games/api/baccarat/bet. Printed:
 *   - bets accepted and refused per hand;
 *   - settlement per hand, from the site's game_transactions (a credit of 0 closes a
 *     round without a ledger line): from the deal (the betting window's end, when the
 *     provider settles) and from the dealing phase's end to the last member's credit;
 *   - bet-to-watcher latency: from a bet's answer to the first `table:state` whose
 *     totals reach the stakes of every bet answered up to it (totals are sums, so
 *     "carrying its stake" is read as "at least what had been answered by then");
 *   - a bare Socket.IO server, after the gateway in the same run, emits the very
 *     frames the gateway pushed in each betting window to as many raw watchers, each
 *     at the moment the gateway emitted it (its earliest arrival at any watcher), the
 *     hand's bet answers moved by the same offset: the same latency, and the ratio.
 *     The push window and the provider read are in both; what differs is the fan-out;
 *   - an exact audit: per the site's ledger every member's balance = deposit − stakes
 *     + credits, the stakes are those this process saw accepted (plus those of bets
 *     whose answer was lost that the site did take), and the credits are what
 *     settleBet gives for the dealt hands.
 *
 *   npm run bench -- baccarat-table [--members 2000] [--watchers 5000] [--hands 3] [--sample 200] [--profile]
 *
 * --profile: the backend's CPU profile from the last hand's betting window's end
 * (the deal) to its last credit, its top self-time functions printed.
 */
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';
import type { GameLinkResponse } from '#shared/api/games.js';
import { API } from '#shared/api/paths.js';
import { ErrorCode } from '#shared/errors.js';
import { BACCARAT_API, type BaccaratBetResponse, type BaccaratTable } from '#shared/games/baccarat-api.js';
import type { BetSide } from '#shared/games/baccarat/payouts.js';
import { SLOT_API, type LiveGameSession } from '#shared/games/slot-api.js';
import { LIVE_NAMESPACE, tableTopic, type TableSnapshot } from '#shared/live/events.js';
import { thbToSatang } from '#shared/money.js';
import { roundReturn } from '#games/baccarat/settle.js';
import { DEALING_MS } from '#games/baccarat/tables.js';
import type { BaccaratServerConfig } from './baccarat-table-server.js';
import { hasFlag, intFlag } from './lib/flags.js';
import { createHttpClient, eachLimited, type HttpClient } from './lib/http-client.js';
import { creditMembers, registerMembers, type BenchMember } from './lib/members.js';
import { summariseProfile } from './lib/profile.js';
import { startServerScript, type ServerProcess } from './lib/server-process.js';
import { bump, formatCounts, goal, machineLine, quantile, sortNumbers } from './lib/stats.js';
import { connectRawWatcher, type RawLiveClient } from './raw-live-client.js';

const AGENT_KEY = 'bench-agent-key-0123456789';
const SCRYPT_COST = 1024;
const TABLE = 'bac-1';
const DEPOSIT_THB = 1_000;
const CONNECT_BATCH = 250;
/** Bets go out over this share of what is left of the window, so the last ones land before it closes. */
const SPREAD_OF_WINDOW = 0.6;
const SCHEDULER_TICK_MS = 2;
const BETTOR_SOCKETS = 256;
/** After the last frame that carries a new bet, how long the bare replay waits for deliveries. */
const DRAIN_MS = 5_000;
const SETTLE_TIMEOUT_MS = 120_000;
const GOALS = { settlementMs: 200, latencyRatio: 1.2 };
const EVENT_PREFIX = Buffer.from(`42${LIVE_NAMESPACE},["table:state"`);
const FRAME_BODY_AT = `42${LIVE_NAMESPACE},`.length;
const SIDES: readonly [BetSide, number][] = [
  ['player', 0.45],
  ['banker', 0.45],
  ['tie', 0.06],
  ['player_pair', 0.02],
  ['banker_pair', 0.02],
];
const AMOUNTS_THB = [10, 20, 50, 100] as const;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// ---- the servers, each in its own process ----------------------------------------------------

const SERVER_FILE = fileURLToPath(new URL('./baccarat-table-server.ts', import.meta.url));

const startServer = (config: BaccaratServerConfig): Promise<ServerProcess> => startServerScript(SERVER_FILE, config);

// ---- the watchers ------------------------------------------------------------------------------

/** What a sampled watcher read of one frame. */
interface Seen {
  at: number;
  handNo: number;
  phase: BaccaratTable['phase'];
  /** every side's stakes on the hand, satang */
  total: number;
}

/** A frame as the first watcher got it, for the bare replay. */
interface Recorded extends Seen {
  data: TableSnapshot;
  /** its place among the frames since counting started (-1 before) */
  n: number;
}

const totalOf = (table: BaccaratTable) => Object.values(table.totals).reduce((sum, thb) => sum + thbToSatang(thb ?? 0), 0);

/** Raw watchers of the table: all count `table:state` frames; a sample reads them; the first one drives the hands. */
class Watchers {
  readonly clients: RawLiveClient[] = [];
  deliveries = 0;
  readonly seen = new Map<number, Seen[]>();
  readonly recorded: Recorded[] = [];
  /**
   * Frame n's earliest arrival at any watcher since counting started: when the
   * server emitted it, near enough (a room's emit writes to its first socket at once).
   * Every watcher gets the same frames in the same order, so its n-th is frame n.
   */
  readonly firstArrival: number[] = [];
  private counts = new Int32Array(0);
  private counting = false;
  private phase: BaccaratTable['phase'] | undefined;
  private onWindow: ((frame: Recorded) => void) | undefined;

  constructor(private readonly sampleEvery: number) {}

  /** Connects and subscribes; answers the first watcher's snapshot (the ack's data). */
  async connect(port: number, count: number): Promise<TableSnapshot | undefined> {
    let first: TableSnapshot | undefined;
    for (let i = 0; i < count; i += CONNECT_BATCH) {
      const batch = await Promise.all(
        Array.from({ length: Math.min(CONNECT_BATCH, count - i) }, (_, j) => {
          const index = i + j;
          if (index % this.sampleEvery === 0) this.seen.set(index, []);
          return connectRawWatcher(port, LIVE_NAMESPACE, {}, (raw) => this.onFrame(raw, index));
        }),
      );
      const acks = (await Promise.all(batch.map((client) => client.subscribe(tableTopic(TABLE))))) as { error?: number; data?: TableSnapshot }[];
      const refused = acks.find((ack) => ack.error !== 0);
      if (refused) throw new Error(`subscribe refused: ${JSON.stringify(refused).slice(0, 300)}`);
      first ??= acks[0]?.data;
      this.clients.push(...batch);
    }
    this.phase = first?.table?.phase;
    return first;
  }

  /** From now on frames are numbered; every watcher is subscribed by then. */
  startCounting(): void {
    this.counts = new Int32Array(this.clients.length);
    this.firstArrival.length = 0;
    this.counting = true;
  }

  /** Resolves at the next betting window's opening frame (a change into `betting`). */
  nextWindow(): Promise<Recorded> {
    return new Promise((resolve) => (this.onWindow = resolve));
  }

  private onFrame(raw: Buffer, index: number): void {
    if (raw.length < EVENT_PREFIX.length || !raw.subarray(0, EVENT_PREFIX.length).equals(EVENT_PREFIX)) return;
    this.deliveries += 1;
    const at = performance.now();
    let n = -1;
    if (this.counting) {
      n = this.counts[index]!++;
      if (n >= this.firstArrival.length) this.firstArrival.push(at);
    }
    const seen = this.seen.get(index);
    if (!seen) return;
    const [, data] = JSON.parse(raw.toString('utf8', FRAME_BODY_AT)) as [string, TableSnapshot];
    const frame = { at, handNo: data.table?.hand_no ?? 0, phase: data.table?.phase ?? 'result', total: data.table ? totalOf(data.table) : 0 };
    seen.push(frame);
    if (index !== 0) return;
    const recorded = { ...frame, data, n };
    this.recorded.push(recorded);
    const opened = frame.phase === 'betting' && this.phase !== 'betting';
    this.phase = frame.phase;
    if (opened && this.onWindow) {
      const resolve = this.onWindow;
      this.onWindow = undefined;
      resolve(recorded);
    }
  }

  close(): void {
    for (const client of this.clients) client.close();
  }
}

// ---- the members and their bets ----------------------------------------------------------------

interface Bettor extends BenchMember {
  session: string;
  /** satang this process saw accepted, all hands */
  staked: number;
  bets: PlacedBet[];
  /** bets whose answer never said (a timeout, a lost answer): the provider may have taken them */
  unknown: PlacedBet[];
}

interface PlacedBet {
  handNo: number;
  side: BetSide;
  amount: number;
}

/** Answers that leave a bet's outcome unknown: the gateway gave up waiting, or no answer came. */
const UNKNOWN_OUTCOME: ReadonlySet<number> = new Set([ErrorCode.UPSTREAM_TIMEOUT, ErrorCode.UPSTREAM_DOWN, ErrorCode.INTERNAL]);

/** One accepted bet as the load generator saw it: when its answer came, and the stakes answered up to it. */
interface Answered {
  at: number;
  cumulative: number;
}

interface HandFigures {
  handNo: number;
  sent: number;
  accepted: number;
  refused: Map<string, number>;
  answered: Answered[];
  /** the window this hand's bets went out in */
  firstSend: number;
  lastAnswer: number;
}

/** Each member's launch link for the table on the main wallet, its token exchanged for a table session. */
async function seat(client: HttpClient, backend: ServerProcess, members: BenchMember[]): Promise<Bettor[]> {
  const ids = await backend.ask<{ game: { game_id: number; provider_id: number }; wallets: Record<string, number> }>('ids', {
    usernames: members.map((m) => m.username),
  });
  const bettors: Bettor[] = [];
  await eachLimited(members, 16, async (member) => {
    const auth = { authorization: `Bearer ${member.token}` };
    const link = await client.send<GameLinkResponse>('POST', API.game.link, { ...ids.game, wallet_id: ids.wallets[member.username], is_mobile: false }, auth);
    const token = new URL(link.body?.data?.link ?? '', 'http://site.invalid').searchParams.get('token');
    if (!token) throw new Error(`no launch token: ${JSON.stringify(link.body)}`);
    const session = await client.send<LiveGameSession>('POST', SLOT_API.session, { game: TABLE, token });
    if (session.body?.error !== 0 || !session.body.data) throw new Error(`no table session: ${JSON.stringify(session.body)}`);
    bettors.push({ ...member, session: session.body.data.session, staked: 0, bets: [], unknown: [] });
  });
  return bettors;
}

function pickSide(): BetSide {
  let r = Math.random();
  for (const [side, share] of SIDES) if ((r -= share) < 0) return side;
  return 'player';
}

/** Every member bets once on the open hand, open loop over the first part of the window. */
async function betHand(client: HttpClient, bettors: Bettor[], window: Recorded): Promise<HandFigures> {
  const handNo = window.handNo;
  const spreadMs = Math.max(1_000, (Date.parse(window.data.table.ends_at) - Date.now()) * SPREAD_OF_WINDOW);
  const figures: HandFigures = { handNo, sent: 0, accepted: 0, refused: new Map(), answered: [], firstSend: performance.now(), lastAnswer: 0 };
  let cumulative = 0;
  let pending = 0;
  const bet = async (bettor: Bettor) => {
    const side = pickSide();
    const amount = AMOUNTS_THB[Math.floor(Math.random() * AMOUNTS_THB.length)]!;
    figures.sent += 1;
    pending += 1;
    try {
      const reply = await client.send<BaccaratBetResponse>('POST', BACCARAT_API.bet, { table: TABLE, hand_no: handNo, side, amount }, {
        authorization: `Bearer ${bettor.session}`,
      });
      const at = performance.now();
      figures.lastAnswer = at;
      const code = reply.body?.error;
      if (code !== 0) {
        if (code === undefined || UNKNOWN_OUTCOME.has(code)) bettor.unknown.push({ handNo, side, amount: thbToSatang(amount) });
        return bump(figures.refused, code === undefined ? `http ${reply.status}` : String(code));
      }
      figures.accepted += 1;
      const satang = thbToSatang(amount);
      cumulative += satang;
      figures.answered.push({ at, cumulative });
      bettor.staked += satang;
      bettor.bets.push({ handNo, side, amount: satang });
    } catch (error) {
      bettor.unknown.push({ handNo, side, amount: thbToSatang(amount) });
      bump(figures.refused, `network ${(error as Error).message}`);
    } finally {
      pending -= 1;
    }
  };
  await new Promise<void>((resolve) => {
    const from = performance.now();
    let next = 0;
    const tick = () => {
      const due = Math.min(bettors.length, Math.floor(((performance.now() - from) / spreadMs) * bettors.length) + 1);
      while (next < due) void bet(bettors[next++]!);
      if (next < bettors.length) setTimeout(tick, SCHEDULER_TICK_MS);
      else resolve();
    };
    tick();
  });
  while (pending > 0) await sleep(10);
  return figures;
}

// ---- latency -----------------------------------------------------------------------------------

/** For each sampled watcher and bet: the first frame of the hand whose totals reach the bet's, less the bet's answer. */
interface Latencies {
  values: number[];
  missed: number;
}

function latencies(hand: HandFigures, seen: Map<number, Seen[]>, shift = 0): Latencies {
  const values: number[] = [];
  let missed = 0;
  for (const frames of seen.values()) {
    const ofHand = frames.filter((f) => f.handNo === hand.handNo);
    let k = 0;
    // Bets in answer order have growing cumulative stakes, so one pass over the frames serves them all.
    for (const bet of hand.answered) {
      while (k < ofHand.length && ofHand[k]!.total < bet.cumulative) k += 1;
      if (k === ofHand.length) missed += 1;
      else values.push(ofHand[k]!.at - (bet.at + shift));
    }
  }
  return { values, missed };
}

/** A gateway frame to replay, and when the gateway emitted it (its earliest arrival at any watcher). */
interface Planned {
  data: TableSnapshot;
  gatewayAt: number;
}

/** The gateway's frames of a hand's betting window that carried new stakes, in order. */
function replayPlan(hand: HandFigures, recorded: Recorded[], firstArrival: readonly number[]): Planned[] {
  const plan: Planned[] = [];
  let before = 0;
  for (const frame of recorded.filter((f) => f.handNo === hand.handNo && f.phase === 'betting')) {
    if (frame.total <= before) continue;
    plan.push({ data: frame.data, gatewayAt: firstArrival[frame.n] ?? frame.at });
    before = frame.total;
  }
  return plan;
}

// ---- the run -----------------------------------------------------------------------------------

interface Settlement {
  hand: { dealt_at: number; winner: 'player' | 'banker' | 'tie'; player_pair: number; banker_pair: number } | null;
  rounds: number;
  open: number;
  credits: number;
  first_at: number | null;
  last_at: number | null;
}

async function settled(backend: ServerProcess, handNo: number): Promise<Settlement> {
  const deadline = performance.now() + SETTLE_TIMEOUT_MS;
  for (;;) {
    const s = await backend.ask<Settlement>('settlement', { handNo });
    if ((s.hand && s.open === 0) || performance.now() > deadline) return s;
    await sleep(250);
  }
}

const core = (us: number, ms: number) => `${((100 * us) / 1_000 / ms).toFixed(0)}%`;
const ms = (value: number) => (Number.isFinite(value) ? value.toFixed(1) : '–');

export async function main(args: string[]): Promise<void> {
  const memberCount = intFlag(args, 'members', 2_000);
  const watcherCount = intFlag(args, 'watchers', 5_000);
  const handCount = intFlag(args, 'hands', 3);
  const sampleEvery = Math.max(1, Math.floor(watcherCount / Math.min(watcherCount, intFlag(args, 'sample', 200))));
  const secret = randomBytes(32).toString('base64url');

  console.log(machineLine());
  console.log(
    `baccarat-table: ${memberCount} members betting every hand of ${TABLE}, ${watcherCount} raw watchers on ${tableTopic(TABLE)} ` +
      `(every ${sampleEvery}th read for latency), ${handCount} hands at the published timing; backend (upstream + provider), ` +
      `gateway and bare server each in their own process, servers logging at warn, load from this one`,
  );
  const servers: ServerProcess[] = [];
  try {
    const backend = await startServer({ role: 'backend', agentKey: AGENT_KEY, scryptCost: SCRYPT_COST, secret, logLevel: 'warn' });
    servers.push(backend);
    const gateway = await startServer({
      role: 'gateway',
      agentKey: AGENT_KEY,
      upstreamUrl: `http://127.0.0.1:${backend.port}`,
      gamesUrl: `http://127.0.0.1:${backend.gamesPort}`,
      logLevel: 'warn',
    });
    servers.push(gateway);

    let t = performance.now();
    const direct = createHttpClient(backend.port, 64);
    const members = await registerMembers(direct, memberCount, 32);
    direct.close();
    const client = createHttpClient(gateway.port, 64);
    await creditMembers(client, AGENT_KEY, members, DEPOSIT_THB);
    const bettors = await seat(client, backend, members);
    console.log(
      `set-up: ${memberCount} members registered (scrypt N=${SCRYPT_COST}), ${DEPOSIT_THB} THB each through /agent/credit, ` +
        `a table session each through /api/game/link and /games/api/session, in ${((performance.now() - t) / 1000).toFixed(1)} s`,
    );

    t = performance.now();
    const watchers = new Watchers(sampleEvery);
    await watchers.connect(gateway.port, watcherCount);
    console.log(`watchers: ${watcherCount} connected and subscribed in ${((performance.now() - t) / 1000).toFixed(1)} s`);

    const cpuBefore = { gateway: await gateway.cpuMicros(), backend: await backend.cpuMicros(), load: process.cpuUsage() };
    watchers.startCounting();
    const deliveriesBefore = watchers.deliveries;
    const runStart = performance.now();
    const hands: HandFigures[] = [];
    const profileDir = hasFlag(args, 'profile') ? join(tmpdir(), 'bench-profiles') : undefined;
    let profile: string | undefined;
    for (let h = 0; h < handCount; h += 1) {
      const window = await watchers.nextWindow();
      // The last hand's settlement alone: from its last bet's answer (just before the deal) to its last credit.
      if (profileDir && h === handCount - 1) {
        setTimeout(() => void backend.ask('profile-start'), Math.max(0, Date.parse(window.data.table.ends_at) - Date.now() - 300));
      }
      // A fresh pool each hand: sockets idle since the last window may be closing on the gateway's side (ECONNRESET).
      const bettorClient = createHttpClient(gateway.port, BETTOR_SOCKETS);
      hands.push(await betHand(bettorClient, bettors, window));
      bettorClient.close();
    }
    const settlements: Settlement[] = [];
    for (const hand of hands) settlements.push(await settled(backend, hand.handNo));
    if (profileDir) profile = (await backend.ask<{ file: string }>('profile-stop', { dir: profileDir })).file;
    // The last hand's frames reach every watcher before the counts are read.
    await sleep(1_000);
    const runMs = performance.now() - runStart;
    const cpu = {
      gateway: (await gateway.cpuMicros()) - cpuBefore.gateway,
      backend: (await backend.cpuMicros()) - cpuBefore.backend,
      load: ((u) => u.user + u.system)(process.cpuUsage(cpuBefore.load)),
    };
    const gatewayDeliveries = watchers.deliveries - deliveriesBefore;
    watchers.close();
    client.close();

    const audit = await backend.ask<{ rows: AuditRow[] }>(
      'audit',
      { usernames: bettors.map((b) => b.username) },
    );
    await gateway.stop();

    // The bare server: the same frames to as many raw watchers, each hand's replay after the one before.
    const bare = await startServer({ role: 'bare', agentKey: AGENT_KEY });
    servers.push(bare);
    const bareWatchers = new Watchers(sampleEvery);
    await bareWatchers.connect(bare.port, watcherCount);
    await sleep(1_000);
    const bareCpuBefore = await bare.cpuMicros();
    const bareStart = performance.now();
    const bareLatencies: Latencies[] = [];
    let bareFrames = 0;
    const replay = async (hand: HandFigures, plan: Planned[]): Promise<Latencies> => {
      // The hand's times moved to now: its bets answered at the same offsets, its frames due at theirs.
      const shift = performance.now() + 200 - hand.firstSend;
      const expected = bareWatchers.deliveries + plan.length * watcherCount;
      for (const frame of plan) {
        const wait = frame.gatewayAt + shift - performance.now();
        if (wait > 0) await sleep(wait);
        void bare.ask('replay', { room: tableTopic(TABLE), event: 'table:state', data: frame.data });
      }
      const deadline = performance.now() + DRAIN_MS;
      while (bareWatchers.deliveries < expected && performance.now() < deadline) await sleep(10);
      return latencies(hand, bareWatchers.seen, shift);
    };
    for (const hand of hands) {
      const plan = replayPlan(hand, watchers.recorded, watchers.firstArrival);
      bareFrames += plan.length;
      bareLatencies.push(await replay(hand, plan));
    }
    const bareMs = performance.now() - bareStart;
    const bareCpu = (await bare.cpuMicros()) - bareCpuBefore;
    bareWatchers.close();
    await bare.stop();

    printFigures({ hands, settlements, watchers, bareLatencies, bareFrames, sampled: Math.ceil(watcherCount / sampleEvery) });
    console.log(
      `CPU over the ${(runMs / 1000).toFixed(1)} s of hands: gateway ${core(cpu.gateway, runMs)} of a core ` +
        `(${(cpu.gateway / Math.max(1, gatewayDeliveries)).toFixed(2)} µs per delivered frame all told, ${gatewayDeliveries} frames), ` +
        `backend ${core(cpu.backend, runMs)}, load generator ${core(cpu.load, runMs)}; bare over its ${(bareMs / 1000).toFixed(1)} s of replays ` +
        `${core(bareCpu, bareMs)} (${(bareCpu / Math.max(1, bareWatchers.deliveries)).toFixed(2)} µs per delivered frame)`,
    );
    printAudit(audit.rows, bettors, hands, settlements);
    if (profile) for (const line of ['', 'backend over the last hand\'s settlement:', ...summariseProfile(profile, 25)]) console.log(line);
  } finally {
    for (const server of servers.reverse()) await server.stop();
  }
}

// ---- figures -----------------------------------------------------------------------------------

interface FiguresInput {
  hands: HandFigures[];
  settlements: Settlement[];
  watchers: Watchers;
  bareLatencies: Latencies[];
  bareFrames: number;
  sampled: number;
}

const p50p99 = (sorted: number[]) => `${ms(quantile(sorted, 0.5)).padStart(8)} ${ms(quantile(sorted, 0.99)).padStart(8)}`;

function printFigures({ hands, settlements, watchers, bareLatencies, bareFrames, sampled }: FiguresInput): void {
  console.log('');
  console.log(
    'hand   sent  accepted  refused               deal → last credit ms  dealing end → ms  credits/rounds' +
      '   gateway p50/p99 ms   bare p50/p99 ms   frames  longest gap ms',
  );
  const all = { gateway: [] as number[], bare: [] as number[] };
  let missed = 0;
  let worst = 0;
  hands.forEach((hand, i) => {
    const s = settlements[i]!;
    const gateway = latencies(hand, watchers.seen);
    const bare = bareLatencies[i]!;
    // The gateway's pushes to the first watcher while this hand's bets were answered: a long gap is a late push.
    const pushes = watchers.recorded.filter((f) => f.handNo === hand.handNo && f.at >= hand.firstSend && f.at <= hand.lastAnswer + 250);
    const longestGap = pushes.reduce((gap, f, k) => (k === 0 ? gap : Math.max(gap, f.at - pushes[k - 1]!.at)), 0);
    all.gateway = all.gateway.concat(gateway.values);
    all.bare = all.bare.concat(bare.values);
    missed += gateway.missed;
    const fromDeal = s.hand && s.last_at !== null ? s.last_at - s.hand.dealt_at : Number.NaN;
    const fromDealingEnd = fromDeal - DEALING_MS;
    worst = Math.max(worst, Number.isNaN(fromDeal) ? Number.POSITIVE_INFINITY : fromDeal);
    console.log(
      `${String(hand.handNo).padStart(4)} ${String(hand.sent).padStart(6)} ${String(hand.accepted).padStart(9)}  ${formatCounts(hand.refused).padEnd(21)} ` +
        `${ms(fromDeal).padStart(21)} ${ms(fromDealingEnd).padStart(17)} ${`${s.credits}/${s.rounds}${s.open ? ` (${s.open} open)` : ''}`.padStart(15)} ` +
        `   ${p50p99(sortNumbers(gateway.values))}    ${p50p99(sortNumbers(bare.values))} ${String(pushes.length).padStart(8)} ${ms(longestGap).padStart(15)}`,
    );
  });
  const gateway = sortNumbers(all.gateway);
  const bare = sortNumbers(all.bare);
  const ratio = quantile(gateway, 0.99) / quantile(bare, 0.99);
  console.log('');
  console.log(
    `settlement: worst hand ${ms(worst)} ms from the deal to the last member's credit in the site's game_transactions ` +
      `(goal ≤ ${GOALS.settlementMs} ms: ${goal(worst <= GOALS.settlementMs)}); the provider settles at the deal, ${DEALING_MS / 1000} s before the dealing phase ends`,
  );
  console.log(
    `bet → watcher, all hands, ${sampled} sampled watchers: gateway p50 ${ms(quantile(gateway, 0.5))} ms, p99 ${ms(quantile(gateway, 0.99))} ms, ` +
      `max ${ms(gateway.at(-1) ?? Number.NaN)} ms (${missed} bet × watcher pairs never seen)`,
  );
  console.log(
    `bare Socket.IO, the same ${bareFrames} frames emitted at the gateway's times to as many watchers: p50 ${ms(quantile(bare, 0.5))} ms, ` +
      `p99 ${ms(quantile(bare, 0.99))} ms; gateway/bare p99 ×${ratio.toFixed(2)} (goal ≤ ${GOALS.latencyRatio}: ${goal(ratio <= GOALS.latencyRatio)})`,
  );
}

type AuditRow = { username: string; balance: number; deposit: number; stakes: number; credits: number; other_entries: number };

/**
 * Per the site's ledger: balance = deposit − stakes + credits; the stakes are those
 * seen accepted, plus any of the bets whose answer was lost that the site did take;
 * the credits are settleBet's over the dealt hands for exactly those bets.
 */
function printAudit(rows: AuditRow[], bettors: Bettor[], hands: HandFigures[], settlements: Settlement[]): void {
  const results = new Map(settlements.map((s, i) => [hands[i]!.handNo, s.hand]));
  const returnOf = (bets: PlacedBet[]) => {
    let total = 0;
    for (const [handNo, hand] of results) {
      if (!hand) continue;
      total += roundReturn(
        bets.filter((bet) => bet.handNo === handNo),
        { winner: hand.winner, playerPair: hand.player_pair === 1, bankerPair: hand.banker_pair === 1 },
      );
    }
    return total;
  };
  const byName = new Map(bettors.map((b) => [b.username, b]));
  const off = { books: 0, stakes: 0, credits: 0, other: 0 };
  let takenUnseen = 0;
  let unknownBets = 0;
  for (const row of rows) {
    const bettor = byName.get(row.username)!;
    unknownBets += bettor.unknown.length;
    // Which of the bets with a lost answer the site took: the subset that accounts for the ledger's stakes (a few at most).
    let taken: PlacedBet[] | undefined;
    for (let mask = 0; mask < 1 << bettor.unknown.length && !taken; mask += 1) {
      const subset = bettor.unknown.filter((_, k) => (mask >> k) & 1);
      if (bettor.staked + subset.reduce((sum, bet) => sum + bet.amount, 0) === row.stakes) taken = subset;
    }
    takenUnseen += taken?.length ?? 0;
    if (row.balance !== row.deposit - row.stakes + row.credits || row.deposit !== thbToSatang(DEPOSIT_THB)) off.books += 1;
    if (!taken) off.stakes += 1;
    if (row.credits !== returnOf([...bettor.bets, ...(taken ?? [])])) off.credits += 1;
    if (row.other_entries !== 0) off.other += 1;
  }
  const exact = rows.length === bettors.length && Object.values(off).every((n) => n === 0);
  console.log(
    `audit (the site's ledger): ${rows.length} of ${bettors.length} members; balance ≠ deposit − stakes + credits: ${off.books}; ` +
      `stakes ≠ the bets seen accepted (+ any whose answer was lost): ${off.stakes}; credits ≠ settleBet over the dealt hands: ${off.credits}; ` +
      `other ledger lines: ${off.other} — ${exact ? 'exact' : 'MISMATCH'}` +
      (unknownBets > 0 ? `; of ${unknownBets} bets whose answer was lost, the site took ${takenUnseen} (debited, and settled with the rest)` : ''),
  );
}
