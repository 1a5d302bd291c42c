/**
 * Appends to the public log of commitments, in the transaction that makes the
 * commitment, and reads it back a page at a time (docs/decisions/0074).
 */
import { sql, type Selectable } from 'kysely';
import type { CommitmentEntry, CommitmentHead, CommitmentsResponse } from '#shared/api/fairness.js';
import { entryHash, GENESIS_HASH, type CommitmentKind } from '#shared/fairness/commitment-chain.js';
import { isPostgres } from '../db/engine.js';
import type { CommitmentLog } from '../db/schema.js';
import type { Db } from '../db/transaction.js';
import { wireTime } from '#shared/dates/calendar.js';

/** The PostgreSQL advisory lock that orders appends (any constant the site uses for nothing else). */
const LOG_LOCK = 7_407_401;

/** The subjects the log names its entries by (one entry per kind and subject). */
export const roundSubject = (roundId: number) => `round:${roundId}`;
export const wheelSeedSubject = (seedId: number) => `wheel-seed:${seedId}`;
export const shoeSubject = (tableId: number, shoeId: string) => `shoe:${tableId}:${shoeId}`;

export interface NewCommitment {
  kind: CommitmentKind;
  /** what it is for: one of the subjects above */
  subject: string;
  commitment: string;
  at: number;
}

/**
 * The next link of the chain. Call it inside the transaction that makes the
 * commitment, after the commitment's own row is written: the entry commits or
 * rolls back with it. Appends run one at a time (SQLite's write lock; on
 * PostgreSQL a transaction-scoped advisory lock taken last, so it waits on no
 * one who waits on it), so each reads the true head.
 */
export async function appendCommitment(db: Db, commitment: NewCommitment): Promise<CommitmentEntry> {
  if (isPostgres(db)) await lockLog(db);
  const head = await headOf(db);
  const fields = {
    seq: head.seq + 1,
    kind: commitment.kind,
    subject: commitment.subject,
    commitment: commitment.commitment,
    committed_at: wireTime(commitment.at),
    prev_hash: head.hash,
  };
  const hash = entryHash(fields);
  await db
    .insertInto('commitment_log')
    .values({ ...fields, committed_at: commitment.at, hash })
    .execute();
  return { ...fields, hash };
}

/** PostgreSQL only: the log's lock until the transaction ends (taken again by the same transaction, it is a no-op). */
export async function lockLog(db: Db): Promise<void> {
  await sql`SELECT pg_advisory_xact_lock(${LOG_LOCK})`.execute(db);
}

async function headOf(db: Db): Promise<CommitmentHead> {
  const row = await db.selectFrom('commitment_log').select(['seq', 'hash']).orderBy('seq', 'desc').limit(1).executeTakeFirst();
  return row ?? { seq: 0, hash: GENESIS_HASH };
}

/**
 * The seqs of the entries of these subjects of one kind, by subject: one
 * query for a whole answer, so a revealed seed can point at its entry. A
 * subject with no entry (committed before the log existed) is absent.
 */
export async function logSeqsOf(db: Db, kind: CommitmentKind, subjects: readonly string[]): Promise<Map<string, number>> {
  if (subjects.length === 0) return new Map();
  const rows = await db
    .selectFrom('commitment_log')
    .select(['subject', 'seq'])
    .where('kind', '=', kind)
    .where('subject', 'in', [...new Set(subjects)])
    .execute();
  return new Map(rows.map((row) => [row.subject, row.seq]));
}

function toWire(row: Selectable<CommitmentLog>): CommitmentEntry {
  return { ...row, kind: row.kind as CommitmentKind, committed_at: wireTime(row.committed_at) };
}

export interface CommitmentsQuery {
  after: number;
  limit: number;
  subject?: string;
}

/** A page of entries after `after`, oldest first, or one subject's entry; with the head at the time of reading. */
export async function commitmentsPage(db: Db, query: CommitmentsQuery): Promise<CommitmentsResponse> {
  let select = db.selectFrom('commitment_log').selectAll().where('seq', '>', query.after);
  if (query.subject !== undefined) select = select.where('subject', '=', query.subject);
  const rows = await select.orderBy('seq').limit(query.limit).execute();
  return { entries: rows.map(toWire), head: await headOf(db) };
}
