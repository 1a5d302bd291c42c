/**
 * The servers under test of baccarat-table, each in its own process so its CPU
 * is its own (bench/baccarat-table.ts forks them). Roles:
 *   backend  the upstream and the built-in provider as `npm start` embeds them (the
 *            provider reaches the wallet over loopback HTTP with the signed protocol),
 *            on temp SQLite files, dealing table bac-1 only
 *   gateway  the real gateway in front of both (`/api`, `/games/api`, `/live`)
 *   bare     nothing but Socket.IO: a room per topic and a `replay` that emits a frame to it
 * Talks to the parent over IPC; `stop` closes everything, removes the temp files and exits.
 */
import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { createServer, type Server as HttpServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { systemClock } from '#shared/clock.js';
import { WalletType } from '#shared/constants.js';
import { setLogLevel } from '#server-kit/observability/logger.js';
import { BACCARAT_TABLES } from '#games/baccarat/tables.js';
import { createGamesProvider } from '#games/provider/app.js';
import { openGamesDatabase } from '#games/provider/db/database.js';
import { listenOnLoopback } from '#upstream/test-support/listen.js';
import { createGateway } from '#gateway/app.js';
import { bareLive } from './lib/bare-live.js';
import { benchUpstream } from './lib/bench-upstream.js';
import { createServerIpc, serveIpc } from './lib/server-ipc.js';

export interface BaccaratServerConfig {
  role: 'backend' | 'gateway' | 'bare';
  agentKey: string;
  /** backend: scrypt cost of new password hashes */
  scryptCost?: number;
  /** backend: the built-in provider's secret, on both sides of the wallet protocol */
  secret?: string;
  /** gateway: where the backend's upstream and provider listen */
  upstreamUrl?: string;
  gamesUrl?: string;
  logLevel?: 'info' | 'warn';
}

const config = JSON.parse(process.argv[2] ?? '{}') as BaccaratServerConfig;
if (config.logLevel) setLogLevel(config.logLevel);
const ipc = createServerIpc();
const { handlers, closers } = ipc;
/** The table the bench plays: the first published one, the only one dealt here. */
const TABLE = BACCARAT_TABLES[0]!;

const listen = async (server: HttpServer) => (await listenOnLoopback(server)).port;

const closeServer = async (server: HttpServer) => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
};

const removeDb = (file: string) => {
  for (const suffix of ['', '-wal', '-shm']) rmSync(`${file}${suffix}`, { force: true });
};

