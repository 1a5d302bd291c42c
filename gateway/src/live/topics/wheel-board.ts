import { API } from '#shared/api/paths.js';
import type { WheelBoard } from '#shared/api/wheel.js';
import { Topic, type WheelBoardSnapshot } from '#shared/live/events.js';
import type { TopicWrite } from '../after-call.js';
import { defineTopic } from '../topic.js';
import { newById } from './same-value.js';

/** A spin may have added a win: the board reads again at its next push window. */
const spun = (): TopicWrite => ({ room: WHEEL_BOARD_ROOM, readSoon: true });

/**
 * The wheel's latest wins for anyone (`wheel:board`). A spin through the
 * gateway has it read at once (the board names winners as the upstream masks
 * them, which a spin's answer does not carry); the slow poll catches spins
 * made elsewhere. Each new win pushes as `wheel:win`, oldest first.
 */
export const wheelBoardTopic = defineTopic<Record<string, never>, WheelBoardSnapshot>({
  name: Topic.wheelBoard,
  match: (topic) => (topic === Topic.wheelBoard ? {} : null),
  memberOnly: false,
  room: () => WHEEL_BOARD_ROOM,
  fetch: async (ctx) => ({ items: (await ctx.call<WheelBoard>('GET', API.wheel.board)).items }),
  afterCalls: { 'wheel.spin': spun, 'wheel.spinV2': spun },
  poll: {
    intervalMs: 15_000,
    diff: (prev, next) => (prev === undefined ? [] : newById(prev.items, next.items).map((data) => ({ event: 'wheel:win', data }))),
  },
});

export const WHEEL_BOARD_ROOM = Topic.wheelBoard;
