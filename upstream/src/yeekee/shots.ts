/**
 * Yeekee shots (DOMAIN.md, Yeekee): one per member per cooldown, while the
 * round is open by the clock; `seq` comes from the round's own counter,
 * bumped in the same transaction as the insert, so it is gapless and in
 * arrival order.
 */
import type { z } from 'zod';
import { YEEKEE_SHOTS_PAGE_SIZE, type ShootResponse, type YeekeeShot, type YeekeeShotsResponse, type ZShootRequest, type ZYeekeeShotsQuery } from '@shared/api/lotto/yeekee.js';
import { AppError } from '@shared/envelope.js';
import { ErrorCode } from '@shared/errors.js';
import type { Ctx } from '../context.js';
import { assertMayPlay } from '../limits/guard.js';
import { stmt } from '../db/statements.js';
import { categoryById } from '../lotto/categories.js';
import { openForWrite } from '../lotto/round-state.js';
import { requireRound, toYeekeeRound, type RoundRow } from '../lotto/rounds.js';
import { wireTime } from '../lotto/time.js';
import { maskUsername } from './mask.js';

type ShootInput = z.output<typeof ZShootRequest>;
type ShotsQuery = z.output<typeof ZYeekeeShotsQuery>;

/** With `after_seq`, up to this many shots in one answer; `last_seq` tells the poller whether more wait. */
export const SHOTS_AFTER_LIMIT = 1000;

interface ShotRow {
  seq: number;
  number: string;
  masked_username: string;
  created_at: number;
}

const toWireShot = (row: ShotRow): YeekeeShot => ({
  seq: row.seq,
  number: row.number,
  username: row.masked_username,
  created_at: wireTime(row.created_at),
});

export function requireYeekeeRound(ctx: Ctx, roundId: number): RoundRow {
  const round = requireRound(ctx.db, roundId);
  if (categoryById(ctx.db, round.category_id)?.kind !== 'yeekee') throw new AppError(ErrorCode.ROUND_NOT_FOUND, 'ไม่พบรอบหวยยี่กีนี้');
  return round;
}

/** Runs inside the caller's transaction. */
export function shoot(ctx: Ctx, memberId: number, input: ShootInput): ShootResponse {
  const now = ctx.clock.now();
  const round = openForWrite(ctx, requireYeekeeRound(ctx, input.round_id), now);
  assertMayPlay(ctx, memberId, now);
  const cooldown = ctx.settings.lotto.shotCooldownMs;
  const last = stmt<[number], number>(ctx.db, 'SELECT created_at FROM yeekee_shots WHERE member_id = ? ORDER BY created_at DESC LIMIT 1')
    .pluck()
    .get(memberId);
  if (last !== undefined && now < last + cooldown) {
    const message = `ยิงเลขได้ครั้งละ 1 ครั้งทุก ${Math.ceil(cooldown / 1000)} วินาที กรุณารอสักครู่`;
    throw new AppError(ErrorCode.SHOT_TOO_SOON, message, { next_shot_at: wireTime(last + cooldown) });
  }
  const username = stmt<[number], string>(ctx.db, 'SELECT username FROM members WHERE id = ?').pluck().get(memberId) ?? '';
  const seq = stmt<[number, number], number>(
    ctx.db,
    'UPDATE lotto_rounds SET shot_count = shot_count + 1, shot_sum = shot_sum + ? WHERE id = ? RETURNING shot_count',
  )
    .pluck()
    .get(Number(input.number), round.id) as number;
  const row: ShotRow = { seq, number: input.number, masked_username: maskUsername(username), created_at: now };
  stmt(
    ctx.db,
    'INSERT INTO yeekee_shots (round_id, seq, member_id, number, masked_username, created_at) VALUES (?, ?, ?, ?, ?, ?)',
  ).run(round.id, seq, memberId, row.number, row.masked_username, now);
  return { shot: toWireShot(row), next_shot_at: wireTime(now + cooldown) };
}

/**
 * A round's shots: with `after_seq`, those after it in seq order (the
 * gateway's poll); otherwise page 1 is the newest 100, page 2 the 100 before,
 * each page in seq order.
 */
export function listShots(ctx: Ctx, query: ShotsQuery): YeekeeShotsResponse {
  const round = requireYeekeeRound(ctx, query.round_id);
  const total = round.shot_count;
  let rows: ShotRow[];
  if (query.after_seq !== undefined) {
    rows = stmt<[number, number, number], ShotRow>(
      ctx.db,
      'SELECT seq, number, masked_username, created_at FROM yeekee_shots WHERE round_id = ? AND seq > ? ORDER BY seq LIMIT ?',
    ).all(round.id, query.after_seq, SHOTS_AFTER_LIMIT);
  } else {
    const last = total - (query.page - 1) * YEEKEE_SHOTS_PAGE_SIZE;
    rows = stmt<[number, number, number], ShotRow>(
      ctx.db,
      'SELECT seq, number, masked_username, created_at FROM yeekee_shots WHERE round_id = ? AND seq BETWEEN ? AND ? ORDER BY seq',
    ).all(round.id, last - YEEKEE_SHOTS_PAGE_SIZE + 1, last);
  }
  return {
    round: toYeekeeRound(round, ctx.clock.now()),
    shots: rows.map(toWireShot),
    page: query.page,
    page_size: query.after_seq !== undefined ? SHOTS_AFTER_LIMIT : YEEKEE_SHOTS_PAGE_SIZE,
    total,
    sum: String(round.shot_sum),
    last_seq: total,
  };
}
