import { queryOptions, useQuery } from '@tanstack/react-query';
import { CALLS } from '#shared/api/registry.js';
import type { WheelBoard, WheelBoardEntry } from '#shared/api/wheel.js';
import { Topic } from '#shared/live/topic-names.js';
import { apiCall } from '#client/lib/api-client.js';
import { useLiveTopic } from '#client/lib/socket.js';
import { wheelKeys } from './keys.js';

/** The board shows this many wins (the server keeps 20). */
export const BOARD_CAP = 20;

/** GET /api/wheel/board: the latest wins, names masked, newest first. */
export const getWheelBoard = (signal?: AbortSignal) => apiCall(CALLS.wheel.board, { signal });

export const wheelBoardQueryOptions = () =>
  queryOptions({
    queryKey: wheelKeys.board(),
    queryFn: ({ signal }) => getWheelBoard(signal),
  });

/** A pushed win goes on top; one already shown (a snapshot raced the push) is not shown twice. */
export function addWin(current: WheelBoard | undefined, win: WheelBoardEntry): WheelBoard {
  const items = (current?.items ?? []).filter((item) => item.id !== win.id);
  return { items: [win, ...items].slice(0, BOARD_CAP) };
}

/** The spec's `board`, kept live by the `wheel:board` topic (snapshot, then each `wheel:win`). */
export function useWheelBoard() {
  const options = wheelBoardQueryOptions();
  useLiveTopic({
    topic: Topic.wheelBoard,
    queryKey: options.queryKey,
    events: { 'wheel:win': (current, win: WheelBoardEntry) => addWin(current, win) },
  });
  return useQuery(options);
}
