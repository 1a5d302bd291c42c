/**
 * Route guards of docs/product.md §4 / docs/design.md §6 as pure functions, plus the loaders
 * that apply them before a page renders.
 *
 * Member-only (decided here, the spec lists only /member/** explicitly):
 * - /member and /member/**: wallets, deposits, profile... need an account.
 * - /lotto/bills: a member's own bills.
 * - /lotto/:round_id: the betting page of one round (a bill needs a wallet).
 * Public: /lotto/lobby, /lotto/rates, /lotto/results, /lotto/yeekee (browsing
 * rounds and results), /poll/:id? (config, stats and winners are public; the
 * poll page asks for a login only to vote), the game lobbies and /play (demo
 * games work for visitors), /redeem, /cashback, /winloss, /affiliate (they
 * explain the scheme and ask a visitor to log in).
 *
 * Guest-only: /login, /register, /forgot, /login_box, /register_box.
 */
import { redirect, type LoaderFunctionArgs } from 'react-router-dom';
import { session } from '#client/lib/session.js';
import { storedAgentCode } from '#client/lib/persisted-state.js';

export const GUEST_ONLY_PATHS = ['/login', '/register', '/forgot', '/login_box', '/register_box'] as const;

const LOTTO_PUBLIC = new Set(['lobby', 'rates', 'results', 'yeekee']);

export function isMemberOnlyPath(pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (path === '/member' || path.startsWith('/member/')) return true;
  const lotto = /^\/lotto\/([^/]+)$/.exec(path);
  if (lotto) return !LOTTO_PUBLIC.has(lotto[1]!);
  return false;
}

export function isGuestOnlyPath(pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '') || '/';
  return (GUEST_ONLY_PATHS as readonly string[]).includes(path);
}

/** Where a visitor on a member page goes: the index with the agent code when known, else /login. */
export function visitorRedirect(agentCode: string | null): string {
  return agentCode ? `/?ag=${encodeURIComponent(agentCode)}` : '/login';
}

/** null when the page may be shown; otherwise where to go instead. */
export function guardRedirect(
  pathname: string,
  { loggedIn, agentCode }: { loggedIn: boolean; agentCode: string | null },
): string | null {
  if (!loggedIn && isMemberOnlyPath(pathname)) return visitorRedirect(agentCode);
  if (loggedIn && isGuestOnlyPath(pathname)) return '/member';
  return null;
}

/** The agent code "if known": stored from `?ag=`, else the last member's. */
export function knownAgentCode(): string | null {
  return storedAgentCode() ?? session.get()?.user.agent_code ?? null;
}

/**
 * The server cannot read the session (localStorage): it renders the page's
 * frame and leaves the decision to the browser (RequireMember, the auth layout).
 */
const onServer = typeof window === 'undefined';

export function memberOnlyLoader({ request }: LoaderFunctionArgs) {
  if (onServer) return null;
  const target = guardRedirect(new URL(request.url).pathname, {
    loggedIn: session.isLoggedIn(),
    agentCode: knownAgentCode(),
  });
  return target ? redirect(target) : null;
}

export function guestOnlyLoader({ request }: LoaderFunctionArgs) {
  if (onServer) return null;
  const target = guardRedirect(new URL(request.url).pathname, {
    loggedIn: session.isLoggedIn(),
    agentCode: null,
  });
  return target ? redirect(target) : null;
}
