/** The agent console as an app: the product's Chakra system and its own query client around the one page. */
import { ChakraProvider } from '@chakra-ui/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { siteSystem } from '#client/components/ui/theme.js';
import { AgentConsolePage } from './pages/agent-console-page.js';

export function ConsoleApp({ queryClient }: { queryClient: QueryClient }) {
  return (
    <ChakraProvider value={siteSystem()}>
      <QueryClientProvider client={queryClient}>
        <AgentConsolePage />
      </QueryClientProvider>
    </ChakraProvider>
  );
}
