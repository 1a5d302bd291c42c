import { useMutation } from '@tanstack/react-query';
import { consoleCalls } from '#shared/api/agent-console.js';
import { useAfterWrite } from './after-write.js';
import { consoleCall } from './console-client.js';
import { agentConsoleKeys } from './keys.js';

/** POST /agent/polls/:id/close: closes an open poll now; its prize is shared among the winning votes at once. */
export const closePoll = (id: number) => consoleCall(consoleCalls.pollClose, { params: { id } });

export function useClosePoll() {
  const afterWrite = useAfterWrite(agentConsoleKeys.polls());
  return useMutation({ mutationFn: closePoll, onSuccess: afterWrite });
}
