/** Query keys of the /play page: one game session per launch, its spins by session. */
export const playKeys = {
  all: ['play'] as const,
  /** a launch token is one-time: the key holds it, so the session is asked for once per launch */
  session: (game: string, token: string | null) => ['play', 'session', game, token ?? 'demo'] as const,
  /** every page of the session's history (invalidated together after a spin or a reveal) */
  history: (session: string) => ['play', 'history', session] as const,
  historyPage: (session: string, page: number) => ['play', 'history', session, page] as const,
  /** a baccarat table as the member at it sees it (its bets, its last settled hand) */
  table: (session: string, table: string) => ['play', 'table', session, table] as const,
  /** a table's revealed shoes (the site's `sooth` API) while `shoe` is being dealt: a new shoe means the last one was revealed */
  revealedShoes: (table: string, shoe: string) => ['play', 'revealed-shoes', table, shoe] as const,
};
