import { queryOptions, useQuery } from '@tanstack/react-query';
import { getAllShots } from '#client/lotto-data/get-all-shots.js';
import { yeekeeKeys } from './keys.js';

export type { AllShots } from '#client/lotto-data/get-all-shots.js';

export const allShotsQueryOptions = (roundId: number, onProgress?: (loaded: number, total: number) => void) =>
  queryOptions({
    queryKey: yeekeeKeys.allShots(roundId),
    queryFn: ({ signal }) => getAllShots(roundId, onProgress, signal),
    // A resulted round never changes.
    staleTime: Infinity,
  });

export const useAllShots = (roundId: number, enabled: boolean, onProgress?: (loaded: number, total: number) => void) =>
  useQuery({ ...allShotsQueryOptions(roundId, onProgress), enabled });
