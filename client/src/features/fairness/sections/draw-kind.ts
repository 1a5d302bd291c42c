/** What the draw section says about a result: the label and digit count per kind (shared/lotto/demo-draw.ts), and a result in Thai. */
import type { LottoResult } from '#shared/api/lotto/rounds.js';

export type DrawKind = 'thai' | 'standard';

export function drawLabel(kind: DrawKind): { label: string; count: number } {
  return kind === 'thai' ? { label: 'thai-draw', count: 20 } : { label: 'draw', count: 5 };
}

export function resultText(result: LottoResult): string {
  const parts = [`3 ตัวบน ${result.top3}`, `2 ตัวล่าง ${result.bottom2}`];
  if (result.first_prize) parts.unshift(`รางวัลที่ 1 ${result.first_prize}`);
  if (result.front3) parts.push(`3 ตัวหน้า ${result.front3.join(' ')}`);
  if (result.back3) parts.push(`3 ตัวล่าง ${result.back3.join(' ')}`);
  return parts.join(' · ');
}

export function sameResult(a: LottoResult, b: LottoResult): boolean {
  return resultText(a) === resultText(b);
}
