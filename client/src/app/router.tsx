/**
 * Every route of spec §2, lazy-loaded per page (Chakra is most of the bundle,
 * TOOLCHAIN pitfall 4), grouped under the layouts the spec names, with the
 * guards of guards.ts. The catch-all shows the 404 page.
 */
import type { ComponentType } from 'react';
import { createBrowserRouter, type LoaderFunctionArgs, type RouteObject } from 'react-router-dom';
import { guestOnlyLoader, memberOnlyLoader } from './guards.js';
import { RequireMember } from './require-member.js';
import { rememberAgentCode } from '../lib/persisted-state.js';
import { NotFoundPage, RouteErrorBoundary } from './error-page.js';
import { RootFallback, RootLayout } from './root-layout.js';

type PageModule<K extends string> = Record<K, ComponentType>;

/** A lazy route whose page is the named export `name` of the imported module. */
function page<K extends string>(load: () => Promise<PageModule<K>>, name: K): Pick<RouteObject, 'lazy'> {
  return { lazy: async () => ({ Component: (await load())[name] }) };
}

/** The index route keeps `?ag=` as the agent code (spec §2, local state). */
export function indexLoader({ request }: LoaderFunctionArgs) {
  rememberAgentCode(new URL(request.url).searchParams.get('ag'));
  return null;
}

const layout = {
  default: page(() => import('./layouts/default-layout.js'), 'DefaultLayout'),
  lobby: page(() => import('./layouts/lobby-layout.js'), 'LobbyLayout'),
  auth: page(() => import('./layouts/auth-layout.js'), 'AuthLayout'),
  iframe: page(() => import('./layouts/iframe-layout.js'), 'IframeLayout'),
  game: page(() => import('./layouts/game-layout.js'), 'GameLayout'),
  payment: page(() => import('./layouts/payment-layout.js'), 'PaymentLayout'),
  liff: page(() => import('./layouts/liff-layout.js'), 'LiffLayout'),
};

