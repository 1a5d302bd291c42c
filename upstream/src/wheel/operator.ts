/**
 * The agent's side of item prizes (docs/decisions/0030): a member's กดรับรางวัล
 * turns a spin `claimed`; the console lists those and marks each sent once,
 * with a note. Sending changes no balance, so nothing here touches the ledger.
 */
import type { WheelClaim, WheelDeliveryStatus } from '@shared/api/wheel.js';
import { AppError } from '@shared/envelope.js';
import { ErrorCode } from '@shared/errors.js';
import type { Ctx } from '../context.js';
import { stmt } from '../db/statements.js';
import { wireTime } from '../lotto/time.js';

interface ClaimRow {
  id: number;
  username: string;
  full_name: string;
  prize: string;
  claim_status: 'none' | 'pending' | 'claimed';
  claimed_at: number | null;
  delivered_at: number | null;
  delivery_note: string | null;
}

const CLAIM_SELECT = `SELECT s.id, m.username, m.first_name || ' ' || m.last_name AS full_name, p.name AS prize,
    s.claim_status, s.claimed_at, s.delivered_at, s.delivery_note
  FROM wheel_spins s JOIN members m ON m.id = s.member_id JOIN wheel_prizes p ON p.id = s.prize_id`;

const toClaim = (row: ClaimRow): WheelClaim => ({
  spin_id: row.id,
  username: row.username,
  full_name: row.full_name,
  prize: row.prize,
  claimed_at: wireTime(row.claimed_at as number),
  delivered_at: row.delivered_at === null ? null : wireTime(row.delivered_at),
  note: row.delivery_note,
});

/** Claimed item prizes waiting to be sent, or sent, oldest claim first: the agent sends them in the order they came. */
export function wheelClaims(ctx: Ctx, status: WheelDeliveryStatus): WheelClaim[] {
  const sent = status === 'delivered' ? 'IS NOT NULL' : 'IS NULL';
  return stmt<[], ClaimRow>(ctx.db, `${CLAIM_SELECT} WHERE s.claim_status = 'claimed' AND s.delivered_at ${sent} ORDER BY s.claimed_at, s.id LIMIT 200`)
    .all()
    .map(toClaim);
}

/**
 * Marks a claimed prize sent, once; runs inside the caller's transaction. A
 * spin that is not a claimed item (never won, or not pressed for yet) is not
 * found; a second deliver is refused and keeps the first one's time and note.
 */
export function deliverWheelClaim(ctx: Ctx, spinId: number, note: string | null): WheelClaim {
  const row = stmt<[number], ClaimRow>(ctx.db, `${CLAIM_SELECT} WHERE s.id = ?`).get(spinId);
  if (!row || row.claim_status !== 'claimed') throw new AppError(ErrorCode.WHEEL_REWARD_NOT_FOUND);
  const changed = stmt(ctx.db, `UPDATE wheel_spins SET delivered_at = ?, delivery_note = ? WHERE id = ? AND delivered_at IS NULL`).run(
    ctx.clock.now(),
    note,
    spinId,
  ).changes;
  if (changed === 0) throw new AppError(ErrorCode.WHEEL_CLAIM_DELIVERED);
  return toClaim(stmt<[number], ClaimRow>(ctx.db, `${CLAIM_SELECT} WHERE s.id = ?`).get(spinId) as ClaimRow);
}
