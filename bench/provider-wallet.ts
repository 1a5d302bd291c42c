/**
 * provider-wallet: a game provider's signed debit + credit pairs through the
 * site (gateway `/provider/*` byte-exact pass-through → upstream), by many
 * members at once, as an outside provider would send them. The site runs in
 * its own process (gateway + upstream, temp SQLite); this process signs as the
 * built-in provider. Prints pairs/s, pair latency, errors by code, the server's
 * CPU per pair, and ends with an exact audit: every member's balance equals
 * the ledger's sum and the credit minus what this process saw debited plus
 * credited (the server logs at warn: a line per call would be measured too). One debit in REPEAT_EVERY is sent twice with the same transaction
 * id: the second must answer the first and move nothing.
 *
 *   npm run bench -- provider-wallet [--members 1000] [--seconds 10] [--concurrency 64] [--pin] [--profile]
 *
 * --pin gives the site core 1 alone and keeps this process on core 0: the site's own ceiling.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import type { GameLinkResponse, GameListResponse, GameWalletsResponse } from '#shared/api/games.js';
import { API } from '#shared/api/paths.js';
import type { AuthenticateResponse, TransactionResponse } from '#shared/api/provider-wallet.js';
import { signedHeaders } from '#server-kit/provider-signature.js';
import { hasFlag, intFlag } from './lib/flags.js';
import { createHttpClient, eachLimited, type HttpClient } from './lib/http-client.js';
import { creditMembers, registerMembers, type BenchMember } from './lib/members.js';
import { summariseProfile } from './lib/profile.js';
import { pinToCore, unpin } from './lib/pin.js';
import { startServerProcess } from './lib/server-process.js';
import { bump, formatCounts, goal, machineLine, quantile, sortNumbers } from './lib/stats.js';

const AGENT_KEY = 'bench-agent-key-0123456789';
const PROVIDER = 'huaydee';
const SCRYPT_COST = 1024;
const CREDIT_THB = 1_000;
const WARMUP_MS = 2_000;
const REPEAT_EVERY = 100;
const GOAL_PAIRS_PER_S = 2_000;

interface Player extends BenchMember {
  session: string;
  /** the game the session was opened for: its wallet calls name it */
  gameCode: string;
  /** satang moved by the game: −debits + credits, as this process saw them confirmed */
  net: number;
  busy: boolean;
}

const randomInt = (below: number) => Math.floor(Math.random() * below);

function signedPost<T>(client: HttpClient, secret: string, path: string, body: Record<string, unknown>) {
  // The client sends JSON.stringify(body): the signature covers exactly those bytes.
  return client.send<T>('POST', path, body, signedHeaders(PROVIDER, secret, JSON.stringify(body), Date.now()));
}

/** Each member's game session: a launch link on the main wallet, its token exchanged once. */
async function openSessions(client: HttpClient, secret: string, members: BenchMember[]): Promise<Player[]> {
  const list = await client.send<GameListResponse>('GET', `${API.game.list}?provider=${PROVIDER}&limit=1`);
  const game = list.body?.data?.games[0];
  if (!game) throw new Error(`no game of ${PROVIDER}: ${JSON.stringify(list.body)}`);
  const players: Player[] = [];
  await eachLimited(members, 16, async (member) => {
    const auth = { authorization: `Bearer ${member.token}` };
    const wallets = await client.send<GameWalletsResponse>('POST', API.game.wallets, { game_id: String(game.id), provider_id: String(game.provider_id) }, auth);
    const main = wallets.body?.data?.wallets.find((w) => w.wallet_type_id === 1);
    if (!main) throw new Error(`no main wallet: ${JSON.stringify(wallets.body)}`);
    const link = await client.send<GameLinkResponse>('POST', API.game.link, { wallet_id: main.id, game_id: game.id, provider_id: game.provider_id }, auth);
    const token = new URL(link.body?.data?.link ?? '', 'http://site.invalid').searchParams.get('token');
    if (!token) throw new Error(`no launch token: ${JSON.stringify(link.body)}`);
    const session = await signedPost<AuthenticateResponse>(client, secret, '/provider/wallet/authenticate', { token });
    if (session.body?.error !== 0 || !session.body.data) throw new Error(`authenticate failed: ${JSON.stringify(session.body)}`);
    players.push({ ...member, session: session.body.data.session, gameCode: session.body.data.game_code, net: 0, busy: false });
  });
  return players;
}

interface Figures {
  pairs: number;
  latencies: number[];
  errors: Map<string, number>;
  repeats: number;
  repeatMismatches: number;
}

