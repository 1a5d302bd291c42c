/**
 * Reads several cases share, each made once per run: the lotto lobby and the
 * rounds cases pick from, the deposit channels, an unused phone number. Rounds
 * are judged open or closing on the upstream's own clock (the lobby's
 * `server_time`), so a skewed machine or a test's fake clock picks the same.
 */
import { randomInt } from 'node:crypto';
import { CALLS } from '#shared/api/registry.js';
import { BET_TYPE_INFO, type BetType, type LottoCategory, type LottoRound } from '#shared/api/lotto/rounds.js';
import type { BillRequest } from '#shared/api/lotto/bills.js';
import { Skip, type CaseContext } from './case.js';

export interface PlacedRound {
  round: LottoRound;
  category: LottoCategory;
}

const MINUTE = 60_000;
const CANCEL_MARGIN_MS = 35 * MINUTE;
/** A shot needs its round open for the round trip, with room for a slow upstream. */
const SHOT_MARGIN_MS = 20_000;

export function digits(count: number): string {
  return Array.from({ length: count }, () => String(randomInt(10))).join('');
}

export function lobby(ctx: CaseContext) {
  return ctx.memo('lobby', async () => {
    const sentAt = Date.now();
    const data = await ctx.data(CALLS.lotto.lobby, {});
    ctx.setServerTime(data.server_time, sentAt);
    return data;
  });
}

/** Every round the lobby shows, with its category. */
async function lobbyRounds(ctx: CaseContext): Promise<PlacedRound[]> {
  const { categories } = await lobby(ctx);
  return categories.flatMap(({ rounds, ...category }) => rounds.map((round) => ({ round, category })));
}

/** Rounds of one status (today's, from the rounds call), with their categories from the lobby. */
async function roundsWithStatus(ctx: CaseContext, status: LottoRound['status']): Promise<PlacedRound[]> {
  const { categories } = await lobby(ctx);
  const { rounds } = await ctx.memo(`rounds:${status}`, () => ctx.data(CALLS.lotto.rounds, { query: { status } }));
  return rounds.flatMap((round) => {
    const found = categories.find((c) => c.category_id === round.category_id);
    if (!found) return [];
    const { rounds: _rounds, ...category } = found;
    return [{ round, category }];
  });
}

const closesIn = (ctx: CaseContext, round: LottoRound) => Date.parse(round.closes_at) - ctx.serverNow();
const latestClose = (a: PlacedRound, b: PlacedRound) => Date.parse(b.round.closes_at) - Date.parse(a.round.closes_at);

/**
 * An open draw (not yeekee), the one closing last, so the bill the kit places
 * stays cancellable until it cancels it: the embedded upstream allows a cancel
 * until 30 minutes before the close.
 */
