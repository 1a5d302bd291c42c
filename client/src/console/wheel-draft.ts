/**
 * The wheel composer's draft: rows as typed, read into the contract's request
 * and into the published fairness function's figures for the live preview
 * (the same `probabilities` and `expectedValueSatang` members verify with).
 */
import type { WheelPrizeKind, WheelTable, WheelTableInput } from '#shared/api/wheel.js';
import { expectedValueSatang, probabilities, type FairPrize } from '#shared/wheel/fair.js';
import { numberOf } from './form-values.js';

export const WHEEL_MIN_SEGMENTS = 2;
export const WHEEL_MAX_SEGMENTS = 12;

export interface DraftPrize {
  /** React's key only: rows move when one is removed */
  key: number;
  name: string;
  kind: WheelPrizeKind;
  value: string;
  weight: string;
}

let nextKey = 1;
export const newRow = (): DraftPrize => ({ key: nextKey++, name: '', kind: 'nothing', value: '0', weight: '1' });

/** Kinds whose value is a figure; the others are worth 0 (an item is delivered by the agent). */
export const hasValue = (kind: WheelPrizeKind): boolean => kind !== 'nothing' && kind !== 'item';
const isCredit = (kind: WheelPrizeKind): boolean => kind === 'credit_bonus' || kind === 'credit_main';

/** The current table's rows, to start the next version from. */
export function rowsOf(table: WheelTable | undefined): DraftPrize[] {
  if (!table) return [newRow(), newRow()];
  return [...table.prizes]
    .sort((a, b) => a.segment - b.segment)
    .map((prize) => ({ key: nextKey++, name: prize.name, kind: prize.kind, value: String(prize.value), weight: String(prize.weight) }));
}

export function inputOf(rows: DraftPrize[], spinCost: string): WheelTableInput {
  return {
    spin_cost_points: numberOf(spinCost),
    prizes: rows.map((row) => ({ name: row.name, kind: row.kind, value: hasValue(row.kind) ? numberOf(row.value) : 0, weight: numberOf(row.weight) })),
  };
}

export interface WheelPreview {
  /** per row, in order; null while a weight is not a whole number or all are 0 */
  probabilities: number[] | null;
  /** the expected credit of one spin in satang */
  expectedSatang: number | null;
  totalWeight: number;
}

export function previewOf(rows: DraftPrize[]): WheelPreview {
  const prizes: FairPrize[] = rows.map((row, index) => {
    const value = hasValue(row.kind) ? numberOf(row.value) : 0;
    return {
      id: index,
      kind: row.kind,
      weight: numberOf(row.weight),
      value: Number.isFinite(value) ? (isCredit(row.kind) ? Math.round(value * 100) : value) : 0,
    };
  });
  const weightsOk = prizes.every((prize) => Number.isSafeInteger(prize.weight) && prize.weight >= 0);
  const totalWeight = weightsOk ? prizes.reduce((sum, prize) => sum + prize.weight, 0) : 0;
  if (totalWeight <= 0) return { probabilities: null, expectedSatang: null, totalWeight };
  return { probabilities: probabilities(prizes), expectedSatang: expectedValueSatang(prizes), totalWeight };
}
