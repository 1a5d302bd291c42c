import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fillPath } from '#shared/api/call.js';
import { API, OPERATOR } from '#shared/api/paths.js';
import { ErrorCode } from '#shared/errors.js';
import { DEMO_MEMBER } from '../db/seed.js';
import { authAs, expectRefusedChangingNothing, type Who } from '../test-support/bad-input.js';
import { snapshot } from '../test-support/db-snapshot.js';
import { categoryId, openRound } from '../test-support/lotto.js';
import { startUpstream, type TestUpstream } from '../test-support/upstream.js';

interface Ids {
  hanoiRound: number;
  yeekeeRound: number;
  hanoiCategory: number;
}

type Query = Record<string, string | number>;

interface Call {
  method: 'GET' | 'POST';
  path: (ids: Ids) => string;
  who: Who;
  bodies?: (ids: Ids) => unknown[];
  queries?: (ids: Ids) => Query[];
}

const huge = 'ก'.repeat(5000);
const item = { bet_type: '2top', number: '12', amount: 10 };
const fixed = (path: string) => () => path;
const roundQueries = (): Query[] => [{}, { round_id: 'abc' }, { round_id: '0' }, { round_id: '1.5' }, { round_id: '-3' }, { round_id: '99999999' }];
/** Refused by the schema, or a round that does not exist: validate and create both answer an error. */
const billBodies = ({ hanoiRound, yeekeeRound }: Ids) => [
  {},
  { round_id: String(hanoiRound), items: [item] },
  { round_id: hanoiRound },
  { round_id: hanoiRound, items: [] },
  { round_id: hanoiRound, items: 'x' },
  { round_id: hanoiRound, items: Array.from({ length: 201 }, () => item) },
  { round_id: hanoiRound, items: [{ ...item, bet_type: '4top' }] },
  { round_id: hanoiRound, items: [{ ...item, number: '123' }] },
  { round_id: hanoiRound, items: [{ ...item, number: '1a' }] },
  { round_id: hanoiRound, items: [{ ...item, number: 12 }] },
  { round_id: hanoiRound, items: [{ ...item, amount: 0 }] },
  { round_id: hanoiRound, items: [{ ...item, amount: -5 }] },
  { round_id: hanoiRound, items: [{ ...item, amount: 0.001 }] },
  { round_id: hanoiRound, items: [{ ...item, amount: '10' }] },
  { round_id: hanoiRound, items: [{ ...item, amount: 1e15 }] },
  { round_id: hanoiRound, items: [{ ...item, number: huge }] },
  { round_id: yeekeeRound + 100_000, items: [item] },
];
/** Items the rules refuse: validate answers them with error 0 and per-item reasons, create refuses the bill. */
const createBodies = (ids: Ids) => [
  ...billBodies(ids),
  { round_id: ids.hanoiRound, items: [{ ...item, bet_type: '3front', number: '123' }] },
  { round_id: ids.hanoiRound, items: [{ ...item, amount: 5000.01 }] },
  { round_id: ids.hanoiRound, items: [{ ...item, amount: 5000 }, { ...item, number: '13', amount: 1 }] },
];

