/**
 * Query keys of the payment area, so mutations and the live topic write the
 * same entries the queries read.
 */
export const paymentKeys = {
  all: ['payment'] as const,
  channels: () => ['payment', 'channels'] as const,
  info: (channelId: number) => ['payment', 'info', channelId] as const,
  /** every deposit entry (qrcode_info, by ref or the latest) */
  deposits: () => ['payment', 'deposit'] as const,
  /** qrcode_info by ref; `null` asks for the member's latest pending deposit */
  deposit: (ref: string | null) => ['payment', 'deposit', ref] as const,
  status: (ref: string) => ['payment', 'status', ref] as const,
  /** every deposit's inquiry_status entry */
  statuses: () => ['payment', 'status'] as const,
  /** the member's latest transfer slips */
  slips: () => ['payment', 'slips'] as const,
};

/** The member data's wallets entry, which a paid deposit refreshes. */
export { WALLETS_QUERY_KEY } from '#client/member-data/get-wallets.js';

/**
 * The promotions area's entries that the deposit form reads or refreshes.
 * Features do not import each other, so the keys are named here; a test checks
 * they agree with the owner's keys.
 */
export const PROMOTIONS_QUERY_KEY = ['promotions'] as const;
export const promotionListQueryKey = (username: string | null) => ['promotions', 'list', username ?? 'visitor'] as const;
export const ACTIVE_PROMOTION_QUERY_KEY = ['promotions', 'active'] as const;
