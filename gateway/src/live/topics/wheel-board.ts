import { API } from '@shared/api/paths.js';
import type { WheelBoard } from '@shared/api/wheel.js';
import { Topic, type WheelBoardSnapshot } from '@shared/live/events.js';
import { defineTopic } from '../topic.js';
import { newById } from './same-value.js';

/**
 * The wheel's latest wins for anyone (`wheel:board`). A spin through the
 * gateway polls it at once (write-through, `Live.wheelSpun`); the slow poll
 * catches spins made elsewhere. Each new win pushes as `wheel:win`, oldest first.
 */
export const wheelBoardTopic = defineTopic<Record<string, never>, WheelBoardSnapshot>({
  name: Topic.wheelBoard,
  match: (topic) => (topic === Topic.wheelBoard ? {} : null),
  memberOnly: false,
  room: () => WHEEL_BOARD_ROOM,
  fetch: async (ctx) => ({ items: (await ctx.call<WheelBoard>('GET', API.wheel.board)).items }),
  poll: {
    intervalMs: 15_000,
    diff: (prev, next) => (prev === undefined ? [] : newById(prev.items, next.items).map((data) => ({ event: 'wheel:win', data }))),
  },
});

export const WHEEL_BOARD_ROOM = Topic.wheelBoard;

/** The spin calls whose success adds a win to the board. */
export const WHEEL_SPIN_PATHS: ReadonlySet<string> = new Set([API.wheel.spin, API.wheel.spinV2]);
