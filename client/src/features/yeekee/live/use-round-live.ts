/**
 * One watched yeekee round: the newest page of shots over REST for the first
 * paint (and when the socket is away), then the `yeekee:<round_id>` topic. Both
 * write the same query entry; the stream applies socket events to it in
 * batches (round-stream.ts).
 */
import { useEffect } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { yeekeeRoundTopic } from '#shared/live/topic-names.js';
import { addTimeSample } from '#client/lib/server-clock.js';
import { getSocket, subscribeSocket, subscribeTopic, type LiveSocket } from '#client/lib/socket.js';
import { roundLiveQueryOptions } from '../api/get-round-live.js';
import { RoundStream } from './round-stream.js';

export function useRoundLive(roundId: number) {
  useRoundStream(roundId);
  return useQuery({ ...roundLiveQueryOptions(roundId), enabled: roundId > 0 });
}

function useRoundStream(roundId: number) {
  const queryClient = useQueryClient();

  useEffect(() => {
    if (!(roundId > 0)) return;
    // Null while socket.io-client loads (lib/socket.ts): the stream attaches when the socket appears.
    let target: LiveSocket | null = getSocket();
    const topic = yeekeeRoundTopic(roundId);
    let active = true;

    const subscribe = () => {
      const socket = target;
      if (!socket?.connected) return;
      const sentAt = Date.now();
      subscribeTopic(socket, topic)
        .then((snapshot) => {
          if (!active || socket !== target) return;
          addTimeSample(snapshot.server_time, sentAt, Date.now());
          stream.onSnapshot(snapshot);
        })
        .catch(() => {
          if (active) stream.onSubscribeFailed();
        });
    };
    const stream = new RoundStream(roundId, { queryClient, resubscribe: subscribe });

    const onShots = stream.onShots.bind(stream);
    const onRound = stream.onRound.bind(stream);
    const onResult = stream.onResult.bind(stream);
    // A reconnect that replayed what was missed needs nothing; otherwise a fresh snapshot (docs/design.md §3).
    const onConnect = () => {
      if (!target?.recovered) subscribe();
    };

    const attach = (socket: LiveSocket) => {
      socket.on('yeekee:shots', onShots);
      socket.on('yeekee:round', onRound);
      socket.on('yeekee:result', onResult);
      socket.on('connect', onConnect);
      if (socket.connected) subscribe();
    };
    const detach = (socket: LiveSocket) => {
      socket.off('yeekee:shots', onShots);
      socket.off('yeekee:round', onRound);
      socket.off('yeekee:result', onResult);
      socket.off('connect', onConnect);
      if (socket.connected) socket.emit('unsubscribe', { topic }, () => {});
    };

    if (target) attach(target);
    // The socket's first arrival, and a login or logout that replaces it.
    const stopSession = subscribeSocket(() => {
      const next = getSocket();
      if (!next || next === target) return;
      if (target) detach(target);
      target = next;
      attach(next);
    });

    return () => {
      active = false;
      stopSession();
      stream.dispose();
      if (target) detach(target);
    };
  }, [roundId, queryClient]);
}
