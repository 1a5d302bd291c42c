/**
 * The bet page's picked numbers as plain data: how an entry on the pad turns
 * into numbers (the helpers of shared/lotto/bet-helpers.ts), and how numbers
 * join the list (one item per selected bet type, never twice, never a closed
 * restricted number, never beyond the bill's item limit).
 */
import { BET_TYPE_INFO, type BetType, type RestrictedNumber } from '#shared/api/lotto/rounds.js';
import { MAX_BILL_ITEMS } from '#shared/api/lotto/bills.js';
import { nineteenDoors, reverseTwo, runBack, runFront, sixPermutations } from '#shared/lotto/bet-helpers.js';
import type { Satang } from '#shared/money-format.js';
import { parseAmount, payoutOf } from './format.js';

export interface PickedItem {
  bet_type: BetType;
  number: string;
  /** the stake as the member typed it (THB) */
  amount: string;
}

export const itemKey = (item: { bet_type: BetType; number: string }) => `${item.bet_type}:${item.number}`;

export type EntryMode = 'plain' | 'six' | 'reverse' | 'doors' | 'front' | 'back';

interface ModeInfo {
  label: string;
  /** bet-type digit counts the mode applies to */
  forDigits: number;
  /** how many digits the member types for it */
  entryDigits: number;
  expand: (entry: string) => string[];
}

export const ENTRY_MODES: Record<Exclude<EntryMode, 'plain'>, ModeInfo> = {
  six: { label: '6 กลับ', forDigits: 3, entryDigits: 3, expand: sixPermutations },
  reverse: { label: 'กลับ 2 ตัว', forDigits: 2, entryDigits: 2, expand: reverseTwo },
  doors: { label: '19 ประตู', forDigits: 2, entryDigits: 1, expand: nineteenDoors },
  front: { label: 'รูดหน้า', forDigits: 2, entryDigits: 1, expand: runFront },
  back: { label: 'รูดหลัง', forDigits: 2, entryDigits: 1, expand: runBack },
};

/** The modes that make sense for bet types of `digits` digits, "plain" first. */
export function modesFor(digits: number): EntryMode[] {
  return ['plain', ...(Object.keys(ENTRY_MODES) as Exclude<EntryMode, 'plain'>[]).filter((m) => ENTRY_MODES[m].forDigits === digits)];
}

export const modeLabel = (mode: EntryMode) => (mode === 'plain' ? 'ปกติ' : ENTRY_MODES[mode].label);

/** Digits the pad waits for before it adds numbers. */
export function entryDigits(mode: EntryMode, digits: number): number {
  return mode === 'plain' ? digits : ENTRY_MODES[mode].entryDigits;
}

/** The numbers a complete entry stands for. */
export function expandEntry(mode: EntryMode, entry: string): string[] {
  return mode === 'plain' ? [entry] : ENTRY_MODES[mode].expand(entry);
}

export type RestrictedIndex = Map<string, RestrictedNumber>;

export function indexRestricted(restricted: readonly RestrictedNumber[] | undefined): RestrictedIndex {
  return new Map((restricted ?? []).map((r) => [itemKey(r), r]));
}

export interface AddOutcome {
  items: PickedItem[];
  added: number;
  /** "123 (3 ตัวบน)" for each closed number that was left out */
  closed: string[];
  /** numbers left out because the bill is full */
  overflow: number;
}

/**
 * Adds each number under each selected bet type whose digit count it matches.
 * Numbers already in the list stay as they are (their stake too).
 */
export function addNumbers(
  items: readonly PickedItem[],
  types: readonly BetType[],
  numbers: readonly string[],
  restricted: RestrictedIndex,
  amount: string,
): AddOutcome {
  const next = [...items];
  const present = new Set(items.map(itemKey));
  const closed: string[] = [];
  let added = 0;
  let overflow = 0;
  for (const number of numbers) {
    for (const betType of types) {
      if (BET_TYPE_INFO[betType].digits !== number.length || !/^\d+$/.test(number)) continue;
      const key = itemKey({ bet_type: betType, number });
      if (present.has(key)) continue;
      if (restricted.get(key)?.kind === 'closed') {
        closed.push(`${number} (${BET_TYPE_INFO[betType].label})`);
        continue;
      }
      if (next.length >= MAX_BILL_ITEMS) {
        overflow += 1;
        continue;
      }
      next.push({ bet_type: betType, number, amount });
      present.add(key);
      added += 1;
    }
  }
  return { items: next, added, closed, overflow };
}

/** The rate an item gets: a reduced restricted number's own rate, else the bet type's. */
export function itemRate(item: { bet_type: BetType; number: string }, rates: ReadonlyMap<BetType, number>, restricted: RestrictedIndex): number | null {
  const reduced = restricted.get(itemKey(item));
  if (reduced?.kind === 'reduced' && reduced.rate !== null) return reduced.rate;
  return rates.get(item.bet_type) ?? null;
}

export interface BillTotals {
  /** sum of the valid stakes */
  total: Satang;
  /** what the bill pays if every item wins */
  payout: Satang;
  /** items whose stake is missing or unreadable */
  missing: number;
}

export function billTotals(items: readonly PickedItem[], rateOf: (item: PickedItem) => number | null): BillTotals {
  let total = 0;
  let payout = 0;
  let missing = 0;
  for (const item of items) {
    const amount = parseAmount(item.amount);
    if (amount === null) {
      missing += 1;
      continue;
    }
    total += amount;
    const rate = rateOf(item);
    if (rate !== null) payout += payoutOf(amount, rate);
  }
  return { total, payout, missing };
}
