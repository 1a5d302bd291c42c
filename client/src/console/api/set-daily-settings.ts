import { useMutation, useQueryClient } from '@tanstack/react-query';
import { consoleCalls } from '#shared/api/agent-console.js';
import type { CashbackSettingsInput } from '#shared/api/daily-operator.js';
import { useAfterWrite } from './after-write.js';
import { consoleCall } from './console-client.js';
import { agentConsoleKeys } from './keys.js';

/** POST /agent/daily/settings: new rates, measured from tomorrow's activity on (today keeps its rates). */
export const setDailySettings = (body: CashbackSettingsInput) => consoleCall(consoleCalls.dailySettingsSet, { body });

export function useSetDailySettings() {
  const queryClient = useQueryClient();
  const afterWrite = useAfterWrite();
  return useMutation({
    mutationFn: setDailySettings,
    // The answer is the settings as they now stand: shown at once, then the audit is read again.
    onSuccess: (settings) => {
      queryClient.setQueryData(agentConsoleKeys.dailySettings(), settings);
      return afterWrite();
    },
  });
}
