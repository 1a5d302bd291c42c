/** An open fast-yeekee round for the benches that shoot or bet on one. */
import type { DataOf } from '#shared/api/call.js';
import { API } from '#shared/api/paths.js';
import type { CALLS } from '#shared/api/registry.js';
import { FAST_YEEKEE_CODE } from '#upstream/lotto/catalog.js';
import type { HttpClient } from './http-client.js';
const BANGKOK_OFFSET_MS = 7 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

export type YeekeeRoundRow = DataOf<typeof CALLS.lotto.yeekeeList>['rounds'][number];

/**
 * The fast-yeekee round length (from 600 s up) whose current round, on the
 * grid that starts at Bangkok midnight, stays open at least `needMs` more.
 */
export function roundSecondsCovering(now: number, needMs: number): number {
  const dayStart = Math.floor((now + BANGKOK_OFFSET_MS) / DAY_MS) * DAY_MS - BANGKOK_OFFSET_MS;
  for (const seconds of [600, 900, 1200, 1800, 2400, 3600, 5400, 7200, 10_800, 21_600, 43_200, 86_400]) {
    const length = seconds * 1000;
    const closes = Math.min(dayStart + (Math.floor((now - dayStart) / length) + 1) * length, dayStart + DAY_MS);
    if (closes - now >= needMs) return seconds;
  }
  throw new Error('no round length keeps a round open long enough (too close to Bangkok midnight): run again after 00:30');
}

/** The fast-yeekee round open now. */
export async function findOpenYeekeeRound(client: HttpClient): Promise<YeekeeRoundRow> {
  const lobby = await client.send('GET', API.lotto.lobby);
  const categories = (lobby.body as { data?: DataOf<typeof CALLS.lotto.lobby> } | undefined)?.data?.categories ?? [];
  const category = categories.find((c) => c.code === FAST_YEEKEE_CODE);
  if (!category) throw new Error(`no ${FAST_YEEKEE_CODE} category in the lobby`);
  const list = await client.send<DataOf<typeof CALLS.lotto.yeekeeList>>('GET', `${API.lotto.yeekeeList}?category_id=${category.category_id}`);
  const now = Date.now();
  const round = list.body?.data?.rounds.find((r) => Date.parse(r.opens_at) <= now && now < Date.parse(r.closes_at));
  if (!round) throw new Error(`no open ${FAST_YEEKEE_CODE} round: ${JSON.stringify(list.body).slice(0, 300)}`);
  return round;
}
