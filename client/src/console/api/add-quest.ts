import { useMutation } from '@tanstack/react-query';
import { consoleCalls } from '#shared/api/agent-console.js';
import type { QuestInput } from '#shared/api/quest-operator.js';
import { useAfterWrite } from './after-write.js';
import { consoleCall } from './console-client.js';
import { agentConsoleKeys } from './keys.js';

/** POST /agent/quests: a new quest; its rule (metric, period, target, reward) is fixed from now on. */
export const addQuest = (body: QuestInput) => consoleCall(consoleCalls.questAdd, { body });

export function useAddQuest() {
  const afterWrite = useAfterWrite(agentConsoleKeys.quests());
  return useMutation({ mutationFn: addQuest, onSuccess: afterWrite });
}
