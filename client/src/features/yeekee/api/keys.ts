/**
 * Query keys of the yeekee area, so the live socket, the shoot mutation and the
 * queries write to and read from the same cache entries.
 */
export const yeekeeKeys = {
  all: ['yeekee'] as const,
  /** today's rounds of every yeekee category (GET yeekee/list, topic `yeekee`) */
  list: () => ['yeekee', 'list'] as const,
  /** one round as its watchers see it (topic `yeekee:<round_id>`), the newest shots */
  live: (roundId: number) => ['yeekee', 'live', roundId] as const,
  /** one page of a round's shots, newest page first (the "ดูทั้งหมด" view) */
  shotsPage: (roundId: number, page: number) => ['yeekee', 'shots-page', roundId, page] as const,
  /** every shot of a finished round, for the check panel */
  allShots: (roundId: number) => ['yeekee', 'all-shots', roundId] as const,
  rule: (categoryId: number) => ['yeekee', 'rule', categoryId] as const,
  /** when this member may shoot again (the cooldown is per member, not per round) */
  nextShotAt: () => ['yeekee', 'next-shot-at'] as const,
};
