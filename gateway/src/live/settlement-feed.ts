import type { Clock, TimerHandle } from '#shared/clock.js';
import type { SettlementFeedResponse } from '#shared/api/lotto/operator.js';
import { OPERATOR } from '#shared/api/paths.js';
import { AppError } from '#shared/envelope.js';
import { ErrorCode } from '#shared/errors.js';
import { processLogger } from '#server-kit/observability/logger.js';
import type { UpstreamClient } from '../proxy/upstream-client.js';
import { pollDelay, type BackoffPolicy } from './backoff.js';
import { everyNodePolls, type PollerLease } from './poller-lease.js';

const log = processLogger('gateway');

export interface SettlementFeedOptions {
  upstream: UpstreamClient;
  clock: Clock;
  /** the feed is an operator call; without a key the feed stays off */
  agentApiKey: string | undefined;
  backoff: BackoffPolicy;
  intervalMs?: number;
  /** one node reads the feed across the nodes sharing Redis; default: this node reads */
  lease?: PollerLease;
  /** members settled since the last read (bills judged or refunded, yeekee rewards); across nodes, their pushes go through the adapter */
  onSettled(usernames: string[]): Promise<void>;
  /** a read ran (metrics): whether it failed and backs off */
  onPolled?(failed: boolean): void;
}

/** Read this often while active; results also kick it at once. One indexed read, usually empty. */
export const SETTLEMENT_POLL_MS = 2_000;
/** The lease's room name: not a topic's, so no topic can take it. */
export const SETTLEMENTS_LEASE = 'feed:settlements';
/** The most rows one answer of the feed carries (the contract's); a full page means more wait. */
const FEED_PAGE_MAX = 500;

/**
 * The upstream's settlements feed, read while this node has any `wallets` room:
 * one cursor and one cheap poller, however many members watch. Across nodes the
 * lease lets one of them read it (the others keep asking for the lease at each
 * poll, to take over when the reader stops) and `onSettled` pushes through the
 * adapter, so two nodes cost the upstream what one does.
 * It makes a winner's balance push soon after settlement even when nobody on
 * this node watches results; a result seen by a topic kicks it to read at once.
 * An upstream without the feed (an operator's own API) turns it off for good;
 * the wallets rooms' own polls still catch every change.
 */
export class SettlementFeed {
  private active = false;
  private cursor: number | undefined;
  private timer: TimerHandle | undefined;
  private running: Promise<void> | undefined;
  private again = false;
  private failures = 0;
  private missing = false;
  private readonly intervalMs: number;

  constructor(private readonly options: SettlementFeedOptions) {
    this.intervalMs = options.intervalMs ?? SETTLEMENT_POLL_MS;
  }

  /** Whether reading the feed can tell this node who was settled. */
  get available(): boolean {
    return this.options.agentApiKey !== undefined && !this.missing;
  }

  /** Runs while this node has a wallets room; a restart begins from the newest settlement, not from history. */
  setActive(active: boolean): void {
    if (active === this.active) return;
    this.active = active;
    this.cursor = undefined;
    this.failures = 0;
    if (active) {
      this.kick();
    } else {
      this.stop();
      this.releaseLease();
    }
  }

  /** Results appeared: read now rather than at the next poll. */
  kick(): void {
    if (!this.active || !this.available) return;
    this.stop();
    void this.read();
  }

  get idle(): boolean {
    return this.running === undefined;
  }

  /** Resolves when no read is running (tests step a FakeClock with it). */
  async whenIdle(): Promise<void> {
    while (this.running) await this.running;
  }

  close(): void {
    const wasActive = this.active;
    this.active = false;
    this.stop();
    if (wasActive) this.releaseLease();
  }

  private get lease(): PollerLease {
    return this.options.lease ?? everyNodePolls;
  }

  // Another node with wallets rooms takes the feed over at its next poll, not when the lease runs out.
  private releaseLease(): void {
    void Promise.resolve(this.lease.release?.(SETTLEMENTS_LEASE)).catch(() => undefined);
  }

  private stop(): void {
    if (this.timer) this.options.clock.clearTimeout(this.timer);
    this.timer = undefined;
  }

  private schedule(delayMs: number): void {
    if (!this.active || !this.available) return;
    this.stop();
    this.timer = this.options.clock.setTimeout(() => {
      this.timer = undefined;
      void this.read();
    }, delayMs);
  }

  // One read at a time; a kick during a read runs one more right after it.
  private read(): Promise<void> {
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = this.readAll().finally(() => {
      this.running = undefined;
      if (this.again) {
        this.again = false;
        void this.read();
      } else {
        this.schedule(pollDelay(this.intervalMs, this.failures, this.options.backoff));
      }
    });
    return this.running;
  }

  private async readAll(): Promise<void> {
    try {
      // Held a few polls long, so one slow read does not hand the feed to another node.
      if (!(await this.lease.holds(SETTLEMENTS_LEASE, 3 * this.intervalMs + 1_000))) {
        // Another node reads it; taking over later starts from the newest settlement (the wallets polls catch the gap).
        this.cursor = undefined;
        return;
      }
      if (!this.active) return;
      const settled = new Set<string>();
      for (;;) {
        const from = this.cursor;
        const page = await this.options.upstream.data<SettlementFeedResponse>({
          method: 'GET',
          path: from === undefined ? OPERATOR.lottoSettlements : `${OPERATOR.lottoSettlements}?after_id=${from}`,
          bearer: this.options.agentApiKey,
          countAs: 'settlements',
        });
        if (!this.active) return;
        this.cursor = page.last_id;
        for (const row of page.settlements) settled.add(row.username);
        if (from === undefined || page.settlements.length < FEED_PAGE_MAX || page.last_id === from) break;
      }
      this.failures = 0;
      this.options.onPolled?.(false);
      if (settled.size > 0) await this.options.onSettled([...settled]);
    } catch (error) {
      if (error instanceof AppError && (error.code === ErrorCode.AGENT_CALL_UNSUPPORTED || error.code === ErrorCode.NOT_FOUND)) {
        this.missing = true;
        log.warn('the upstream has no settlements feed: winners’ balances push with the wallets poll');
        return;
      }
      this.failures += 1;
      this.options.onPolled?.(true);
    }
  }
}
