/**
 * Yeekee shots (docs/domain.md "Yeekee"): one per member per cooldown, while the
 * round is open by the clock; `seq` comes from the round's own counter,
 * bumped in the same transaction as the insert, so it is gapless and in
 * arrival order.
 */
import type { Selectable } from 'kysely';
import type { z } from 'zod';
import { YEEKEE_SHOTS_PAGE_SIZE, type ShootResponse, type YeekeeShot, type YeekeeShotsResponse, type ZShootRequest, type ZYeekeeShotsQuery } from '#shared/api/lotto/yeekee.js';
import { AppError } from '#shared/envelope.js';
import { ErrorCode } from '#shared/errors.js';
import type { Ctx } from '../context.js';
import { lockMember } from '../db/engine.js';
import type { YeekeeShots } from '../db/schema.js';
import { assertMayPlay } from '../limits/guard.js';
import { categoryById } from '../lotto/categories.js';
import { openForWrite } from '../lotto/round-state.js';
import { requireRound, roundLogSeqs, toYeekeeRound, type RoundRow } from '../lotto/rounds.js';
import { wireTime } from '#shared/dates/calendar.js';
import { maskUsername } from './mask.js';

type ShootInput = z.output<typeof ZShootRequest>;
type ShotsQuery = z.output<typeof ZYeekeeShotsQuery>;

/** With `after_seq`, up to this many shots in one answer; `last_seq` tells the poller whether more wait. */
export const SHOTS_AFTER_LIMIT = 1000;

const SHOT_COLUMNS = ['seq', 'number', 'masked_username', 'created_at'] as const;
type ShotRow = Pick<Selectable<YeekeeShots>, (typeof SHOT_COLUMNS)[number]>;

const toWireShot = (row: ShotRow): YeekeeShot => ({
  seq: row.seq,
  number: row.number,
  username: row.masked_username,
  created_at: wireTime(row.created_at),
});

export async function requireYeekeeRound(ctx: Ctx, roundId: number, lock?: 'for update'): Promise<RoundRow> {
  const round = await requireRound(ctx.db, roundId, lock);
  if ((await categoryById(ctx.db, round.category_id))?.kind !== 'yeekee') throw new AppError(ErrorCode.ROUND_NOT_FOUND, 'ไม่พบรอบหวยยี่กีนี้');
  return round;
}

/**
 * The round's next seq, counted with the shot's number, in one conditional
 * update: the round takes the shot only while it is open by its status and
 * by the clock, so a close that commits first (on another connection) makes
 * this update match nothing, and a close that comes after waits for this
 * transaction and then counts the shot. Undefined when the round refused.
 */
async function countShot(ctx: Ctx, roundId: number, number: string, now: number): Promise<number | undefined> {
  const counted = await ctx.db
    .updateTable('lotto_rounds')
    .set((eb) => ({ shot_count: eb('shot_count', '+', 1), shot_sum: eb('shot_sum', '+', Number(number)) }))
    .where('id', '=', roundId)
    .where('status', '=', 'open')
    .where('opens_at', '<=', now)
    .where('closes_at', '>', now)
    .returning('shot_count')
    .executeTakeFirst();
  return counted?.shot_count;
}

/** Runs inside the caller's transaction. */
export async function shoot(ctx: Ctx, memberId: number, input: ShootInput): Promise<ShootResponse> {
  // The cooldown reads the member's last shot before writing the next: their row lock orders their shots on PostgreSQL.
  await lockMember(ctx.db, memberId);
  const now = ctx.clock.now();
  // Refuses with the round's own reason (not yet open, closed) and opens a round whose time has come.
  const round = await openForWrite(ctx, await requireYeekeeRound(ctx, input.round_id, 'for update'), now);
  await assertMayPlay(ctx, memberId, now);
  const cooldown = ctx.settings.lotto.shotCooldownMs;
  const last = (
    await ctx.db
      .selectFrom('yeekee_shots')
      .select('created_at')
      .where('member_id', '=', memberId)
      .orderBy('created_at', 'desc')
      .limit(1)
      .executeTakeFirst()
  )?.created_at;
  if (last !== undefined && now < last + cooldown) {
    const message = `ยิงเลขได้ครั้งละ 1 ครั้งทุก ${Math.ceil(cooldown / 1000)} วินาที กรุณารอสักครู่`;
    throw new AppError(ErrorCode.SHOT_TOO_SOON, message, { next_shot_at: wireTime(last + cooldown) });
  }
  const username = (await ctx.db.selectFrom('members').select('username').where('id', '=', memberId).executeTakeFirst())?.username ?? '';
  const seq = await countShot(ctx, round.id, input.number, now);
  if (seq === undefined) throw new AppError(ErrorCode.ROUND_NOT_OPEN);
  const row: ShotRow = { seq, number: input.number, masked_username: maskUsername(username), created_at: now };
  await ctx.db
    .insertInto('yeekee_shots')
    .values({ round_id: round.id, member_id: memberId, ...row })
    .execute();
  return { shot: toWireShot(row), next_shot_at: wireTime(now + cooldown) };
}

/**
 * A round's shots: with `after_seq`, those after it in seq order (the
 * gateway's poll); otherwise page 1 is the newest 100, page 2 the 100 before,
 * each page in seq order.
 */
export async function listShots(ctx: Ctx, query: ShotsQuery): Promise<YeekeeShotsResponse> {
  const round = await requireYeekeeRound(ctx, query.round_id);
  const total = round.shot_count;
  const shots = ctx.db.selectFrom('yeekee_shots').select(SHOT_COLUMNS).where('round_id', '=', round.id).orderBy('seq');
  const last = total - (query.page - 1) * YEEKEE_SHOTS_PAGE_SIZE;
  const rows = await (
    query.after_seq !== undefined
      ? shots.where('seq', '>', query.after_seq).limit(SHOTS_AFTER_LIMIT)
      : shots.where('seq', '>=', last - YEEKEE_SHOTS_PAGE_SIZE + 1).where('seq', '<=', last)
  ).execute();
  return {
    round: toYeekeeRound(round, ctx.clock.now(), await roundLogSeqs(ctx.db, [round])),
    shots: rows.map(toWireShot),
    page: query.page,
    page_size: query.after_seq !== undefined ? SHOTS_AFTER_LIMIT : YEEKEE_SHOTS_PAGE_SIZE,
    total,
    sum: String(round.shot_sum),
    last_seq: total,
  };
}
