import { sql, type Selectable } from 'kysely';
import { AppError } from '#shared/envelope.js';
import { ErrorCode } from '#shared/errors.js';
import { DEFAULT_AGENT_CODE } from '#shared/constants.js';
import type { DB } from '../db/schema.js';
import type { Db } from '../db/transaction.js';

export type SiteRow = Selectable<DB['agents']>;

/** A code matches whatever its case: lower() on both sides, by the engine, as SQLite's NOCASE did. */
export function siteByCode(db: Db, code: string): Promise<SiteRow | undefined> {
  return db.selectFrom('agents').selectAll().where(sql<boolean>`lower(code) = lower(${code})`).executeTakeFirst();
}

/** The agent a request names, the seeded one when it names none; unknown → INVALID_AGENT_CODE. */
export async function requireSite(db: Db, code: string | undefined): Promise<SiteRow> {
  const agent = await siteByCode(db, code || DEFAULT_AGENT_CODE);
  if (!agent) throw new AppError(ErrorCode.INVALID_AGENT_CODE);
  return agent;
}
