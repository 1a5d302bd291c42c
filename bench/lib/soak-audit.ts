/**
 * The soak bench's end: every member's balance three ways (the API, the
 * ledger in the upstream's database read directly, and what the load
 * generator saw confirmed), and every confirmed action looked up in the
 * database by the id the site answered with.
 */
import { sql } from 'kysely';
import type { WalletsResponse } from '#shared/api/member.js';
import { API } from '#shared/api/paths.js';
import { thbToSatang } from '#shared/money.js';
import { openStore, type StoreLocation } from '#upstream/db/store.js';
import { eachLimited, type HttpClient } from './http-client.js';
import type { SoakMember } from './soak-members.js';

/** The ledger kinds the generator's own actions write; anything else (a settlement) is listed apart. */
const DRIVEN_KINDS = ['adjust', 'bet', 'game_bet', 'game_win', 'wheel'];

export interface AuditFigures {
  members: number;
  /** members whose API balance, wallet rows, ledger sum and expected balance all agree */
  exact: number;
  /** Σ |API balance − expected| and Σ |ledger sum − wallet rows| over the members, satang */
  offVsExpected: number;
  offLedger: number;
  offApi: number;
  /** ledger entries of kinds the generator does not drive, and their sum */
  otherEntries: number;
  otherSatang: number;
  /** confirmed to the generator, not in the database, by action */
  lost: Map<string, number>;
  /** in the database, never confirmed to the generator (an answer lost on the way, or a repeat made twice), by action */
  unconfirmed: Map<string, number>;
  /** the first few members that are off, one line each */
  problems: string[];
}

interface AuditDb {
  memberId(username: string): Promise<number | undefined>;
  walletSum(memberId: number): Promise<number>;
  ledger(memberId: number): Promise<{ kind: string; amount: number; id: number }[]>;
  bills(memberId: number): Promise<Map<number, number>>;
  shots(memberId: number): Promise<Set<string>>;
  spins(memberId: number): Promise<Set<number>>;
  votes(memberId: number): Promise<Set<number>>;
  /** every debit and credit by its provider transaction id */
  games(): Promise<Map<string, { kind: string; amount: number }>>;
  close(): Promise<void>;
}

/** The upstream's database on either engine, beside the running upstream (its own connections keep writing). */
async function openAuditDb(location: StoreLocation): Promise<AuditDb> {
  const store = await openStore(location);
  const { db } = store;
  return {
    memberId: async (username) => (await db.selectFrom('members').select('id').where('username', '=', username).executeTakeFirst())?.id,
    walletSum: async (memberId) =>
      (await db.selectFrom('wallets').select(sql<number>`COALESCE(SUM(balance), 0)`.as('total')).where('member_id', '=', memberId).executeTakeFirstOrThrow()).total,
    ledger: (memberId) => db.selectFrom('ledger_entries').select(['id', 'kind', 'amount']).where('member_id', '=', memberId).orderBy('id').execute(),
    bills: async (memberId) =>
      new Map((await db.selectFrom('lotto_bills').select(['id', 'total']).where('member_id', '=', memberId).execute()).map((row) => [row.id, row.total])),
    shots: async (memberId) =>
      new Set((await db.selectFrom('yeekee_shots').select(['round_id', 'seq']).where('member_id', '=', memberId).execute()).map((row) => `${row.round_id}:${row.seq}`)),
    spins: async (memberId) => new Set((await db.selectFrom('wheel_spins').select('id').where('member_id', '=', memberId).execute()).map((row) => row.id)),
    votes: async (memberId) => new Set((await db.selectFrom('poll_votes').select('id').where('member_id', '=', memberId).execute()).map((row) => row.id)),
    games: async () =>
      new Map(
        (await db.selectFrom('game_transactions').select(['transaction_id', 'kind', 'amount']).where('kind', 'in', ['debit', 'credit']).execute()).map((row) => [
          row.transaction_id,
          { kind: row.kind, amount: row.amount },
        ]),
      ),
    close: () => store.close(),
  };
}

const sum = (values: Iterable<number>) => [...values].reduce((total, value) => total + value, 0);

