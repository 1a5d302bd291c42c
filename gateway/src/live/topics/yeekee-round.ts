import { API } from '@shared/api/paths.js';
import { YEEKEE_SHOTS_PAGE_SIZE, type YeekeeShot, type YeekeeShotsResponse } from '@shared/api/lotto/yeekee.js';
import { toWireDate } from '@shared/dates.js';
import { yeekeeRoundTopic, type YeekeeResultEvent, type YeekeeRoundSnapshot } from '@shared/live/events.js';
import { computeYeekeeProof, yeekeeResult } from '@shared/lotto/yeekee-formula.js';
import { defineTopic, type Emission, type TopicContext } from '../topic.js';
import { fromNewestPage, isComplete, isFinal, liveRound, mergeHeld, withPage, type RoundState } from './yeekee-round-state.js';

/** While a round is open (or waits for its result) it is read this often; shots between reads come by write-through. */
export const OPEN_POLL_MS = 1_000;
/** One `yeekee:shots` per round per window, however many shots fall in it. */
export const SHOTS_PUSH_MS = 150;
/** Watchers are counted (across nodes) this often; `yeekee:round` carries the count. */
export const PRESENCE_MS = 5_000;
/** Polls land this long after a round's scheduled open or close, so the upstream has moved it. */
const TRANSITION_SLACK_MS = 100;
/** An `after_seq` catch-up reads at most this many pages; further behind, it starts from the newest page. */
const MAX_CATCH_UP_PAGES = 20;
/** The proof of a round larger than KEPT_SHOTS reads all of its shots once, at most this many pages. */
const MAX_PROOF_PAGES = 200;

type Params = { roundId: number };
type Ctx = TopicContext<Params, RoundState>;

/**
 * One yeekee round for anyone watching it (`yeekee:<round_id>`): the snapshot
 * is the round with watchers, `last_seq` and the running sum, plus the newest
 * 100 shots. New shots push as `yeekee:shots` in `seq` order with no gap, at
 * most one push per SHOTS_PUSH_MS; `yeekee:round` on a status change and every
 * PRESENCE_MS while the round is live; `yeekee:result` with the proof.
 */
export const yeekeeRoundLiveTopic = defineTopic<Params, RoundState>({
  name: 'yeekee:round',
  match: (topic) => {
    const found = /^yeekee:([1-9]\d{0,9})$/.exec(topic);
    return found ? { roundId: Number(found[1]) } : null;
  },
  memberOnly: false,
  room: ({ roundId }) => yeekeeRoundRoom(roundId),
  fetch: read,
  snapshot: (state, now): YeekeeRoundSnapshot => ({
    round: liveRound(state),
    shots: state.shots.slice(-YEEKEE_SHOTS_PAGE_SIZE),
    server_time: toWireDate(now),
  }),
  poll: {
    intervalMs: (state, now) => {
      if (!state) return OPEN_POLL_MS;
      const { status, opens_at, closes_at } = state.round;
      // A finished round reads nothing more from the upstream; it only recounts its watchers.
      if (isFinal(status)) return PRESENCE_MS;
      if (status === 'upcoming') return clamp(Date.parse(opens_at) - now + TRANSITION_SLACK_MS, 250, PRESENCE_MS);
      if (status === 'open') return clamp(Date.parse(closes_at) - now + TRANSITION_SLACK_MS, 50, OPEN_POLL_MS);
      return OPEN_POLL_MS;
    },
    pushEveryMs: SHOTS_PUSH_MS,
    diff,
  },
});

async function read(ctx: Ctx): Promise<RoundState> {
  const held = ctx.held();
  // Counted first: the read below is merged with the held value last, with no wait after it.
  const counted = held && ctx.now() - held.counted_at < PRESENCE_MS ? null : await count(ctx);
  let state: RoundState;
  if (!held) state = await newestPage(ctx);
  else if (isFinal(held.round.status)) state = held;
  else state = await catchUp(ctx, held);
  if (counted) state = { ...state, ...counted };
  // Only a result seen arriving is pushed (with its proof); a round first read already final has none to push.
  if (held && !isFinal(held.round.status)) state = await withProof(ctx, state);
  return mergeHeld(state, ctx.held());
}

