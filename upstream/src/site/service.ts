import type {
  AgentBankAccount,
  AgentConfigResponse,
  AgentEvent,
  AgentTrueMoneyAccount,
  AgentValidateResponse,
  Banner,
  Notification,
} from '#shared/api/agent.js';
import { THAI_BANKS, type BankCode } from '#shared/banks.js';
import { toWireDate } from '#shared/dates.js';
import type { Ctx } from '../context.js';
import { siteByCode, requireSite } from './sites.js';

/** How many notifications a list carries (agent-wide and personal together). */
export const NOTIFICATION_LIMIT = 20;
const EVENT_LIMIT = 20;

export async function agentConfig(ctx: Ctx, code: string | undefined): Promise<AgentConfigResponse> {
  const agent = await requireSite(ctx.db, code);
  return {
    agent_code: agent.code,
    name: agent.name,
    info: { agent_logo: agent.logo, line_contact_url: agent.line_contact_url, line_admin_url: agent.line_admin_url },
  };
}

export async function bankAccounts(ctx: Ctx, code: string | undefined): Promise<AgentBankAccount[]> {
  const agent = await requireSite(ctx.db, code);
  const rows = await ctx.db
    .selectFrom('agent_bank_accounts')
    .select(['id', 'bank_code', 'account_no', 'account_name'])
    .where('agent_id', '=', agent.id)
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({ ...row, bank_code: row.bank_code as BankCode, bank_name: THAI_BANKS[row.bank_code as BankCode] }));
}

export async function trueMoneyAccounts(ctx: Ctx, code: string | undefined): Promise<AgentTrueMoneyAccount[]> {
  const agent = await requireSite(ctx.db, code);
  return ctx.db
    .selectFrom('agent_true_money_accounts')
    .select(['id', 'phone', 'account_name'])
    .where('agent_id', '=', agent.id)
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
}

function withWireDate<T extends { created_at: number }>(row: T): Omit<T, 'created_at'> & { created_at: string } {
  return { ...row, created_at: toWireDate(row.created_at) };
}

/** Agent-wide notifications, plus the member's own when a member asks; newest first. */
export async function notifications(ctx: Ctx, code: string | undefined, memberId: number | undefined): Promise<Notification[]> {
  const agent = await requireSite(ctx.db, code);
  const rows = await ctx.db
    .selectFrom('notifications')
    .select(['id', 'type', 'image', 'title', 'description', 'created_at'])
    .where('agent_id', '=', agent.id)
    // A visitor's list has no member: the condition is built here, not from a NULL parameter.
    .where((eb) => (memberId === undefined ? eb('member_id', 'is', null) : eb.or([eb('member_id', 'is', null), eb('member_id', '=', memberId)])))
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(NOTIFICATION_LIMIT)
    .execute();
  return rows.map(withWireDate);
}

export async function banners(ctx: Ctx, code: string | undefined): Promise<Banner[]> {
  const agent = await requireSite(ctx.db, code);
  return ctx.db.selectFrom('banners').select(['id', 'image', 'title', 'link']).where('agent_id', '=', agent.id).orderBy('sort_order').orderBy('id').execute();
}

export async function events(ctx: Ctx, code: string | undefined): Promise<AgentEvent[]> {
  const agent = await requireSite(ctx.db, code);
  const rows = await ctx.db
    .selectFrom('events')
    .select(['id', 'image', 'title', 'description', 'created_at'])
    .where('agent_id', '=', agent.id)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(EVENT_LIMIT)
    .execute();
  return rows.map(withWireDate);
}

/** A yes/no answer (error 0 either way): the client asks before it keeps an `ag` code. */
export async function validateAgent(ctx: Ctx, code: string): Promise<AgentValidateResponse> {
  const agent = await siteByCode(ctx.db, code);
  return { valid: agent !== undefined, agent_code: agent?.code ?? code };
}
