/**
 * The socket contract (docs/design.md §3): namespace `/live`, topics, snapshots and
 * the events that follow. Gateway and client both type their sockets with it;
 * each snapshot and event is a zod schema (live/topics.ts declares which topic
 * carries which, and the OpenAPI document's `x-socket` is made from them).
 */
import { z } from 'zod';
import type { Envelope } from '../envelope.js';
import { ZAgentEvent, ZNotification, type AgentEvent, type Notification } from '../api/agent.js';
import { ZIsoDateTime } from '../api/common.js';
import { ZWalletsResponse } from '../api/member.js';
import { ZDepositStatusResponse } from '../api/payment.js';
import { ZWithdrawListResponse } from '../api/withdraw.js';
import { ZPollQuota, ZPollStats, type PollQuota, type PollStats } from '../api/poll.js';
import { ZSoothBaccaratResponse, ZSoothCounts, ZSoothHand, ZRoads } from '../api/sooth.js';
import { ZWheelBoard, type WheelBoardEntry } from '../api/wheel.js';
import { ZCommitmentEntry, ZCommitmentHead, type CommitmentEntry } from '../api/fairness.js';
import { ZBaccaratTable, ZBaccaratTimings } from '../games/baccarat-api.js';
import { ZFootballMatchesResponse } from '../games/football-api.js';
import { ZLottoResult } from '../api/lotto/rounds.js';
import { ZYeekeeProof, ZYeekeeRound, ZYeekeeShot } from '../api/lotto/yeekee.js';

export { LIVE_NAMESPACE, Topic, yeekeeRoundTopic, pollTopic, paymentTopic, tableTopic } from './topic-names.js';

/** The handshake's `auth`: a member's token for member topics; anything else connects as a visitor. */
export const ZLiveHandshakeAuth = z.object({
  token: z.string().optional(),
  agent_code: z.string().optional(),
});
export type LiveHandshakeAuth = z.infer<typeof ZLiveHandshakeAuth>;

// ---- snapshots (the `data` of a subscribe ack) ----------------------------------
export const ZWalletsSnapshot = ZWalletsResponse;
export type WalletsSnapshot = z.infer<typeof ZWalletsSnapshot>;

export const ZNotificationsSnapshot = z.object({ notifications: z.array(ZNotification) });
export type NotificationsSnapshot = z.infer<typeof ZNotificationsSnapshot>;

export const ZAnnouncementsSnapshot = z.object({ events: z.array(ZAgentEvent) });
export type AnnouncementsSnapshot = z.infer<typeof ZAnnouncementsSnapshot>;

export const ZYeekeeRoundsSnapshot = z.object({ rounds: z.array(ZYeekeeRound), server_time: ZIsoDateTime });
export type YeekeeRoundsSnapshot = z.infer<typeof ZYeekeeRoundsSnapshot>;

/** A round as its watchers see it: presence, the last `seq` and the running sum. */
export const ZYeekeeLiveRound = ZYeekeeRound.extend({
  watchers: z.number().int().min(0),
  last_seq: z.number().int().min(0),
  /** sum of every shot up to `last_seq`, decimal digits (it outgrows 2^53 in long rounds) */
  sum: z.string().regex(/^\d+$/),
});
export type YeekeeLiveRound = z.infer<typeof ZYeekeeLiveRound>;

export const ZYeekeeRoundSnapshot = z.object({
  round: ZYeekeeLiveRound,
  /** the latest 100 shots, in `seq` order */
  shots: z.array(ZYeekeeShot),
  server_time: ZIsoDateTime,
});
export type YeekeeRoundSnapshot = z.infer<typeof ZYeekeeRoundSnapshot>;

/** `payment:<ref>`: the member's own deposit; `payment:status` follows on each change. */
export const ZPaymentSnapshot = ZDepositStatusResponse;
export type PaymentSnapshot = z.infer<typeof ZPaymentSnapshot>;

/** `withdrawals`: the member's first page of withdrawals with the rules; `withdrawals` follows on each change. */
export const ZWithdrawalsSnapshot = ZWithdrawListResponse;
export type WithdrawalsSnapshot = z.infer<typeof ZWithdrawalsSnapshot>;

/** `wheel:board`: the wheel's latest wins, names masked; each new win follows as `wheel:win`. */
export const ZWheelBoardSnapshot = ZWheelBoard;
export type WheelBoardSnapshot = z.infer<typeof ZWheelBoardSnapshot>;

/** How many of the newest log entries the `fairness:commitments` snapshot carries. */
export const COMMITMENTS_LATEST = 10;

/** `fairness:commitments`: the public log's head and its newest entries, oldest first; each new entry follows as `fairness:commitment`. */
export const ZCommitmentsSnapshot = z.object({ head: ZCommitmentHead, latest: z.array(ZCommitmentEntry) });
export type CommitmentsSnapshot = z.infer<typeof ZCommitmentsSnapshot>;

/**
 * `poll:<poll_id>`: the poll's votes to anyone; to a member also their own
 * quota of the day (null for a visitor). `poll:stats` follows on each vote,
 * `poll:quota` to that member only when their quota changes.
 */
export const ZPollSnapshot = z.object({ stats: ZPollStats, quota: ZPollQuota.nullable() });
export type PollSnapshot = z.infer<typeof ZPollSnapshot>;

