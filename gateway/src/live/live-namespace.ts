import { z } from 'zod';
import type { Clock } from '#shared/clock.js';
import { toWireDate } from '#shared/dates.js';
import { AppError, fail, ok, type Envelope } from '#shared/envelope.js';
import { ErrorCode } from '#shared/errors.js';
import { LIVE_NAMESPACE } from '#shared/live/events.js';
import { MAX_TOPICS_PER_SOCKET } from '#shared/live/topics.js';
import type { LiveNamespace, LiveServer, LiveSocket, Subscription } from './live-types.js';
import type { MemberIdentity } from './member-identity.js';
import type { TopicHub } from './topic-hub.js';

const ZHandshake = z.object({ token: z.string().min(1).max(4096).optional() }).loose();
const ZTopicRequest = z.object({ topic: z.string().min(1).max(200) });

type Reply = (reply: Envelope) => void;

/**
 * The `/live` namespace of docs/design.md §3: a `time` sample on connect, then
 * `subscribe` / `unsubscribe` with acks. A refused subscribe answers in the
 * ack and never drops the socket; a malformed one gets an error ack.
 */
export function attachLiveNamespace(io: LiveServer, hub: TopicHub, identity: MemberIdentity, clock: Clock): LiveNamespace {
  const live = io.of(LIVE_NAMESPACE);

  live.on('connection', (socket) => {
    const auth = ZHandshake.safeParse(socket.handshake.auth ?? {});
    // A garbage handshake is a visitor, not an error: public topics still work.
    if (!socket.recovered) socket.data = { token: auth.success ? auth.data.token : undefined, subs: {} };
    socket.data.subs ??= {};
    if (socket.recovered) resumeSubscriptions(socket);
    socket.emit('time', { server_time: toWireDate(clock.now()) });

    socket.on('subscribe', (payload: unknown, ack: unknown) => {
      void subscribe(socket, payload, replyOf(ack));
    });
    socket.on('unsubscribe', (payload: unknown, ack: unknown) => {
      unsubscribe(socket, payload, replyOf(ack));
    });
    socket.on('disconnect', () => {
      for (const sub of Object.values(socket.data.subs)) detachAll(sub, socket.id);
    });
  });

  async function subscribe(socket: LiveSocket, payload: unknown, reply: Reply): Promise<void> {
    const request = ZTopicRequest.safeParse(payload);
    if (!request.success) return reply(fail(ErrorCode.VALIDATION));
    const { topic } = request.data;
    const match = hub.find(topic);
    if (!match) return reply(fail(ErrorCode.TOPIC_UNKNOWN));
    try {
      // A visitor topic with a member's own part reads who the token is too; a token the upstream refuses is a visitor there.
      const member = match.topic.memberOnly || match.topic.companion ? await identity.resolve(socket.data.token) : null;
      if (match.topic.memberOnly && !member) return reply(fail(ErrorCode.TOPIC_MEMBER_ONLY));
      if (!socket.connected) return;
      // Counted after the only await, so a burst of subscribes cannot all pass the check at once.
      if (!socket.data.subs[topic] && Object.keys(socket.data.subs).length >= MAX_TOPICS_PER_SOCKET) return reply(fail(ErrorCode.TOPIC_LIMIT));
      const room = match.topic.room(match.params, member);
      const own = member && match.topic.companion ? match.topic.companion(match.params, member) : undefined;
      const ownRoom = own?.topic.room(own.params, member);
      const rooms = [room, ...(match.topic.alsoJoin?.(match.params, member) ?? []), ...(ownRoom ? [ownRoom] : [])];
      const previous = socket.data.subs[topic];
      if (previous && (previous.room !== room || previous.own !== ownRoom)) leave(socket, topic);
      socket.data.subs[topic] = { room, rooms, username: member?.username ?? null, ...(ownRoom ? { own: ownRoom } : {}) };
      const held = hub.attach(match, match.topic.memberOnly ? member : null, socket.id, socket.data.token);
      const heldOwn = own ? hub.attach(own, member, socket.id, socket.data.token) : undefined;
      let value: unknown;
      let ownValue: unknown = null;
      try {
        [value, ownValue] = await Promise.all([hub.current(held), heldOwn ? hub.current(heldOwn) : null]);
      } catch (error) {
        if (socket.data.subs[topic]?.room === room) leave(socket, topic);
        throw error;
      }
      // The socket may have left or gone while the snapshot was read.
      if (!socket.connected || socket.data.subs[topic]?.room !== room) return;
      await socket.join(rooms);
      reply(ok(match.topic.snapshot ? match.topic.snapshot(value, clock.now(), ownValue) : value));
    } catch (error) {
      reply(fail(refusalCode(error, match.topic.memberOnly)));
    }
  }

  function unsubscribe(socket: LiveSocket, payload: unknown, reply: Reply): void {
    const request = ZTopicRequest.safeParse(payload);
    if (!request.success) return reply(fail(ErrorCode.VALIDATION));
    if (!hub.find(request.data.topic)) return reply(fail(ErrorCode.TOPIC_UNKNOWN));
    leave(socket, request.data.topic);
    reply(ok(null));
  }

  function leave(socket: LiveSocket, topic: string): void {
    const sub = socket.data.subs[topic];
    if (!sub) return;
    delete socket.data.subs[topic];
    detachAll(sub, socket.id);
    // A shared room (all members' notifications) is left only when no other subscription holds it.
    const stillHeld = new Set(Object.values(socket.data.subs).flatMap((s) => s.rooms));
    for (const room of sub.rooms) if (!stillHeld.has(room)) void socket.leave(room);
  }

  // Socket.IO gave the socket back its rooms and data; the hub re-counts it and rebuilds values.
  function resumeSubscriptions(socket: LiveSocket): void {
    for (const [topic, sub] of Object.entries(socket.data.subs)) {
      const match = hub.find(topic);
      if (!match) continue;
      const member = sub.username ? { username: sub.username } : null;
      hub.resume(hub.attach(match, match.topic.memberOnly ? member : null, socket.id, socket.data.token));
      const own = sub.own && member ? match.topic.companion?.(match.params, member) : undefined;
      if (own) hub.resume(hub.attach(own, member, socket.id, socket.data.token));
      if (match.topic.memberOnly) void recheck(socket, topic, sub.username);
    }
  }

  // A member topic came back with the socket: its token may have been revoked while it was away.
  async function recheck(socket: LiveSocket, topic: string, username: string | null): Promise<void> {
    const member = await identity.resolve(socket.data.token).catch(() => undefined);
    // An upstream fault is no verdict: the room's own polls check the token again.
    if (member === undefined) return;
    if (member?.username !== username) leave(socket, topic);
  }

  function detachAll(sub: Subscription, socketId: string): void {
    hub.detach(sub.room, socketId);
    if (sub.own) hub.detach(sub.own, socketId);
  }

  return live;
}

/** The ack if the client sent one; a client that sent none gets no answer (and no crash). */
function replyOf(ack: unknown): Reply {
  return typeof ack === 'function' ? (reply) => (ack as Reply)(reply) : () => undefined;
}

function refusalCode(error: unknown, memberOnly: boolean): ErrorCode {
  if (!(error instanceof AppError)) return ErrorCode.INTERNAL;
  if (memberOnly && (error.code === ErrorCode.UNAUTHORIZED || error.code === ErrorCode.SESSION_EXPIRED)) {
    return ErrorCode.TOPIC_MEMBER_ONLY;
  }
  return error.code;
}
