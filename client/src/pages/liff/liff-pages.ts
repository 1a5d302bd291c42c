/**
 * The member pages a LINE rich menu can open as `/liff/{name}`: the site's own
 * page components, lazy-loaded as the router does, each with the site path it
 * stands for so the existing guard decides which need a member (guards.ts).
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

export interface LiffPageEntry {
  /** The menu's label. */
  title: string;
  /** The same page on the site: the member guard reads it. */
  sitePath: string;
  Page: LazyExoticComponent<ComponentType>;
}

function lazyPage<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) {
  return lazy(async () => ({ default: (await load())[name] }));
}

export const LIFF_PAGES = {
  deposit: {
    title: 'ฝากเงิน',
    sitePath: '/member/deposit',
    Page: lazyPage(() => import('#client/features/payment/pages/deposit-page.js'), 'DepositPage'),
  },
  withdraw: {
    title: 'ถอนเงิน',
    sitePath: '/member/withdraw',
    Page: lazyPage(() => import('#client/features/withdraw/pages/withdraw-page.js'), 'WithdrawPage'),
  },
  lotto: {
    title: 'แทงหวย',
    sitePath: '/lotto/lobby',
    Page: lazyPage(() => import('#client/features/lotto/pages/lotto-lobby-page.js'), 'LottoLobbyPage'),
  },
  yeekee: {
    title: 'หวยยี่กี',
    sitePath: '/lotto/yeekee',
    Page: lazyPage(() => import('#client/features/yeekee/pages/yeekee-page.js'), 'YeekeePage'),
  },
  bills: {
    title: 'โพยหวยของฉัน',
    sitePath: '/lotto/bills',
    Page: lazyPage(() => import('#client/features/lotto/pages/lotto-bills-page.js'), 'LottoBillsPage'),
  },
  promotions: {
    title: 'โปรโมชั่น',
    sitePath: '/promotions',
    Page: lazyPage(() => import('#client/features/promotions/pages/promotions-page.js'), 'PromotionsPage'),
  },
  profile: {
    title: 'โปรไฟล์',
    sitePath: '/member/profile',
    Page: lazyPage(() => import('#client/features/profile/pages/profile-page.js'), 'ProfilePage'),
  },
  statement: {
    title: 'รายการเดินบัญชี',
    sitePath: '/member/statement',
    Page: lazyPage(() => import('#client/features/statement/pages/statement-page.js'), 'StatementPage'),
  },
  affiliate: {
    title: 'แนะนำเพื่อน',
    sitePath: '/affiliate',
    Page: lazyPage(() => import('#client/features/affiliate/pages/affiliate-page.js'), 'AffiliatePage'),
  },
} satisfies Record<string, LiffPageEntry>;

export type LiffPageName = keyof typeof LIFF_PAGES;

/** The entry for a URL's name; undefined for anything else (including `constructor` and friends). */
export function liffPage(name: string): LiffPageEntry | undefined {
  return Object.hasOwn(LIFF_PAGES, name) ? LIFF_PAGES[name as LiffPageName] : undefined;
}
