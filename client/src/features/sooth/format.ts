/** The formula page's words and numbers, in Thai: results, cards, shares and measured rates. */
import type { BaccaratWinner } from '@shared/api/sooth.js';

export const WINNER_TH: Record<BaccaratWinner, string> = { banker: 'เจ้ามือ', player: 'ผู้เล่น', tie: 'เสมอ' };

/** The one letter a bead shows (จ เจ้ามือ, ผ ผู้เล่น, ส เสมอ), as Thai scoreboards write it. */
export const WINNER_LETTER: Record<BaccaratWinner, string> = { banker: 'จ', player: 'ผ', tie: 'ส' };

/** A probability or share (0–1) as "45.86%". */
export const percentText = (share: number): string => `${(share * 100).toFixed(2)}%`;

/** What was measured, always with the hands behind it: "12/25 ตา (48.00%)"; nothing measured yet says so. */
export function measuredText(hits: number, tries: number): string {
  return tries === 0 ? 'ยังไม่มีข้อมูล' : `${hits}/${tries} ตา (${percentText(hits / tries)})`;
}

const SUIT: Record<string, string> = { S: '♠', H: '♥', D: '♦', C: '♣' };

/** A card of the shoe ("TH", "AS") as players read it ("10♥", "A♠"); red suits are hearts and diamonds. */
export function cardText(card: string): { text: string; red: boolean } {
  const rank = card.slice(0, -1);
  const suit = card.slice(-1);
  return { text: `${rank === 'T' ? '10' : rank}${SUIT[suit] ?? suit}`, red: suit === 'H' || suit === 'D' };
}

