import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { consoleCalls } from '#shared/api/agent-console.js';
import type { ResetLinkRequest } from '#shared/api/operator.js';
import { consoleCall, agentRetry } from './console-client.js';
import { agentConsoleKeys } from './keys.js';

/** POST /agent/reset_link { username }: a one-time `/forgot?token=…` for a member checked over LINE. */
export const issueResetLink = (body: ResetLinkRequest) => consoleCall(consoleCalls.resetLink, { body });

export const useIssueResetLink = () => useMutation({ mutationFn: issueResetLink });

/** GET /agent/sms_outbox: demo mode's reset codes (empty with a real SMS gateway or outside demo mode). */
export const smsOutboxQueryOptions = () =>
  queryOptions({
    queryKey: [...agentConsoleKeys.all, 'sms-outbox'] as const,
    retry: agentRetry,
    queryFn: () => consoleCall(consoleCalls.smsOutbox),
    // A member waiting for their code reads it off the agent: fresh enough without a socket.
    refetchInterval: 5_000,
  });

export const useSmsOutbox = () => useQuery(smsOutboxQueryOptions());
