/**
 * Every shot of a yeekee round, read with `after_seq` from 0 until the
 * server's `last_seq` (GET /api/lotto/yeekee/lists answers at most 1,000 a
 * call). A seq missing or repeated is an error: a recomputation (the round's
 * check panel, the fairness page's worked example) must never be worked from
 * a partial list. Both areas read it from here.
 */
import { CALLS } from '#shared/api/registry.js';
import type { YeekeeShot } from '#shared/api/lotto/yeekee.js';
import { apiCall } from '#client/lib/api-client.js';

export interface AllShots {
  shots: YeekeeShot[];
  /** the round's `last_seq` as the server answered: every seq 1..last_seq must be here */
  last_seq: number;
}

/** Enough for a round of a million shots; a round that never ends is an error, not a hang. */
const MAX_CALLS = 1_000;

export async function getAllShots(
  roundId: number,
  onProgress?: (loaded: number, total: number) => void,
  signal?: AbortSignal,
): Promise<AllShots> {
  const shots: YeekeeShot[] = [];
  for (let call = 0; call < MAX_CALLS; call += 1) {
    const page = await apiCall(CALLS.lotto.yeekeeLists, { query: { round_id: roundId, after_seq: shots.length }, signal });
    const lastSeq = page.last_seq;
    const fresh = [...page.shots].sort((a, b) => a.seq - b.seq);
    for (const shot of fresh) {
      if (shot.seq !== shots.length + 1) throw new Error('ลำดับเลขที่ยิงไม่ต่อเนื่อง กรุณาลองใหม่');
      shots.push(shot);
    }
    onProgress?.(shots.length, lastSeq);
    if (shots.length >= lastSeq) return { shots, last_seq: lastSeq };
    if (fresh.length === 0) break;
  }
  throw new Error('โหลดเลขที่ยิงได้ไม่ครบ กรุณาลองใหม่');
}
