/** The affiliate area's words: levels, products, rates and entry kinds, in Thai. */
import type { AffiliateTransaction } from '#shared/api/affiliate.js';
import { PRODUCT_TH } from '#client/lib/thai/labels.js';
export { countText, percentRateText as rateText } from '#client/lib/thai/format.js';

export type AffiliateLevel = 1 | 2 | 3;
export const LEVELS: readonly AffiliateLevel[] = [1, 2, 3];

export const LEVEL_TH: Record<AffiliateLevel, string> = {
  1: 'ระดับ 1',
  2: 'ระดับ 2',
  3: 'ระดับ 3',
};

/** Who each level is, from the member's side. */
export const LEVEL_WHO_TH: Record<AffiliateLevel, string> = {
  1: 'เพื่อนที่สมัครผ่านลิงก์ของคุณ',
  2: 'เพื่อนของเพื่อนระดับ 1',
  3: 'เพื่อนของเพื่อนระดับ 2',
};

/** The products whose turnover counts, as a Thai list ("หวย หวยยี่กี เกม"). */
export const productsText = (products: readonly string[]) => products.map((p) => (PRODUCT_TH as Record<string, string>)[p] ?? p).join(' ');

export const TX_KIND_TH: Record<AffiliateTransaction['kind'], string> = {
  commission: 'ค่าคอมมิชชั่น',
  redeem: 'ถอนเข้ากระเป๋าหลัก',
};

/** The full referral link: the summary's path (or address) on this site. */
export function referralLink(linkPath: string, code: string, origin = window.location.origin): string {
  try {
    return new URL(linkPath || `/?ref=${encodeURIComponent(code)}`, origin).href;
  } catch {
    return `${origin}/?ref=${encodeURIComponent(code)}`;
  }
}

/** LINE's share page for a link (a plain link, no SDK). */
export const lineShareUrl = (link: string) => `https://social-plugins.line.me/lineit/share?url=${encodeURIComponent(link)}`;
