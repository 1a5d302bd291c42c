/**
 * Test data of the lotto area: a member session, and rounds and categories
 * shaped like the upstream's. `fetch` is answered by the one mock,
 * `answerFetch` (test-support/fetch-mock.ts), which gives the lobby its
 * `{ status, data }` envelope.
 */
import type { LottoCategory, LottoRound } from '#shared/api/lotto/rounds.js';

/** The member every test logs in as: one definition, in test/fetch-mock.ts. */
export { testSession as memberSession } from '#client/test-support/fetch-mock.js';

export const thaiCategory: LottoCategory = {
  category_id: 1,
  code: 'THAI_GOV',
  name: 'หวยรัฐบาลไทย',
  group: 'thai',
  kind: 'thai',
  bet_types: ['3top', '3tod', '3front', '3back', '2top', '2bottom', 'runtop', 'runbottom'],
  round_minutes: null,
};

export const hanoiCategory: LottoCategory = {
  category_id: 3,
  code: 'HANOI',
  name: 'ฮานอยปกติ',
  group: 'hanoi',
  kind: 'standard',
  bet_types: ['3top', '3tod', '2top', '2bottom', 'runtop', 'runbottom'],
  round_minutes: null,
};

export const yeekeeCategory: LottoCategory = {
  category_id: 9,
  code: 'YEEKEE_15',
  name: 'ยี่กี 15 นาที',
  group: 'yeekee',
  kind: 'yeekee',
  bet_types: ['3top', '3tod', '2top', '2bottom', 'runtop', 'runbottom'],
  round_minutes: 15,
};

export function round(overrides: Partial<LottoRound> = {}): LottoRound {
  return {
    round_id: 101,
    category_id: 1,
    name: 'งวด 16 พ.ย. 2569',
    status: 'open',
    opens_at: '2026-11-01T16:00:00.000+07:00',
    closes_at: '2026-11-16T15:00:00.000+07:00',
    seed_hash: null,
    seed: null,
    ...overrides,
  };
}
