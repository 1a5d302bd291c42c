import './components/ui/kanit.css';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { hydrate } from '@tanstack/react-query';
import { createBrowserRouter, matchRoutes, RouterProvider, type RouteObject } from 'react-router-dom';
import { AppProviders } from './app/providers.js';
import { createRoutes } from './app/router.js';
import { DATA_DEADLINE_MS } from './app/route-data/prefetch.js';
import { readPageState, routerHydrationData } from './app/ssr/page-state.js';
import { listenForPreloadErrors } from './app/chunk-reload.js';
import { guardRedirect, knownAgentCode } from './app/guards.js';
import { session } from './lib/session.js';
import { createQueryClient } from './lib/query-client.js';
import { startTagManager } from './lib/runtime-config.js';

/** The matched routes' code, loaded before hydrating: the first render must be the server's markup, not a fallback. */
async function loadMatchedRoutes(routes: RouteObject[]): Promise<void> {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
}

async function start(): Promise<void> {
  listenForPreloadErrors();
  const state = readPageState(document);
  const queryClient = createQueryClient();
  if (state) hydrate(queryClient, state.queries);
  const routes = createRoutes({ queryClient, deadlineMs: DATA_DEADLINE_MS });
  if (state) await loadMatchedRoutes(routes);
  const router = createBrowserRouter(routes, state ? { hydrationData: routerHydrationData(state) } : {});
  const app = (
    <StrictMode>
      <AppProviders queryClient={queryClient} renderedAt={state?.renderedAt ?? null}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>
  );
  const root = document.getElementById('root')!;
  if (state) {
    hydrateRoot(root, app);
    // The guards the server could not apply (it cannot read the session): a member on /login, a visitor on /member.
    const target = guardRedirect(window.location.pathname, { loggedIn: session.isLoggedIn(), agentCode: knownAgentCode() });
    if (target) void router.navigate(target, { replace: true });
  } else createRoot(root).render(app);
  // Not needed for the first interaction: after the page is live.
  requestIdleCallbackOr(() => startTagManager());
}

function requestIdleCallbackOr(run: () => void): void {
  if ('requestIdleCallback' in window) window.requestIdleCallback(run);
  else setTimeout(run, 1);
}

void start();
