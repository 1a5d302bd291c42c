import { queryOptions, useQuery } from '@tanstack/react-query';
import { CALLS } from '#shared/api/registry.js';
import { apiCall } from '#client/lib/api-client.js';
import { useAgentCode } from './agent-code.js';

/** POST /api/agent/config: logo and LINE links of the agent. */
export const getAgentConfig = (agentCode: string) => apiCall(CALLS.agent.config, { body: { agent_code: agentCode } });

export const agentConfigQueryOptions = (agentCode: string) =>
  queryOptions({
    queryKey: ['agent', 'config', agentCode] as const,
    queryFn: () => getAgentConfig(agentCode),
    // The agent's logo and links change rarely: one call per visit is enough.
    staleTime: 5 * 60_000,
  });

export function useAgentConfig() {
  return useQuery(agentConfigQueryOptions(useAgentCode()));
}
