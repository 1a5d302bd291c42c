/**
 * A built-in slot's published strip table (POST /games/api/slots/strips,
 * public: no session; docs/decisions/0076): every strip position, the
 * paytable, the lines and the RTP fraction, as the provider's evaluator reads
 * them. Fixed per title, so read once. The answer is checked against the
 * contract's schema, loaded with the answer: the router imports this file on
 * every first route, which loads no zod (docs/decisions/0054).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SlotStripsTable } from '#shared/games/slot-api.js';
import { SLOT_STRIPS_API } from '#shared/games/slot-strips-paths.js';
import { apiRequest } from '#client/lib/api-client.js';
import { checkedAnswer } from '#client/lib/checked-answer.js';
import { fairnessKeys } from './keys.js';

export async function getSlotStrips(code: string, signal?: AbortSignal): Promise<SlotStripsTable> {
  const [answer, { ZSlotStripsTable }] = await Promise.all([
    apiRequest<unknown>(SLOT_STRIPS_API, { method: 'POST', body: { game: code }, skipAuthRedirect: true, signal }),
    import('#shared/games/slot-api.js'),
  ]);
  return checkedAnswer(ZSlotStripsTable, answer);
}

export const slotStripsQueryOptions = (code: string) =>
  queryOptions({ queryKey: fairnessKeys.slotStrips(code), queryFn: ({ signal }) => getSlotStrips(code, signal), staleTime: Infinity, retry: false });

export const useSlotStrips = (code: string) => useQuery(slotStripsQueryOptions(code));
