/** Answers of the cashback calls for the page tests. */
import type { CashbackRates, LossRefund, TurnoverCashback } from '#shared/api/cashback.js';

export const rates: CashbackRates = { turnover_rate: 0.3, loss_rate: 5, min_loss: 100, max_refund: 1000 };

export const turnoverDay = (overrides: Partial<TurnoverCashback> = {}): TurnoverCashback => ({
  day: '2026-11-21',
  turnover: 12345.67,
  rate: 0.3,
  amount: 37.03,
  status: 'paid',
  products: [
    { product: 'lotto', turnover: 10000, wins: 0 },
    { product: 'yeekee', turnover: 2000, wins: 1500 },
    { product: 'games', turnover: 345.67, wins: 100 },
  ],
  paid_at: '2026-11-22T00:05:00+07:00',
  ...overrides,
});

export const lossRefund = (overrides: Partial<LossRefund> = {}): LossRefund => ({
  id: 7,
  day: '2026-11-21',
  turnover: 5000,
  wins: 2999.5,
  net_loss: 2000.5,
  rate: 5,
  min_loss: 100,
  max_refund: 1000,
  amount: 100.02,
  status: 'claimable',
  products: [
    { product: 'lotto', turnover: 4000, wins: 2999.5 },
    { product: 'games', turnover: 1000, wins: 0 },
  ],
  claim_until: '2026-11-22T23:59:59+07:00',
  claimed_at: null,
  ...overrides,
});

export const paged = <T>(items: T[], page = 1, total = items.length) => ({ items, page, page_size: 20, total });
