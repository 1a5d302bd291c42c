import { sql } from 'kysely';
import type { z } from 'zod';
import type {
  BroadcastResponse,
  CreditResponse,
  OperatorMember,
  ZBroadcastRequest,
  ZCreditRequest,
} from '#shared/api/operator.js';
import { DEFAULT_AGENT_CODE, WalletType } from '#shared/constants.js';
import { toWireDate } from '#shared/dates.js';
import { AppError } from '#shared/envelope.js';
import { ErrorCode } from '#shared/errors.js';
import { satangToThb } from '#shared/money.js';
import { requireSite } from '../site/sites.js';
import { memberByUsername, type MemberRow } from '../auth/members.js';
import type { Ctx } from '../context.js';
import { post } from '../ledger/post.js';
import { walletIdOf, walletsOf } from '../ledger/wallets.js';

type CreditInput = z.output<typeof ZCreditRequest>;
type BroadcastInput = z.output<typeof ZBroadcastRequest>;

const MEMBER_SEARCH_LIMIT = 20;

async function requireMemberByUsername(ctx: Ctx, username: string): Promise<MemberRow> {
  const member = await memberByUsername(ctx.db, username);
  if (!member) throw new AppError(ErrorCode.MEMBER_NOT_FOUND);
  return member;
}

/**
 * An agent's adjustment of a member's main wallet, with the reason on the
 * ledger row. Runs inside the caller's transaction (the idempotency helper's);
 * a debit is refused by post's guarded update, so it needs no lock of its own.
 */
export async function credit(ctx: Ctx, input: CreditInput, ref: string | null): Promise<CreditResponse> {
  const member = await requireMemberByUsername(ctx, input.username);
  const entry = await post(ctx.db, {
    balance: 'money',
    walletId: await walletIdOf(ctx.db, member.id, WalletType.MAIN),
    amount: input.amount,
    kind: 'adjust',
    ref,
    note: input.reason,
    at: ctx.clock.now(),
  });
  return { username: member.username, entry_id: entry.id, wallets: await walletsOf(ctx.db, member.id) };
}

/** A notification (agent-wide, or to one member) or an announcement event. */
export async function broadcast(ctx: Ctx, input: BroadcastInput): Promise<BroadcastResponse> {
  const now = ctx.clock.now();
  const image = input.image || null;
  const description = input.description || null;
  if (input.kind === 'announcement') {
    const agent = await requireSite(ctx.db, DEFAULT_AGENT_CODE);
    const inserted = await ctx.db
      .insertInto('events')
      .values({ agent_id: agent.id, image, title: input.title, description, created_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    return {
      kind: 'announcement',
      username: null,
      event: { id: inserted.id, image, title: input.title, description, created_at: toWireDate(now) },
    };
  }
  const member = input.username ? await requireMemberByUsername(ctx, input.username) : undefined;
  const agentId = member?.agent_id ?? (await requireSite(ctx.db, DEFAULT_AGENT_CODE)).id;
  // Type 1 is shown with its image; any other type is text (docs/product.md §3).
  const type = image ? 1 : 2;
  const inserted = await ctx.db
    .insertInto('notifications')
    .values({ agent_id: agentId, member_id: member?.id ?? null, type, image, title: input.title, description, created_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return {
    kind: 'notification',
    username: member?.username ?? null,
    notification: {
      id: inserted.id,
      type,
      image,
      title: input.title,
      description,
      created_at: toWireDate(now),
    },
  };
}

/** Members whose username starts with `q`, with their total balance, for the console. */
export async function searchMembers(ctx: Ctx, q: string | undefined): Promise<OperatorMember[]> {
  // q is digits only (schema), so it needs no LIKE escaping, and case does not matter on either engine.
  const rows = await ctx.db
    .selectFrom('members as m')
    .leftJoin('wallets as w', 'w.member_id', 'm.id')
    .select(['m.username', 'm.first_name', 'm.last_name', sql<number>`COALESCE(SUM(w.balance), 0)`.as('total')])
    .where('m.username', 'like', `${q ?? ''}%`)
    // PostgreSQL takes the names by the primary key they depend on.
    .groupBy('m.id')
    .orderBy('m.username')
    .limit(MEMBER_SEARCH_LIMIT)
    .execute();
  return rows.map((row) => ({ ...row, total: satangToThb(row.total) }));
}
