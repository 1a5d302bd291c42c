/**
 * `npm run live -- [--url U] [--token T] [--sockets N] [--duration S] TOPIC...`:
 * connects to the gateway's `/live` namespace with the typed client of
 * `shared/src/live/client.ts` and subscribes to the topics. With one socket
 * it prints every ack and event as one JSON line, each with the server's
 * clock offset; with `--sockets N` it opens N sockets on the same topics and
 * prints delivery counts and latency per event type every few seconds and at
 * the end (Ctrl-C, or after `--duration`). README, "For testers".
 */
import { parseArgs } from 'node:util';
import { clockSampleOf, connectLive, serverOffset, subscribe, type ClockSample, type LiveSocket } from '#shared/live/client.js';
import { DeliveryStats, percentile } from './live/stats.js';

const USAGE = `usage: npm run live -- [--url URL] [--token TOKEN] [--agent-code CODE] [--sockets N] [--duration SECONDS] TOPIC...
  e.g. npm run live -- yeekee lotto:results
       npm run live -- --token "$TOKEN" wallets notifications
       npm run live -- --sockets 200 --duration 60 announcements yeekee`;

const STATS_EVERY_MS = 5_000;

function parse() {
  try {
    const { values, positionals } = parseArgs({
      options: {
        url: { type: 'string', default: `http://127.0.0.1:${process.env.PORT ?? 3000}` },
        token: { type: 'string' },
        'agent-code': { type: 'string' },
        sockets: { type: 'string', default: '1' },
        duration: { type: 'string' },
      },
      allowPositionals: true,
      strict: true,
    });
    const sockets = Number(values.sockets);
    const duration = values.duration === undefined ? undefined : Number(values.duration);
    if (!positionals.length) throw new Error('name at least one topic');
    if (!Number.isInteger(sockets) || sockets < 1 || sockets > 20_000) throw new Error('--sockets must be a whole number from 1 to 20000');
    if (duration !== undefined && !(duration > 0)) throw new Error('--duration must be a number of seconds');
    return { url: values.url ?? '', token: values.token, agentCode: values['agent-code'], sockets, duration, topics: positionals };
  } catch (error) {
    console.error(`${(error as Error).message}\n\n${USAGE}`);
    process.exit(2);
  }
}

const options = parse();
const print = (line: Record<string, unknown>) => console.log(JSON.stringify({ at: new Date().toISOString(), ...line }));
const open = () => connectLive({ url: options.url, token: options.token, agentCode: options.agentCode });

/** Subscribes again after a reconnect that did not recover the session (docs/design.md §3): fresh snapshots. */
function subscribeAll(socket: LiveSocket, onAck: (topic: string, ack: Awaited<ReturnType<typeof subscribe>>) => void): void {
  for (const topic of options.topics) {
    subscribe(socket, topic)
      .then((ack) => onAck(topic, ack))
      .catch((error: Error) => print({ type: 'ack_timeout', topic, message: error.message }));
  }
}

function watchOne(): LiveSocket[] {
  const socket = open();
  socket.on('connect', () => {
    print({ type: 'connect', id: socket.id, recovered: socket.recovered });
    if (!socket.recovered) subscribeAll(socket, (topic, ack) => print({ type: 'ack', topic, ...ack, offset_ms: serverOffset(socket) ?? null }));
  });
  socket.on('connect_error', (error) => print({ type: 'connect_error', message: error.message }));
  socket.on('disconnect', (reason) => print({ type: 'disconnect', reason }));
  // `time` is printed from its own listener, which runs after the client stores the sample it carries.
  socket.on('time', (payload) => print({ type: 'event', event: 'time', data: payload, offset_ms: serverOffset(socket) ?? null }));
  socket.onAny((event: string, payload: unknown) => {
    if (event !== 'time') print({ type: 'event', event, data: payload, offset_ms: serverOffset(socket) ?? null });
  });
  return [socket];
}

function watchMany(): LiveSocket[] {
  const stats = new DeliveryStats();
  const acks: Record<string, { ok: number; refused: number }> = Object.fromEntries(options.topics.map((t) => [t, { ok: 0, refused: 0 }]));
  const connectMs: number[] = [];
  let errors = 0;
  let best: ClockSample | undefined;
  const startedAt = Date.now();
  const sockets = Array.from({ length: options.sockets }, () => {
    const socket = open();
    const openedAt = Date.now();
    socket.on('connect', () => {
      if (!socket.recovered) {
        connectMs.push(Date.now() - openedAt);
        subscribeAll(socket, (topic, ack) => {
          const count = acks[topic] as { ok: number; refused: number };
          if (ack.error === 0) count.ok += 1;
          else count.refused += 1;
        });
      }
    });
    socket.on('connect_error', () => {
      errors += 1;
    });
    // Every socket talks to the same clock: the estimate with the narrowest bounds of all of them is the closest (server-clock.ts).
    socket.on('time', () => {
      const sample = clockSampleOf(socket);
      if (sample && (!best || sample.roundTripMs < best.roundTripMs)) best = sample;
    });
    socket.onAny((event: string, payload: unknown) => {
      if (event !== 'time') stats.record(event, payload, Date.now(), best?.offsetMs);
    });
    return socket;
  });
  const report = (type: 'stats' | 'summary') =>
    print({
      type,
      elapsed_s: Math.round((Date.now() - startedAt) / 1000),
      sockets: sockets.length,
      connected: sockets.filter((s) => s.connected).length,
      connect_errors: errors,
      connect_p50_ms: percentile(connectMs, 50),
      connect_p99_ms: percentile(connectMs, 99),
      acks,
      offset_ms: best?.offsetMs ?? null,
      events: stats.figures(),
    });
  const timer = setInterval(() => report('stats'), STATS_EVERY_MS);
  onExit.push(() => {
    clearInterval(timer);
    report('summary');
    console.error(`\n${stats.table()}`);
  });
  return sockets;
}

const onExit: (() => void)[] = [];
const sockets = options.sockets === 1 ? watchOne() : watchMany();
const stop = () => {
  for (const run of onExit) run();
  for (const socket of sockets) socket.close();
  process.exit(0);
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
if (options.duration !== undefined) setTimeout(stop, options.duration * 1000);
