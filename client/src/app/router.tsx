/**
 * Every route of docs/product.md §2, lazy-loaded per page (Chakra is most of the bundle,
 * so it is split by route), grouped under the layouts the spec names, with the
 * guards of guards.ts and the loaders that fill the query cache with what each
 * page reads (route-data/). The same routes render on the server and in the
 * browser. The catch-all shows the 404 page. The agent console (/agent) and the
 * game frame (/play) are not here: they are apps of their own (client/src/console,
 * client/src/play; docs/decisions/0055).
 */
import type { ComponentType } from 'react';
import type { LoaderFunctionArgs, RouteObject } from 'react-router-dom';
import { lobbyOfName } from '#client/features/games/lobby-filter.js';
import { guestOnlyLoader, memberOnlyLoader } from './guards.js';
import { RequireMember } from './require-member.js';
import { rememberAgentCode } from '#client/lib/persisted-state.js';
import { NotFoundPage, RouteErrorBoundary } from './error-page.js';
import { RootFallback, RootLayout } from './root-layout.js';
import { pageLoader, type LoaderContext } from './route-data/prefetch.js';
import { PAGE_DATA } from './route-data/page-data.js';
import { NOT_FOUND_HANDLE, notFound } from './route-data/route-handle.js';
import { lottoRoundLoader, yeekeeLoader } from './route-data/round-pages.js';

type PageModule<K extends string> = Record<K, ComponentType>;

/** A lazy route whose page is the named export `name` of the imported module. */
function page<K extends string>(load: () => Promise<PageModule<K>>, name: K): Pick<RouteObject, 'lazy'> {
  return { lazy: async () => ({ Component: (await load())[name] }) };
}

/** The index route keeps `?ag=` as the agent code (docs/product.md §2, local state); the server has no such state. */
export function rememberAgentLoader({ request }: LoaderFunctionArgs) {
  if (typeof window !== 'undefined') rememberAgentCode(new URL(request.url).searchParams.get('ag'));
  return null;
}

const layout = {
  default: page(() => import('./layouts/default-layout.js'), 'DefaultLayout'),
  lobby: page(() => import('./layouts/lobby-layout.js'), 'LobbyLayout'),
  auth: page(() => import('./layouts/auth-layout.js'), 'AuthLayout'),
  iframe: page(() => import('./layouts/iframe-layout.js'), 'IframeLayout'),
  payment: page(() => import('./layouts/payment-layout.js'), 'PaymentLayout'),
  liff: page(() => import('./layouts/liff-layout.js'), 'LiffLayout'),
};

