/** The wheel's words: what a prize gives, odds and expected value, in Thai. */
import type { WheelPrize } from '#shared/api/wheel.js';
import { formatThb } from '#shared/money-format.js';
import { pointsText, thbText } from '#client/lib/thai/format.js';
import { WHEEL_PRIZE_KIND_TH } from '#client/lib/thai/labels.js';
export { percentText } from '#client/lib/thai/format.js';

/** Spec §3 `tab`: 1 spins with a free spin, 2 with points. */
export type WheelTab = 1 | 2;

/**
 * A prize's kind as the odds table names it. A prize that is only game free
 * spins is kind `nothing` with an offer (decision 0039): it is not a miss.
 */
export function prizeKindText(prize: Pick<WheelPrize, 'kind' | 'free_spin_offer'>): string {
  return prize.kind === 'nothing' && prize.free_spin_offer ? 'ฟรีสปิน' : WHEEL_PRIZE_KIND_TH[prize.kind];
}

/** What the member gets, in Thai ("เครดิต ฿5.00 เข้ากระเป๋าโบนัส"). */
export function prizeText({ kind, value, name }: Pick<WheelPrize, 'kind' | 'value' | 'name'>): string {
  switch (kind) {
    case 'credit_bonus':
      return `เครดิต ${thbText(value)} เข้ากระเป๋าโบนัส`;
    case 'credit_main':
      return `เครดิต ${thbText(value)} เข้ากระเป๋าหลัก`;
    case 'points':
      return `${pointsText(value)} แต้ม`;
    case 'free_spin':
      return `สิทธิ์หมุนฟรี ${pointsText(value)} ครั้ง`;
    case 'nothing':
      return 'ไม่ได้รับรางวัล';
    case 'item':
      return `${name} (ทีมงานจัดส่งให้หลังกดรับรางวัล)`;
  }
}

/** The expected credit of a spin, rounded down to a satang as decision 0030 publishes it. */
export function expectedValueText(thb: number): string {
  return formatThb(Math.floor(thb * 100 + 1e-6));
}

/** The prizes in wheel order (segment 0 first, clockwise). */
export const bySegment = <P extends Pick<WheelPrize, 'segment'>>(prizes: readonly P[]): P[] =>
  [...prizes].sort((a, b) => a.segment - b.segment);
