import type {
  AgentBankAccount,
  AgentConfigResponse,
  AgentEvent,
  AgentTrueMoneyAccount,
  AgentValidateResponse,
  Banner,
  Notification,
} from '@shared/api/agent.js';
import { THAI_BANKS, type BankCode } from '@shared/banks.js';
import { toWireDate } from '@shared/dates.js';
import type { Ctx } from '../context.js';
import { agentByCode, requireAgent } from './agents.js';

/** How many notifications a list carries (agent-wide and personal together). */
export const NOTIFICATION_LIMIT = 20;
const EVENT_LIMIT = 20;

export function agentConfig(ctx: Ctx, code: string | undefined): AgentConfigResponse {
  const agent = requireAgent(ctx.db, code);
  return {
    agent_code: agent.code,
    name: agent.name,
    info: { agent_logo: agent.logo, line_contact_url: agent.line_contact_url, line_admin_url: agent.line_admin_url },
  };
}

export function bankAccounts(ctx: Ctx, code: string | undefined): AgentBankAccount[] {
  const agent = requireAgent(ctx.db, code);
  const rows = ctx.db
    .prepare('SELECT id, bank_code, account_no, account_name FROM agent_bank_accounts WHERE agent_id = ? ORDER BY sort_order, id')
    .all(agent.id) as { id: number; bank_code: BankCode; account_no: string; account_name: string }[];
  return rows.map((row) => ({ ...row, bank_name: THAI_BANKS[row.bank_code] }));
}

export function trueMoneyAccounts(ctx: Ctx, code: string | undefined): AgentTrueMoneyAccount[] {
  const agent = requireAgent(ctx.db, code);
  return ctx.db
    .prepare('SELECT id, phone, account_name FROM agent_true_money_accounts WHERE agent_id = ? ORDER BY sort_order, id')
    .all(agent.id) as AgentTrueMoneyAccount[];
}

interface DatedRow {
  created_at: number;
}

function withWireDate<T extends DatedRow>(row: T): Omit<T, 'created_at'> & { created_at: string } {
  return { ...row, created_at: toWireDate(row.created_at) };
}

/** Agent-wide notifications, plus the member's own when a member asks; newest first. */
export function notifications(ctx: Ctx, code: string | undefined, memberId: number | undefined): Notification[] {
  const agent = requireAgent(ctx.db, code);
  const rows = ctx.db
    .prepare(
      `SELECT id, type, image, title, description, created_at FROM notifications
       WHERE agent_id = ? AND (member_id IS NULL OR member_id = ?)
       ORDER BY created_at DESC, id DESC LIMIT ?`,
    )
    .all(agent.id, memberId ?? null, NOTIFICATION_LIMIT) as (Omit<Notification, 'created_at'> & DatedRow)[];
  return rows.map(withWireDate);
}

export function banners(ctx: Ctx, code: string | undefined): Banner[] {
  const agent = requireAgent(ctx.db, code);
  return ctx.db
    .prepare('SELECT id, image, title, link FROM banners WHERE agent_id = ? ORDER BY sort_order, id')
    .all(agent.id) as Banner[];
}

export function events(ctx: Ctx, code: string | undefined): AgentEvent[] {
  const agent = requireAgent(ctx.db, code);
  const rows = ctx.db
    .prepare(
      `SELECT id, image, title, description, created_at FROM events WHERE agent_id = ?
       ORDER BY created_at DESC, id DESC LIMIT ?`,
    )
    .all(agent.id, EVENT_LIMIT) as (Omit<AgentEvent, 'created_at'> & DatedRow)[];
  return rows.map(withWireDate);
}

/** A yes/no answer (error 0 either way): the client asks before it keeps an `ag` code. */
export function validateAgent(ctx: Ctx, code: string): AgentValidateResponse {
  const agent = agentByCode(ctx.db, code);
  return { valid: agent !== undefined, agent_code: agent?.code ?? code };
}
