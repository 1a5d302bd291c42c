import { useMutation } from '@tanstack/react-query';
import { consoleCalls } from '#shared/api/agent-console.js';
import type { QuestEdit } from '#shared/api/quest-operator.js';
import { useAfterWrite } from './after-write.js';
import { consoleCall } from './console-client.js';
import { agentConsoleKeys } from './keys.js';

/** POST /agent/quests/:id: the words, quota, end, order or `enabled` (the rule stays). */
export const editQuest = ({ id, ...body }: { id: number } & QuestEdit) => consoleCall(consoleCalls.questEdit, { params: { id }, body });

export function useEditQuest() {
  const afterWrite = useAfterWrite(agentConsoleKeys.quests());
  return useMutation({ mutationFn: editQuest, onSuccess: afterWrite });
}
