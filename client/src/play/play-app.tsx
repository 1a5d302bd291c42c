/**
 * The game frame as an app: the product's Chakra system, its own query client,
 * and a router of one page (/play under the game layout). Its links to the
 * member site's pages load them as documents: they are another app.
 */
import { ChakraProvider } from '@chakra-ui/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { RouterProvider, type createBrowserRouter, type RouteObject } from 'react-router-dom';
import { siteSystem } from '#client/components/ui/theme.js';
import { GameLayout } from './game-layout.js';
import { PlayPage } from './pages/play-page.js';

export const playRoutes: RouteObject[] = [{ path: '/play', Component: GameLayout, children: [{ index: true, Component: PlayPage }] }];

export function PlayApp({ queryClient, router }: { queryClient: QueryClient; router: ReturnType<typeof createBrowserRouter> }) {
  return (
    <ChakraProvider value={siteSystem()}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </ChakraProvider>
  );
}
