import type { Database } from 'better-sqlite3';
import { AppError } from '@shared/envelope.js';
import { ErrorCode } from '@shared/errors.js';
import { DEFAULT_AGENT_CODE } from '@shared/constants.js';

export interface AgentRow {
  id: number;
  code: string;
  name: string;
  logo: string | null;
  line_contact_url: string | null;
  line_admin_url: string | null;
}

export function agentByCode(db: Database, code: string): AgentRow | undefined {
  return db.prepare('SELECT * FROM agents WHERE code = ? COLLATE NOCASE').get(code) as AgentRow | undefined;
}

/** The agent a request names, the seeded one when it names none; unknown → INVALID_AGENT_CODE. */
export function requireAgent(db: Database, code: string | undefined): AgentRow {
  const agent = agentByCode(db, code || DEFAULT_AGENT_CODE);
  if (!agent) throw new AppError(ErrorCode.INVALID_AGENT_CODE);
  return agent;
}
