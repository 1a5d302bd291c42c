import { API } from '#shared/api/paths.js';
import type { LottoRound, ResultsResponse } from '#shared/api/lotto/rounds.js';
import { Topic, type LottoResultEvent, type LottoResultsSnapshot } from '#shared/live/events.js';
import { defineTopic } from '../topic.js';

/**
 * The latest results of every category for anyone (`lotto:results`), polled
 * every 5 s; each newly resulted round pushes as `lotto:result`, oldest first.
 */
export const lottoResultsTopic = defineTopic<Record<string, never>, LottoResultsSnapshot>({
  name: Topic.lottoResults,
  match: (topic) => (topic === Topic.lottoResults ? {} : null),
  memberOnly: false,
  room: () => LOTTO_RESULTS_ROOM,
  fetch: async (ctx) => {
    const page = await ctx.call<ResultsResponse>('GET', API.lotto.results);
    return { results: page.results.filter((round) => round.result).map(resultEvent) };
  },
  poll: {
    intervalMs: 5_000,
    diff: (prev, next) => {
      if (prev === undefined) return [];
      const seen = new Set(prev.results.map((r) => r.round_id));
      return next.results
        .filter((r) => !seen.has(r.round_id))
        .reverse()
        .map((data) => ({ event: 'lotto:result', data }));
    },
  },
});

export const LOTTO_RESULTS_ROOM = Topic.lottoResults;

export function resultEvent(round: LottoRound): LottoResultEvent {
  return { round_id: round.round_id, category_id: round.category_id, round_name: round.name, result: round.result!, seed: round.seed ?? null };
}
