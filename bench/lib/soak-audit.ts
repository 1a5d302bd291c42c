/**
 * The soak bench's end: every member's balance three ways (the API, the
 * ledger in the upstream's SQLite file read directly, and what the load
 * generator saw confirmed), and every confirmed action looked up in the
 * database by the id the site answered with.
 */
import BetterSqlite3 from 'better-sqlite3';
import type { WalletsResponse } from '@shared/api/member.js';
import { API } from '@shared/api/paths.js';
import { thbToSatang } from '@shared/money.js';
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

interface Db {
  memberId(username: string): number | undefined;
  walletSum(memberId: number): number;
  ledger(memberId: number): { kind: string; amount: number; id: number }[];
  bills(memberId: number): Map<number, number>;
  shots(memberId: number): Set<string>;
  spins(memberId: number): Set<number>;
  votes(memberId: number): Set<number>;
  /** every debit and credit by its provider transaction id */
  games(): Map<string, { kind: string; amount: number }>;
  close(): void;
}

function openAuditDb(file: string): Db {
  // Read-only beside the running upstream (WAL): the upstream's own connection keeps writing.
  const db = new BetterSqlite3(file, { readonly: true, fileMustExist: true });
  const ids = (sql: string) => {
    const statement = db.prepare(sql).pluck();
    return (memberId: number) => new Set(statement.all(memberId) as number[]);
  };
  const billRows = db.prepare('SELECT id, total FROM lotto_bills WHERE member_id = ?');
  const shotRows = db.prepare(`SELECT round_id || ':' || seq FROM yeekee_shots WHERE member_id = ?`).pluck();
  return {
    memberId: (username) => db.prepare('SELECT id FROM members WHERE username = ?').pluck().get(username) as number | undefined,
    walletSum: (memberId) => db.prepare('SELECT COALESCE(SUM(balance), 0) FROM wallets WHERE member_id = ?').pluck().get(memberId) as number,
    ledger: (memberId) =>
      db.prepare('SELECT id, kind, amount FROM ledger_entries WHERE member_id = ? ORDER BY id').all(memberId) as { kind: string; amount: number; id: number }[],
    bills: (memberId) => new Map((billRows.all(memberId) as { id: number; total: number }[]).map((row) => [row.id, row.total])),
    shots: (memberId) => new Set(shotRows.all(memberId) as string[]),
    spins: ids('SELECT id FROM wheel_spins WHERE member_id = ?'),
    votes: ids('SELECT id FROM poll_votes WHERE member_id = ?'),
    games: () =>
      new Map(
        (db.prepare(`SELECT transaction_id, kind, amount FROM game_transactions WHERE kind IN ('debit', 'credit')`).all() as {
          transaction_id: string;
          kind: string;
          amount: number;
        }[]).map((row) => [row.transaction_id, { kind: row.kind, amount: row.amount }]),
      ),
    close: () => db.close(),
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

export async function auditMembers(client: HttpClient, dbFile: string, members: readonly SoakMember[]): Promise<AuditFigures> {
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

  const db = openAuditDb(dbFile);
  const tally = (map: Map<string, number>, key: string, n: number) => n > 0 && map.set(key, (map.get(key) ?? 0) + n);
  try {
    const games = db.games();
    const ourGames = new Map<string, unknown>();
    for (const member of members) for (const id of member.confirmed.games.keys()) ourGames.set(id, null);
    for (const member of members) {
      const { confirmed } = member;
      const id = db.memberId(member.username);
      if (id === undefined) {
        figures.problems.push(`${member.username}: not in the database`);
        continue;
      }
      const ledger = db.ledger(id);
      const walletRows = db.walletSum(id);
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
        ['bill', compare(confirmed.bills.keys(), db.bills(id))],
        ['shot', compare(confirmed.shots, db.shots(id))],
        ['spin', compare(confirmed.spins.keys(), db.spins(id))],
        ['vote', compare(confirmed.votes, db.votes(id))],
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
    db.close();
  }
  return figures;
}