/** Closed-loop workers: a debit of 1–10 THB, then a credit of 0 to twice it, on a new round each time. */
async function load(client: HttpClient, secret: string, players: Player[], concurrency: number, untilMs: number, figures: Figures): Promise<void> {
  let turn = 0;
  const worker = async () => {
    while (performance.now() < untilMs) {
      const player = players[turn++ % players.length]!;
      if (player.busy) continue;
      player.busy = true;
      const round = randomUUID();
      const stake = (1 + randomInt(19)) * 50;
      const win = randomInt(2 * stake + 1);
      const t0 = performance.now();
      try {
        const debitBody = { session: player.session, transaction_id: `${round}-d`, round_id: round, game_code: player.gameCode, amount: stake / 100 };
        const debit = await signedPost<TransactionResponse>(client, secret, '/provider/wallet/debit', debitBody);
        if (debit.body?.error !== 0) {
          bump(figures.errors, `debit ${debit.body?.error ?? `http ${debit.status}`}`);
          continue;
        }
        player.net -= stake;
        if (++figures.repeats % REPEAT_EVERY === 0) {
          const again = await signedPost<TransactionResponse>(client, secret, '/provider/wallet/debit', debitBody);
          if (again.body?.data?.reference !== debit.body.data?.reference) figures.repeatMismatches += 1;
        }
        const credit = await signedPost<TransactionResponse>(client, secret, '/provider/wallet/credit', {
          session: player.session,
          transaction_id: `${round}-c`,
          round_id: round,
          game_code: player.gameCode,
          amount: win / 100,
          round_closed: true,
        });
        if (credit.body?.error !== 0) {
          bump(figures.errors, `credit ${credit.body?.error ?? `http ${credit.status}`}`);
          continue;
        }
        player.net += win;
        figures.pairs += 1;
        figures.latencies.push(performance.now() - t0);
      } catch (error) {
        bump(figures.errors, `network ${(error as Error).message}`);
      } finally {
        player.busy = false;
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
}

export async function main(args: string[]): Promise<void> {
  const memberCount = intFlag(args, 'members', 1_000);
  const seconds = intFlag(args, 'seconds', 10);
  const concurrency = intFlag(args, 'concurrency', 64);
  const secret = randomBytes(32).toString('base64url');
  console.log(machineLine());
  const pin = hasFlag(args, 'pin');
  const server = await startServerProcess({ role: 'site', agentKey: AGENT_KEY, scryptCost: SCRYPT_COST, builtInSecret: secret, logLevel: 'warn', core: pin ? 1 : undefined });
  if (pin) {
    pinToCore(process.pid, 0);
    console.log('pinned: the site alone on core 1, this load generator on core 0');
  }
  const client = createHttpClient(server.port);
  try {
    const members = await registerMembers(client, memberCount);
    await creditMembers(client, AGENT_KEY, members, CREDIT_THB);
    const players = await openSessions(client, secret, members);
    console.log(`${players.length} members, each with a game session on its main wallet (${CREDIT_THB} THB)`);

    const warmup: Figures = { pairs: 0, latencies: [], errors: new Map(), repeats: 0, repeatMismatches: 0 };
    await load(client, secret, players, concurrency, performance.now() + WARMUP_MS, warmup);
    const figures: Figures = { pairs: 0, latencies: [], errors: new Map(), repeats: 0, repeatMismatches: warmup.repeatMismatches };
    const profileDir = hasFlag(args, 'profile') ? join(tmpdir(), 'bench-profiles') : undefined;
    if (profileDir) await server.profileStart();
    const cpuBefore = await server.cpuMicros();
    const begin = performance.now();
    await load(client, secret, players, concurrency, begin + seconds * 1000, figures);
    const elapsed = (performance.now() - begin) / 1000;
    const cpu = (await server.cpuMicros()) - cpuBefore;
    if (profileDir) for (const line of summariseProfile(await server.profileStop(profileDir), 30)) console.log(line);

    const sorted = sortNumbers(figures.latencies);
    const rate = figures.pairs / elapsed;
    console.log(`pairs: ${figures.pairs} in ${elapsed.toFixed(1)} s = ${rate.toFixed(0)} pairs/s (goal ≥ ${GOAL_PAIRS_PER_S}: ${goal(rate >= GOAL_PAIRS_PER_S)})`);
    console.log(`pair latency ms: p50 ${quantile(sorted, 0.5).toFixed(1)}, p99 ${quantile(sorted, 0.99).toFixed(1)}, max ${(sorted.at(-1) ?? 0).toFixed(1)}`);
    console.log(`server CPU per pair (gateway + upstream, one process): ${(cpu / Math.max(1, figures.pairs)).toFixed(0)} µs`);
    console.log(`errors: ${formatCounts(figures.errors) || 'none'}; repeated debits answered differently: ${figures.repeatMismatches}`);

    // The audit: the tables against the ledger, and against what this process saw confirmed.
    const { rows } = await server.ask<{ rows: { username: string; balance: number; ledger_sum: number; credited: number }[] }>('audit');
    const byName = new Map(players.map((p) => [p.username, p]));
    let off = 0;
    for (const row of rows) {
      const player = byName.get(row.username);
      if (!player) continue;
      if (row.balance !== row.ledger_sum || row.balance !== row.credited + player.net) off += 1;
    }
    console.log(`audit: ${rows.length} members, ${off} off (balance = ledger sum = credit − debits + credits confirmed) — ${off === 0 ? 'exact' : 'MISMATCH'}`);
  } finally {
    if (pin) unpin(process.pid);
    client.close();
    await server.stop();
  }
}
