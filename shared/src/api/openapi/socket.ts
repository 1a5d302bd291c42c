/**
 * The socket part of the document (docs/design.md §3), as the `x-socket` extension
 * (docs/decisions/0022): made from live/topics.ts and the schemas of
 * live/events.ts, with the protocol around the topics (handshake, acks, the
 * `time` event, recovery) in prose. The same facts, as a table, go into the
 * document's description so the reference page shows them.
 */
import type { ErrorCode } from '../../errors.js';
import { LIVE_NAMESPACE, ZLiveHandshakeAuth, ZSubscribeRequest } from '../../live/events.js';
import { LIVE_TOPICS, SUBSCRIBE_ERRORS, subscribeErrorsOf, TIME_EVENT, UNSUBSCRIBE_ERRORS, type LiveTopic } from '../../live/topics.js';
import { errorCodeEntry } from './operation.js';
import { toJsonSchema } from './json-schema.js';

const HANDSHAKE =
  "Connect with `io(origin + '/live', { auth: { token } })`: `token` is the member's access_token, needed for member topics only; a visitor connects without it and reads public topics. The token is checked against the upstream's get_user_info (cached briefly) at subscribe time: an invalid one refuses the member topic in the ack (`5002`) and never drops the socket.";

const RECOVERY = [
  'Connection state recovery is on (2 minutes): a short drop replays the events missed and keeps the subscriptions.',
  'Recovery is best effort: on every reconnect check `socket.recovered`; when false, subscribe again to each topic and replace what you hold with the fresh snapshots.',
  '`yeekee:<round_id>` shots carry a round-local `seq` with no gap: a client that sees a gap subscribes again (the snapshot carries `round.last_seq`).',
  'The server emits `time` on every connection; estimate the clock offset from several samples, keeping the one with the lowest round trip. Countdowns never rely on per-second pushes.',
  'Events push only on a change; the upstream\'s load does not grow with the number of sockets (one poller per topic room, shared by every socket on it).',
];

function topicEntry(topic: LiveTopic) {
  return {
    topic: topic.topic,
    pattern: topic.pattern.source,
    example: topic.example,
    access: topic.access,
    summary: topic.summary.en,
    description: topic.summary.th,
    reads: `${topic.reads.method} ${topic.reads.path}`,
    feed: topic.feed,
    snapshot: toJsonSchema(topic.snapshot, 'output'),
    events: topic.events.map((event) => ({ name: event.name, summary: event.summary.en, description: event.summary.th, schema: toJsonSchema(event.schema, 'output') })),
    'x-error-codes': subscribeErrorsOf(topic).map(errorCodeEntry),
  };
}

/** The Socket.IO namespace, its handshake, acks, events and topics. */
export function socketExtension(): Record<string, unknown> {
  return {
    protocol: 'Socket.IO 4 (use socket.io-client; Engine.IO frames are not part of the contract)',
    namespace: LIVE_NAMESPACE,
    handshake: { description: HANDSHAKE, auth: toJsonSchema(ZLiveHandshakeAuth, 'input') },
    client_events: {
      subscribe: {
        description: 'Joins the topic; the ack answers `{ error: 0, data: <snapshot> }` or a refusal `{ error, message }` (the socket stays).',
        payload: toJsonSchema(ZSubscribeRequest, 'input'),
        ack: { $ref: '#/components/schemas/Envelope' },
      },
      unsubscribe: {
        description: 'Leaves the topic; the ack answers `{ error: 0, data: null }`.',
        payload: toJsonSchema(ZSubscribeRequest, 'input'),
        ack: { $ref: '#/components/schemas/Envelope' },
        'x-error-codes': UNSUBSCRIBE_ERRORS.map(errorCodeEntry),
      },
    },
    server_events: [{ name: TIME_EVENT.name, summary: TIME_EVENT.summary.en, description: TIME_EVENT.summary.th, schema: toJsonSchema(TIME_EVENT.schema, 'output') }],
    topics: LIVE_TOPICS.map(topicEntry),
    recovery: RECOVERY,
  };
}

const code = (c: ErrorCode) => `\`${c}\``;

/** The same, as Markdown for the document's description. */
export function socketMarkdown(): string {
  const rows = LIVE_TOPICS.map(
    (t) =>
      `| \`${t.topic}\` | ${t.access === 'member' ? 'สมาชิก (ของตัวเอง)' : 'ทุกคน'} | ${t.summary.th} | ${t.events.map((e) => `\`${e.name}\``).join(', ')} | ${subscribeErrorsOf(t)
        .filter((c) => !SUBSCRIBE_ERRORS.includes(c))
        .map(code)
        .join(', ')} |`,
  );
  return [
    `## Live: Socket.IO namespace \`${LIVE_NAMESPACE}\``,
    `Declared in \`shared/src/live/topics.ts\`; schemas of every snapshot and event are in the \`x-socket\` extension of this document. ${HANDSHAKE}`,
    `Client to server, each with an ack \`{ error, message?, data? }\`: \`subscribe\` \`{ topic }\` answers the topic's current snapshot in \`data\`; \`unsubscribe\` \`{ topic }\`. Any subscribe may be refused with ${SUBSCRIBE_ERRORS.map(code).join(', ')}. Server to client on connect: \`time\` \`{ server_time }\`.`,
    '| topic | who | snapshot | events | may refuse |\n|---|---|---|---|---|\n' + rows.join('\n'),
    '**Recovery.**\n\n' + RECOVERY.map((rule) => `- ${rule}`).join('\n'),
  ].join('\n\n');
}
