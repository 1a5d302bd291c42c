/** The formula page's words and numbers, in Thai: results, shares and measured rates (cards: game-data/card-text.ts). */
import type { BaccaratWinner } from '#shared/api/sooth.js';
import { percentText } from '#client/lib/thai/format.js';

export { percentText };

/** The one letter a bead shows (จ เจ้ามือ, ผ ผู้เล่น, ส เสมอ), as Thai scoreboards write it. */
export const WINNER_LETTER: Record<BaccaratWinner, string> = { banker: 'จ', player: 'ผ', tie: 'ส' };

/** What was measured, always with the hands behind it: "12/25 ตา (48.00%)"; nothing measured yet says so. */
export function measuredText(hits: number, tries: number): string {
  return tries === 0 ? 'ยังไม่มีข้อมูล' : `${hits}/${tries} ตา (${percentText(hits / tries)})`;
}

