import { API } from '#shared/api/paths.js';
import type { ShootRequest, ShootResponse } from '#shared/api/lotto/yeekee.js';
import {
  YEEKEE_SHOTS_PAGE_SIZE,
  type YeekeeListResponse,
  type YeekeeRound,
  type YeekeeShot,
  type YeekeeShotsResponse,
} from '#shared/api/lotto/yeekee.js';
import { toWireDate } from '#shared/dates.js';
import { yeekeeRoundTopic, type YeekeeResultEvent, type YeekeeRoundSnapshot } from '#shared/live/events.js';
import { computeYeekeeProof, yeekeeResult } from '#shared/lotto/yeekee-formula.js';
import { defineTopic, type Emission, type TopicContext } from '../topic.js';
import { closedByClock, fromListed, fromNewestPage, isComplete, isFinal, liveRound, mergeHeld, withPage, withShot, type RoundState } from './yeekee-round-state.js';
import { processLogger } from '#server-kit/observability/logger.js';

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
 *
 * Upstream cost does not grow with the rounds watched (decision 0029): only an open
 * round reads its own shots. A round that is not open yet, or closed and waiting
 * for its result, follows today's yeekee list, one read shared by every such
 * room of the node; a finished round polls nothing and is kept, so its next
 * watcher costs no read either. The round closes on this gateway's clock at its
 * `closes_at`, pushed as `closed` even while the upstream still says open.
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
  // A shot through this gateway, from its answer: in order it joins the next push, after a gap the room reads.
  fold: (state, shot: YeekeeShot) => (state ? withShot(state, shot) : null),
  afterCalls: {
    'lotto.yeekeeShoot': ({ body, data, kept }) => {
      const roundId = (body as Partial<ShootRequest> | null)?.round_id;
      const shot = (data as Partial<ShootResponse> | null)?.shot;
      if (!kept || typeof roundId !== 'number' || typeof shot?.seq !== 'number') return undefined;
      return { room: yeekeeRoundRoom(roundId), item: shot };
    },
  },
  snapshot: (state, now): YeekeeRoundSnapshot => ({
    round: liveRound(state),
    shots: state.shots.slice(-YEEKEE_SHOTS_PAGE_SIZE),
    server_time: toWireDate(now),
  }),
  poll: {
    intervalMs: (state, now) => {
      if (!state) return OPEN_POLL_MS;
      const { status, opens_at, closes_at } = state.round;
      // A finished round is final: no poller at all (its watchers are counted when one subscribes).
      if (isFinal(status)) return Number.POSITIVE_INFINITY;
      if (status === 'upcoming') return clamp(Date.parse(opens_at) - now + TRANSITION_SLACK_MS, 250, PRESENCE_MS);
      // The poll lands on closes_at itself: that read pushes `closed` by this gateway's clock.
      if (status === 'open') return clamp(Date.parse(closes_at) - now, 1, OPEN_POLL_MS);
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
  if (!held) state = ctx.cache.peek<RoundState>(finalKey(ctx.params.roundId)) ?? (await firstRead(ctx));
  else if (isFinal(held.round.status)) state = held;
  else if (ownsReads(held.round, ctx.now())) state = await catchUp(ctx, held);
  else state = await followList(ctx, held);
  if (counted) state = { ...state, ...counted };
  // Only a result seen arriving is pushed (with its proof); a round first read already final has none to push.
  if (held && !isFinal(held.round.status)) state = await withProof(ctx, state);
  state = closedByClock(mergeHeld(state, ctx.held()), ctx.now());
  if (isFinal(state.round.status)) ctx.cache.put(finalKey(ctx.params.roundId), state);
  return state;
}

/** Today's yeekee rounds as one shared read (no more than one per `maxAgeMs` for every room of the node). */
async function listed(ctx: Ctx, maxAgeMs: number): Promise<YeekeeRound | undefined> {
  const list = await ctx.cache.get(LIST_KEY, maxAgeMs, () => ctx.call<YeekeeListResponse>('GET', API.lotto.yeekeeList));
  return list.rounds.find((round) => round.round_id === ctx.params.roundId);
}

/** A round not open yet needs no read of its own: no shots before it opens. */
async function firstRead(ctx: Ctx): Promise<RoundState> {
  const round = await listed(ctx, PRESENCE_MS);
  if (round?.status === 'upcoming' && Date.parse(round.opens_at) > ctx.now()) return fromListed(round);
  return newestPage(ctx);
}

/** Whether the round reads its own shots now: open by the clock (or due to open), else it follows the list. */
function ownsReads(round: YeekeeRound, now: number): boolean {
  if (round.status === 'upcoming') return now >= Date.parse(round.opens_at);
  return round.status === 'open' && now < Date.parse(round.closes_at);
}

/**
 * A round waiting to open, or closed and waiting for its result: the shared list
 * says when it moves, and only then does the round read its own shots (once,
 * for the proof). A round missing from the list waits for its opening time when
 * it has not opened (not near enough now); a closed one reads itself: today's
 * list moves to the new day at midnight while the day's last round is still
 * being drawn, and its watchers must still get the result.
 */
async function followList(ctx: Ctx, held: RoundState): Promise<RoundState> {
  const round = await listed(ctx, held.round.status === 'upcoming' ? PRESENCE_MS : OPEN_POLL_MS);
  if (!round) return held.round.status === 'upcoming' ? held : catchUp(ctx, held);
  if (isFinal(round.status)) return catchUp(ctx, held);
  // Closed by this gateway's clock stays closed while the upstream catches up.
  return { ...held, round: { ...round, status: held.round.status === 'closed' ? 'closed' : round.status } };
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
    // Watchers see the jump in seq and take a fresh snapshot (docs/design.md §3).
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
    processLogger('gateway').error({ round_id: round.round_id }, `yeekee round: its shots do not run 1..${state.last_seq} without a gap; no proof`);
    return state;
  }
  const proof = computeYeekeeProof(round.round_id, shots, round.seed);
  const recomputed = yeekeeResult(proof);
  if (recomputed.top3 !== round.result?.top3 || recomputed.bottom2 !== round.result?.bottom2) {
    // Integrity first (docs/domain.md "Integrity first"): say so loudly; members can check the same numbers themselves.
    processLogger('gateway').error({ round_id: round.round_id, result: round.result, proof: proof.number }, 'yeekee round: published result differs from its proof');
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
  // Shooting stopped before the result: watchers always see `closed` first, even when one read saw both.
  if (prev.round.status === 'open' && next.round.status === 'resulted') {
    const { result: _result, seed: _seed, ...closed } = liveRound(next);
    out.push({ event: 'yeekee:round', data: { ...closed, status: 'closed' } });
  }
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

const LIST_KEY = 'yeekee:list';
const finalKey = (roundId: number) => `yeekee:final:${roundId}`;

/** One room per round on every node: the topic name itself. */
export const yeekeeRoundRoom = (roundId: number): string => yeekeeRoundTopic(roundId);

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));
