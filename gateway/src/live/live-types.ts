import type { Namespace, Server, Socket } from 'socket.io';
import type { ClientToServerEvents, ServerToClientEvents } from '@shared/live/events.js';

/** A socket's subscriptions, kept in `socket.data` so connection state recovery restores them. */
export interface Subscription {
  room: string;
  rooms: string[];
  username: string | null;
}

export interface SocketData {
  token?: string;
  subs: Record<string, Subscription>;
}

/** Between gateway nodes (Redis adapter): each answers `node`, so /agent/stats can count them. */
export interface InterServerEvents {
  node: (ack: (reply: true) => void) => void;
}

export type LiveServer = Server<ClientToServerEvents, ServerToClientEvents, InterServerEvents, SocketData>;
export type LiveNamespace = Namespace<ClientToServerEvents, ServerToClientEvents, InterServerEvents, SocketData>;
export type LiveSocket = Socket<ClientToServerEvents, ServerToClientEvents, InterServerEvents, SocketData>;
