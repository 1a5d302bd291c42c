import { queryOptions, useQuery } from '@tanstack/react-query';
import { API } from '@shared/api/paths.js';
import type { AgentConfigResponse } from '@shared/api/agent.js';
import { apiPost } from '../../../lib/api-client.js';
import { useAgentCode } from './agent-code.js';

/** POST /api/agent/config: logo and LINE links of the agent. */
export const getAgentConfig = (agentCode: string): Promise<AgentConfigResponse> =>
  apiPost<AgentConfigResponse>(API.agent.config, { agent_code: agentCode });

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
