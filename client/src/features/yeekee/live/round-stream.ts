/**
 * The shot stream of one watched round. Socket events land in a buffer; at
 * most every FLUSH_MS the buffer is applied to the query cache in `seq` order,
 * so a burst of a thousand shots a second costs the phone five renders, not a
 * thousand. A hole in `seq` (a batch whose first shot is not `last_seq + 1`, or
 * a round event that says the round is further along than we are) is filled
 * with `yeekee/lists?after_seq`; when that fails the topic is subscribed again
 * for a fresh snapshot (docs/design.md §3).
 */
import type { QueryClient } from '@tanstack/react-query';
import type { YeekeeShot } from '#shared/api/lotto/yeekee.js';
import type { YeekeeLiveRound, YeekeeResultEvent, YeekeeRoundSnapshot, YeekeeShotsEvent } from '#shared/live/events.js';
import { getYeekeeShots } from '../api/get-yeekee-shots.js';
import { yeekeeKeys } from '../api/keys.js';
import { applyShots, withResultEvent, withRoundEvent, withSnapshot, type RoundLive } from './round-state.js';

/** The list re-renders at most this often however fast shots arrive. */
export const FLUSH_MS = 200;
/** One `after_seq` answer holds this many; a longer hole is cheaper to close with a fresh snapshot. */
const FILL_LIMIT = 1_000;
/** A buffer this long means we fell far behind (a sleeping tab): drop it and take a fresh snapshot. */
const MAX_PENDING = 5_000;

export interface RoundStreamDeps {
  queryClient: QueryClient;
  /** subscribe to the round's topic again (its snapshot comes back through onSnapshot) */
  resubscribe: () => void;
  fetchAfter?: typeof getYeekeeShots;
}

export class RoundStream {
  private pending: YeekeeShot[] = [];
  /** the highest `last_seq` any event has told us of */
  private knownLastSeq = 0;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private lastFlushAt = 0;
  private filling = false;
  /** consecutive failed fills, and when the next may start (backoff, so a dead network is not hammered) */
  private failures = 0;
  private retryAt = 0;
  private ready = false;
  private disposed = false;
  private readonly key: ReturnType<typeof yeekeeKeys.live>;

  constructor(
    private readonly roundId: number,
    private readonly deps: RoundStreamDeps,
  ) {
    this.key = yeekeeKeys.live(roundId);
  }

  private get state(): RoundLive | undefined {
    return this.deps.queryClient.getQueryData<RoundLive>(this.key);
  }

  private setState(next: RoundLive) {
    this.deps.queryClient.setQueryData<RoundLive>(this.key, next);
  }

  onSnapshot(snapshot: YeekeeRoundSnapshot) {
    if (this.disposed || snapshot.round.round_id !== this.roundId) return;
    this.setState(withSnapshot(this.state, snapshot));
    this.failures = 0;
    this.retryAt = 0;
    this.knownLastSeq = Math.max(this.knownLastSeq, snapshot.round.last_seq);
    this.ready = true;
    this.schedule();
  }

  /** Without a snapshot (topic refused), the REST state is the base events apply to. */
  onSubscribeFailed() {
    this.ready = true;
    this.schedule();
  }

  onShots(event: YeekeeShotsEvent) {
    if (this.disposed || event.round_id !== this.roundId || event.shots.length === 0) return;
    for (const shot of event.shots) {
      this.pending.push(shot);
      if (shot.seq > this.knownLastSeq) this.knownLastSeq = shot.seq;
    }
    if (this.pending.length > MAX_PENDING) {
      this.pending = [];
      this.deps.resubscribe();
      return;
    }
    this.schedule();
  }

  onRound(event: YeekeeLiveRound) {
    if (this.disposed || event.round_id !== this.roundId) return;
    const state = this.state;
    if (state) this.setState(withRoundEvent(state, event));
    this.knownLastSeq = Math.max(this.knownLastSeq, event.last_seq);
    this.schedule();
  }

  onResult(event: YeekeeResultEvent) {
    if (this.disposed || event.round_id !== this.roundId) return;
    const state = this.state;
    if (state) this.setState(withResultEvent(state, event));
    this.knownLastSeq = Math.max(this.knownLastSeq, event.proof.shot_count);
    this.schedule();
  }

  dispose() {
    this.disposed = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  private schedule() {
    if (this.timer || !this.ready || this.disposed) return;
    const wait = Math.max(0, FLUSH_MS - (Date.now() - this.lastFlushAt));
    this.timer = setTimeout(() => this.flush(), wait);
  }

  /** Applies the buffer; starts a fill when the round is further along than the shots we hold. */
  flush() {
    this.timer = null;
    if (this.disposed) return;
    this.lastFlushAt = Date.now();
    const state = this.state;
    if (!state) return;
    if (this.pending.length > 0) {
      const { state: next, held } = applyShots(state, this.pending);
      this.pending = held;
      if (next !== state) this.setState(next);
    }
    const lastSeq = this.state?.round.last_seq ?? 0;
    if (lastSeq >= this.knownLastSeq || this.filling) return;
    const wait = this.retryAt - Date.now();
    if (wait > 0) this.timer ??= setTimeout(() => this.flush(), wait);
    else void this.fill(lastSeq);
  }

  private failed() {
    this.failures += 1;
    this.retryAt = Date.now() + Math.min(30_000, 1_000 * 2 ** (this.failures - 1));
    if (!this.disposed) this.deps.resubscribe();
  }

  private async fill(afterSeq: number) {
    if (this.knownLastSeq - afterSeq > FILL_LIMIT) {
      this.failed();
      return;
    }
    this.filling = true;
    try {
      const page = await (this.deps.fetchAfter ?? getYeekeeShots)({ round_id: this.roundId, after_seq: afterSeq });
      if (this.disposed) return;
      const continues = page.shots.some((shot) => shot.seq === afterSeq + 1);
      // The server's word ends the hunt: no shot waits beyond its last_seq.
      if (!continues && page.last_seq <= afterSeq) {
        this.knownLastSeq = page.last_seq;
        this.pending = this.pending.filter((shot) => shot.seq <= page.last_seq);
        return;
      }
      if (!continues) {
        this.failed();
        return;
      }
      this.failures = 0;
      this.pending.push(...page.shots);
      this.knownLastSeq = Math.max(this.knownLastSeq, page.last_seq);
    } catch {
      this.failed();
    } finally {
      this.filling = false;
      this.schedule();
    }
  }
}
