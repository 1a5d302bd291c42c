import { beforeEach, describe, expect, it } from 'vitest';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { API } from '#shared/api/paths.js';
import { CALLS } from '#shared/api/registry.js';
import type { BillQuote, BillRequest } from '#shared/api/lotto/bills.js';
import { ErrorCode } from '#shared/errors.js';
import { TH } from '#shared/messages.th.js';
import { walletsQueryOptions } from '#client/member-data/get-wallets.js';
import { apiCall, ApiError } from '#client/lib/api-client.js';
import { resetServerClock, serverNow } from '#client/lib/server-clock.js';
import { session } from '#client/lib/session.js';
import { createTestQueryClient, Providers } from '#client/test-support/render.js';
import { memberSession, round, thaiCategory } from '../test-support/lotto-fixtures.js';
import { answerFetch } from '#client/test-support/fetch-mock.js';
import { getLobby } from './get-lobby.js';
import { roundQueryOptions } from './get-round.js';
import { lottoKeys, WALLETS_QUERY_KEY } from './keys.js';
import { useValidateBill, validatedBillQueryOptions, type ValidatedBill } from './validate-bill.js';

const request: BillRequest = { round_id: 101, items: [{ bet_type: '3top', number: '123', amount: 10 }] };
const quote: BillQuote = {
  round_id: 101,
  ok: true,
  items: [{ bet_type: '3top', number: '123', amount: 10, rate: 900, payout: 9000, error: null }],
  total: 10,
  possible_payout: 9000,
};

describe('the lotto lobby envelope (product §3: `status`, not `error`)', () => {
  beforeEach(() => resetServerClock());

  it('reads `{ status: 0, data }` and takes the server time as a clock sample', async () => {
    const serverTime = new Date(Date.now() + 3 * 3600_000).toISOString();
    answerFetch({ [API.lotto.lobby]: { data: { categories: [], server_time: serverTime } } });
    const lobby = await getLobby();
    expect(lobby.categories).toEqual([]);
    // The phone is three hours behind the server: countdowns follow the server.
    expect(Math.abs(serverNow() - Date.parse(serverTime))).toBeLessThan(2000);
  });

  it('raises the Thai message of a non-zero status', async () => {
    answerFetch({ [API.lotto.lobby]: { raw: { status: 1006, message: 'ระบบขัดข้องชั่วคราว' } } });
    await expect(getLobby()).rejects.toMatchObject({ code: 1006, message: 'ระบบขัดข้องชั่วคราว' });
  });

  it('still reads an `{ error }` envelope on the lobby path (the gateway answers faults that way)', async () => {
    answerFetch({ [API.lotto.lobby]: { raw: { error: ErrorCode.UPSTREAM_DOWN, message: 'เชื่อมต่อไม่ได้' }, status: 502 } });
    await expect(getLobby()).rejects.toMatchObject({ code: ErrorCode.UPSTREAM_DOWN });
  });

  it('other calls are unchanged: a `status` body is not an answer there', async () => {
    answerFetch({ [API.lotto.rates]: { raw: { status: 0, data: { categories: [] } } } });
    const failure = await apiCall(CALLS.lotto.rates, { query: {} }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).code).toBe(ErrorCode.INTERNAL);
  });

  it('a 401 on a lotto call raises the session-expired message', async () => {
    session.set(memberSession());
    answerFetch({ [API.lotto.billList]: { status: 401, error: ErrorCode.UNAUTHORIZED, message: 'กรุณาเข้าสู่ระบบ' } });
    await expect(apiCall(CALLS.lotto.billList, { query: {} })).rejects.toMatchObject({ message: TH.sessionExpired, status: 401 });
  });
});

describe('the cached validated bill (product §3)', () => {
  it('successful validation caches the bill and its input; fetching a round clears both', async () => {
    session.set(memberSession());
    const api = answerFetch({
      [API.lotto.billValidate]: { data: quote },
      [API.lotto.round]: { data: { round: round(), category: thaiCategory, server_time: new Date().toISOString() } },
    });
    const queryClient = createTestQueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => <Providers queryClient={queryClient}>{children}</Providers>;
    const { result } = renderHook(() => useValidateBill(), { wrapper });

    result.current.mutate(request);
    await waitFor(() => expect(queryClient.getQueryData(validatedBillQueryOptions().queryKey)).toEqual({ input: request, quote }));
    expect(api.callsTo(API.lotto.billValidate)[0]?.body).toMatchObject({ round_id: 101, agent_id: 1 });

    await queryClient.fetchQuery(roundQueryOptions(101));
    expect(queryClient.getQueryData(validatedBillQueryOptions().queryKey)).toBeNull();
  });

  it('a validation with refused items caches nothing', async () => {
    answerFetch({ [API.lotto.billValidate]: { data: { ...quote, ok: false } } });
    const queryClient = createTestQueryClient();
    const cached: ValidatedBill = { input: request, quote };
    queryClient.setQueryData(validatedBillQueryOptions().queryKey, cached);
    const wrapper = ({ children }: { children: ReactNode }) => <Providers queryClient={queryClient}>{children}</Providers>;
    const { result } = renderHook(() => useValidateBill(), { wrapper });
    result.current.mutate(request);
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(queryClient.getQueryData(validatedBillQueryOptions().queryKey)).toBeNull();
  });
});

describe('query keys', () => {
  it('the wallets key is the member area’s', () => {
    expect(WALLETS_QUERY_KEY).toEqual(walletsQueryOptions().queryKey);
  });
  it('bill lists share a prefix so one invalidation reaches every filter', () => {
    expect(lottoKeys.bills({ status: 'pending' }).slice(0, 2)).toEqual(lottoKeys.bills());
  });
});
