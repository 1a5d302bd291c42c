import { useMutation } from '@tanstack/react-query';
import { AGENT } from '@shared/api/paths.js';
import type { AgentBroadcastResponse, BroadcastRequest } from '@shared/api/operator.js';
import { agentRequest } from './agent-client.js';

/** POST /agent/broadcast: stored upstream and pushed live (`stored: false` when the upstream cannot store it). */
export const sendBroadcast = (body: BroadcastRequest) => agentRequest<AgentBroadcastResponse>(AGENT.broadcast, { body });

export const useSendBroadcast = () => useMutation({ mutationFn: sendBroadcast });
