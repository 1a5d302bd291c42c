/** Query keys of the fairness page: finished rounds never change, so each is read once (the log of commitments stays live). */
export const fairnessKeys = {
  seededRound: (group: 'yeekee' | 'draw') => ['fairness', 'seeded-round', group] as const,
  shots: (roundId: number) => ['fairness', 'shots', roundId] as const,
  shoe: () => ['fairness', 'shoe'] as const,
  football: () => ['fairness', 'football'] as const,
  wheelTable: () => ['fairness', 'wheel-table'] as const,
  wheelSeed: () => ['fairness', 'wheel-seed'] as const,
  commitments: () => ['fairness', 'commitments'] as const,
  slotStrips: (code: string) => ['fairness', 'slot-strips', code] as const,
};