/** The watchers now, or null when a node did not answer in time (the old count stands; the next poll asks again). */
async function count(ctx: Ctx): Promise<Pick<RoundState, 'watchers' | 'counted_at'> | null> {
  try {
    return { watchers: await ctx.presence(), counted_at: ctx.now() };
  } catch {
    return null;
  }
}

async function newestPage(ctx: Ctx, carried?: RoundState): Promise<RoundState> {
  const page = await ctx.call<YeekeeShotsResponse>('GET', `${API.lotto.yeekeeLists}?round_id=${ctx.params.roundId}&page=1`);
  return fromNewestPage(page, carried);
}

/** Shots after the state's `last_seq`, page by page until caught up. */
async function catchUp(ctx: Ctx, from: RoundState): Promise<RoundState> {
  let state = from;
  for (let i = 0; i < MAX_CATCH_UP_PAGES; i += 1) {
    const page = await shotsAfter(ctx, state.last_seq);
    const next = withPage(state, page);
    // Watchers see the jump in seq and take a fresh snapshot (DESIGN §3).
    if (!next) return newestPage(ctx, state);
    if (next.last_seq >= page.last_seq || next.last_seq === state.last_seq) return next;
    state = next;
  }
  return newestPage(ctx, state);
}

/** Once resulted: the proof from every shot and the revealed seed, checked against the published result. */
async function withProof(ctx: Ctx, state: RoundState): Promise<RoundState> {
  const { round } = state;
  if (round.status !== 'resulted' || state.proof || !round.seed) return state;
  const shots = isComplete(state) ? state.shots : await allShots(ctx, state.last_seq);
  if (!shots) {
    console.error(`[gateway] yeekee round ${round.round_id}: its shots do not run 1..${state.last_seq} without a gap; no proof`);
    return state;
  }
  const proof = computeYeekeeProof(round.round_id, shots, round.seed);
  const recomputed = yeekeeResult(proof);
  if (recomputed.top3 !== round.result?.top3 || recomputed.bottom2 !== round.result?.bottom2) {
    // Integrity first (DOMAIN.md): say so loudly; members can check the same numbers themselves.
    console.error(`[gateway] yeekee round ${round.round_id}: published result ${JSON.stringify(round.result)} differs from its proof ${proof.number}`);
  }
  return { ...state, proof };
}

async function allShots(ctx: Ctx, lastSeq: number): Promise<YeekeeShot[] | null> {
  const shots: YeekeeShot[] = [];
  for (let i = 0; i < MAX_PROOF_PAGES && shots.length < lastSeq; i += 1) {
    const page = await shotsAfter(ctx, shots.length);
    const fresh = page.shots.filter((shot) => shot.seq > shots.length).sort((a, b) => a.seq - b.seq);
    if (fresh.length === 0 || fresh[0]!.seq !== shots.length + 1) return null;
    shots.push(...fresh);
  }
  return shots.length >= lastSeq ? shots.slice(0, lastSeq) : null;
}

function shotsAfter(ctx: Ctx, afterSeq: number): Promise<YeekeeShotsResponse> {
  return ctx.call<YeekeeShotsResponse>('GET', `${API.lotto.yeekeeLists}?round_id=${ctx.params.roundId}&after_seq=${afterSeq}`);
}

function diff(prev: RoundState | undefined, next: RoundState): Emission[] {
  if (!prev) return [];
  const out: Emission[] = [];
  const fresh = next.shots.filter((shot) => shot.seq > prev.last_seq);
  if (fresh.length > 0) out.push({ event: 'yeekee:shots', data: { round_id: next.round.round_id, shots: fresh } });
  const statusChanged = prev.round.status !== next.round.status;
  const recounted = next.counted_at !== prev.counted_at && (!isFinal(next.round.status) || next.watchers !== prev.watchers);
  if (statusChanged || recounted) out.push({ event: 'yeekee:round', data: liveRound(next) });
  if (next.proof && !prev.proof) out.push({ event: 'yeekee:result', data: resultEvent(next) });
  return out;
}

function resultEvent(state: RoundState): YeekeeResultEvent {
  const { round } = state;
  return {
    round_id: round.round_id,
    category_id: round.category_id,
    round_name: round.name,
    result: round.result ?? yeekeeResult(state.proof!),
    seed: round.seed ?? null,
    proof: state.proof!,
  };
}

/** One room per round on every node: the topic name itself. */
export const yeekeeRoundRoom = (roundId: number): string => yeekeeRoundTopic(roundId);

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));
