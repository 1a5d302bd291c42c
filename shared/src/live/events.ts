/**
 * The socket contract (DESIGN §3): namespace `/live`, topics, snapshots and
 * the events that follow. Gateway and client both type their sockets with it.
 */
import type { Envelope } from '../envelope.js';
import type { AgentEvent, Notification } from '../api/agent.js';
import type { WalletsResponse } from '../api/member.js';
import type { DepositStatusResponse } from '../api/payment.js';
import type { LottoResult, YeekeeProof, YeekeeRound, YeekeeShot } from '../api/lotto.js';

export const LIVE_NAMESPACE = '/live';

export interface LiveHandshakeAuth {
  token?: string;
  agent_code?: string;
}

/** Topics with a fixed name; parameterised ones are built by the helpers below. */
export const Topic = {
  wallets: 'wallets',
  notifications: 'notifications',
  announcements: 'announcements',
  yeekee: 'yeekee',
  lottoResults: 'lotto:results',
  sooth: 'sooth',
} as const;

export const yeekeeRoundTopic = (roundId: number) => `yeekee:${roundId}` as const;
export const pollTopic = (pollId: number) => `poll:${pollId}` as const;
export const paymentTopic = (ref: string) => `payment:${ref}` as const;

// ---- snapshots (the `data` of a subscribe ack) ----------------------------------
export type WalletsSnapshot = WalletsResponse;
export interface NotificationsSnapshot {
  notifications: Notification[];
}
export interface AnnouncementsSnapshot {
  events: AgentEvent[];
}
export interface YeekeeRoundsSnapshot {
  rounds: YeekeeRound[];
  server_time: string;
}
/** A round as its watchers see it: presence, the last `seq` and the running sum. */
export interface YeekeeLiveRound extends YeekeeRound {
  watchers: number;
  last_seq: number;
  sum: string;
}
export interface YeekeeRoundSnapshot {
  round: YeekeeLiveRound;
  /** the latest 100 shots, in `seq` order */
  shots: YeekeeShot[];
  server_time: string;
}
/** `payment:<ref>`: the member's own deposit; `payment:status` follows on each change. */
export type PaymentSnapshot = DepositStatusResponse;
export interface LottoResultsSnapshot {
  results: LottoResultEvent[];
}

// ---- events ----------------------------------------------------------------------------
export interface TimeEvent {
  server_time: string;
}
export interface YeekeeShotsEvent {
  round_id: number;
  shots: YeekeeShot[];
}
export interface LottoResultEvent {
  round_id: number;
  category_id: number;
  round_name: string;
  result: LottoResult;
  /** the revealed seed of a demo draw or a yeekee round; null when the agent entered the result */
  seed: string | null;
}
export interface YeekeeResultEvent extends LottoResultEvent {
  proof: YeekeeProof;
}

export interface SubscribeRequest {
  topic: string;
}

export type Ack<T = unknown> = (reply: Envelope<T>) => void;

export interface ClientToServerEvents {
  subscribe: (request: SubscribeRequest, ack: Ack) => void;
  unsubscribe: (request: SubscribeRequest, ack: Ack<null>) => void;
}

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
}