async function startBackend(): Promise<{ port: number; gamesPort: number }> {
  const upstreamFile = join(tmpdir(), `bench-upstream-${randomUUID()}.sqlite`);
  const gamesFile = join(tmpdir(), `bench-games-${randomUUID()}.sqlite`);
  const upstream = await benchUpstream({ file: upstreamFile }, { agentKey: config.agentKey, scryptCost: config.scryptCost, builtInSecret: config.secret! });
  const { db } = upstream;
  const upstreamServer = createServer(upstream.app);
  const port = await listen(upstreamServer);

  const games = await openGamesDatabase({ file: gamesFile });
  const provider = await createGamesProvider({
    db: games.db,
    clock: systemClock,
    walletUrl: `http://127.0.0.1:${port}`,
    providerCode: 'huaydee',
    secret: config.secret!,
    trustProxy: 'loopback',
    // Every member opens a session from the load generator's one address.
    rateLimits: { open: { windowMs: 60_000, limit: 1_000_000 } },
    baccarat: { tables: [TABLE] },
    football: false,
  });
  const gamesServer = createServer(provider);
  const gamesPort = await listen(gamesServer);
  closers.push(async () => {
    await provider.stop();
    await closeServer(gamesServer);
    await closeServer(upstreamServer);
    await upstream.close();
    await games.close();
    removeDb(upstreamFile);
    removeDb(gamesFile);
  });

  // Set-up reads, straight from the tables: the table's game in the catalogue and each member's main wallet.
  handlers.set('ids', async (message) => {
    const usernames = message.usernames as string[];
    const game = await db.selectFrom('games').select(['id as game_id', 'provider_id']).where('code', '=', TABLE.code).executeTakeFirst();
    const wallets =
      usernames.length === 0
        ? []
        : await db
            .selectFrom('wallets as w')
            .innerJoin('members as m', 'm.id', 'w.member_id')
            .select(['m.username', 'w.id'])
            .where('w.type', '=', WalletType.MAIN)
            .where('m.username', 'in', usernames)
            .execute();
    return { game, wallets: Object.fromEntries(wallets.map((w) => [w.username, w.id])) };
  });

  /**
   * A dealt hand's settlement: when it was dealt (the provider's baccarat_hands), its
   * rounds, how many the provider still holds open, and when the site took each
   * round's credit (the site's game_transactions: a credit of 0 closes a round but
   * writes no ledger line, so the ledger alone would miss it).
   */
  const handOf = (tableCode: string, handNo: number) =>
    games.db
      .selectFrom('baccarat_hands as h')
      .innerJoin('baccarat_shoes as s', 's.id', 'h.shoe')
      .select(['h.shoe', 'h.hand_no', 'h.dealt_at', 'h.winner', 'h.player_pair', 'h.banker_pair'])
      .where('s.table_code', '=', tableCode)
      .where('h.hand_no', '=', handNo)
      .orderBy('h.shoe', 'desc')
      .limit(1)
      .executeTakeFirst();
  const roundsOf = (shoe: number, handNo: number) =>
    games.db.selectFrom('baccarat_rounds').select(['round_id', 'status']).where('shoe', '=', shoe).where('hand_no', '=', handNo).execute();
  const creditsOf = async (roundIds: string[]) => {
    if (roundIds.length === 0) return { credits: 0, first_at: null, last_at: null };
    return db
      .selectFrom('game_transactions')
      .select((eb) => [eb.fn.countAll<number>().as('credits'), eb.fn.min('created_at').as('first_at'), eb.fn.max('created_at').as('last_at')])
      .where('kind', '=', 'credit')
      .where('transaction_id', 'in', roundIds.map((id) => `${id}:settle`))
      .executeTakeFirstOrThrow();
  };
  handlers.set('settlement', async (message) => {
    const hand = await handOf(TABLE.code, message.handNo as number);
    if (!hand) return { hand: null };
    const rounds = await roundsOf(hand.shoe, message.handNo as number);
    const credits = await creditsOf(rounds.map((r) => r.round_id));
    return { hand, rounds: rounds.length, open: rounds.filter((r) => r.status === 'open').length, ...credits };
  });

  // The audit, per the site's ledger: every bench member's balance and its ledger lines by kind.
  handlers.set('audit', async (message) => {
    const usernames = message.usernames as string[];
    if (usernames.length === 0) return { rows: [] };
    const { rows } = await sql`SELECT m.username,
           (SELECT COALESCE(SUM(balance), 0) FROM wallets w WHERE w.member_id = m.id) AS balance,
           COALESCE(SUM(CASE WHEN e.kind = 'adjust' THEN e.amount END), 0) AS deposit,
           COALESCE(-SUM(CASE WHEN e.kind = 'game_bet' THEN e.amount END), 0) AS stakes,
           COALESCE(SUM(CASE WHEN e.kind = 'game_win' THEN e.amount END), 0) AS credits,
           COUNT(CASE WHEN e.kind NOT IN ('adjust', 'game_bet', 'game_win') THEN 1 END) AS other_entries
         FROM members m LEFT JOIN ledger_entries e ON e.member_id = m.id
         WHERE m.username IN (${sql.join(usernames)}) GROUP BY m.id, m.username`.execute(db);
    return { rows };
  });
  return { port, gamesPort };
}

async function startGateway(): Promise<number> {
  const gateway = await createGateway({
    upstreamUrl: config.upstreamUrl!,
    gamesUrl: config.gamesUrl,
    agentApiKey: config.agentKey,
    clientDir: '/nonexistent',
    options: { contractCheck: 'strict' },
  });
  const port = await listen(gateway.httpServer);
  closers.unshift(() => gateway.close());
  return port;
}

/** The least a server could do for the same watchers: a room per topic, and each frame given over IPC emitted to it. */
async function startBare(): Promise<number> {
  const httpServer = createServer((_req, res) => res.writeHead(404).end());
  const live = bareLive(httpServer);
  handlers.set('replay', (message) => {
    live.to(message.room as string).emit(message.event as string, message.data);
    return {};
  });
  const port = await listen(httpServer);
  closers.push(async () => {
    await new Promise<void>((resolve) => {
      live.server.close(() => resolve());
      httpServer.closeAllConnections();
    });
  });
  return port;
}

let ready: { port: number; gamesPort?: number };
switch (config.role) {
  case 'backend':
    ready = await startBackend();
    break;
  case 'gateway':
    ready = { port: await startGateway() };
    break;
  case 'bare':
    ready = { port: await startBare() };
    break;
}

serveIpc(ipc, `baccarat-${config.role}`, ready!);
