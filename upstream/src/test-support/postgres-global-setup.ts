import { Client } from 'pg';
import type { TestProject } from 'vitest/node';

/**
 * The server project's global setup (docs/decisions/0064): asks TEST_DATABASE_URL once whether a
 * PostgreSQL server answers, says plainly whether the PostgreSQL suites run, and hands the answer
 * to the suites (`inject('postgres')`, read by `describeOnPostgres`). With REQUIRE_POSTGRES=1 (CI)
 * a server that is missing fails the run instead of skipping them; so it does under
 * UPSTREAM_TEST_ENGINE=postgres (`npm run test:postgres`), where every upstream suite needs it.
 */

declare module 'vitest' {
  export interface ProvidedContext {
    /** Whether TEST_DATABASE_URL answered `select 1` when the run started. */
    postgres: { available: boolean };
  }
}

const PROBE_TIMEOUT_MS = 3_000;
const HOW_TO_START = 'scripts/postgres-for-tests.sh starts a local server';

/** host:port of a URL, never its password. */
export function postgresTarget(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.hostname || 'localhost'}:${parsed.port || '5432'}`;
  } catch {
    return 'an unreadable URL';
  }
}

/** The reason a probe failed, with the URL's password taken out should a message carry it. */
function reasonOf(error: unknown, url: string): string {
  let reason = error instanceof Error ? (('code' in error && typeof error.code === 'string' ? `${error.code} ` : '') + error.message) : String(error);
  try {
    const password = decodeURIComponent(new URL(url).password);
    if (password) reason = reason.split(password).join('***');
  } catch {
    // an unreadable URL has no password to hide
  }
  return reason;
}

/** `select 1` through the URL: undefined when it answered, else why not. */
export async function probePostgres(url: string): Promise<string | undefined> {
  const client = new Client({ connectionString: url, connectionTimeoutMillis: PROBE_TIMEOUT_MS, query_timeout: PROBE_TIMEOUT_MS });
  // A server that goes away mid-probe emits 'error' on the client; the failed query reports it.
  client.on('error', () => {});
  try {
    await client.connect();
    await client.query('select 1');
    return undefined;
  } catch (error) {
    return reasonOf(error, url);
  } finally {
    await client.end().catch(() => {});
  }
}

/** Why the run cannot go on without PostgreSQL, if it cannot. */
function whyRequired(env: NodeJS.ProcessEnv): string | undefined {
  if (env.UPSTREAM_TEST_ENGINE === 'postgres') return 'UPSTREAM_TEST_ENGINE=postgres runs every upstream suite on it';
  if (env.REQUIRE_POSTGRES === '1') return 'REQUIRE_POSTGRES=1 makes that a failure';
  return undefined;
}

export default async function setup(project: TestProject): Promise<void> {
  const url = process.env.TEST_DATABASE_URL || undefined;
  const required = whyRequired(process.env);
  const failure = url === undefined ? 'TEST_DATABASE_URL is not set' : await probePostgres(url).then((reason) => reason && `${postgresTarget(url)} did not answer (${reason})`);

  project.provide('postgres', { available: failure === undefined });
  if (failure === undefined) {
    console.log(`PostgreSQL suites run against ${postgresTarget(url!)}`);
    return;
  }
  if (required) {
    // A plain message, no stack: vitest then adds only "No test files found", its words for a failed global setup.
    const error = new Error(`PostgreSQL suites cannot run, and ${required}: ${failure} (${HOW_TO_START})`);
    error.stack = error.message;
    throw error;
  }
  console.log(`PostgreSQL suites skipped: ${failure} (${HOW_TO_START})`);
}
