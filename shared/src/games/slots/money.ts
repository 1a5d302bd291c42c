/**
 * Bets and wins in satang. A total bet is spread over the 20 lines, so a line
 * bet is total / 20; the offered bets are whole multiples of 20 satang, where
 * that split is exact. A win is counted in line bets (evaluateSpin's
 * totalLineBets, times the free-spin multiplier in free spins) and turned
 * into satang once per spin, floored: floor(total bet × line bets / 20). With
 * the offered bets nothing is ever floored away; the floor is there so that a
 * bet outside them can never pay a fraction of a satang.
 */
import { LINE_COUNT } from './lines.js';

/** 1, 2, 5, 10, 20, 50, 100, 200 and 500 THB */
export const BET_OPTIONS_SATANG: readonly number[] = [100, 200, 500, 1_000, 2_000, 5_000, 10_000, 20_000, 50_000];

export function isOfferedBet(totalBetSatang: number): boolean {
  return BET_OPTIONS_SATANG.includes(totalBetSatang);
}

/** One spin's win in satang: `lineBets` line bets at `totalBetSatang` over 20 lines, floored to the satang. */
export function winSatang(totalBetSatang: number, lineBets: number, multiplier = 1): number {
  if (!Number.isSafeInteger(totalBetSatang) || totalBetSatang <= 0) throw new Error('a bet is a positive whole number of satang');
  return Math.floor((totalBetSatang * lineBets * multiplier) / LINE_COUNT);
}
