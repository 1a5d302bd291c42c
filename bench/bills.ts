/**
 * bills: members create lotto bills through the real gateway in front of the
 * real upstream, from this process while the servers run in their own. Prints
 * bills/s, latency, errors by code, the servers' CPU per bill, and ends with an
 * exact-balance check of every member; then every engine and layout run side by side.
 *
 *   npm run bench -- bills [--members 1000] [--seconds 10 | --bills N] [--concurrency 32]
 *                          [--items 5] [--engines sqlite,postgres] [--layouts one,processes,pinned] [--profile]
 *
 * --engines: the upstream on a temp SQLite file and/or a scratch PostgreSQL database on
 * TEST_DATABASE_URL's server (both by default when it is set). --layouts: `one` runs gateway
 * and upstream in one process; `processes` gives each its own, as `npm start` does;
 * `pinned` (on request) is `processes` with the upstream alone on core 1 and the gateway and this
 * process on core 0, which shows what the upstream does with a core of its own.
 * --profile writes a V8 CPU profile of each server process over the measured window and
 * prints its top self-time functions.
 */
import { randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { BET_TYPE_INFO, type BetType, type LottoLobbyResponse, type LottoRound, type RateResponse } from '#shared/api/lotto/rounds.js';
import type { BillCreateResponse } from '#shared/api/lotto/bills.js';
import type { WalletsResponse } from '#shared/api/member.js';
import { API, IDEMPOTENCY_HEADER } from '#shared/api/paths.js';
import { createTestDatabase, postgresTestUrl } from '#upstream/test-support/postgres.js';
import { hasFlag, intFlag, optionalIntFlag, stringFlag } from './lib/flags.js';
import { pinToCore, unpin } from './lib/pin.js';
import { createHttpClient, eachLimited, type HttpClient } from './lib/http-client.js';
import { creditMembers, registerMembers, type BenchMember } from './lib/members.js';
import { summariseProfile } from './lib/profile.js';
import { startServerProcess, type ServerProcess } from './lib/server-process.js';
import { bump, formatCounts, goal, machineLine, quantile, sortNumbers } from './lib/stats.js';

const AGENT_KEY = 'bench-agent-key-0123456789';
/** Cheap scrypt, as the tests use: registration is set-up here, not what is measured. */
const SCRYPT_COST = 1024;
const CREDIT_THB = 50_000;
const WARMUP_MS = 2_000;
/** One bill in this many is sent a second time with the same Idempotency-Key. */
const REPEAT_EVERY = 100;
const GOAL_BILLS_PER_S = 1000;

interface BillItemInput {
  bet_type: BetType;
  number: string;
  amount: number;
}

interface Target {
  round: LottoRound;
  categoryName: string;
  betTypes: BetType[];
  closed: Set<string>;
}

interface AuditRow {
  username: string;
  balance: number;
  ledger_sum: number;
  credited: number;
  bets: number;
  other_entries: number;
  lowest: number;
  bills_total: number;
  bills: number;
}

const randomInt = (below: number) => Math.floor(Math.random() * below);

/** The open round of a non-yeekee category that stays open longest, and the numbers it refuses. */
async function findTarget(client: HttpClient, needMs: number): Promise<Target> {
  const lobby = await client.send<LottoLobbyResponse>('GET', API.lotto.lobby);
  const data = (lobby.body as { data?: LottoLobbyResponse } | undefined)?.data;
  if (!data) throw new Error(`lobby failed: ${JSON.stringify(lobby.body)}`);
  const now = Date.parse(data.server_time);
  const candidates = data.categories
    .filter((category) => category.kind !== 'yeekee')
    .flatMap((category) => category.rounds.filter((round) => round.status === 'open').map((round) => ({ category, round })))
    .filter(({ round }) => Date.parse(round.closes_at) - now > needMs)
    .sort((a, b) => Date.parse(b.round.closes_at) - Date.parse(a.round.closes_at));
  const chosen = candidates[0];
  if (!chosen) throw new Error(`no open non-yeekee round stays open another ${Math.round(needMs / 1000)} s`);
  const rate = await client.send<RateResponse>('GET', `${API.lotto.rate}?round_id=${chosen.round.round_id}`);
  const closed = new Set(
    (rate.body?.data?.restricted ?? []).filter((r) => r.kind === 'closed').map((r) => `${r.bet_type}|${r.number}`),
  );
  return { round: chosen.round, categoryName: chosen.category.name, betTypes: chosen.category.bet_types, closed };
}

function randomBill(target: Target, items: number): { body: { round_id: number; items: BillItemInput[] }; totalSatang: number } {
  const list: BillItemInput[] = [];
  let totalSatang = 0;
  while (list.length < items) {
    const betType = target.betTypes[randomInt(target.betTypes.length)]!;
    const digits = BET_TYPE_INFO[betType].digits;
    const number = String(randomInt(10 ** digits)).padStart(digits, '0');
    if (target.closed.has(`${betType}|${number}`)) continue;
    // 1.00 to 20.00 THB in halves: satang on the wire too.
    const halves = 2 + randomInt(39);
    list.push({ bet_type: betType, number, amount: halves / 2 });
    totalSatang += halves * 50;
  }
  return { body: { round_id: target.round.round_id, items: list }, totalSatang };
}

interface LoadFigures {
  bills: number;
  latencies: number[];
  errors: Map<string, number>;
  seconds: number;
  repeats: number;
  repeatMismatches: number;
}

/** Closed-loop workers, each with its own members, until the deadline or the bill count. */
async function load(
  client: HttpClient,
  target: Target,
  members: BenchMember[],
  tally: Map<string, { satang: number; bills: number }>,
  options: { concurrency: number; items: number; untilMs?: number; bills?: number },
): Promise<LoadFigures> {
  const figures: LoadFigures = { bills: 0, latencies: [], errors: new Map(), seconds: 0, repeats: 0, repeatMismatches: 0 };
  let started = 0;
  const begin = performance.now();
  const worker = async (w: number) => {
    for (let turn = 0; ; turn += 1) {
      if (options.untilMs !== undefined && performance.now() >= options.untilMs) return;
      if (options.bills !== undefined && started >= options.bills) return;
      started += 1;
      const repeat = started % REPEAT_EVERY === 0;
      const member = members[(w + turn * options.concurrency) % members.length]!;
      const { body, totalSatang } = randomBill(target, options.items);
      const headers = { authorization: `Bearer ${member.token}`, [IDEMPOTENCY_HEADER]: randomUUID() };
      const t0 = performance.now();
      let reply;
      try {
        reply = await client.send<BillCreateResponse>('POST', API.lotto.billCreate, body, headers);
      } catch (error) {
        bump(figures.errors, `network ${(error as Error).message}`);
        continue;
      }
      figures.latencies.push(performance.now() - t0);
      const code = reply.body?.error;
      if (reply.status !== 200 || code === undefined) {
        bump(figures.errors, `http ${reply.status}`);
        continue;
      }
      if (code !== 0) {
        bump(figures.errors, String(code));
        continue;
      }
      const answered = Math.round((reply.body?.data?.total ?? Number.NaN) * 100);
      if (answered !== totalSatang) bump(figures.errors, `total ${answered} ≠ ${totalSatang} satang`);
      const entry = tally.get(member.username)!;
      entry.satang += totalSatang;
      entry.bills += 1;
      figures.bills += 1;
      if (repeat) {
        // The same key again: the first answer, and no second debit (the audit would see one).
        const again = await client.send<BillCreateResponse>('POST', API.lotto.billCreate, body, headers);
        figures.repeats += 1;
        if (again.body?.error !== 0 || again.body.data?.bill_id !== reply.body?.data?.bill_id) figures.repeatMismatches += 1;
      }
    }
  };
  await Promise.all(Array.from({ length: options.concurrency }, (_, w) => worker(w)));
  figures.seconds = (performance.now() - begin) / 1000;
  return figures;
}

/** balance == credited − sum(bill totals), by the API and by the tables; ledger sum == balance; nothing else moved. */
async function audit(
  client: HttpClient,
  upstream: ServerProcess,
  members: BenchMember[],
  tally: Map<string, { satang: number; bills: number }>,
): Promise<string[]> {
  const problems: string[] = [];
  const credited = CREDIT_THB * 100;
  await eachLimited(members, 32, async (member) => {
    const reply = await client.send<WalletsResponse>('POST', API.member.wallets, undefined, { authorization: `Bearer ${member.token}` });
    const total = Math.round((reply.body?.data?.total ?? Number.NaN) * 100);
    const expected = credited - tally.get(member.username)!.satang;
    if (total !== expected) problems.push(`${member.username}: /member/wallets says ${total} satang, expected ${expected}`);
  });
  const { rows } = await upstream.ask<{ rows: AuditRow[] }>('audit');
  const byName = new Map(rows.map((row) => [row.username, row]));
  for (const member of members) {
    const row = byName.get(member.username);
    const mine = tally.get(member.username)!;
    if (!row) {
      problems.push(`${member.username}: not in the database`);
      continue;
    }
    const expected = credited - mine.satang;
    const wrong: string[] = [];
    if (row.balance !== expected) wrong.push(`balance ${row.balance} ≠ ${expected}`);
    if (row.ledger_sum !== row.balance) wrong.push(`ledger sum ${row.ledger_sum} ≠ balance ${row.balance}`);
    if (row.credited !== credited) wrong.push(`credited ${row.credited} ≠ ${credited}`);
    if (row.bets !== -mine.satang) wrong.push(`bet entries ${row.bets} ≠ ${-mine.satang}`);
    if (row.bills_total !== mine.satang || row.bills !== mine.bills) {
      wrong.push(`bills ${row.bills} totalling ${row.bills_total} ≠ ${mine.bills} totalling ${mine.satang}`);
    }
    if (row.other_entries !== 0) wrong.push(`${row.other_entries} other ledger entries`);
    if (row.lowest < 0) wrong.push(`balance_after ${row.lowest} below zero`);
    if (wrong.length > 0) problems.push(`${member.username}: ${wrong.join('; ')}`);
  }
  if (rows.length !== members.length) problems.push(`${rows.length} bench members in the database, ${members.length} registered`);
  return problems;
}

type Engine = 'sqlite' | 'postgres';
type Layout = 'one' | 'processes' | 'pinned';
const ENGINES = ['sqlite', 'postgres'] as const;
const LAYOUTS = ['one', 'processes', 'pinned'] as const;
const LAYOUT_TEXT: Record<Layout, string> = {
  one: 'gateway and upstream in one process',
  processes: 'gateway and upstream in processes of their own, as `npm start` runs them',
  pinned: "as `processes`, with the upstream alone on core 1 and the gateway and the load on core 0: the upstream's own ceiling",
};

interface RunOptions {
  memberCount: number;
  seconds: number | undefined;
  billsFlag: number | undefined;
  concurrency: number;
  items: number;
  profile: boolean;
}

/** One configuration's figures, for the table side by side at the end. */
interface RunRow {
  engine: Engine;
  layout: Layout;
  rate: number;
  p50: number;
  p99: number;
  errors: number;
  /** server CPU per bill, ms, by process */
  cpu: string;
  exact: boolean;
}

/** Starts the servers of one engine and layout; a PostgreSQL run gets a scratch database of its own, dropped at the end. */
async function startServers(engine: Engine, layout: Layout): Promise<{ upstream: ServerProcess; gateway: ServerProcess; servers: ServerProcess[]; close(): Promise<void> }> {
  const database = engine === 'postgres' ? await createTestDatabase() : undefined;
  const upstreamConfig = { agentKey: AGENT_KEY, scryptCost: SCRYPT_COST, databaseUrl: database?.url };
  const servers: ServerProcess[] = [];
  try {
    if (layout === 'one') {
      servers.push(await startServerProcess({ role: 'site', ...upstreamConfig }));
      return { upstream: servers[0]!, gateway: servers[0]!, servers, close: stop };
    }
    const pinned = layout === 'pinned';
    const upstream = await startServerProcess({ role: 'upstream', ...upstreamConfig, core: pinned ? 1 : undefined });
    servers.push(upstream);
    const gateway = await startServerProcess({ role: 'gateway', agentKey: AGENT_KEY, upstreamUrl: `http://127.0.0.1:${upstream.port}`, core: pinned ? 0 : undefined });
    if (pinned) pinToCore(process.pid, 0);
    servers.unshift(gateway);
    return { upstream, gateway, servers, close: stop };
  } catch (error) {
    await stop();
    throw error;
  }
  async function stop() {
    if (layout === 'pinned') unpin(process.pid);
    for (const server of servers) await server.stop();
    await database?.drop();
  }
}

async function runOne(engine: Engine, layout: Layout, options: RunOptions): Promise<RunRow> {
  const { memberCount, seconds, billsFlag, concurrency, items, profile } = options;
  const { upstream, gateway, servers, close } = await startServers(engine, layout);
  const client = createHttpClient(gateway.port, concurrency + 16);
  try {
    const needMs = (seconds ?? 600) * 1000 + 120_000;
    const target = await findTarget(client, needMs);
    console.log('');
    console.log(
      `bills on ${engine === 'sqlite' ? 'SQLite' : 'PostgreSQL'}, ${LAYOUT_TEXT[layout]}: ${memberCount} members, ${concurrency} concurrent, ` +
        `${items} items a bill (1–20 THB each), ${target.categoryName} round #${target.round.round_id} (closes ${target.round.closes_at}); load from a separate process`,
    );

    let t = performance.now();
    const members = await registerMembers(client, memberCount);
    const registerS = (performance.now() - t) / 1000;
    t = performance.now();
    await creditMembers(client, AGENT_KEY, members, CREDIT_THB);
    const creditS = (performance.now() - t) / 1000;
    console.log(
      `set-up: registered ${memberCount} members through the gateway in ${registerS.toFixed(1)} s with scrypt N=${SCRYPT_COST} ` +
        `(low, as the tests use; production's N=16384 slows registration only), credited ${CREDIT_THB.toLocaleString('en')} THB each ` +
        `through /agent/credit in ${creditS.toFixed(1)} s`,
    );

    const tally = new Map(members.map((m) => [m.username, { satang: 0, bills: 0 }]));
    await load(client, target, members, tally, { concurrency, items, untilMs: performance.now() + WARMUP_MS });

    if (profile) for (const server of servers) await server.profileStart();
    const cpuBefore = await Promise.all(servers.map((s) => s.cpuMicros()));
    const loadCpuBefore = process.cpuUsage();
    const figures = await load(client, target, members, tally, {
      concurrency,
      items,
      untilMs: seconds === undefined ? undefined : performance.now() + seconds * 1000,
      bills: billsFlag,
    });
    const cpuAfter = await Promise.all(servers.map((s) => s.cpuMicros()));
    const loadCpu = process.cpuUsage(loadCpuBefore);
    const profiles = profile ? await Promise.all(servers.map((s) => s.profileStop(join(tmpdir(), 'bench-profiles')))) : [];

    const latencies = sortNumbers(figures.latencies);
    const rate = figures.bills / figures.seconds;
    console.log('  bills/s   p50 ms   p99 ms   max ms    bills  run s');
    console.log(
      `${rate.toFixed(1).padStart(9)} ${quantile(latencies, 0.5).toFixed(1).padStart(8)} ${quantile(latencies, 0.99).toFixed(1).padStart(8)} ` +
        `${(latencies.at(-1) ?? Number.NaN).toFixed(1).padStart(8)} ${String(figures.bills).padStart(8)} ${figures.seconds.toFixed(1).padStart(6)}` +
        `    goal ≥ ${GOAL_BILLS_PER_S}/s: ${goal(rate >= GOAL_BILLS_PER_S)}`,
    );
    console.log(`errors by code: ${formatCounts(figures.errors)}`);
    const names = layout === 'one' ? ['gateway+upstream'] : ['gateway', 'upstream'];
    const cpuText = servers
      .map((_, i) => {
        const us = cpuAfter[i]! - cpuBefore[i]!;
        return `${names[i]} ${(us / 1000 / figures.bills).toFixed(2)} ms/bill (${((100 * us) / 1e6 / figures.seconds).toFixed(0)}% of a core)`;
      })
      .join(', ');
    const loadUs = loadCpu.user + loadCpu.system;
    console.log(
      `server CPU: ${cpuText}; load generator ${(loadUs / 1000 / figures.bills).toFixed(2)} ms/bill (${((100 * loadUs) / 1e6 / figures.seconds).toFixed(0)}% of a core)`,
    );
    console.log(`idempotent repeats: ${figures.repeats} sent with the first key, ${figures.repeats - figures.repeatMismatches} answered with the same bill`);

    const problems = await audit(client, upstream, members, tally);
    const billsTotal = [...tally.values()].reduce((sum, e) => sum + e.bills, 0);
    if (problems.length === 0) {
      console.log(
        `exact-balance check: ${members.length}/${members.length} members exact — balance (API /member/wallets and the wallets table) ` +
          `== credited − sum(bill totals), ledger sum == balance, no other ledger entries; ${billsTotal} bills (warm-up included) match the database`,
      );
    } else {
      console.log(`exact-balance check FAILED for ${problems.length} members:`);
      for (const problem of problems.slice(0, 20)) console.log(`  ${problem}`);
    }
    for (const file of profiles) {
      console.log('');
      for (const line of summariseProfile(file)) console.log(line);
    }
    if (problems.length > 0) throw new Error('exact-balance check failed');
    const errors = [...figures.errors.values()].reduce((sum, n) => sum + n, 0);
    return { engine, layout, rate, p50: quantile(latencies, 0.5), p99: quantile(latencies, 0.99), errors, cpu: cpuText.replace(/ \(\d+% of a core\)/g, ''), exact: true };
  } finally {
    client.close();
    await close();
  }
}

/** "sqlite,postgres" → the engines asked for, in the order given. */
function listFlag<T extends string>(args: string[], name: string, choices: readonly T[], fallback: readonly T[]): T[] {
  const text = stringFlag(args, name);
  if (text === undefined) return [...fallback];
  const values = text.split(',') as T[];
  for (const value of values) if (!choices.includes(value)) throw new Error(`--${name} takes ${choices.join(', ')} (comma separated)`);
  return values;
}

export async function main(args: string[]): Promise<void> {
  const options: RunOptions = {
    memberCount: intFlag(args, 'members', 1000),
    billsFlag: optionalIntFlag(args, 'bills'),
    seconds: undefined,
    concurrency: intFlag(args, 'concurrency', 32),
    items: intFlag(args, 'items', 5),
    profile: hasFlag(args, 'profile'),
  };
  options.seconds = optionalIntFlag(args, 'seconds') ?? (options.billsFlag === undefined ? 10 : undefined);
  // PostgreSQL runs on TEST_DATABASE_URL's server (scripts/postgres-for-tests.sh), in a scratch database each.
  const engines = listFlag(args, 'engines', ENGINES, postgresTestUrl() ? ENGINES : ['sqlite']);
  const layouts = listFlag(args, 'layouts', LAYOUTS, ['one', 'processes']);
  console.log(machineLine());
  if (engines.includes('postgres') && !postgresTestUrl()) throw new Error('--engines postgres needs TEST_DATABASE_URL (scripts/postgres-for-tests.sh prints one)');
  if (!engines.includes('postgres')) console.log('PostgreSQL skipped: TEST_DATABASE_URL is not set (scripts/postgres-for-tests.sh prints one)');

  const rows: RunRow[] = [];
  for (const engine of engines) for (const layout of layouts) rows.push(await runOne(engine, layout, options));

  console.log('');
  console.log('side by side (same run, same machine):');
  console.log('engine      layout      bills/s   p50 ms   p99 ms  errors  server CPU per bill');
  for (const row of rows) {
    console.log(
      `${row.engine.padEnd(11)} ${row.layout.padEnd(10)} ${row.rate.toFixed(1).padStart(8)} ${row.p50.toFixed(1).padStart(8)} ${row.p99.toFixed(1).padStart(8)} ` +
        `${String(row.errors).padStart(7)}  ${row.cpu}`,
    );
  }
}
