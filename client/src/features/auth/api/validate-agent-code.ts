import { queryOptions, useQuery } from '@tanstack/react-query';
import { CALLS } from '#shared/api/registry.js';
import { apiCall } from '#client/lib/api-client.js';

/** GET /api/agent/validate?code=: whether an agent code exists. */
export const validateAgentCode = (code: string, signal?: AbortSignal) => apiCall(CALLS.agent.validate, { query: { code }, signal });

export const agentCodeCheckQueryOptions = (code: string) =>
  queryOptions({
    queryKey: ['agent', 'validate', code] as const,
    queryFn: ({ signal }) => validateAgentCode(code, signal),
    // Agents come and go rarely: a code checked once stays checked for the visit.
    staleTime: 10 * 60_000,
  });

/** The register form's check of the code it was given (from the link or typed); nothing is asked for an empty code. */
export function useAgentCodeCheck(code: string) {
  return useQuery({ ...agentCodeCheckQueryOptions(code), enabled: code !== '' });
}