// ---- events ----------------------------------------------------------------------------
export const ZTimeEvent = z.object({ server_time: ZIsoDateTime });
export type TimeEvent = z.infer<typeof ZTimeEvent>;

export const ZYeekeeShotsEvent = z.object({
  round_id: z.number().int(),
  /** new shots, in `seq` order, with no gap after the last one sent */
  shots: z.array(ZYeekeeShot),
});
export type YeekeeShotsEvent = z.infer<typeof ZYeekeeShotsEvent>;

export const ZLottoResultEvent = z.object({
  round_id: z.number().int(),
  category_id: z.number().int(),
  round_name: z.string(),
  result: ZLottoResult,
  /** the revealed seed of a demo draw or a yeekee round; null when the agent entered the result */
  seed: z.string().nullable(),
});
export type LottoResultEvent = z.infer<typeof ZLottoResultEvent>;

export const ZYeekeeResultEvent = ZLottoResultEvent.extend({ proof: ZYeekeeProof });
export type YeekeeResultEvent = z.infer<typeof ZYeekeeResultEvent>;

export const ZLottoResultsSnapshot = z.object({ results: z.array(ZLottoResultEvent) });
export type LottoResultsSnapshot = z.infer<typeof ZLottoResultsSnapshot>;

/**
 * The snapshot a subscribe to `T` answers, read from the topic's name: a
 * subscriber's ack and a holder's snapshot are typed by the topic they name.
 * topics.ts holds each topic's schema to this type.
 */
export type SnapshotOf<T extends string> = T extends 'wallets'
  ? WalletsSnapshot
  : T extends 'notifications'
    ? NotificationsSnapshot
    : T extends 'announcements'
      ? AnnouncementsSnapshot
      : T extends 'yeekee'
        ? YeekeeRoundsSnapshot
        : T extends `yeekee:${number}`
          ? YeekeeRoundSnapshot
          : T extends 'lotto:results'
            ? LottoResultsSnapshot
            : T extends `payment:${string}`
              ? PaymentSnapshot
              : T extends 'withdrawals'
                ? WithdrawalsSnapshot
                : T extends 'wheel:board'
                  ? WheelBoardSnapshot
                  : T extends 'fairness:commitments'
                    ? CommitmentsSnapshot
                    : T extends 'sooth'
                      ? SoothSnapshot
                      : T extends `table:${string}`
                        ? TableSnapshot
                        : T extends 'football'
                          ? FootballSnapshot
                          : T extends `poll:${number}`
                            ? PollSnapshot
                            : unknown;

export const ZSubscribeRequest = z.object({ topic: z.string().min(1).max(200) });
export type SubscribeRequest = z.infer<typeof ZSubscribeRequest>;

export type Ack<T = unknown> = (reply: Envelope<T>) => void;

export interface ClientToServerEvents {
  subscribe: (request: SubscribeRequest, ack: Ack) => void;
  unsubscribe: (request: SubscribeRequest, ack: Ack<null>) => void;
}

/** `sooth`: every live table with its shoe's roads; each new hand follows as `sooth:hand`. */
export const ZSoothSnapshot = ZSoothBaccaratResponse;
export type SoothSnapshot = z.infer<typeof ZSoothSnapshot>;
export const ZSoothHandEvent = z.object({ table_id: z.number().int(), hand: ZSoothHand, counts: ZSoothCounts, roads: ZRoads });
export type SoothHandEvent = z.infer<typeof ZSoothHandEvent>;

/**
 * `table:<code>`: one live table as everyone sees it (countdown against
 * `server_time`, stakes per side as amounts only, the cards, the shoe's
 * results for the roads); `table:state` follows on every change of it.
 */
export const ZTableSnapshot = z.object({ server_time: z.string(), timing: ZBaccaratTimings, table: ZBaccaratTable });
export type TableSnapshot = z.infer<typeof ZTableSnapshot>;

/** `football`: virtual football's matches (open, live, results); `football:matches` follows as the live match moves on. */
export const ZFootballSnapshot = ZFootballMatchesResponse;
export type FootballSnapshot = z.infer<typeof ZFootballSnapshot>;

export interface ServerToClientEvents {
  time: (event: TimeEvent) => void;
  wallets: (event: WalletsSnapshot) => void;
  notification: (event: Notification) => void;
  announcement: (event: AgentEvent) => void;
  'yeekee:rounds': (event: YeekeeRoundsSnapshot) => void;
  'yeekee:shots': (event: YeekeeShotsEvent) => void;
  /** status changes, and every few seconds the watcher count */
  'yeekee:round': (event: YeekeeLiveRound) => void;
  'yeekee:result': (event: YeekeeResultEvent) => void;
  'lotto:result': (event: LottoResultEvent) => void;
  'payment:status': (event: PaymentSnapshot) => void;
  withdrawals: (event: WithdrawalsSnapshot) => void;
  'wheel:win': (event: WheelBoardEntry) => void;
  'fairness:commitment': (event: CommitmentEntry) => void;
  /** a table's new hand, with the shoe's counts and roads after it (a new shoe starts them again) */
  'sooth:hand': (event: SoothHandEvent) => void;
  /** the table changed: a phase, a stake, a card, a result */
  'table:state': (event: TableSnapshot) => void;
  /** the matches changed: a minute, a goal, a kick-off, a result */
  'football:matches': (event: FootballSnapshot) => void;
  'poll:stats': (event: PollStats) => void;
  'poll:quota': (event: PollQuota) => void;
}
