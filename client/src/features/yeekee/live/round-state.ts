/**
 * What the round page holds of one yeekee round, and the pure steps that move
 * it: the round (status, result, watchers, `last_seq`, running sum) and its
 * newest shots, contiguous in `seq` order and ending at `last_seq`. Shots that
 * do not continue it are held back until the missing ones are fetched.
 */
import type { YeekeeShot, YeekeeShotsResponse } from '#shared/api/lotto/yeekee.js';
import type { YeekeeLiveRound, YeekeeResultEvent, YeekeeRoundSnapshot } from '#shared/live/events.js';

/** Shots kept for the live list (the snapshot's size); older ones are in the paged view. */
export const KEPT_SHOTS = 100;

export interface RoundLive {
  round: YeekeeLiveRound;
  /** contiguous, ascending `seq`, the last one is `round.last_seq` (when there is one) */
  shots: YeekeeShot[];
  /** true once the socket's snapshot came: watchers are known and shots stream in */
  live: boolean;
}

const bySeq = (a: YeekeeShot, b: YeekeeShot) => a.seq - b.seq;
const keep = (shots: YeekeeShot[]) => (shots.length > KEPT_SHOTS ? shots.slice(-KEPT_SHOTS) : shots);

/** The contiguous run of shots ending at `lastSeq` (a page may start after a hole; the tail is what counts). */
function tailEndingAt(shots: readonly YeekeeShot[], lastSeq: number): YeekeeShot[] {
  const sorted = [...shots].sort(bySeq).filter((shot) => shot.seq <= lastSeq);
  const tail: YeekeeShot[] = [];
  for (let i = sorted.length - 1, expected = lastSeq; i >= 0; i -= 1, expected -= 1) {
    if (sorted[i]!.seq !== expected) break;
    tail.unshift(sorted[i]!);
  }
  return keep(tail);
}

/** From the REST page of the newest shots (before or without the socket). */
export function fromShotsPage(page: YeekeeShotsResponse): RoundLive {
  return {
    round: { ...page.round, watchers: 0, last_seq: page.last_seq, sum: page.sum, shot_count: page.last_seq },
    shots: tailEndingAt(page.shots, page.last_seq),
    live: false,
  };
}

/** From the socket's snapshot. */
export function fromSnapshot(snapshot: YeekeeRoundSnapshot): RoundLive {
  return { round: snapshot.round, shots: tailEndingAt(snapshot.shots, snapshot.round.last_seq), live: true };
}

/**
 * A fresh snapshot over what is held: taken when it is at least as far along
 * (a re-subscribe after a gap); an older one only refreshes the round's fields.
 */
export function withSnapshot(current: RoundLive | undefined, snapshot: YeekeeRoundSnapshot): RoundLive {
  if (!current || snapshot.round.last_seq >= current.round.last_seq) return fromSnapshot(snapshot);
  return { ...withRoundEvent(current, snapshot.round), live: true };
}

export interface Applied {
  state: RoundLive;
  /** shots after a hole, to apply once the hole is filled */
  held: YeekeeShot[];
}

/**
 * Applies shots in `seq` order: duplicates and already-held ones are dropped,
 * the run continuing `last_seq` is appended (and summed), the rest held back.
 */
export function applyShots(state: RoundLive, incoming: readonly YeekeeShot[]): Applied {
  const lastSeq = state.round.last_seq;
  const fresh = [...incoming].filter((shot) => shot.seq > lastSeq).sort(bySeq);
  const run: YeekeeShot[] = [];
  const held: YeekeeShot[] = [];
  let next = lastSeq + 1;
  for (const shot of fresh) {
    if (held.length === 0 && shot.seq === next) {
      run.push(shot);
      next += 1;
    } else if (shot.seq >= next && held.at(-1)?.seq !== shot.seq) {
      // sorted, so a repeated seq is next to its twin
      held.push(shot);
    }
  }
  if (run.length === 0) return { state, held };
  const sum = run.reduce((total, shot) => total + BigInt(shot.number), BigInt(state.round.sum)).toString();
  const last = next - 1;
  return {
    state: { ...state, shots: keep([...state.shots, ...run]), round: { ...state.round, last_seq: last, shot_count: last, sum } },
    held,
  };
}

/**
 * A `yeekee:round` event (status, result, watchers): the round's fields are
 * taken, the shot count and sum stay ours, since they move only with the shots
 * we hold.
 */
export function withRoundEvent(state: RoundLive, event: YeekeeLiveRound): RoundLive {
  const { last_seq, sum, shot_count } = state.round;
  return { ...state, round: { ...event, last_seq, sum, shot_count } };
}

/** A `yeekee:result` event: the round is resulted, with its result and revealed seed. */
export function withResultEvent(state: RoundLive, event: YeekeeResultEvent): RoundLive {
  return {
    ...state,
    round: { ...state.round, status: 'resulted', result: event.result, seed: event.seed ?? state.round.seed ?? null },
  };
}
