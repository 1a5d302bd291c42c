/**
 * The reactive half of the member guard: the loader checks before the page
 * loads; this sends the visitor away when the session ends while a member
 * page is open (logout in another tab, token expiry). A page shown under
 * another address (a LIFF page, `/liff/deposit`) passes the site path it
 * stands for and its children.
 */
import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useHydrated } from '#client/lib/hydration.js';
import { useSession } from '#client/lib/session.js';
import { guardRedirect, knownAgentCode } from './guards.js';

export function RequireMember({ path, children }: { path?: string; children?: ReactNode } = {}) {
  const current = useSession();
  const { pathname } = useLocation();
  // The server's HTML and the hydrating render know no session: the page waits for the browser's.
  const hydrated = useHydrated();
  if (!hydrated) return null;
  const target = guardRedirect(path ?? pathname, { loggedIn: current !== null, agentCode: current ? null : knownAgentCode() });
  if (target) return <Navigate to={target} replace />;
  return children ?? <Outlet />;
}
