/**
 * Test helpers of the lotto area: `fetch` answered per path at the network
 * boundary (the lobby with its `{ status, data }` envelope, everything else
 * with `{ error, data }`), a member session, and rounds and categories shaped
 * like the upstream's.
 */
import { vi } from 'vitest';
import { API } from '@shared/api/paths.js';
import type { LottoCategory, LottoRound } from '@shared/api/lotto/rounds.js';

export interface Answer {
  status?: number;
  error?: number;
  message?: string;
  data?: unknown;
  /** the whole JSON body, when the envelope itself is under test */
  raw?: unknown;
}

export interface Request {
  url: URL;
  body: unknown;
  method: string;
  headers: Record<string, string>;
}

/** Path → data (answered as a success) or a function building the whole answer (see `reply`). */
export type Routes = Record<string, unknown | ((request: Request) => Answer)>;

/** A fixed answer with its own status, code or raw body. */
export const reply = (answer: Answer) => () => answer;

export function mockLottoApi(routes: Routes) {
  const calls: (Request & { path: string })[] = [];
  const spy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://localhost');
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    const headers = { ...(init?.headers as Record<string, string> | undefined) };
    const request = { url, body, method, headers };
    calls.push({ path: url.pathname, ...request });
    const route = routes[url.pathname];
    if (route === undefined) {
      return new Response(JSON.stringify({ error: 1005, message: 'ไม่พบข้อมูลที่ต้องการ' }), { status: 404 });
    }
    const answer: Answer = typeof route === 'function' ? (route as (r: Request) => Answer)(request) : { data: route };
    const json =
      answer.raw !== undefined
        ? answer.raw
        : url.pathname === API.lotto.lobby
          ? { status: answer.error ?? 0, message: answer.message, data: answer.data }
          : { error: answer.error ?? 0, message: answer.message, data: answer.data };
    return new Response(JSON.stringify(json), { status: answer.status ?? 200, headers: { 'content-type': 'application/json' } });
  });
  return { spy, calls, callsTo: (path: string) => calls.filter((call) => call.path === path) };
}

/** The member every test logs in as: one definition, in test/fetch-mock.ts. */
export { testSession as memberSession } from '../../../test-support/fetch-mock.js';

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
