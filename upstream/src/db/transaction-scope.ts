import { AsyncLocalStorage } from 'node:async_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Kysely, Transaction } from 'kysely';

/**
 * The routed handle and `inTransaction` of one database (transaction.ts has
 * the upstream's). Each database gets a scope of its own: a process that
 * holds two (the gateway embeds the upstream and the games provider) must
 * never send one database's query into the other's transaction.
 */

/** PostgreSQL's answers that mean "run it again": serialization_failure and deadlock_detected. */
const RETRYABLE = new Set(['40001', '40P01']);
const ATTEMPTS = 10;

export interface TransactionOptions {
  /**
   * PostgreSQL's isolation (SQLite's one writer is serializable whatever is
   * asked). READ COMMITTED with conditional updates and row locks is the
   * default; SERIALIZABLE is for a transaction that decides on rows other
   * transactions write and that no single row lock covers (decision 0067).
   */
  isolation?: 'read committed' | 'serializable';
}

function sqlStateOf(error: unknown): string | undefined {
  return typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string' ? error.code : undefined;
}

export interface TransactionScope<Schema> {
  /**
   * The handle every service holds as `ctx.db`: each query goes to the
   * transaction the calling code runs inside (inTransaction below), else to the
   * database. A function called inside a transaction therefore never needs the
   * transaction handed down, and can never query beside it: on SQLite such a
   * query would wait for the one connection forever, on PostgreSQL it would run
   * outside the transaction's snapshot and locks.
   */
  routedDb: (database: Kysely<Schema>) => Kysely<Schema>;
  /**
   * Runs `work` in one transaction: all of it commits or none. Called inside a
   * transaction, it joins that one. On PostgreSQL a transaction that lost a
   * serialization race or a deadlock runs again from the start (it wrote
   * nothing), after a short random pause so the two do not collide again;
   * `work` must therefore do nothing outside the database.
   */
  inTransaction: <T>(db: Kysely<Schema>, work: (tx: Transaction<Schema>) => Promise<T>, options?: TransactionOptions) => Promise<T>;
  /** Runs `work` outside any transaction its caller is in (a log line, a push that must not wait for a commit). */
  outsideTransaction: <T>(work: () => T) => T;
}

export function transactionScope<Schema>(): TransactionScope<Schema> {
  /** The transaction the current async call runs inside, if any. */
  const activeTransaction = new AsyncLocalStorage<Transaction<Schema>>();
  return {
    routedDb: (database) =>
      new Proxy(database, {
        get(target, property) {
          const handle = activeTransaction.getStore() ?? target;
          const value: unknown = Reflect.get(handle, property, handle);
          return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(handle) : value;
        },
      }),
    inTransaction: async (db, work, options = {}) => {
      const open = activeTransaction.getStore();
      if (open) return work(open);
      for (let attempt = 1; ; attempt += 1) {
        try {
          const builder = db.transaction();
          return await (options.isolation ? builder.setIsolationLevel(options.isolation) : builder).execute((tx) =>
            activeTransaction.run(tx, () => work(tx)),
          );
        } catch (error) {
          if (attempt >= ATTEMPTS || !RETRYABLE.has(sqlStateOf(error) ?? '')) throw error;
          await sleep(Math.random() * 5 * attempt);
        }
      }
    },
    outsideTransaction: (work) => activeTransaction.exit(work),
  };
}
