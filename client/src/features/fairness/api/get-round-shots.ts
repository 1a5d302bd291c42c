/** Every shot of a finished yeekee round for the worked example (lotto-data/get-all-shots.ts reads them). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { YeekeeShot } from '#shared/api/lotto/yeekee.js';
import { getAllShots } from '#client/lotto-data/get-all-shots.js';
import { fairnessKeys } from './keys.js';

export async function getRoundShots(roundId: number, signal?: AbortSignal): Promise<YeekeeShot[]> {
  return (await getAllShots(roundId, undefined, signal)).shots;
}

export const roundShotsQueryOptions = (roundId: number) =>
  queryOptions({
    queryKey: fairnessKeys.shots(roundId),
    queryFn: ({ signal }) => getRoundShots(roundId, signal),
    staleTime: Infinity,
  });

export const useRoundShots = (roundId: number | undefined) => useQuery({ ...roundShotsQueryOptions(roundId ?? 0), enabled: roundId !== undefined });
