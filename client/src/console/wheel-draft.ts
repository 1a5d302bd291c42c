/**
 * The wheel composer's draft: rows as typed, read into the contract's request
 * (checked by its schema, `ZWheelTableDraft`) and into the published fairness
 * function's figures for the live preview (the same `probabilities` and
 * `expectedValueSatang` members verify with).
 */
import { z } from 'zod';
import { ZWheelTableInput, type WheelPrizeKind, type WheelTable, type WheelTableInput } from '#shared/api/wheel.js';
import { expectedValueSatang, probabilities, type FairPrize } from '#shared/wheel/fair.js';
import { readInto } from '#client/components/ui/form/index.js';
import { numberOf } from './form-values.js';

export const WHEEL_MIN_SEGMENTS = 2;
export const WHEEL_MAX_SEGMENTS = 12;

export interface DraftPrize {
  name: string;
  kind: WheelPrizeKind;
  value: string;
  weight: string;
}

export interface WheelDraft {
  spin_cost_points: string;
  prizes: DraftPrize[];
}

export const newRow = (): DraftPrize => ({ name: '', kind: 'nothing', value: '0', weight: '1' });

/** Kinds whose value is a figure; the others are worth 0 (an item is delivered by the agent). */
export const hasValue = (kind: WheelPrizeKind): boolean => kind !== 'nothing' && kind !== 'item';
const isCredit = (kind: WheelPrizeKind): boolean => kind === 'credit_bonus' || kind === 'credit_main';

/** The current table, to start the next version from. */
export function draftOf(table: WheelTable | undefined): WheelDraft {
  if (!table) return { spin_cost_points: '10', prizes: [newRow(), newRow()] };
  return {
    spin_cost_points: String(table.spin_cost_points),
    prizes: [...table.prizes]
      .sort((a, b) => a.segment - b.segment)
      .map((prize) => ({ name: prize.name, kind: prize.kind, value: String(prize.value), weight: String(prize.weight) })),
  };
}

export function inputOf(draft: WheelDraft): WheelTableInput {
  return {
    spin_cost_points: numberOf(draft.spin_cost_points),
    prizes: draft.prizes.map((row) => ({ name: row.name, kind: row.kind, value: hasValue(row.kind) ? numberOf(row.value) : 0, weight: numberOf(row.weight) })),
  };
}

const text = z.string();

/** What the agent types, read into the call's request and checked with ZWheelTableInput (errors at `prizes.2.weight`). */
export const ZWheelTableDraft = readInto(
  z.object({
    spin_cost_points: text,
    prizes: z.array(z.object({ name: text, kind: z.custom<WheelPrizeKind>((kind) => typeof kind === 'string'), value: text, weight: text })),
  }),
  inputOf,
  ZWheelTableInput,
);

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
