/** A baccarat table's phase in Thai, as its lobby tile and the table page in the game frame both show it. */
import type { BaccaratHand, BaccaratTable } from '#shared/games/baccarat-api.js';

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
