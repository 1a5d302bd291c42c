/** The app's providers: Chakra with the product system, TanStack Query, the UI store, toasts. */
import type { ReactNode } from 'react';
import { ChakraProvider } from '@chakra-ui/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Toaster } from '#client/components/ui/toaster.js';
import { siteSystem } from '#client/components/ui/theme.js';
import { RenderTimeContext } from '#client/lib/hydration.js';
import { UiStateProvider } from '#client/lib/ui-state.js';

export interface AppProvidersProps {
  children: ReactNode;
  /** one per page render on the server, one per tab in the browser (the route loaders fill it) */
  queryClient: QueryClient;
  /** the server's clock when it rendered the page; null for a page the browser renders alone */
  renderedAt?: number | null;
}

export function AppProviders({ children, queryClient, renderedAt = null }: AppProvidersProps) {
  return (
    <RenderTimeContext.Provider value={renderedAt}>
      <ChakraProvider value={siteSystem()}>
        <QueryClientProvider client={queryClient}>
          <UiStateProvider>
            {children}
            <Toaster />
          </UiStateProvider>
        </QueryClientProvider>
      </ChakraProvider>
    </RenderTimeContext.Provider>
  );
}
