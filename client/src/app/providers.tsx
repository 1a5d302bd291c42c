/** The app's providers: Chakra with the product system, TanStack Query, the UI store, toasts. */
import { useState, type ReactNode } from 'react';
import { ChakraProvider } from '@chakra-ui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '../lib/query-client.js';
import { Toaster } from '../components/ui/toaster.js';
import { system } from '../components/ui/theme.js';
import { UiStateProvider } from '../lib/ui-state.js';

export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <ChakraProvider value={system}>
      <QueryClientProvider client={queryClient}>
        <UiStateProvider>
          {children}
          <Toaster />
        </UiStateProvider>
      </QueryClientProvider>
    </ChakraProvider>
  );
}
