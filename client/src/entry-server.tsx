/**
 * The member site rendered on the server (the gateway calls `renderPage` per
 * page request): the same routes as the browser, their loaders filling a
 * query client of this request's own, Chakra's styles for exactly this markup
 * (a fresh Emotion cache per request), and the state the browser hydrates
 * from. The whole page is rendered before it is sent (no streaming: Emotion's
 * styles are collected from the finished markup).
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { dehydrate, type Query } from '@tanstack/react-query';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { pageHeadTags } from './app/page-head.js';
import { AppProviders } from './app/providers.js';
import { createRoutes } from './app/router.js';
import { DATA_DEADLINE_MS } from './app/route-data/prefetch.js';
import type { RouteHandle } from './app/route-data/route-handle.js';
import { pageStateTag, serializeErrors, type PageState } from './app/ssr/page-state.js';
import { setApiTransport } from './lib/api-client.js';
import { createQueryClient } from './lib/query-client.js';
import type { RenderedPage, RenderFetch, RenderRequest } from '#shared/page-render.js';

// Each render's reads go through its own gateway's fetch, even with several renders in flight.
const renderFetch = new AsyncLocalStorage<RenderFetch>();
setApiTransport((url, init) => {
  const fetchApi = renderFetch.getStore();
  if (!fetchApi) return Promise.reject(new Error('an /api read outside a page render'));
  return fetchApi(url, init);
});

/** A query the page reads only in some case (a member's, a socket's) says so with `enabled`. */
function isEnabled(query: Query): boolean {
  const enabled = (query.options as { enabled?: boolean | ((query: Query) => boolean) }).enabled;
  return (typeof enabled === 'function' ? enabled(query) : enabled) !== false;
}

export function renderPage({ fetchApi, ...request }: RenderRequest): Promise<RenderedPage> {
  return renderFetch.run(fetchApi, () => render(request));
}

async function render({ url, renderedAt, dataDeadlineMs = DATA_DEADLINE_MS }: Omit<RenderRequest, 'fetchApi'>): Promise<RenderedPage> {
  // No retries: past the deadline the browser fetches what is missing.
  const queryClient = createQueryClient({ retry: false });
  const handler = createStaticHandler(createRoutes({ queryClient, deadlineMs: dataDeadlineMs }));
  const context = await handler.query(new Request(url));
  if (context instanceof Response) {
    return { kind: 'redirect', status: context.status, location: context.headers.get('location') ?? '/' };
  }
  // Taken now: queries the markup adds later are pending ones the browser fetches.
  const queries = dehydrate(queryClient);
  const router = createStaticRouter(handler.dataRoutes, context);
  const cache = createCache({ key: 'css' });
  const emotion = createEmotionServer(cache);
  const { prelude } = await prerender(
    <CacheProvider value={cache}>
      <AppProviders queryClient={queryClient} renderedAt={renderedAt}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    </CacheProvider>,
    // Every Suspense boundary inline, in place: React would otherwise move a large one to the end
    // of the page with an inline script to put it back, which the CSP (rightly) refuses.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const html = await new Response(prelude).text();
  const styles = emotion.constructStyleTagsFromChunks(emotion.extractCriticalToChunks(html));
  const handle = context.matches.at(-1)?.route.handle as RouteHandle | undefined;
  const status = context.errors ? context.statusCode : (handle?.status ?? context.statusCode);
  const state: PageState = {
    renderedAt,
    router: { loaderData: context.loaderData, actionData: context.actionData, errors: serializeErrors(context.errors) },
    queries,
  };
  const unfilled = queryClient
    .getQueryCache()
    .getAll()
    .filter((query) => query.state.status !== 'success' && isEnabled(query))
    .map((query) => JSON.stringify(query.queryKey));
  queryClient.clear();
  const head = pageHeadTags(new URL(url), status) + styles;
  return { kind: 'page', status, head, html, state: pageStateTag(state), unfilled };
}
