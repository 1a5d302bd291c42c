/** Virtual football's words on screen: the price buttons, prices, countdowns and outcomes, in Thai. */
import type { FootballBet, FootballMatch, FootballSelection } from '#shared/games/football-api.js';
import { secondsLeft } from '#client/game-data/baccarat-phase.js';
import { fixedText } from '#client/lib/thai/format.js';

/** The short label on each price button, in the order they stand. */
export const PRICE_BUTTONS: readonly { selection: FootballSelection; label: string }[] = [
  { selection: 'home', label: '1' },
  { selection: 'draw', label: 'X' },
  { selection: 'away', label: '2' },
  { selection: 'over', label: 'สูง 2.5' },
  { selection: 'under', label: 'ต่ำ 2.5' },
];

export const SELECTION_SHORT: Record<FootballSelection, string> = Object.fromEntries(PRICE_BUTTONS.map((b) => [b.selection, b.label])) as Record<
  FootballSelection,
  string
>;

/** 2.3 → "2.30" */
export const oddsText = (odds: number): string => fixedText(odds, 2);

/** "เริ่มใน 2:05" until kick-off on the server's clock, then "กำลังเริ่ม". */
export function kickoffText(match: FootballMatch, serverNow: number): string {
  const left = secondsLeft(match.kickoff_at, serverNow);
  if (left <= 0) return 'กำลังเริ่ม';
  return `เริ่มใน ${Math.floor(left / 60)}:${String(left % 60).padStart(2, '0')}`;
}

/** "หมดเวลา" at full time, "นาทีที่ 37" while played. */
export const minuteText = (match: FootballMatch): string => (match.status === 'finished' ? 'จบการแข่งขัน' : `นาทีที่ ${match.minute ?? 0}`);

export const BET_STATUS_TH: Record<FootballBet['status'], string> = { open: 'รอผล', won: 'ชนะ', lost: 'แพ้' };

/** A winning return never above stake × price, floored to the satang as the provider pays it. */
export const returnSatang = (stakeSatang: number, odds: number): number => Math.floor((stakeSatang * Math.round(odds * 100)) / 100);
