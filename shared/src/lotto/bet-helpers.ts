/**
 * The bet page's helpers (docs/domain.md "Lotto"): each turns what the member typed
 * into the numbers it stands for. Pure: the bet page adds what they return.
 * Input that a helper cannot use (wrong length, not digits) gives an empty
 * list rather than an error, so a button pressed too early simply adds nothing.
 */

const isDigits = (text: string, length: number) => text.length === length && /^\d+$/.test(text);
const isDigit = (text: string) => isDigits(text, 1);
const DIGITS = ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9'] as const;
const ascending = (numbers: Iterable<string>) => [...new Set(numbers)].sort();

/** Index orders of three positions, the input's own order first. */
const ORDERS_OF_THREE = [
  [0, 1, 2],
  [0, 2, 1],
  [1, 0, 2],
  [1, 2, 0],
  [2, 0, 1],
  [2, 1, 0],
] as const;

/** 6 กลับ: the distinct orderings of a 3-digit number, the number itself first ("112" gives 3). */
export function sixPermutations(number: string): string[] {
  if (!isDigits(number, 3)) return [];
  const seen = new Set<string>();
  for (const [a, b, c] of ORDERS_OF_THREE) seen.add(`${number[a]}${number[b]}${number[c]}`);
  return [...seen];
}

/** กลับ 2 ตัว: a 2-digit number and its reverse ("11" is its own reverse). */
export function reverseTwo(number: string): string[] {
  if (!isDigits(number, 2)) return [];
  const reversed = `${number[1]}${number[0]}`;
  return reversed === number ? [number] : [number, reversed];
}

/** 19 ประตู: every 2-digit number holding the digit, in front or behind (10 + 10 − the double). */
export function nineteenDoors(digit: string): string[] {
  if (!isDigit(digit)) return [];
  return ascending([...runFront(digit), ...runBack(digit)]);
}

/** รูดหน้า: the digit in front, any digit behind ("3" gives 30 to 39). */
export function runFront(digit: string): string[] {
  if (!isDigit(digit)) return [];
  return DIGITS.map((d) => `${digit}${d}`);
}

/** รูดหลัง: any digit in front, the digit behind ("3" gives 03, 13 ... 93). */
export function runBack(digit: string): string[] {
  if (!isDigit(digit)) return [];
  return DIGITS.map((d) => `${d}${digit}`);
}

/** เลขเบิ้ล: 00, 11 ... 99. */
export function doubles(): string[] {
  return DIGITS.map((d) => `${d}${d}`);
}

/** เลขตอง: 000, 111 ... 999. */
export function triples(): string[] {
  return DIGITS.map((d) => `${d}${d}${d}`);
}

export interface WinOptions {
  /**
   * Also the numbers that use a picked digit more than once (เบิ้ล such as
   * 11 or 112, and for three digits the ตอง such as 111).
   */
  includeDoubles?: boolean;
}

/**
 * วิน: every `size`-digit number made from the picked digits. Without
 * `includeDoubles` each digit appears at most once in a number (picking 1, 2, 3
 * for two digits gives 12, 13, 21, 23, 31, 32). Characters other than digits
 * and repeated picks are ignored; too few digits give an empty list.
 */
export function winDigits(digits: string | readonly string[], size: 2 | 3, options: WinOptions = {}): string[] {
  const picked = [...new Set([...(typeof digits === 'string' ? digits : digits.join(''))].filter(isDigit))].sort();
  const out: string[] = [];
  const build = (prefix: string) => {
    if (prefix.length === size) {
      out.push(prefix);
      return;
    }
    for (const digit of picked) {
      if (!options.includeDoubles && prefix.includes(digit)) continue;
      build(prefix + digit);
    }
  };
  if (picked.length > 0) build('');
  return ascending(out);
}
