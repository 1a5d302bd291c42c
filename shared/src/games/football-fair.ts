/**
 * Virtual football's published fairness function (docs/domain.md "Integrity
 * first"). A match's full result, the score and the minute of every goal, is a
 * pure function of the server seed (its SHA-256 published before kick-off),
 * the match id and the match's published goal means λ_home and λ_away (numbers
 * with at most 4 decimals, published with the odds). The live view only plays
 * back this result, so every event a member saw can be recomputed:
 *
 *   digest(m)  = HMAC-SHA256(key = server seed, message = m)                 (UTF-8, hex)
 *   u(m)       = first 52 bits of digest(m) / 2^52                            (a fraction in [0, 1))
 *   home goals = G(λ_home, u(`${match id}:home`)),  away goals = G(λ_away, u(`${match id}:away`))
 *   minute of a side's goal i (0-based, i < that side's goals)
 *              = 1 + ⌊bits(`${match id}:${side}:goal:${i}`) × 90 / 2^52⌋   (side = home | away; whole numbers, ticketOf)
 *   bits(m)    = first 52 bits of digest(m) as an integer, so u(m) = bits(m) / 2^52
 *
 * G(λ, u) is the inverse CDF of the published goal distribution: the smallest
 * k with u < P(0) + … + P(k), or K if there is none, where
 *
 *   P(0) = e^(−λ),  P(k) = P(k − 1) × λ / k      (Poisson(λ), summed in doubles from k = 0)
 *   K    = the smallest k ≥ λ with P(k + 1) × (k + 2) / (k + 2 − λ) < 1e−12
 *
 * The left side of K's rule bounds the Poisson tail P(X > k) from above (the
 * terms after k + 1 shrink at least by λ / (k + 2) each), so K goals is the
 * cap and it carries the tail: P(K) is published as 1 − (P(0) + … + P(K − 1)).
 * The distribution differs from Poisson(λ) by less than 1e−12 anywhere, and
 * the model's true probabilities (games/src/football/model.ts) sum this same
 * table, so the odds are priced on exactly what is drawn.
 *
 * Events are listed by minute, home before away within a minute, then by i.
 * Doubles are IEEE-754 everywhere; only a u within ~1e−15 of a boundary could
 * depend on the last bit of a platform's e^x, which a 52-bit draw hits with
 * probability far below 1e−12.
 */
import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import { serverSeedHash, ticketOf } from '../wheel/fair.js';

export { serverSeedHash };

/** The tail left beyond the cap K. */
export const TAIL_BOUND = 1e-12;
export const MATCH_MINUTES = 90;
/** Means outside (0, 10] are refused: no simulated side scores ten a match, and e^−λ stays far from underflow. */
export const MAX_GOAL_MEAN = 10;

export type Side = 'home' | 'away';

export interface GoalEvent {
  minute: number;
  side: Side;
}

export interface MatchResult {
  home: number;
  away: number;
  /** every goal, by minute, home before away within a minute */
  events: GoalEvent[];
}

function assertMean(lambda: number): void {
  if (!Number.isFinite(lambda) || lambda <= 0 || lambda > MAX_GOAL_MEAN) throw new Error(`goal mean ${lambda} must be in (0, ${MAX_GOAL_MEAN}]`);
}

/** The published goal distribution for mean λ: index k holds P(k) for k = 0..K, the cap K carrying the tail. */
export function goalDistribution(lambda: number): number[] {
  assertMean(lambda);
  const terms = [Math.exp(-lambda)];
  for (let k = 0; ; k++) {
    const next = (terms[k]! * lambda) / (k + 1);
    if (k >= lambda && (next * (k + 2)) / (k + 2 - lambda) < TAIL_BOUND) break;
    terms.push(next);
  }
  const head = terms.slice(0, -1).reduce((sum, p) => sum + p, 0);
  terms[terms.length - 1] = 1 - head;
  return terms;
}

function digestOf(key: Uint8Array, message: string): string {
  return bytesToHex(hmac(sha256, key, utf8ToBytes(message)));
}

/** u(m) × 2^52: the first 52 bits of the digest as an integer, exact in a double. */
function ticket52(key: Uint8Array, message: string): number {
  return ticketOf(digestOf(key, message), 2 ** 52);
}

/** G(λ, u): the inverse CDF of `distribution` at u = ticket / 2^52. */
function inverseCdf(distribution: readonly number[], ticket: number): number {
  const u = ticket / 2 ** 52;
  let cumulative = 0;
  for (let k = 0; k < distribution.length - 1; k++) {
    cumulative += distribution[k]!;
    if (u < cumulative) return k;
  }
  return distribution.length - 1;
}

/** The score alone (the simulation and the settlement need no minutes). */
export function matchScore(serverSeed: string, matchId: string, lambdaHome: number, lambdaAway: number): { home: number; away: number } {
  const key = utf8ToBytes(serverSeed);
  return {
    home: inverseCdf(goalDistribution(lambdaHome), ticket52(key, `${matchId}:home`)),
    away: inverseCdf(goalDistribution(lambdaAway), ticket52(key, `${matchId}:away`)),
  };
}

function goalMinute(key: Uint8Array, matchId: string, side: Side, index: number): number {
  return 1 + ticketOf(digestOf(key, `${matchId}:${side}:goal:${index}`), MATCH_MINUTES);
}

/** The full committed result: the score and every goal's minute, for the live view and the verifier. */
export function matchResult(serverSeed: string, matchId: string, lambdaHome: number, lambdaAway: number): MatchResult {
  const score = matchScore(serverSeed, matchId, lambdaHome, lambdaAway);
  const key = utf8ToBytes(serverSeed);
  const events: (GoalEvent & { index: number })[] = [];
  for (const side of ['home', 'away'] as const) {
    for (let index = 0; index < score[side]; index++) events.push({ minute: goalMinute(key, matchId, side, index), side, index });
  }
  events.sort((a, b) => a.minute - b.minute || (a.side === b.side ? a.index - b.index : a.side === 'home' ? -1 : 1));
  return { ...score, events: events.map(({ minute, side }) => ({ minute, side })) };
}
