import type { Kysely, Transaction } from 'kysely';
import type { DB } from './schema.js';
import { transactionScope } from './transaction-scope.js';

export type { TransactionOptions } from './transaction-scope.js';

/** The upstream's database on either engine, and a transaction of it. */
export type Db = Kysely<DB>;
export type Tx = Transaction<DB>;

/** The upstream's own scope (transaction-scope.ts): `routedDb`, `inTransaction`, `outsideTransaction`. */
export const { routedDb, inTransaction, outsideTransaction } = transactionScope<DB>();
