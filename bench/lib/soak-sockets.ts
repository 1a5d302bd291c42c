/**
 * The members' live sockets in the soak bench: each on node A or B, holding
 * `wallets` and the open yeekee round as the site's client does
 * (client/src/lib/socket.ts: a reconnect the server did not recover
 * subscribes again and takes a fresh snapshot). Per socket it measures how
 * long after a kill, and after the restart, the first push came again, and checks the round's shot
 * `seq`s: each push must continue the last one seen, with no gap.
 */
import type { YeekeeShot } from '#shared/api/lotto/yeekee.js';
import { connectLive, subscribe, type LiveSocket } from '#shared/live/client.js';
import { Topic, yeekeeRoundTopic, type YeekeeRoundSnapshot } from '#shared/live/events.js';
import { RECOVERY_MS, type Fault } from './soak-faults.js';

export interface SeqGap {
  at: number;
  /** seqs skipped */
  missing: number;
  /** the socket's session had been recovered (replayed) at its last reconnect */
  recovered: boolean;
}

export interface SocketFigures {
  /** fault index → per affected socket, its longest silence (ms) from the kill until RECOVERY_MS after the restart */
  waits: Map<number, number[]>;
  /** fault index → per affected socket, how long after the restart its first push came (0 when one came in between) */
  afterRestart: Map<number, number[]>;
  /** fault index → sockets it cut off (those whose next push it waits for) */
  affected: Map<number, number>;
  gaps: SeqGap[];
  /** when a shot came again with a seq already seen, one time per shot */
  duplicates: number[];
  pushes: number;
  reconnects: number;
  recovered: number;
  /** subscribes refused or unanswered (the upstream down), each tried again */
  subscribeRetries: number;
}

interface Watched {
  socket: LiveSocket;
  node: number;
  /** fault index → the fault and this socket's longest silence in its window so far */
  windows: Map<number, { fault: Fault; longest: number; afterRestart?: number }>;
  lastPushAt: number;
  /** the round's last seq seen; undefined until the subscribe's snapshot */
  lastSeq: number | undefined;
  early: YeekeeShot[];
  wasRecovered: boolean;
}

export interface SoakSockets {
  figures: SocketFigures;
  /** a part was just killed: the silences of the sockets it cuts off are measured */
  onFault(index: number, fault: Fault): void;
  /** closes the windows still open (their silence up to now counts); answers the sockets silent for the last `quietMs` */
  finish(quietMs: number): number;
  close(): void;
}

