/** The table page's words: phases, results, cards and short hashes, in Thai. */
import type { BaccaratHand, BaccaratTable } from '@shared/games/baccarat-api.js';
import { formatThbPlain } from '@shared/money-format.js';
import { satangOf } from '../../../../lib/money-text.js';

export const WINNER_TH: Record<BaccaratHand['winner'], string> = { player: 'ผู้เล่น', banker: 'เจ้ามือ', tie: 'เสมอ' };

/** "ผล: เจ้ามือชนะ", "ผล: เสมอ" */
export const resultText = (winner: BaccaratHand['winner']): string => `ผล: ${winner === 'tie' ? 'เสมอ' : `${WINNER_TH[winner]}ชนะ`}`;

/** Whole seconds left until `endsAt`, on the server's clock, never negative (rounded up: "1 วินาที" until the very end). */
export function secondsLeft(endsAt: string, serverNow: number): number {
  const end = Date.parse(endsAt);
  return Number.isNaN(end) ? 0 : Math.max(0, Math.ceil((end - serverNow) / 1000));
}

/** The line under the header: "เปิดรับแทง 12 วินาที", "กำลังแจกไพ่", "ผล: เจ้ามือชนะ". */
export function phaseText(table: BaccaratTable, serverNow: number): string {
  if (table.phase === 'betting') return `เปิดรับแทง ${secondsLeft(table.ends_at, serverNow)} วินาที`;
  const hand = table.last_hand;
  if (table.phase === 'result' && hand && hand.hand_no === table.hand_no) return resultText(hand.winner);
  return 'กำลังแจกไพ่';
}

/** THB from the wire in a sentence, always with two decimals: "195.00 บาท". */
export const bahtFixed = (thb: number): string => `${formatThbPlain(satangOf(thb))} บาท`;

const SUIT: Record<string, string> = { S: '♠', H: '♥', D: '♦', C: '♣' };

/** "TH" → "10♥"; hearts and diamonds are red. */
export function cardText(card: string): { text: string; red: boolean } {
  const rank = card.slice(0, -1);
  const suit = card.slice(-1);
  return { text: `${rank === 'T' ? '10' : rank}${SUIT[suit] ?? suit}`, red: suit === 'H' || suit === 'D' };
}

/** The first characters of an id or hash, enough to compare by eye. */
export const short = (text: string, length = 8): string => (text.length > length ? `${text.slice(0, length)}…` : text);
