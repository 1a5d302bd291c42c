/** Query keys of the poll area. */
export const pollKeys = {
  all: ['poll'] as const,
  /** every poll's config, by id or the current one */
  configs: () => ['poll', 'config'] as const,
  /** the poll asked for by id, or the current one (`null`) */
  config: (pollId: number | null) => ['poll', 'config', pollId] as const,
  /**
   * The `poll:<id>` topic as it sits in the cache: the votes, and the member's
   * quota of the day (null for a visitor). Keyed by who is looking, so a login
   * or a logout reads a quota of its own.
   */
  live: (pollId: number, member: string | null) => ['poll', 'live', pollId, member] as const,
  /** whether the member may vote now; keyed by the quota and status it was asked with, so it follows them */
  check: (pollId: number, used: number, left: number, status: string) => ['poll', 'check', pollId, used, left, status] as const,
  winners: (pollId: number) => ['poll', 'winners', pollId] as const,
};
