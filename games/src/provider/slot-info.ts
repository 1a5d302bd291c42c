/**
 * A title as the game's info panel publishes it (ZSlotInfo): its rules from
 * the slots module and its exact figures from the enumeration
 * (published.json), so a member sees what the outcome is a function of.
 */
import { SLOT_BETS_THB, type SlotInfo, type SlotOutcome } from '#shared/games/slot-api.js';
import { satangToThb } from '#shared/money.js';
import { reelStrips } from '#shared/games/slots/evaluate.js';
import { PAYLINES } from '#shared/games/slots/lines.js';
import { publishedFigures } from '#shared/games/slots/published.js';
import type { SlotTitle, SpinResult } from '#shared/games/slots/types.js';

export function slotInfo(title: SlotTitle): SlotInfo {
  const figures = publishedFigures(title.code);
  if (!figures) throw new Error(`no published figures for ${title.code}: run games/scripts/compute-rtp.ts`);
  return {
    code: title.code,
    name: title.name,
    volatility: title.volatility,
    rtp_percent: figures.rtp_percent,
    rtp_fraction: figures.rtp_fraction,
    hit_frequency: figures.hit_frequency,
    free_spins_one_in: figures.free_spins_one_in,
    max_win_x: figures.max_win_x,
    lines: PAYLINES.length,
    paylines: PAYLINES.map((rows) => [...rows]),
    line_pays: Object.fromEntries(Object.entries(title.linePays).map(([symbol, pays]) => [symbol, [...pays] as [number, number, number]])),
    scatter_pays: [...title.scatterPays],
    free_spins: [...title.freeSpins],
    free_spin_multiplier: title.freeSpinMultiplier,
    base_strips: reelStrips(title, 'base').map((strip) => [...strip]),
    free_strips: reelStrips(title, 'free').map((strip) => [...strip]),
    bets: [...SLOT_BETS_THB],
  };
}

/** One played reel set (the base spin or a free spin) as the answer carries it, its win in satang. */
export function slotOutcome(stops: number[], result: SpinResult, winSatang: number, totalBetSatang: number, multiplier = 1): SlotOutcome {
  const lineBet = totalBetSatang / PAYLINES.length;
  return {
    stops,
    grid: result.grid.map((column) => [...column]),
    line_wins: result.lineWins.map((win) => ({
      line: win.line,
      symbol: win.symbol,
      count: win.count,
      win: satangToThb(Math.floor(lineBet * win.pay * multiplier)),
    })),
    scatter_count: result.scatterCount,
    scatter_win: satangToThb(Math.floor(totalBetSatang * result.scatterPay * multiplier)),
    win: satangToThb(winSatang),
  };
}