/** Ids on one side and not the other: `missing` confirmed but absent, `extra` present but never confirmed. */
function compare<K>(confirmed: Iterable<K>, stored: Set<K> | Map<K, unknown>): { missing: number; extra: number } {
  const mine = new Set(confirmed);
  let missing = 0;
  for (const id of mine) if (!stored.has(id)) missing += 1;
  let extra = 0;
  for (const id of stored.keys()) if (!mine.has(id)) extra += 1;
  return { missing, extra };
}

export async function auditMembers(client: HttpClient, database: StoreLocation, members: readonly SoakMember[]): Promise<AuditFigures> {
  const figures: AuditFigures = {
    members: members.length,
    exact: 0,
    offVsExpected: 0,
    offLedger: 0,
    offApi: 0,
    otherEntries: 0,
    otherSatang: 0,
    lost: new Map(),
    unconfirmed: new Map(),
    problems: [],
  };
  const apiTotal = new Map<string, number>();
  await eachLimited(members, 16, async (member) => {
    const reply = await client.send<WalletsResponse>('POST', API.member.wallets, undefined, { authorization: `Bearer ${member.token}` });
    apiTotal.set(member.username, reply.body?.error === 0 ? thbToSatang(reply.body.data!.total) : Number.NaN);
  });

  const db = await openAuditDb(database);
  const tally = (map: Map<string, number>, key: string, n: number) => n > 0 && map.set(key, (map.get(key) ?? 0) + n);
  try {
    const games = await db.games();
    const ourGames = new Map<string, unknown>();
    for (const member of members) for (const id of member.confirmed.games.keys()) ourGames.set(id, null);
    for (const member of members) {
      const { confirmed } = member;
      const id = await db.memberId(member.username);
      if (id === undefined) {
        figures.problems.push(`${member.username}: not in the database`);
        continue;
      }
      const ledger = await db.ledger(id);
      const walletRows = await db.walletSum(id);
      const ledgerSum = sum(ledger.map((entry) => entry.amount));
      const other = ledger.filter((entry) => !DRIVEN_KINDS.includes(entry.kind));
      figures.otherEntries += other.length;
      figures.otherSatang += sum(other.map((entry) => entry.amount));
      const expected =
        sum(confirmed.credits.values()) - sum(confirmed.bills.values()) + sum(confirmed.games.values()) + sum(confirmed.spins.values()) + sum(other.map((e) => e.amount));
      const api = apiTotal.get(member.username)!;

      const adjusts = new Map(ledger.filter((entry) => entry.kind === 'adjust').map((entry) => [entry.id, entry.amount]));
      const checks: [string, { missing: number; extra: number }][] = [
        ['deposit', compare(confirmed.credits.keys(), adjusts)],
        ['bill', compare(confirmed.bills.keys(), await db.bills(id))],
        ['shot', compare(confirmed.shots, await db.shots(id))],
        ['spin', compare(confirmed.spins.keys(), await db.spins(id))],
        ['vote', compare(confirmed.votes, await db.votes(id))],
      ];
      for (const [action, { missing, extra }] of checks) {
        tally(figures.lost, action, missing);
        tally(figures.unconfirmed, action, extra);
      }
      let lostGames = 0;
      for (const txId of confirmed.games.keys()) if (!games.has(txId)) lostGames += 1;
      tally(figures.lost, 'game', lostGames);

      figures.offVsExpected += Math.abs(api - expected);
      figures.offLedger += Math.abs(ledgerSum - walletRows);
      figures.offApi += Math.abs(api - walletRows);
      if (api === expected && ledgerSum === walletRows && api === walletRows) figures.exact += 1;
      else if (figures.problems.length < 10) {
        figures.problems.push(`${member.username}: API ${api}, wallet rows ${walletRows}, ledger sum ${ledgerSum}, expected ${expected} satang`);
      }
    }
    // The bench's own game rounds in the database that it never saw confirmed (round ids are its UUIDs).
    const prefixes = new Set([...ourGames.keys()].map((txId) => txId.slice(0, 36)));
    let extraGames = 0;
    for (const txId of games.keys()) if (prefixes.has(txId.slice(0, 36)) && !ourGames.has(txId)) extraGames += 1;
    tally(figures.unconfirmed, 'game', extraGames);
  } finally {
    await db.close();
  }
  return figures;
}
