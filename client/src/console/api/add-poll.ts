import { useMutation } from '@tanstack/react-query';
import { consoleCalls } from '#shared/api/agent-console.js';
import type { PollInput } from '#shared/api/poll.js';
import { useAfterWrite } from './after-write.js';
import { consoleCall } from './console-client.js';
import { agentConsoleKeys } from './keys.js';

/** POST /agent/polls: a new poll, opened and closed by its own times. */
export const addPoll = (body: PollInput) => consoleCall(consoleCalls.pollAdd, { body });

export function useAddPoll() {
  const afterWrite = useAfterWrite(agentConsoleKeys.polls());
  return useMutation({ mutationFn: addPoll, onSuccess: afterWrite });
}
