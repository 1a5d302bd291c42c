import { describe, expectTypeOf, it } from 'vitest';
import type { WalletsSnapshot, YeekeeRoundSnapshot } from '#shared/live/events.js';
import type { subscribeTopic, TopicBinding } from './socket.js';

type SnapshotAt<T extends string> = Awaited<ReturnType<typeof subscribeTopic<T>>>;

describe('a topic types its snapshot', () => {
  it("reads the snapshot's type from the topic's name", () => {
    expectTypeOf<SnapshotAt<'wallets'>>().toEqualTypeOf<WalletsSnapshot>();
    expectTypeOf<SnapshotAt<`yeekee:${number}`>>().toEqualTypeOf<YeekeeRoundSnapshot>();
  });

  it('asks a binding whose cache keeps another shape how to read the snapshot', () => {
    const asItCame: TopicBinding<WalletsSnapshot, 'wallets'> = { topic: 'wallets', queryKey: ['wallets'], events: {} };
    // @ts-expect-error a cache of another shape needs `fromSnapshot`
    const unread: TopicBinding<{ total: string }, 'wallets'> = { topic: 'wallets', queryKey: ['wallets'], events: {} };
    const read: TopicBinding<{ total: string }, 'wallets'> = { topic: 'wallets', queryKey: ['wallets'], events: {}, fromSnapshot: (snapshot) => ({ total: String(snapshot.total) }) };
    expectTypeOf(asItCame.topic).toEqualTypeOf<'wallets' | null>();
    void [unread, read];
  });
});
