/**
 * The latest finished round whose result came from a revealed seed: a yeekee
 * round (house number) or a demo draw of a scheduled lottery. The lobby names
 * the categories and their kind; GET /api/lotto/results (newest first) gives
 * each one's resulted rounds. Rounds entered by the agent carry no seed and
 * are skipped. Null on a fresh site with nothing drawn yet. For yeekee,
 * today's latest round with shots comes first (GET /api/lotto/yeekee/list
 * counts them).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { CALLS } from '#shared/api/registry.js';
import type { LottoCategory, LottoRound } from '#shared/api/lotto/rounds.js';
import { AGENT_ID } from '#shared/constants.js';
import { apiCall } from '#client/lib/api-client.js';
import { fairnessKeys } from './keys.js';

export interface SeededRound {
  round: LottoRound & { seed: string; seed_hash: string; result: NonNullable<LottoRound['result']> };
  category: LottoCategory;
}

const isSeeded = (round: LottoRound): round is SeededRound['round'] =>
  round.status === 'resulted' && Boolean(round.seed) && Boolean(round.seed_hash) && round.result !== undefined;

/** Today's latest resulted yeekee round that members shot into: a worked sum of real shots teaches more than an empty round. */
async function latestShotYeekeeRound(signal?: AbortSignal): Promise<LottoRound | undefined> {
  const { rounds } = await apiCall(CALLS.lotto.yeekeeList, { query: {}, signal });
  return rounds
    .filter((round) => round.shot_count > 0 && isSeeded(round))
    .sort((a, b) => Date.parse(b.closes_at) - Date.parse(a.closes_at))[0];
}

export async function getSeededRound(group: 'yeekee' | 'draw', signal?: AbortSignal): Promise<SeededRound | null> {
  const lobby = await apiCall(CALLS.lotto.lobby, { signal });
  const categories = lobby.categories.filter((category) => (group === 'yeekee' ? category.kind === 'yeekee' : category.kind !== 'yeekee'));
  if (group === 'yeekee') {
    const shot = await latestShotYeekeeRound(signal);
    const category = categories.find((c) => c.category_id === shot?.category_id);
    if (shot && isSeeded(shot) && category) return { round: shot, category };
  }
  // One category at a time, stopping at the first hit: usually one or two calls.
  for (const category of categories) {
    const page = await apiCall(CALLS.lotto.results, { query: { category_id: category.category_id, page: 1, agent_id: AGENT_ID }, signal });
    const round = page.results.find(isSeeded);
    if (round) return { round, category };
  }
  return null;
}

export const seededRoundQueryOptions = (group: 'yeekee' | 'draw') =>
  queryOptions({
    queryKey: fairnessKeys.seededRound(group),
    queryFn: ({ signal }) => getSeededRound(group, signal),
  });

export const useSeededRound = (group: 'yeekee' | 'draw') => useQuery(seededRoundQueryOptions(group));