export function openSoakSockets(ports: readonly [number, number], members: readonly { token: string }[], roundId: number): SoakSockets {
  const figures: SocketFigures = { waits: new Map(), afterRestart: new Map(), affected: new Map(), gaps: [], duplicates: [], pushes: 0, reconnects: 0, recovered: 0, subscribeRetries: 0 };
  const roundTopic = yeekeeRoundTopic(roundId);
  const url = (node: number) => `http://127.0.0.1:${ports[node]}`;

  const takeShots = (watched: Watched, shots: readonly YeekeeShot[]) => {
    for (const shot of shots) {
      const last = watched.lastSeq!;
      if (shot.seq <= last) figures.duplicates.push(Date.now());
      else if (shot.seq > last + 1) figures.gaps.push({ at: Date.now(), missing: shot.seq - last - 1, recovered: watched.wasRecovered });
      watched.lastSeq = Math.max(last, shot.seq);
    }
  };

  /** Subscribes until the ack is a snapshot (a node whose upstream is down refuses); stops if the socket goes. */
  async function hold(watched: Watched, topic: string): Promise<void> {
    const { socket } = watched;
    while (socket.connected) {
      const ack = await subscribe(socket, topic).catch(() => undefined);
      if (ack?.error === 0) {
        if (topic === roundTopic) {
          watched.lastSeq = (ack.data as YeekeeRoundSnapshot).round.last_seq;
          const early = watched.early.splice(0);
          takeShots(watched, early.filter((shot) => shot.seq > watched.lastSeq!));
        }
        return;
      }
      figures.subscribeRetries += 1;
      await new Promise((resolve) => setTimeout(resolve, 1_000));
    }
  }

  const closeWindow = (watched: Watched, index: number, now: number) => {
    const window = watched.windows.get(index)!;
    figures.waits.get(index)?.push(window.longest);
    // No push since the restart: the whole wait up to now (or the window's end) counts.
    const restarted = window.fault.restartedAt;
    const end = Number.isNaN(restarted) ? Number.NaN : Math.min(now, restarted + RECOVERY_MS);
    figures.afterRestart.get(index)?.push(window.afterRestart ?? Math.max(0, end - restarted));
    watched.windows.delete(index);
  };

  const watchers: Watched[] = members.map((member, i) => {
    const node = i % 2;
    const socket = connectLive({ url: url(node), token: member.token });
    const watched: Watched = { socket, node, windows: new Map(), lastPushAt: Date.now(), lastSeq: undefined, early: [], wasRecovered: false };
    // The bench stands in for the load balancer: a reconnect goes to the other node, as nginx sends
    // a client on when its node refuses (README "Several gateway nodes"). The Manager keeps its
    // session id and offset, so the other node can recover the session from Redis.
    socket.io.on('reconnect_attempt', () => {
      watched.node = 1 - watched.node;
      (socket.io as unknown as { uri: string }).uri = `${url(watched.node)}/live`;
    });
    let connectedOnce = false;
    socket.on('connect', () => {
      if (connectedOnce) figures.reconnects += 1;
      connectedOnce = true;
      watched.wasRecovered = socket.recovered;
      if (socket.recovered) {
        figures.recovered += 1;
        return;
      }
      watched.lastSeq = undefined;
      void hold(watched, Topic.wallets);
      void hold(watched, roundTopic);
    });
    socket.onAny((event: string, payload: unknown) => {
      if (event === 'time') return;
      figures.pushes += 1;
      const now = Date.now();
      for (const [index, window] of watched.windows) {
        window.longest = Math.max(window.longest, now - Math.max(watched.lastPushAt, window.fault.killedAt));
        if (window.afterRestart === undefined && now >= window.fault.restartedAt) window.afterRestart = now - window.fault.restartedAt;
        if (now > window.fault.restartedAt + RECOVERY_MS) closeWindow(watched, index, now);
      }
      watched.lastPushAt = now;
      if (event !== 'yeekee:shots') return;
      const { round_id: pushedRound, shots } = payload as { round_id: number; shots: YeekeeShot[] };
      if (pushedRound !== roundId) return;
      if (watched.lastSeq === undefined) watched.early.push(...shots);
      else takeShots(watched, shots);
    });
    return watched;
  });

  return {
    figures,
    onFault(index, fault) {
      figures.waits.set(index, []);
      figures.afterRestart.set(index, []);
      const node = fault.part === 'gateway A' ? 0 : fault.part === 'gateway B' ? 1 : undefined;
      let affected = 0;
      for (const watched of watchers) {
        if (node !== undefined && watched.node !== node) continue;
        watched.windows.set(index, { fault, longest: 0 });
        affected += 1;
      }
      figures.affected.set(index, affected);
    },
    finish(quietMs) {
      const now = Date.now();
      for (const watched of watchers) {
        for (const [index, window] of watched.windows) {
          const end = Number.isNaN(window.fault.restartedAt) ? now : Math.min(now, window.fault.restartedAt + RECOVERY_MS);
          window.longest = Math.max(window.longest, end - Math.max(watched.lastPushAt, window.fault.killedAt));
          closeWindow(watched, index, now);
        }
      }
      return watchers.filter((watched) => now - watched.lastPushAt > quietMs).length;
    },
    close() {
      for (const watched of watchers) watched.socket.close();
    },
  };
}
