import pg from 'pg';
import { processLogger, type Service } from '#server-kit/observability/logger.js';

const INT8 = 20;
const NUMERIC = 1700;

/**
 * BIGINT (satang, milliseconds, counts) and NUMERIC (what SUM of a BIGINT
 * gives) arrive as numbers, as SQLite gives them: every amount the site keeps
 * is far below 2^53, and one that is not fails loudly instead of rounding.
 */
function exactNumber(text: string): number {
  const value = Number(text);
  if (!Number.isFinite(value) || (Number.isInteger(value) && !Number.isSafeInteger(value))) {
    throw new Error(`a number from PostgreSQL does not fit a JavaScript number: ${text}`);
  }
  return value;
}

const types: pg.CustomTypesConfig = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === INT8 || oid === NUMERIC ? exactNumber : pg.types.getTypeParser(oid, format)) as pg.CustomTypesConfig['getTypeParser'],
};

export interface PostgresOptions {
  /** connections this process keeps open (pg's default is 10) */
  maxConnections?: number;
}

/**
 * A pool of connections to one PostgreSQL database, numbers read as SQLite
 * gives them; `owner` names the program in the log (the upstream, the games
 * provider: each keeps a database of its own).
 */
export function postgresPool(url: string, owner: Service, options: PostgresOptions = {}): pg.Pool {
  const pool = new pg.Pool({ connectionString: url, max: options.maxConnections, types });
  // An idle connection the server ends (a restart, a dropped database, the network) emits 'error' on
  // the pool, and an 'error' nobody listens to ends the process. The pool has already let that
  // connection go; the next query opens another, and one that fails answers its own caller.
  pool.on('error', (error) => processLogger(owner).warn({ err: error }, 'idle PostgreSQL connection ended'));
  // A connection in use between two queries (a transaction waiting on its own code) emits 'error' on
  // the client itself, where the pool listens only while it is idle. The transaction's next query
  // fails and rolls it back, and the pool drops the connection when it comes back unusable.
  pool.on('connect', (client) => {
    client.on('error', (error) => {
      // Idle, the pool's own listener is there too and has logged it above.
      if (client.listenerCount('error') === 1) processLogger(owner).warn({ err: error }, 'PostgreSQL connection in use ended');
    });
  });
  return pool;
}
