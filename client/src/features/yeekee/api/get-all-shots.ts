import { queryOptions, useQuery } from '@tanstack/react-query';
import type { YeekeeShot } from '@shared/api/lotto/yeekee.js';
import { getYeekeeShots } from './get-yeekee-shots.js';
import { yeekeeKeys } from './keys.js';

export interface AllShots {
  shots: YeekeeShot[];
  /** the round's `last_seq` as the server answered: every seq 1..last_seq must be here */
  last_seq: number;
}

/** Enough for a round of a million shots; a round that never ends is an error, not a hang. */
const MAX_CALLS = 1_000;

/**
 * Every shot of a round, read with `after_seq` from 0 until the server's
 * `last_seq` (at most 1,000 a call). A seq missing or repeated is an error: the
 * check panel must never recompute from a partial list.
 */
export async function getAllShots(
  roundId: number,
  onProgress?: (loaded: number, total: number) => void,
  signal?: AbortSignal,
): Promise<AllShots> {
  const shots: YeekeeShot[] = [];
  for (let call = 0; call < MAX_CALLS; call += 1) {
    const page = await getYeekeeShots({ round_id: roundId, after_seq: shots.length }, signal);
    const lastSeq = page.last_seq;
    const fresh = [...page.shots].sort((a, b) => a.seq - b.seq);
    for (const shot of fresh) {
      if (shot.seq !== shots.length + 1) throw new Error('ลำดับเลขที่ยิงไม่ต่อเนื่อง กรุณาลองใหม่');
      shots.push(shot);
    }
    onProgress?.(shots.length, lastSeq);
    if (shots.length >= lastSeq) return { shots, last_seq: lastSeq };
    if (fresh.length === 0) throw new Error('โหลดเลขที่ยิงได้ไม่ครบ กรุณาลองใหม่');
  }
  throw new Error('โหลดเลขที่ยิงได้ไม่ครบ กรุณาลองใหม่');
}

export const allShotsQueryOptions = (roundId: number, onProgress?: (loaded: number, total: number) => void) =>
  queryOptions({
    queryKey: yeekeeKeys.allShots(roundId),
    queryFn: ({ signal }) => getAllShots(roundId, onProgress, signal),
    // A resulted round never changes.
    staleTime: Infinity,
  });

export const useAllShots = (roundId: number, enabled: boolean, onProgress?: (loaded: number, total: number) => void) =>
  useQuery({ ...allShotsQueryOptions(roundId, onProgress), enabled });
