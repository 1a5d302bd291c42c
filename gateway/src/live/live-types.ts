import type { Namespace, Server, Socket } from 'socket.io';
import type { ClientToServerEvents, ServerToClientEvents } from '#shared/live/events.js';
import type { TopicWrite } from './after-call.js';

/** A socket's subscriptions, kept in `socket.data` so connection state recovery restores them. */
export interface Subscription {
  room: string;
  rooms: string[];
  username: string | null;
  /** the companion room of a visitor topic with a member's own part (TopicDefinition.companion) */
  own?: string;
}

export interface SocketData {
  token?: string;
  subs: Record<string, Subscription>;
}

/**
 * Tokens ended: one token (a logout), or every token of a member but the one
 * kept (a password change). Tokens cross between nodes as their hashes only.
 */
export interface SessionsEnded {
  tokenKey?: string;
  username?: string;
  keepTokenKey?: string;
}

/** Between gateway nodes (Redis adapter). */
export interface InterServerEvents {
  /** each node answers, so /agent/stats can count them */
  node: (ack: (reply: true) => void) => void;
  /** sockets subscribed to a room on the answering node (yeekee watchers) */
  presence: (room: string, ack: (count: number) => void) => void;
  /** a call's answer passed through one node's /api (or an agent's): the node leading each room places its write */
  writes: (writes: TopicWrite[]) => void;
  /** poll these rooms now (an agent entered a result) */
  kick: (rooms: string[]) => void;
  /** members were settled: refresh their wallets rooms (an empty list: read the settlements feed) */
  settled: (usernames: string[]) => void;
  /** these members' money moved outside /api (a deposit paid, a withdrawal decided): refresh their wallets rooms */
  wallets: (usernames: string[]) => void;
  /** sessions ended through one node (a logout, a password change): every node ends their member topics */
  revoked: (end: SessionsEnded) => void;
}

export type LiveServer = Server<ClientToServerEvents, ServerToClientEvents, InterServerEvents, SocketData>;
export type LiveNamespace = Namespace<ClientToServerEvents, ServerToClientEvents, InterServerEvents, SocketData>;
export type LiveSocket = Socket<ClientToServerEvents, ServerToClientEvents, InterServerEvents, SocketData>;
