import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client.js';

/** A rule the server refused (non-zero error) is an answer, not a glitch: never retried. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status !== 0 && error.status < 500) return false;
  return failureCount < 2;
}

export function createQueryClient({ retry = true }: { retry?: boolean } = {}): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: retry ? shouldRetry : false, staleTime: 15_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
