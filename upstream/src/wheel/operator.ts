/**
 * The agent's side of item prizes (docs/decisions/0030): a member's กดรับรางวัล
 * turns a spin `claimed`; the console lists those and marks each sent once,
 * with a note. Sending changes no balance, so nothing here touches the ledger.
 */
import { sql } from 'kysely';
import type { WheelClaim, WheelDeliveryStatus } from '#shared/api/wheel.js';
import { AppError } from '#shared/envelope.js';
import { ErrorCode } from '#shared/errors.js';
import type { Ctx } from '../context.js';
import { wireTime } from '#shared/dates/calendar.js';

/** Spins with the member and the prize's name, as the console lists them. */
function claimRows(ctx: Ctx) {
  return ctx.db
    .selectFrom('wheel_spins as s')
    .innerJoin('members as m', 'm.id', 's.member_id')
    .innerJoin('wheel_prizes as p', 'p.id', 's.prize_id')
    .select([
      's.id',
      'm.username',
      sql<string>`m.first_name || ' ' || m.last_name`.as('full_name'),
      'p.name as prize',
      's.claim_status',
      's.claimed_at',
      's.delivered_at',
      's.delivery_note',
    ]);
}

type ClaimRow = Awaited<ReturnType<ReturnType<typeof claimRows>['executeTakeFirstOrThrow']>>;

const toClaim = (row: ClaimRow): WheelClaim => ({
  spin_id: row.id,
  username: row.username,
  full_name: row.full_name,
  prize: row.prize,
  claimed_at: wireTime(row.claimed_at!),
  delivered_at: row.delivered_at === null ? null : wireTime(row.delivered_at),
  note: row.delivery_note,
});

/** Claimed item prizes waiting to be sent, or sent, oldest claim first: the agent sends them in the order they came. */
export async function wheelClaims(ctx: Ctx, status: WheelDeliveryStatus): Promise<WheelClaim[]> {
  const rows = await claimRows(ctx)
    .where('s.claim_status', '=', 'claimed')
    .where('s.delivered_at', status === 'delivered' ? 'is not' : 'is', null)
    .orderBy('s.claimed_at')
    .orderBy('s.id')
    .limit(200)
    .execute();
  return rows.map(toClaim);
}

/**
 * Marks a claimed prize sent, once; runs inside the caller's transaction. A
 * spin that is not a claimed item (never won, or not pressed for yet) is not
 * found; a second deliver is refused and keeps the first one's time and note
 * (the conditional UPDATE: a deliver racing this one finds it sent).
 */
export async function deliverWheelClaim(ctx: Ctx, spinId: number, note: string | null): Promise<WheelClaim> {
  const row = await claimRows(ctx).where('s.id', '=', spinId).executeTakeFirst();
  if (!row || row.claim_status !== 'claimed') throw new AppError(ErrorCode.WHEEL_REWARD_NOT_FOUND);
  const changed = await ctx.db
    .updateTable('wheel_spins')
    .set({ delivered_at: ctx.clock.now(), delivery_note: note })
    .where('id', '=', spinId)
    .where('delivered_at', 'is', null)
    .executeTakeFirst();
  if (Number(changed.numUpdatedRows) === 0) throw new AppError(ErrorCode.WHEEL_CLAIM_DELIVERED);
  return toClaim(await claimRows(ctx).where('s.id', '=', spinId).executeTakeFirstOrThrow());
}
