/** How the yeekee area writes times, countdowns, statuses and numbers in Thai. */
import type { LottoResult, RoundStatus } from '#shared/api/lotto/rounds.js';
import type { YeekeeRound } from '#shared/api/lotto/yeekee.js';
import { clockText } from '#client/lib/countdown-text.js';
import { ROUND_STATUS as ROUND_STATUS_TH, type StatusLabel } from '#client/lib/thai/labels.js';
export { countText, hourMinuteText, timeText } from '#client/lib/thai/format.js';

/** Milliseconds left → "04:59", or "1:02:03" past an hour; never negative. `now` is whole seconds, so the seconds left round down. */
export const countdownText = (ms: number): string => clockText(Math.floor(ms / 1000));

/**
 * The lotto's round statuses; a yeekee round that has not opened yet "รอเปิด"
 * (it opens within minutes, one after another), where a lotto draw "ยังไม่เปิดรับ".
 */
export const ROUND_STATUS: Record<RoundStatus, StatusLabel> = { ...ROUND_STATUS_TH, upcoming: { label: 'รอเปิด', palette: 'blue' } };

/**
 * The status at `now` on the server's clock: an open round whose closing time
 * has passed reads as closed before the server says so (and an upcoming one
 * whose time has come as open).
 */
export function statusAt(round: Pick<YeekeeRound, 'status' | 'opens_at' | 'closes_at'>, now: number): RoundStatus {
  if (round.status === 'open' && Date.parse(round.closes_at) <= now) return 'closed';
  if (round.status === 'upcoming' && Date.parse(round.opens_at) <= now) return 'open';
  return round.status;
}

/** The five digits of a yeekee result: the two-digit bottom then the three-digit top. */
export const fiveDigits = (result: LottoResult) => `${result.bottom2}${result.top3}`;

/** "ยี่กี 15 นาที รอบที่ 12 · 1 พ.ค. 2569" → "ยี่กี 15 นาที" (the category's name leads every round's name). */
export function categoryNameOf(round: Pick<YeekeeRound, 'name'>): string {
  const at = round.name.indexOf(' รอบที่');
  return at > 0 ? round.name.slice(0, at) : round.name;
}
