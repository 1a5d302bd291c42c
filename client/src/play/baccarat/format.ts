/** The table page's words in Thai: amounts and short hashes (its cards: game-data/card-text.ts, its phases: game-data/baccarat-phase.ts). */
import { formatThbPlain } from '#shared/money.js';
import { satangOf } from '#client/lib/money-text.js';

/** THB from the wire in a sentence, always with two decimals: "195.00 บาท". */
export const bahtFixed = (thb: number): string => `${formatThbPlain(satangOf(thb))} บาท`;

/** The first characters of an id or hash, enough to compare by eye. */
export const short = (text: string, length = 8): string => (text.length > length ? `${text.slice(0, length)}…` : text);
