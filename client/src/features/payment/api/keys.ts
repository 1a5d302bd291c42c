/**
 * Query keys of the payment area, so mutations and the live topic write the
 * same entries the queries read.
 */
export const paymentKeys = {
  all: ['payment'] as const,
  channels: () => ['payment', 'channels'] as const,
  info: (channelId: number) => ['payment', 'info', channelId] as const,
  /** qrcode_info by ref; `null` asks for the member's latest pending deposit */
  deposit: (ref: string | null) => ['payment', 'deposit', ref] as const,
  status: (ref: string) => ['payment', 'status', ref] as const,
};

/**
 * Entries owned by other areas that the deposit form reads or refreshes.
 * Features do not import each other, so the keys are named here; a test checks
 * they agree with the owners' keys.
 */
export const WALLETS_QUERY_KEY = ['member', 'wallets'] as const;
export const PROMOTION_LIST_QUERY_KEY = ['promotions', 'list'] as const;
export const ACTIVE_PROMOTION_QUERY_KEY = ['promotions', 'active'] as const;
