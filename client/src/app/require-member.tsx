/**
 * The reactive half of the member guard: the loader checks before the page
 * loads; this sends the visitor away when the session ends while a member
 * page is open (logout in another tab, token expiry).
 */
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useSession } from '../lib/session.js';
import { guardRedirect, knownAgentCode } from './guards.js';

export function RequireMember() {
  const current = useSession();
  const { pathname } = useLocation();
  const target = guardRedirect(pathname, { loggedIn: current !== null, agentCode: current ? null : knownAgentCode() });
  return target ? <Navigate to={target} replace /> : <Outlet />;
}
