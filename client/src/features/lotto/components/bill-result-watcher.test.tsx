import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { QueryClient } from '@tanstack/react-query';
import { API } from '#shared/api/paths.js';
import type { Bill, BillSummary } from '#shared/api/lotto/bills.js';
import type { LottoResultEvent } from '#shared/live/events.js';
import type { TopicBinding } from '#client/lib/socket.js';
import { renderWithProviders } from '#client/test-support/render.js';
import { lottoKeys, WALLETS_QUERY_KEY } from '../api/keys.js';
import { memberSession, round } from '../test-support/lotto-fixtures.js';
import { answerFetch } from '#client/test-support/fetch-mock.js';
import { BillResultWatcher } from './bill-result-watcher.js';
import { cardsForRound } from './result-cards.js';

const bindings: TopicBinding<unknown>[] = [];
vi.mock('#client/lib/socket.js', () => ({
  useLiveTopic: (binding: TopicBinding<unknown>) => {
    bindings.push(binding);
  },
  getSocket: () => null,
}));

function bill(overrides: Partial<BillSummary>): BillSummary {
  return {
    bill_id: 1,
    round_id: 101,
    round_name: 'หวยรัฐบาลไทย งวด 16 พ.ย. 2569',
    category_id: 1,
    status: 'pending',
    total: 20,
    win_amount: 0,
    item_count: 1,
    created_at: '2026-11-10T09:00:00.000+07:00',
    cancel_until: null,
    ...overrides,
  };
}

const result = { first_prize: '123456', top3: '456', bottom2: '78', front3: ['012', '345'], back3: ['678', '901'] };
const event = (roundId: number): LottoResultEvent => ({ round_id: roundId, category_id: 1, round_name: 'งวด 16 พ.ย. 2569', result, seed: null });

/** Delivers a pushed event the way the socket helper does: through the binding's reducer into the cache. */
function push(queryClient: QueryClient, payload: LottoResultEvent) {
  const binding = bindings.filter((b) => b.topic === 'lotto:results').at(-1)!;
  const reduce = binding.events['lotto:result'] as (current: unknown, e: LottoResultEvent) => unknown;
  act(() => {
    queryClient.setQueryData(binding.queryKey, (current: unknown) => reduce(current, payload));
  });
}

describe('BillResultWatcher', () => {
  beforeEach(() => {
    bindings.length = 0;
  });

  it('is off for a visitor: no topic, no call', () => {
    const api = answerFetch({});
    renderWithProviders(<BillResultWatcher />);
    expect(bindings.filter((b) => b.topic)).toHaveLength(0);
    expect(api.calls).toHaveLength(0);
  });

  it('shows won and lost cards for the member’s bills of a round that just got its result, and refreshes wallets and bills', async () => {
    const user = userEvent.setup();
    const api = answerFetch({
      [API.lotto.billList]: (_body, url) =>
        url.searchParams.get('round_id') === '101'
          ? {
              data: {
                bills: [bill({ bill_id: 7, status: 'won', win_amount: 9000 }), bill({ bill_id: 8, status: 'lost' })],
                page: 1,
                page_size: 20,
                total: 2,
              },
            }
          : { data: { bills: [bill({ bill_id: 7 }), bill({ bill_id: 8 })], page: 1, page_size: 20, total: 2 } },
    });
    const { queryClient } = renderWithProviders(<BillResultWatcher />, { session: memberSession() });
    queryClient.setQueryData(WALLETS_QUERY_KEY, { wallets: [], total: 0, points: 0 });
    await waitFor(() => expect(api.callsTo(API.lotto.billList)).toHaveLength(1));
    expect(api.urlsTo(API.lotto.billList)[0]?.searchParams.get('status')).toBe('pending');

    push(queryClient, event(101));

    const cards = await screen.findAllByTestId('result-card');
    expect(cards).toHaveLength(2);
    expect(cards[0]).toHaveTextContent('ถูกรางวัล ฿9,000.00');
    expect(cards[0]).toHaveTextContent('โพยเลขที่ 7');
    expect(cards[0]).toHaveTextContent('3 ตัวบน 456 · 2 ตัวล่าง 78');
    expect(cards[1]).toHaveTextContent('ไม่ถูกรางวัล');
    expect(within(cards[0]!).getByRole('link', { name: 'ดูโพยเลขที่ 7' })).toHaveAttribute('href', '/lotto/bills?bill=7');
    await waitFor(() => expect(queryClient.getQueryState(WALLETS_QUERY_KEY)?.isInvalidated).toBe(true));

    await user.click(within(cards[1]!).getByRole('button', { name: 'ปิดการแจ้งผล' }));
    expect(screen.getAllByTestId('result-card')).toHaveLength(1);
  });

  it('fetches nothing for a result of a round the member did not bet on', async () => {
    const api = answerFetch({
      [API.lotto.billList]: { data: { bills: [bill({ round_id: 101 })], page: 1, page_size: 20, total: 1 } },
    });
    const { queryClient } = renderWithProviders(<BillResultWatcher />, { session: memberSession() });
    await waitFor(() => expect(api.callsTo(API.lotto.billList)).toHaveLength(1));
    push(queryClient, event(555));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.callsTo(API.lotto.billList)).toHaveLength(1);
    expect(api.callsTo(API.lotto.billDetail)).toHaveLength(0);
    expect(screen.queryByTestId('result-card')).toBeNull();
    // The results and lobby pages still hear about it.
    expect(queryClient.getQueryData(lottoKeys.liveResults())).toMatchObject({ arrived: [{ round_id: 555 }] });
  });

  it('judges a bill the server has not settled yet from the published result (shared judge)', async () => {
    const detail: Bill = {
      ...bill({ bill_id: 9 }),
      round: round(),
      items: [
        { bet_type: '3top', number: '456', amount: 10, rate: 900, payout: 9000, status: 'pending', win_amount: 0 },
        { bet_type: '2bottom', number: '11', amount: 10, rate: 90, payout: 900, status: 'pending', win_amount: 0 },
        { bet_type: 'runbottom', number: '7', amount: 5, rate: 4.2, payout: 21, status: 'pending', win_amount: 0 },
      ],
    };
    answerFetch({
      [API.lotto.billList]: { data: { bills: [bill({ bill_id: 9 })], page: 1, page_size: 20, total: 1 } },
      [API.lotto.billDetail]: { data: detail },
    });
    const { queryClient } = renderWithProviders(null, { session: memberSession() });
    const cards = await cardsForRound(queryClient, event(101), [1, 1]);
    expect(cards).toEqual([expect.objectContaining({ bill_id: 9, won: true, win_amount: 9021, settling: true })]);
  });
});