const CALLS: Call[] = [
  {
    method: 'GET',
    path: fixed(API.lotto.rounds),
    who: 'visitor',
    queries: (): Query[] => [{ category_id: 'abc' }, { category_id: '999' }, { status: 'done' }, { date: '2026-02-30' }, { date: huge.slice(0, 200) }],
  },
  { method: 'GET', path: fixed(API.lotto.round), who: 'visitor', queries: roundQueries },
  { method: 'GET', path: fixed(API.lotto.result), who: 'visitor', queries: roundQueries },
  {
    method: 'GET',
    path: fixed(API.lotto.results),
    who: 'visitor',
    queries: (): Query[] => [{ page: '0' }, { page: 'x' }, { category_id: 'x' }, { category_id: '999' }, { date: '22-11-2026' }, { agent_id: 'x' }],
  },
  { method: 'GET', path: fixed(API.lotto.rule), who: 'visitor', queries: (): Query[] => [{}, { category_id: 'x' }, { category_id: '0' }, { category_id: '999' }] },
  { method: 'GET', path: fixed(API.lotto.rate), who: 'visitor', queries: roundQueries },
  { method: 'GET', path: fixed(API.lotto.rates), who: 'visitor', queries: (): Query[] => [{ category_id: 'x' }, { category_id: '999' }] },
  { method: 'GET', path: fixed(API.lotto.limit), who: 'visitor', queries: roundQueries },
  { method: 'POST', path: fixed(API.lotto.billValidate), who: 'member', bodies: billBodies },
  { method: 'POST', path: fixed(API.lotto.billCreate), who: 'member', bodies: createBodies },
  {
    method: 'POST',
    path: fixed(API.lotto.billCancel),
    who: 'member',
    bodies: () => [{}, { bill_id: '1' }, { bill_id: 0 }, { bill_id: 1.5 }, { bill_id: 99_999_999 }],
  },
  {
    method: 'GET',
    path: fixed(API.lotto.billList),
    who: 'member',
    queries: (): Query[] => [{ status: 'paid' }, { page: '0' }, { round_id: 'x' }],
  },
  { method: 'GET', path: fixed(API.lotto.billDetail), who: 'member', queries: (): Query[] => [{}, { bill_id: 'x' }, { bill_id: '99999999' }] },
  {
    method: 'GET',
    path: fixed(API.lotto.yeekeeList),
    who: 'visitor',
    queries: ({ hanoiCategory }): Query[] => [{ date: 'x' }, { category_id: 'x' }, { category_id: hanoiCategory }],
  },
  {
    method: 'GET',
    path: fixed(API.lotto.yeekeeLists),
    who: 'visitor',
    queries: ({ hanoiRound, yeekeeRound }): Query[] => [
      {},
      { round_id: 'x' },
      { round_id: hanoiRound },
      { round_id: yeekeeRound, after_seq: '-1' },
      { round_id: yeekeeRound, page: '0' },
    ],
  },
  {
    method: 'POST',
    path: fixed(API.lotto.yeekeeShoot),
    who: 'member',
    bodies: ({ hanoiRound, yeekeeRound }) => [
      {},
      { round_id: yeekeeRound },
      { number: '12345' },
      { round_id: yeekeeRound, number: 12345 },
      { round_id: yeekeeRound, number: '1234' },
      { round_id: yeekeeRound, number: huge },
      { round_id: String(yeekeeRound), number: '12345' },
      { round_id: hanoiRound, number: '12345' },
    ],
  },
  {
    method: 'POST',
    path: ({ hanoiRound }) => fillPath(OPERATOR.lottoResult, { round_id: hanoiRound }),
    who: 'operator',
    bodies: () => [
      {},
      { top3: '12', bottom2: '34' },
      { top3: '123' },
      { top3: 123, bottom2: '45' },
      { top3: '123', bottom2: '45', first_prize: '12345' },
      { top3: '123', bottom2: '45', front3: ['123'] },
      { top3: huge, bottom2: '45' },
      // well formed, but the round is still open
      { top3: '123', bottom2: '45' },
    ],
  },
  { method: 'POST', path: () => fillPath(OPERATOR.lottoResult, { round_id: 'abc' }), who: 'operator', bodies: () => [{ top3: '123', bottom2: '45' }] },
  { method: 'POST', path: () => fillPath(OPERATOR.lottoResult, { round_id: '99999999' }), who: 'operator', bodies: () => [{ top3: '123', bottom2: '45' }] },
  { method: 'POST', path: () => fillPath(OPERATOR.lottoCancel, { round_id: '0' }), who: 'operator', bodies: () => [{}] },
  { method: 'POST', path: () => fillPath(OPERATOR.lottoCancel, { round_id: '99999999' }), who: 'operator', bodies: () => [{}] },
  { method: 'GET', path: fixed(OPERATOR.lottoSettlements), who: 'operator', queries: (): Query[] => [{ after_id: 'x' }, { after_id: '-1' }] },
];

describe('bad input on lotto calls changes nothing', () => {
  let up: TestUpstream;
  let memberToken: string;
  let ids: Ids;
  beforeAll(async () => {
    up = await startUpstream();
    // The first tick, started with the app, makes and opens the rounds read below.
    await up.settle();
    memberToken = await up.login(DEMO_MEMBER.username, DEMO_MEMBER.password);
    ids = { hanoiRound: (await openRound(up, 'HANOI')).id, yeekeeRound: (await openRound(up, 'YEEKEE_15')).id, hanoiCategory: await categoryId(up, 'HANOI') };
  });
  afterAll(() => up.close());

  it.each(CALLS.map((call) => [`${call.method} ${call.path({ hanoiRound: 0, yeekeeRound: 0, hanoiCategory: 0 })}`, call] as const))(
    '%s refuses with a Thai message',
    async (_name, call) => {
      const path = call.path(ids);
      await expectRefusedChangingNothing(up, { method: call.method, path, who: call.who, bodies: call.bodies?.(ids), queries: call.queries?.(ids) }, memberToken);
      const before = await snapshot(up.db);
      if (call.method === 'POST') {
        for (const raw of ['{bad json', 'null']) {
          const reply = await up.request('POST', path, undefined, { ...authAs(call.who, memberToken), raw });
          expect(reply.status, raw).toBe(400);
        }
      }
      expect(await snapshot(up.db)).toEqual(before);
    },
  );

  it('answers the lobby with status 0 whatever the query, and member calls 401 without a token', async () => {
    const lobby = await up.get(API.lotto.lobby, { query: { agent_id: 'x', junk: huge.slice(0, 100) } });
    expect((lobby.body as unknown as { status: number }).status).toBe(0);
    for (const path of [API.lotto.billValidate, API.lotto.billCreate, API.lotto.billCancel, API.lotto.yeekeeShoot]) {
      expect((await up.post(path, {})).body.error).toBe(ErrorCode.UNAUTHORIZED);
    }
    for (const path of [API.lotto.billList, API.lotto.billDetail]) expect((await up.get(path)).status).toBe(401);
  });
});
