import type { RoundStatus } from '#shared/api/lotto/rounds.js';
import type { YeekeeProof, YeekeeRound, YeekeeShot, YeekeeShotsResponse } from '#shared/api/lotto/yeekee.js';
import type { YeekeeLiveRound } from '#shared/live/events.js';

/**
 * What a node holds for one watched yeekee round: the round as the upstream
 * last answered, the newest shots with no gap up to `last_seq`, the running sum,
 * the watcher count, and the proof once the round is resulted.
 */
export interface RoundState {
  round: YeekeeRound;
  /** contiguous, in `seq` order, ending at `last_seq`; the newest KEPT_SHOTS */
  shots: YeekeeShot[];
  last_seq: number;
  /** sum of every shot up to `last_seq` (a decimal string: it outgrows 2^53 in long rounds) */
  sum: string;
  watchers: number;
  /** when `watchers` was counted */
  counted_at: number;
  proof: YeekeeProof | null;
}

/**
 * Shots kept per round: a whole round of this size needs no second read for its
 * proof, and a window of write-through never outruns it.
 */
export const KEPT_SHOTS = 1_000;

const FINAL: ReadonlySet<RoundStatus> = new Set(['resulted', 'cancelled']);
export const isFinal = (status: RoundStatus) => FINAL.has(status);

const bySeq = (a: YeekeeShot, b: YeekeeShot) => a.seq - b.seq;
const newest = (shots: YeekeeShot[]) => (shots.length > KEPT_SHOTS ? shots.slice(-KEPT_SHOTS) : shots);

export function addToSum(sum: string, shots: readonly YeekeeShot[]): string {
  return shots.reduce((total, shot) => total + BigInt(shot.number), BigInt(sum)).toString();
}

/** A state from one page of the newest shots (the first read of a round). */
export function fromNewestPage(page: YeekeeShotsResponse, carried?: Pick<RoundState, 'watchers' | 'counted_at'>): RoundState {
  return {
    round: page.round,
    shots: newest([...page.shots].sort(bySeq)),
    last_seq: page.last_seq,
    sum: page.sum,
    watchers: carried?.watchers ?? 0,
    counted_at: carried?.counted_at ?? Number.NEGATIVE_INFINITY,
    proof: null,
  };
}

/** A round not open yet, from the shared list: no shots can exist before it opens. */
export function fromListed(round: YeekeeRound): RoundState {
  return fromNewestPage({ round, shots: [], page: 1, page_size: 0, total: 0, sum: '0', last_seq: 0 });
}

/**
 * Shooting stops at `closes_at` by this gateway's clock: an open round past it
 * is closed, whatever the upstream (its clock, its scheduler) said a moment ago.
 */
export function closedByClock(state: RoundState, now: number): RoundState {
  if (state.round.status !== 'open' || now < Date.parse(state.round.closes_at)) return state;
  return { ...state, round: { ...state.round, status: 'closed' } };
}

/**
 * Appends the shots of an `after_seq` page. Null when they do not continue the
 * state (the upstream skipped a seq): the caller starts again from the newest page.
 */
export function withPage(state: RoundState, page: YeekeeShotsResponse): RoundState | null {
  const fresh = page.shots.filter((shot) => shot.seq > state.last_seq).sort(bySeq);
  if (!isContinuation(state.last_seq, fresh)) return null;
  const last = fresh.at(-1)?.seq ?? state.last_seq;
  // The page's sum is the round's: exact once caught up, else add what came.
  const sum = last === page.last_seq ? page.sum : addToSum(state.sum, fresh);
  return { ...state, round: page.round, shots: newest([...state.shots, ...fresh]), last_seq: last, sum };
}

/** Write-through of one shot: the state with it, the same state when already held, or null for a gap before it. */
export function withShot(state: RoundState, shot: YeekeeShot): RoundState | null {
  if (shot.seq <= state.last_seq) return state;
  if (shot.seq !== state.last_seq + 1 || state.round.status !== 'open') return null;
  return { ...state, shots: newest([...state.shots, shot]), last_seq: shot.seq, sum: addToSum(state.sum, [shot]) };
}

/**
 * A read merged with what the room holds after it: write-through may have
 * folded in shots the read did not see yet. The read's round is the newer.
 */
export function mergeHeld(read: RoundState, held: RoundState | undefined): RoundState {
  if (!held || held.last_seq <= read.last_seq) return read;
  const extra = held.shots.filter((shot) => shot.seq > read.last_seq);
  if (!isContinuation(read.last_seq, extra)) return read;
  return { ...read, shots: newest([...read.shots, ...extra]), last_seq: held.last_seq, sum: held.sum };
}

/** Whether the state holds every shot of the round (then the proof needs no further read). */
export const isComplete = (state: RoundState) => state.shots.length === state.last_seq;

export function liveRound(state: RoundState): YeekeeLiveRound {
  return { ...state.round, shot_count: state.last_seq, watchers: state.watchers, last_seq: state.last_seq, sum: state.sum };
}

function isContinuation(lastSeq: number, shots: readonly YeekeeShot[]): boolean {
  return shots.every((shot, i) => shot.seq === lastSeq + 1 + i);
}