export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: RootLayout,
    HydrateFallback: RootFallback,
    errorElement: <RouteErrorBoundary />,
    children: [
      {
        ...layout.default,
        children: [
          { index: true, loader: indexLoader, ...page(() => import('../pages/home/home-page.js'), 'HomePage') },
          { path: 'affiliate', ...page(() => import('../features/affiliate/pages/affiliate-page.js'), 'AffiliatePage') },
          { path: 'fairness', ...page(() => import('../features/fairness/pages/fairness-page.js'), 'FairnessPage') },
          { path: 'cashback', ...page(() => import('../features/cashback/pages/cashback-page.js'), 'CashbackPage') },
          { path: 'promotions', ...page(() => import('../features/promotions/pages/promotions-page.js'), 'PromotionsPage') },
          { path: 'redeem', ...page(() => import('../features/redemption/pages/redeem-page.js'), 'RedeemPage') },
          { path: 'sooth', ...page(() => import('../features/sooth/pages/sooth-page.js'), 'SoothPage') },
          { path: 'sooth/:tableId', ...page(() => import('../features/sooth/pages/sooth-table-page.js'), 'SoothTablePage') },
          { path: 'winloss', ...page(() => import('../features/cashback/pages/winloss-page.js'), 'WinlossPage') },
          { path: 'lotto/lobby', ...page(() => import('../features/lotto/pages/lotto-lobby-page.js'), 'LottoLobbyPage') },
          { path: 'lotto/rates', ...page(() => import('../features/lotto/pages/lotto-rates-page.js'), 'LottoRatesPage') },
          { path: 'lotto/results', ...page(() => import('../features/lotto/pages/lotto-results-page.js'), 'LottoResultsPage') },
          { path: 'lotto/yeekee', ...page(() => import('../features/yeekee/pages/yeekee-page.js'), 'YeekeePage') },
          // `/lotto` alone (the optional round id left out) is the lobby's page, public.
          { path: 'lotto', ...page(() => import('../features/lotto/pages/lotto-lobby-page.js'), 'LottoLobbyPage') },
          { path: 'poll/:id?', ...page(() => import('../features/poll/pages/poll-page.js'), 'PollPage') },
          {
            // Member-only pages (see guards.ts for the list and why).
            loader: memberOnlyLoader,
            Component: RequireMember,
            children: [
              { path: 'member', ...page(() => import('../pages/member/member-home-page.js'), 'MemberHomePage') },
              { path: 'member/coupon', ...page(() => import('../features/coupon/pages/coupon-page.js'), 'CouponPage') },
              { path: 'member/creditfree', ...page(() => import('../features/quests/pages/quests-page.js'), 'QuestsPage') },
              { path: 'member/profile', ...page(() => import('../features/profile/pages/profile-page.js'), 'ProfilePage') },
              {
                path: 'member/promotions',
                ...page(() => import('../features/promotions/pages/member-promotions-page.js'), 'MemberPromotionsPage'),
              },
              { path: 'member/statement', ...page(() => import('../features/statement/pages/statement-page.js'), 'StatementPage') },
              { path: 'member/wheel', ...page(() => import('../features/wheel/pages/wheel-page.js'), 'WheelPage') },
              { path: 'member/winloss', ...page(() => import('../features/cashback/pages/member-winloss-page.js'), 'MemberWinlossPage') },
              { path: 'lotto/bills', ...page(() => import('../features/lotto/pages/lotto-bills-page.js'), 'LottoBillsPage') },
              { path: 'lotto/:round_id', ...page(() => import('../features/lotto/pages/lotto-round-page.js'), 'LottoRoundPage') },
            ],
          },
        ],
      },
      {
        ...layout.lobby,
        children: [
          { path: 'casino', ...page(() => import('../features/games/pages/casino-page.js'), 'CasinoPage') },
          { path: 'fishing', ...page(() => import('../features/games/pages/fishing-page.js'), 'FishingPage') },
          { path: 'freespin', ...page(() => import('../features/games/pages/freespin-page.js'), 'FreespinPage') },
          { path: 'slot', ...page(() => import('../features/games/pages/slot-page.js'), 'SlotPage') },
          { path: 'sport', ...page(() => import('../features/games/pages/sport-page.js'), 'SportPage') },
          { path: 'lobby/:name?', ...page(() => import('../features/games/pages/lobby-page.js'), 'LobbyPage') },
        ],
      },
      {
        ...layout.payment,
        loader: memberOnlyLoader,
        children: [
          {
            Component: RequireMember,
            children: [
              { path: 'member/deposit', ...page(() => import('../features/payment/pages/deposit-page.js'), 'DepositPage') },
              { path: 'member/payment', ...page(() => import('../features/payment/pages/payment-page.js'), 'PaymentPage') },
              { path: 'member/withdraw', ...page(() => import('../features/withdraw/pages/withdraw-page.js'), 'WithdrawPage') },
            ],
          },
        ],
      },
      {
        ...layout.auth,
        loader: guestOnlyLoader,
        children: [
          { path: 'login', ...page(() => import('../features/auth/pages/login-page.js'), 'LoginPage') },
          { path: 'register', ...page(() => import('../features/auth/pages/register-page.js'), 'RegisterPage') },
          { path: 'forgot', ...page(() => import('../features/auth/pages/forgot-page.js'), 'ForgotPage') },
        ],
      },
      {
        ...layout.iframe,
        loader: guestOnlyLoader,
        children: [
          { path: 'login_box', ...page(() => import('../features/auth/pages/login-page.js'), 'LoginBoxPage') },
          { path: 'register_box', ...page(() => import('../features/auth/pages/register-page.js'), 'RegisterBoxPage') },
        ],
      },
      {
        ...layout.game,
        children: [{ path: 'play', ...page(() => import('../features/games/play/pages/play-page.js'), 'PlayPage') }],
      },
      {
        ...layout.liff,
        children: [{ path: 'liff/:name?', ...page(() => import('../pages/liff/liff-page.js'), 'LiffPage') }],
      },
      // The agent console (DESIGN §4) has its own layout, outside the member chrome.
      { path: 'agent', ...page(() => import('../features/agent-console/pages/agent-console-page.js'), 'AgentConsolePage') },
      { path: '*', Component: NotFoundPage },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
