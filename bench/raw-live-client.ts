import WebSocket from 'ws';

/**
 * A light Socket.IO client for load generation: Engine.IO v4 / Socket.IO v5
 * text frames by hand over `ws` (open, ping/pong, namespace connect, one
 * event with an ack), so thousands fit beside the measuring code.
 */
export interface RawLiveClient {
  /** resolves with the subscribe ack's JSON */
  subscribe(topic: string): Promise<unknown>;
  close(): void;
}

export function connectRawLive(
  port: number,
  namespace: string,
  auth: Record<string, unknown>,
  onEvent: (frame: string) => void,
): Promise<RawLiveClient> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`ws://127.0.0.1:${port}/socket.io/?EIO=4&transport=websocket`, { perMessageDeflate: false });
    const acks = new Map<number, (payload: unknown) => void>();
    let nextAck = 1;
    const eventPrefix = `42${namespace},`;
    const ackPrefix = `43${namespace},`;
    const client: RawLiveClient = {
      subscribe(topic) {
        const id = nextAck++;
        ws.send(`42${namespace},${id}${JSON.stringify(['subscribe', { topic }])}`);
        return new Promise((done) => acks.set(id, done));
      },
      close: () => ws.close(),
    };
    ws.on('message', (raw: Buffer) => {
      const frame = raw.toString();
      if (frame === '2') return ws.send('3'); // Engine.IO ping → pong
      if (frame.startsWith('0')) return ws.send(`40${namespace},${JSON.stringify(auth)}`); // Engine.IO open → namespace connect
      if (frame.startsWith(`40${namespace},`)) return resolve(client);
      if (frame.startsWith(`44${namespace},`)) return reject(new Error(`connect refused: ${frame}`));
      if (frame.startsWith(ackPrefix)) {
        const body = frame.slice(ackPrefix.length);
        const open = body.indexOf('[');
        const id = Number(body.slice(0, open));
        acks.get(id)?.(JSON.parse(body.slice(open))[0]);
        acks.delete(id);
        return;
      }
      if (frame.startsWith(eventPrefix)) onEvent(frame);
    });
    ws.on('error', reject);
  });
}

/**
 * A lighter watcher for heavy fan-out: event frames reach `onEvent` as the raw
 * Buffer, never decoded, so thousands of sockets can count large pushes
 * (a batch of shots is kilobytes) without the load generator becoming the
 * bottleneck. Only control frames and acks are read as text.
 */
export function connectRawWatcher(
  port: number,
  namespace: string,
  auth: Record<string, unknown>,
  onEvent: (raw: Buffer) => void,
): Promise<RawLiveClient> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`ws://127.0.0.1:${port}/socket.io/?EIO=4&transport=websocket`, { perMessageDeflate: false });
    const acks = new Map<number, (payload: unknown) => void>();
    let nextAck = 1;
    const CHAR_4 = 0x34;
    const CHAR_2 = 0x32;
    const client: RawLiveClient = {
      subscribe(topic) {
        const id = nextAck++;
        ws.send(`42${namespace},${id}${JSON.stringify(['subscribe', { topic }])}`);
        return new Promise((done) => acks.set(id, done));
      },
      close: () => ws.close(),
    };
    ws.on('message', (raw: Buffer) => {
      // "42<namespace>,[...]": an event, passed on as it came.
      if (raw[0] === CHAR_4 && raw[1] === CHAR_2) return onEvent(raw);
      const frame = raw.toString();
      if (frame === '2') return ws.send('3');
      if (frame.startsWith('0')) return ws.send(`40${namespace},${JSON.stringify(auth)}`);
      if (frame.startsWith(`40${namespace},`)) return resolve(client);
      if (frame.startsWith(`44${namespace},`)) return reject(new Error(`connect refused: ${frame}`));
      if (frame.startsWith(`43${namespace},`)) {
        const body = frame.slice(namespace.length + 3);
        const open = body.indexOf('[');
        const id = Number(body.slice(0, open));
        acks.get(id)?.(JSON.parse(body.slice(open))[0]);
        acks.delete(id);
      }
    });
    ws.on('error', reject);
  });
}
