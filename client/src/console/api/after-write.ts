import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { agentConsoleKeys } from './keys.js';

/**
 * What a console write refreshes once it succeeds: the lists it changed, and
 * the audit list (the upstream records every agent write there).
 */
export function useAfterWrite(...changed: QueryKey[]) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      [...changed, agentConsoleKeys.audit()].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
    );
}
