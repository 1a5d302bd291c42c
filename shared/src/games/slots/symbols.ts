/**
 * The symbols every built-in slot draws from, best first. The ids are what a
 * strip is written in (short, so a strip reads as one line); the Thai names
 * are what the game shows in its pay table.
 */
export const SYMBOLS = ['W', 'S', 'EL', 'NG', 'LT', 'TT', 'MG', 'A', 'K', 'Q', 'J', 'T'] as const;
export type SymbolId = (typeof SYMBOLS)[number];

export const WILD: SymbolId = 'W';
export const SCATTER: SymbolId = 'S';

export const SYMBOL_NAMES: Record<SymbolId, string> = {
  W: 'ไวลด์',
  S: 'สแกตเตอร์',
  EL: 'ช้าง',
  NG: 'พญานาค',
  LT: 'ดอกบัว',
  TT: 'ตุ๊กตุ๊ก',
  MG: 'มะม่วง',
  A: 'A',
  K: 'K',
  Q: 'Q',
  J: 'J',
  T: '10',
};

/** A symbol's index in SYMBOLS: the enumeration keys its tables by it. */
export const SYMBOL_INDEX: Record<SymbolId, number> = Object.fromEntries(SYMBOLS.map((id, index) => [id, index])) as Record<SymbolId, number>;
