/**
 * Renders a component with the app's providers: Chakra (the product system),
 * a fresh QueryClient (no retries), UiStateProvider and a router. Pass `route`
 * for a MemoryRouter at that address, or `router` for a full data router
 * (e.g. createMemoryRouter(routes, { initialEntries })) in route tests.
 */
import type { ReactElement, ReactNode } from 'react';
import { ChakraProvider } from '@chakra-ui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import { MemoryRouter, RouterProvider, type createMemoryRouter } from 'react-router-dom';
import { siteSystem } from '#client/components/ui/theme.js';
import { UiStateProvider, type UiState } from '#client/lib/ui-state.js';
import { session as sessionStore, type Session } from '#client/lib/session.js';

type AppRouter = ReturnType<typeof createMemoryRouter>;

export interface RenderOptions {
  route?: string;
  session?: Session;
  /**
   * A full data router; when given, `ui` may be null. Pass a factory to have it
   * created after the session is set (its loaders run on creation).
   */
  router?: AppRouter | ((queryClient: QueryClient) => AppRouter);
  uiState?: UiState;
  queryClient?: QueryClient;
}

export function createTestQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, gcTime: Infinity, staleTime: Infinity },
      mutations: { retry: false },
    },
  });
}

export function Providers({
  children,
  queryClient,
  uiState,
}: {
  children: ReactNode;
  queryClient: QueryClient;
  uiState?: UiState;
}) {
  return (
    <ChakraProvider value={siteSystem()}>
      <QueryClientProvider client={queryClient}>
        {uiState ? <UiStateProvider initial={uiState}>{children}</UiStateProvider> : <UiStateProvider>{children}</UiStateProvider>}
      </QueryClientProvider>
    </ChakraProvider>
  );
}

export function renderWithProviders(
  ui: ReactElement | null,
  { route = '/', session, router, uiState, queryClient = createTestQueryClient() }: RenderOptions = {},
): RenderResult & { queryClient: QueryClient } {
  if (session) sessionStore.set(session);
  else sessionStore.reload();
  const dataRouter = typeof router === 'function' ? router(queryClient) : router;
  const tree = dataRouter ? (
    <RouterProvider router={dataRouter} />
  ) : (
    <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
  );
  const result = render(
    <Providers queryClient={queryClient} uiState={uiState}>
      {tree}
    </Providers>,
  );
  return { ...result, queryClient };
}