/** The routes with loaders filling `context`'s query client. */
export function createRoutes(context: LoaderContext): RouteObject[] {
  const data = (name: keyof typeof PAGE_DATA) => ({ loader: pageLoader(context, PAGE_DATA[name]) });
  return [
    {
      id: 'root',
      Component: RootLayout,
      HydrateFallback: RootFallback,
      errorElement: <RouteErrorBoundary />,
      children: [
        {
          ...layout.default,
          ...data('chrome'),
          children: [
            {
              index: true,
              loader: async (args) => {
                rememberAgentLoader(args);
                return data('home').loader(args);
              },
              ...page(() => import('#client/pages/home/home-page.js'), 'HomePage'),
            },
            { path: 'affiliate', ...data('affiliate'), ...page(() => import('#client/features/affiliate/pages/affiliate-page.js'), 'AffiliatePage') },
            { path: 'fairness', ...data('fairness'), ...page(() => import('#client/features/fairness/pages/fairness-page.js'), 'FairnessPage') },
            {
              path: 'fairness/slots/:code',
              ...data('slotStrips'),
              ...page(() => import('#client/features/fairness/pages/slot-strips-page.js'), 'SlotStripsPage'),
            },
            { path: 'cashback', ...data('cashback'), ...page(() => import('#client/features/cashback/pages/cashback-page.js'), 'CashbackPage') },
            { path: 'promotions', ...data('promotions'), ...page(() => import('#client/features/promotions/pages/promotions-page.js'), 'PromotionsPage') },
            { path: 'redeem', ...data('redeem'), ...page(() => import('#client/features/redemption/pages/redeem-page.js'), 'RedeemPage') },
            { path: 'sooth', ...data('sooth'), ...page(() => import('#client/features/sooth/pages/sooth-page.js'), 'SoothPage') },
            { path: 'sooth/:tableId', ...page(() => import('#client/features/sooth/pages/sooth-table-page.js'), 'SoothTablePage') },
            { path: 'winloss', ...data('cashback'), ...page(() => import('#client/features/cashback/pages/winloss-page.js'), 'WinlossPage') },
            { path: 'lotto/lobby', ...data('lottoLobby'), ...page(() => import('#client/features/lotto/pages/lotto-lobby-page.js'), 'LottoLobbyPage') },
            { path: 'lotto/rates', ...data('lottoRates'), ...page(() => import('#client/features/lotto/pages/lotto-rates-page.js'), 'LottoRatesPage') },
            { path: 'lotto/results', ...data('lottoResults'), ...page(() => import('#client/features/lotto/pages/lotto-results-page.js'), 'LottoResultsPage') },
            { path: 'lotto/yeekee', loader: yeekeeLoader(context), ...page(() => import('#client/features/yeekee/pages/yeekee-page.js'), 'YeekeePage') },
            // `/lotto` alone (the optional round id left out) is the lobby's page, public.
            { path: 'lotto', ...data('lottoLobby'), ...page(() => import('#client/features/lotto/pages/lotto-lobby-page.js'), 'LottoLobbyPage') },
            { path: 'poll/:id?', ...data('poll'), ...page(() => import('#client/features/poll/pages/poll-page.js'), 'PollPage') },
            {
              // Member-only pages (see guards.ts for the list and why).
              loader: memberOnlyLoader,
              Component: RequireMember,
              children: [
                { path: 'member', ...page(() => import('#client/pages/member/member-home-page.js'), 'MemberHomePage') },
                { path: 'member/coupon', ...page(() => import('#client/features/coupon/pages/coupon-page.js'), 'CouponPage') },
                { path: 'member/creditfree', ...page(() => import('#client/features/quests/pages/quests-page.js'), 'QuestsPage') },
                { path: 'member/profile', ...page(() => import('#client/features/profile/pages/profile-page.js'), 'ProfilePage') },
                {
                  path: 'member/promotions',
                  ...page(() => import('#client/features/promotions/pages/member-promotions-page.js'), 'MemberPromotionsPage'),
                },
                { path: 'member/statement', ...page(() => import('#client/features/statement/pages/statement-page.js'), 'StatementPage') },
                { path: 'member/wheel', ...page(() => import('#client/features/wheel/pages/wheel-page.js'), 'WheelPage') },
                { path: 'member/winloss', ...page(() => import('#client/features/cashback/pages/member-winloss-page.js'), 'MemberWinlossPage') },
                { path: 'lotto/bills', ...page(() => import('#client/features/lotto/pages/lotto-bills-page.js'), 'LottoBillsPage') },
                { path: 'lotto/:round_id', loader: lottoRoundLoader(context), ...page(() => import('#client/features/lotto/pages/lotto-round-page.js'), 'LottoRoundPage') },
              ],
            },
          ],
        },
        {
          ...layout.lobby,
          ...data('chrome'),
          children: [
            { path: 'casino', ...data('casino'), ...page(() => import('#client/features/games/pages/casino-page.js'), 'CasinoPage') },
            { path: 'fishing', ...data('fishing'), ...page(() => import('#client/features/games/pages/fishing-page.js'), 'FishingPage') },
            { path: 'freespin', ...data('freespin'), ...page(() => import('#client/features/games/pages/freespin-page.js'), 'FreespinPage') },
            { path: 'slot', ...data('slot'), ...page(() => import('#client/features/games/pages/slot-page.js'), 'SlotPage') },
            { path: 'sport', ...data('sport'), ...page(() => import('#client/features/games/pages/sport-page.js'), 'SportPage') },
            {
              path: 'lobby/:name?',
              // A name that can be no lobby is the page's own message, answered as a 404.
              loader: async (args: LoaderFunctionArgs) => {
                await data('namedLobby').loader(args);
                return lobbyOfName(args.params.name) ? null : notFound();
              },
              ...page(() => import('#client/features/games/pages/lobby-page.js'), 'LobbyPage'),
            },
          ],
        },
        {
          ...layout.payment,
          loader: memberOnlyLoader,
          children: [
            {
              Component: RequireMember,
              children: [
                { path: 'member/deposit', ...page(() => import('#client/features/payment/pages/deposit-page.js'), 'DepositPage') },
                { path: 'member/payment', ...page(() => import('#client/features/payment/pages/payment-page.js'), 'PaymentPage') },
                { path: 'member/withdraw', ...page(() => import('#client/features/withdraw/pages/withdraw-page.js'), 'WithdrawPage') },
              ],
            },
          ],
        },
        {
          ...layout.auth,
          loader: async (args: LoaderFunctionArgs) => guestOnlyLoader(args) ?? data('auth').loader(args),
          children: [
            { path: 'login', ...page(() => import('#client/features/auth/pages/login-page.js'), 'LoginPage') },
            { path: 'register', ...page(() => import('#client/features/auth/pages/register-page.js'), 'RegisterPage') },
            { path: 'forgot', ...page(() => import('#client/features/auth/pages/forgot-page.js'), 'ForgotPage') },
          ],
        },
        {
          ...layout.iframe,
          loader: guestOnlyLoader,
          children: [
            { path: 'login_box', ...page(() => import('#client/features/auth/pages/login-page.js'), 'LoginBoxPage') },
            { path: 'register_box', ...page(() => import('#client/features/auth/pages/register-page.js'), 'RegisterBoxPage') },
          ],
        },
        {
          ...layout.liff,
          children: [{ path: 'liff/:name?', ...page(() => import('#client/pages/liff/liff-page.js'), 'LiffPage') }],
        },
        { path: '*', Component: NotFoundPage, handle: NOT_FOUND_HANDLE },
      ],
    },
  ];
}
