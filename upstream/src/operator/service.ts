import type { z } from 'zod';
import type {
  BroadcastResponse,
  CreditResponse,
  OperatorMember,
  ZBroadcastRequest,
  ZCreditRequest,
} from '@shared/api/operator.js';
import { DEFAULT_AGENT_CODE, WalletType } from '@shared/constants.js';
import { toWireDate } from '@shared/dates.js';
import { AppError } from '@shared/envelope.js';
import { ErrorCode } from '@shared/errors.js';
import { satangToThb } from '@shared/money.js';
import { requireAgent } from '../agent/agents.js';
import { memberByUsername, type MemberRow } from '../auth/members.js';
import type { Ctx } from '../context.js';
import { postEntry } from '../ledger/ledger.js';
import { walletIdOf, walletsOf } from '../ledger/wallets.js';

type CreditInput = z.output<typeof ZCreditRequest>;
type BroadcastInput = z.output<typeof ZBroadcastRequest>;

const MEMBER_SEARCH_LIMIT = 20;

function requireMemberByUsername(ctx: Ctx, username: string): MemberRow {
  const member = memberByUsername(ctx.db, username);
  if (!member) throw new AppError(ErrorCode.MEMBER_NOT_FOUND);
  return member;
}

/**
 * An agent's adjustment of a member's main wallet, with the reason on the
 * ledger row. Runs inside the caller's transaction (the idempotency helper's).
 */
export function credit(ctx: Ctx, input: CreditInput, ref: string | null): CreditResponse {
  const member = requireMemberByUsername(ctx, input.username);
  const entry = postEntry(ctx.db, {
    walletId: walletIdOf(ctx.db, member.id, WalletType.MAIN),
    amount: input.amount,
    kind: 'adjust',
    ref,
    note: input.reason,
    at: ctx.clock.now(),
  });
  return { username: member.username, entry_id: entry.id, wallets: walletsOf(ctx.db, member.id) };
}

/** A notification (agent-wide, or to one member) or an announcement event. */
export function broadcast(ctx: Ctx, input: BroadcastInput): BroadcastResponse {
  const now = ctx.clock.now();
  const image = input.image || null;
  const description = input.description || null;
  if (input.kind === 'announcement') {
    const agent = requireAgent(ctx.db, DEFAULT_AGENT_CODE);
    const inserted = ctx.db
      .prepare('INSERT INTO events (agent_id, image, title, description, created_at) VALUES (?, ?, ?, ?, ?)')
      .run(agent.id, image, input.title, description, now);
    return {
      kind: 'announcement',
      username: null,
      event: { id: Number(inserted.lastInsertRowid), image, title: input.title, description, created_at: toWireDate(now) },
    };
  }
  const member = input.username ? requireMemberByUsername(ctx, input.username) : undefined;
  const agentId = member?.agent_id ?? requireAgent(ctx.db, DEFAULT_AGENT_CODE).id;
  // Type 1 is shown with its image; any other type is text (spec §3).
  const type = image ? 1 : 2;
  const inserted = ctx.db
    .prepare(
      'INSERT INTO notifications (agent_id, member_id, type, image, title, description, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
    )
    .run(agentId, member?.id ?? null, type, image, input.title, description, now);
  return {
    kind: 'notification',
    username: member?.username ?? null,
    notification: {
      id: Number(inserted.lastInsertRowid),
      type,
      image,
      title: input.title,
      description,
      created_at: toWireDate(now),
    },
  };
}

/** Members whose username starts with `q`, with their total balance, for the console. */
export function searchMembers(ctx: Ctx, q: string | undefined): OperatorMember[] {
  // q is digits only (schema), so it needs no LIKE escaping.
  const rows = ctx.db
    .prepare(
      `SELECT m.username, m.first_name, m.last_name, COALESCE(SUM(w.balance), 0) AS total
       FROM members m LEFT JOIN wallets w ON w.member_id = m.id
       WHERE m.username LIKE ? GROUP BY m.id ORDER BY m.username LIMIT ?`,
    )
    .all(`${q ?? ''}%`, MEMBER_SEARCH_LIMIT) as OperatorMember[];
  return rows.map((row) => ({ ...row, total: satangToThb(row.total) }));
}
