/**
 * Real answers for the /play tests, built from the built-in slots module
 * itself (test code only; the page takes nothing but the art from games/):
 * the title วัดทองมหาโชค with its published figures, and spins played with
 * the published fairness function, so the verify panel checks true vectors.
 */
import type { SlotFreeSpin, SlotHistoryResponse, SlotInfo, SlotOutcome, SlotSession, SlotSpin, SlotSpinResponse } from '#shared/games/slot-api.js';
import { serverSeedHash } from '#shared/games/slot-fair.js';
import { PAYLINES } from '#shared/games/slots/lines.js';
import { playFairSpin } from '#shared/games/slots/play.js';
import { publishedFigures } from '#shared/games/slots/published.js';
import { parseStrip } from '#shared/games/slots/strips.js';
import { thaiTemple } from '#shared/games/slots/titles/thai-temple.js';
import type { SpinResult } from '#shared/games/slots/types.js';

export const SERVER_SEED = 'a3f1c9e07d5b4e2f8c6a1b3d5e7f9012';
export const CLIENT_SEED = 'my-lucky-seed';
export const GAME_SESSION = 'gs-123';

export function slotInfo(): SlotInfo {
  const figures = publishedFigures(thaiTemple.code)!;
  return {
    code: thaiTemple.code,
    name: thaiTemple.name,
    volatility: thaiTemple.volatility,
    rtp_percent: figures.rtp_percent,
    rtp_fraction: figures.rtp_fraction,
    hit_frequency: figures.hit_frequency,
    free_spins_one_in: figures.free_spins_one_in,
    max_win_x: figures.max_win_x,
    lines: PAYLINES.length,
    paylines: PAYLINES.map((line) => [...line]),
    line_pays: Object.fromEntries(Object.entries(thaiTemple.linePays).map(([id, pays]) => [id, [...pays] as [number, number, number]])),
    scatter_pays: [...thaiTemple.scatterPays],
    free_spins: [...thaiTemple.freeSpins],
    free_spin_multiplier: thaiTemple.freeSpinMultiplier,
    base_strips: thaiTemple.baseStrips.map(parseStrip),
    free_strips: thaiTemple.freeStrips.map(parseStrip),
    bets: [1, 2, 5, 10, 20, 50, 100, 200, 500],
  };
}

/** `freeSpin`: the launch's free-spin credit (a real launch from /freespin). */
export function session(mode: 'real' | 'demo' = 'real', balance = 1000, freeSpin: SlotFreeSpin | null = null): SlotSession {
  return {
    session: GAME_SESSION,
    mode,
    display_name: mode === 'demo' ? 'ผู้เล่นทดลอง' : 'สมชาย',
    balance,
    currency: 'THB',
    game: slotInfo(),
    fairness: { server_seed_hash: serverSeedHash(SERVER_SEED), client_seed: CLIENT_SEED, nonce: 0 },
    free_spin: freeSpin,
  };
}

const thb = (satang: number) => satang / 100;

function outcome(stops: number[], result: SpinResult, betSatang: number, multiplier: number): SlotOutcome {
  const pay = (lineBets: number) => Math.floor((betSatang * lineBets * multiplier) / PAYLINES.length);
  const lineWins = result.lineWins.map((win) => ({ line: win.line, symbol: win.symbol, count: win.count, win: thb(pay(win.pay)) }));
  return {
    stops,
    grid: result.grid.map((column) => [...column]),
    line_wins: lineWins,
    scatter_count: result.scatterCount,
    scatter_win: thb(pay(result.scatterPay * PAYLINES.length)),
    win: thb(pay(result.totalLineBets)),
  };
}

/** The spin the provider plays for this nonce, as the wire carries it (`free`: a spin of a free-spin credit). */
export function fairSpin(nonce: number, betThb = 1, seeds = { server: SERVER_SEED, client: CLIENT_SEED }, free = false): SlotSpin {
  const betSatang = Math.round(betThb * 100);
  const played = playFairSpin(thaiTemple, { serverSeed: seeds.server, clientSeed: seeds.client, nonce }, betSatang);
  return {
    round_id: `r-${nonce}`,
    nonce,
    server_seed_hash: serverSeedHash(seeds.server),
    client_seed: seeds.client,
    bet: betThb,
    free_spin: free,
    base: outcome(played.stops, played.base, betSatang, 1),
    free_spins: played.freeSpins.map((free) => outcome(free.stops, free.result, betSatang, thaiTemple.freeSpinMultiplier)),
    total_win: thb(played.totalWinSatang),
    created_at: '2026-11-23T20:15:00+07:00',
  };
}

/** The first nonce whose spin passes `test` (the seed is fixed, so the search always finds the same one). */
export function firstNonce(test: (spin: SlotSpin) => boolean, from = 0): number {
  for (let nonce = from; nonce < from + 20_000; nonce++) if (test(fairSpin(nonce))) return nonce;
  throw new Error('no such spin under the test seed');
}

export const isPlainWin = (spin: SlotSpin) => spin.free_spins.length === 0 && spin.base.line_wins.length > 0;
export const hasFreeSpins = (spin: SlotSpin) => spin.free_spins.length > 0;

/** The provider's answer; a free spin's bet is the credit's, never taken from the balance. */
export function spinAnswer(spin: SlotSpin, balanceBefore = 1000, freeSpin: SlotFreeSpin | null = null): SlotSpinResponse {
  const paid = spin.free_spin ? 0 : Math.round(spin.bet * 100);
  return {
    spin,
    balance: thb(Math.round(balanceBefore * 100) - paid + Math.round(spin.total_win * 100)),
    fairness: { server_seed_hash: spin.server_seed_hash, client_seed: spin.client_seed, nonce: spin.nonce + 1 },
    free_spin: freeSpin,
  };
}

type HistoryInput = SlotSpin & { server_seed: string | null; log_seq?: number | null };

/** As the history lists it: a seed not in the site's log unless the test says so. */
const listed = (spin: HistoryInput) => ({ log_seq: null, ...spin });

/** One page of the history holding `spins` (all of them: one page). */
export function history(...spins: HistoryInput[]): SlotHistoryResponse {
  return { items: spins.map(listed), page: 1, page_size: 50, total: spins.length };
}

/** The provider's pages over `spins` (newest first), answered by the request's `page`. */
export function historyPages(spins: HistoryInput[]) {
  return (body: unknown) => {
    const page = (body as { page?: number } | undefined)?.page ?? 1;
    return { data: { items: spins.slice((page - 1) * 50, page * 50).map(listed), page, page_size: 50, total: spins.length } satisfies SlotHistoryResponse };
  };
}
