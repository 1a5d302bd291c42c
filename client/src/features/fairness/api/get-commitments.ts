/**
 * The public log of commitments (docs/decisions/0074): its head and newest
 * entries, kept live by the `fairness:commitments` topic, and the whole log
 * paged in for the checker that rechecks the chain in this browser.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { COMMITMENT_PAGE_MAX, type CommitmentEntry } from '#shared/api/fairness.js';
import { CALLS } from '#shared/api/registry.js';
import { latestCommitments } from '#shared/fairness/commitment-chain.js';
import { COMMITMENTS_LATEST, type CommitmentsSnapshot } from '#shared/live/events.js';
import { Topic } from '#shared/live/topic-names.js';
import { apiCall } from '#client/lib/api-client.js';
import { useLiveTopic } from '#client/lib/socket.js';
import { fairnessKeys } from './keys.js';

const page = (after: number, limit: number, signal?: AbortSignal) => apiCall(CALLS.fairness.commitments, { query: { after, limit }, signal });

export const commitmentsQueryOptions = () =>
  queryOptions({
    queryKey: fairnessKeys.commitments(),
    queryFn: ({ signal }): Promise<CommitmentsSnapshot> => latestCommitments((after, limit) => page(after, limit, signal), COMMITMENTS_LATEST),
  });

/** A pushed entry goes last and moves the head; one already shown (a snapshot raced the push) is not shown twice. */
export function addEntry(current: CommitmentsSnapshot | undefined, entry: CommitmentEntry): CommitmentsSnapshot {
  const latest = [...(current?.latest ?? []).filter((shown) => shown.seq !== entry.seq), entry].sort((a, b) => a.seq - b.seq).slice(-COMMITMENTS_LATEST);
  const newest = latest.at(-1)!;
  const head = current && current.head.seq > newest.seq ? current.head : { seq: newest.seq, hash: newest.hash };
  return { head, latest };
}

export function useCommitments() {
  const options = commitmentsQueryOptions();
  useLiveTopic({
    topic: Topic.commitments,
    queryKey: options.queryKey,
    events: { 'fairness:commitment': (current, entry: CommitmentEntry) => addEntry(current, entry) },
  });
  return useQuery(options);
}

/** Every entry from the first, a page at a time; `onProgress` hears how many have come. */
export async function wholeLog(onProgress: (count: number) => void, signal?: AbortSignal): Promise<CommitmentEntry[]> {
  const entries: CommitmentEntry[] = [];
  for (;;) {
    const { entries: more } = await page(entries.at(-1)?.seq ?? 0, COMMITMENT_PAGE_MAX, signal);
    entries.push(...more);
    onProgress(entries.length);
    if (more.length < COMMITMENT_PAGE_MAX) return entries;
  }
}
