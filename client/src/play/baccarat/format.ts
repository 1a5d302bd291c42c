/** The table page's words: amounts, cards and short hashes, in Thai (its phases: game-data/baccarat-phase.ts). */
import { formatThbPlain } from '@shared/money.js';
import { satangOf } from '../../lib/money-text.js';

/** THB from the wire in a sentence, always with two decimals: "195.00 บาท". */
export const bahtFixed = (thb: number): string => `${formatThbPlain(satangOf(thb))} บาท`;

const SUIT: Record<string, string> = { S: '♠', H: '♥', D: '♦', C: '♣' };

/** "TH" → "10♥"; hearts and diamonds are red. */
export function cardText(card: string): { text: string; red: boolean } {
  const rank = card.slice(0, -1);
  const suit = card.slice(-1);
  return { text: `${rank === 'T' ? '10' : rank}${SUIT[suit] ?? suit}`, red: suit === 'H' || suit === 'D' };
}

/** The first characters of an id or hash, enough to compare by eye. */
export const short = (text: string, length = 8): string => (text.length > length ? `${text.slice(0, length)}…` : text);
