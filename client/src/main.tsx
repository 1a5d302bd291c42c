import './components/ui/kanit.css';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { hydrate } from '@tanstack/react-query';
import { createBrowserRouter, matchRoutes, RouterProvider, type RouteObject } from 'react-router-dom';
import { AppProviders } from './app/providers.js';
import { createRoutes } from './app/router.js';
import { DATA_DEADLINE_MS } from './app/route-data/prefetch.js';
import { readPageState, routerHydrationData } from './app/ssr/page-state.js';
import { listenForPreloadErrors } from './lib/chunk-reload.js';
import { guardRedirect, knownAgentCode } from './app/guards.js';
import { session } from './lib/session.js';
import { createQueryClient } from './lib/query-client.js';
import { startTagManager } from './lib/runtime-config.js';
import { nextTask, whenIdle } from './lib/when-idle.js';
import { siteSystem } from './components/ui/theme.js';

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
  // The start in tasks of their own, so that a phone's main thread is never held for long
  // (docs/decisions/0057): the route's code is asked for (with its preloads), Chakra's system
  // is made while that code downloads, then hydration runs, one Suspense boundary at a time.
  await nextTask();
  const routesLoaded = state ? loadMatchedRoutes(routes) : undefined;
  await nextTask();
  siteSystem();
  await routesLoaded;
  await nextTask();
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
    // At a transition's priority, React hydrates each Suspense boundary (header, page, footer) in a
    // task of its own and gives way to a tap in between, rather than the whole page in one task.
    startTransition(() => {
      hydrateRoot(root, app);
    });
    // The guards the server could not apply (it cannot read the session): a member on /login, a visitor on /member.
    const target = guardRedirect(window.location.pathname, { loggedIn: session.isLoggedIn(), agentCode: knownAgentCode() });
    if (target) void router.navigate(target, { replace: true });
  } else createRoot(root).render(app);
  // Not needed for the first interaction: after the page is live.
  whenIdle(() => startTagManager());
}

void start();
