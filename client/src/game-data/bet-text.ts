import { formatThbPlain } from '#shared/money-format.js';
import { satangOf } from '#client/lib/money-text.js';

/** A free spin's bet from the wire, always with its two decimals: "2.00 บาท" (a bet is a price, not a round sum). */
export const betText = (thb: number): string => `${formatThbPlain(satangOf(thb))} บาท`;
