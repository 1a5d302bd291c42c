/**
 * The games database as every part of the provider holds it (`ctx.db`), and
 * its transactions: the upstream's transaction scope (routed handle,
 * `inTransaction` that joins an open one and runs PostgreSQL's lost races
 * again), a scope of the games database's own.
 */
import type { Kysely, Transaction } from 'kysely';
import { transactionScope } from '#upstream/db/transaction-scope.js';
import type { DB as GamesDB } from './rows.js';

export type { GamesDB };
export type GamesDb = Kysely<GamesDB>;
export type GamesTx = Transaction<GamesDB>;

export const { routedDb, inTransaction, outsideTransaction } = transactionScope<GamesDB>();
