import { useMutation } from '@tanstack/react-query';
import { consoleCalls } from '#shared/api/agent-console.js';
import type { WheelTableInput } from '#shared/api/wheel.js';
import { useAfterWrite } from './after-write.js';
import { consoleCall } from './console-client.js';
import { agentConsoleKeys } from './keys.js';

/** POST /agent/wheel/tables: publishes a new version (from each member's next seed; never edited). */
export const addWheelTable = (body: WheelTableInput) => consoleCall(consoleCalls.wheelTableAdd, { body });

export function useAddWheelTable() {
  const afterWrite = useAfterWrite(agentConsoleKeys.wheelTables());
  return useMutation({ mutationFn: addWheelTable, onSuccess: afterWrite });
}
