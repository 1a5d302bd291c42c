/** The slot's figures in Thai, as the info panel publishes them. */
import type { SlotInfo } from '#shared/games/slot-api.js';
import { decimalText, fixedText } from '#client/lib/thai/format.js';

export const VOLATILITY_TH: Record<SlotInfo['volatility'], string> = {
  low: 'ต่ำ',
  medium: 'ปานกลาง',
  high: 'สูง',
};

/** A published percentage with the four decimals it was computed to: "96.3424%". */
export const percent4 = (value: number): string => `${fixedText(value, 4)}%`;

/** A multiple, written where the line-pay table is. */
export { times } from '#client/game-data/line-pay-table.js';

/** "1 ใน 116.82 สปิน" */
export const oneIn = (value: number): string => `1 ใน ${decimalText(value)} สปิน`;
