/**
 * The socket's namespace and topic names (docs/design.md §3), without the snapshot
 * schemas of events.ts: what a page needs to hold a topic, and nothing that
 * loads zod on its first route (docs/decisions/0054). events.ts re-exports them.
 */
export const LIVE_NAMESPACE = '/live';

/** Topics with a fixed name; parameterised ones are built by the helpers below. */
export const Topic = {
  wallets: 'wallets',
  notifications: 'notifications',
  announcements: 'announcements',
  yeekee: 'yeekee',
  lottoResults: 'lotto:results',
  sooth: 'sooth',
  withdrawals: 'withdrawals',
  wheelBoard: 'wheel:board',
  football: 'football',
  commitments: 'fairness:commitments',
} as const;

export const yeekeeRoundTopic = (roundId: number) => `yeekee:${roundId}` as const;
export const pollTopic = (pollId: number) => `poll:${pollId}` as const;
export const paymentTopic = (ref: string) => `payment:${ref}` as const;
/** One of our live baccarat tables by its code: `table:bac-1`. */
export const tableTopic = (code: string) => `table:${code}` as const;