export async function openDrawRound(ctx: CaseContext): Promise<PlacedRound> {
  const latest = (await lobbyRounds(ctx)).filter(({ round, category }) => category.kind !== 'yeekee' && round.status === 'open').sort(latestClose)[0];
  if (!latest || closesIn(ctx, latest.round) < CANCEL_MARGIN_MS) throw new Skip('no open lotto round (not yeekee) closing in more than 35 minutes');
  return latest;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * An open yeekee round with time left to shoot, the one closing last. When
 * the open one is about to close and the next opens within a minute, it waits
 * for that one rather than skip (rounds run back to back).
 */
export async function openYeekeeRound(ctx: CaseContext): Promise<PlacedRound> {
  const shootable = ({ round, category }: PlacedRound) => category.kind === 'yeekee' && round.status === 'open' && closesIn(ctx, round) > SHOT_MARGIN_MS;
  const found = (await lobbyRounds(ctx)).filter(shootable).sort(latestClose)[0];
  if (found) return found;
  const next = (await roundsWithStatus(ctx, 'upcoming'))
    .filter(({ round, category }) => category.kind === 'yeekee' && Date.parse(round.opens_at) - ctx.serverNow() < MINUTE)
    .sort((a, b) => Date.parse(a.round.opens_at) - Date.parse(b.round.opens_at))[0];
  if (next) {
    await sleep(Math.max(0, Date.parse(next.round.opens_at) - ctx.serverNow()) + 1_500);
    const { round } = await ctx.data(CALLS.lotto.round, { query: { round_id: next.round.round_id } });
    if (shootable({ round, category: next.category })) return { round, category: next.category };
  }
  throw new Skip('no open yeekee round with 20 seconds left');
}

/** A round that has its result, preferring `kind` (yeekee or not) when one is at hand. */
export async function resultedRound(ctx: CaseContext, kind: 'yeekee' | 'draw' = 'draw'): Promise<PlacedRound> {
  const all = (await lobbyRounds(ctx)).filter(({ round }) => round.status === 'resulted');
  const wanted = all.filter(({ category }) => (category.kind === 'yeekee') === (kind === 'yeekee'));
  const found = wanted[0] ?? all[0];
  if (found) return found;
  const { results } = await ctx.memo('results', () => ctx.data(CALLS.lotto.results, { query: {} }));
  const round = results[0];
  const category = round && (await lobby(ctx)).categories.find((c) => c.category_id === round.category_id);
  if (!round || !category) throw new Skip('no resulted round to read');
  return { round, category };
}

/** Any round the lobby shows, preferring an open one. */
export async function anyRound(ctx: CaseContext): Promise<PlacedRound> {
  const all = await lobbyRounds(ctx);
  const found = all.find(({ round }) => round.status === 'open') ?? all[0];
  if (!found) throw new Skip('the lobby shows no round');
  return found;
}

/** A closed draw whose result the agent enters (no committed seed), or null. */
export async function closedAgentRound(ctx: CaseContext): Promise<PlacedRound | null> {
  const closed = await roundsWithStatus(ctx, 'closed');
  return closed.find(({ round, category }) => category.kind !== 'yeekee' && !round.seed_hash) ?? null;
}

/** The upcoming round that opens last (nobody can have bet on it yet), or null. */
export async function upcomingRound(ctx: CaseContext): Promise<PlacedRound | null> {
  const upcoming = await roundsWithStatus(ctx, 'upcoming');
  return upcoming.sort((a, b) => Date.parse(b.round.opens_at) - Date.parse(a.round.opens_at))[0] ?? null;
}

/**
 * A one-item bill at the smallest stake on `placed`: a bet type the category
 * takes, a random number that is not restricted for it.
 */
export async function smallBill(ctx: CaseContext, placed: PlacedRound): Promise<BillRequest> {
  const { round, category } = placed;
  const { limits, restricted } = await ctx.memo(`limit:${round.round_id}`, () => ctx.data(CALLS.lotto.limit, { query: { round_id: round.round_id } }));
  const preferred: BetType[] = ['2top', '2bottom', '3top', 'runtop'];
  const betType = preferred.find((t) => category.bet_types.includes(t)) ?? category.bet_types[0];
  if (!betType) throw new Skip(`category ${category.code} takes no bet type`);
  const limit = limits.find((l) => l.bet_type === betType);
  const closed = new Set(restricted.filter((r) => r.bet_type === betType).map((r) => r.number));
  let number = digits(BET_TYPE_INFO[betType].digits);
  for (let tries = 0; closed.has(number) && tries < 50; tries++) number = digits(BET_TYPE_INFO[betType].digits);
  return { round_id: round.round_id, items: [{ bet_type: betType, number, amount: Math.max(1, limit?.min_amount ?? 1) }] };
}

export function channels(ctx: CaseContext) {
  return ctx.memo('channels', () => ctx.data(CALLS.payment.channels, {}));
}

/** A phone number no member uses (asked with check_account), for refusals that must not reach a real member. */
export function unusedUsername(ctx: CaseContext): Promise<string> {
  return ctx.memo('unused-username', async () => {
    for (let tries = 0; tries < 5; tries++) {
      const username = `06${digits(8)}`;
      const { username_used } = await ctx.data(CALLS.auth.checkAccount, { body: { username } });
      if (username_used === false) return username;
    }
    throw new Skip('found no unused phone number in 5 tries');
  });
}

/** A deposit ref that does not exist: the refused variants of the deposit calls. */
export const UNKNOWN_REF = 'CONFORMANCE0NOSUCHREF';
/** An id no row has: the refused variants of calls on bills, withdrawals and promotions. */
export const UNKNOWN_ID = 2_147_483_000;
