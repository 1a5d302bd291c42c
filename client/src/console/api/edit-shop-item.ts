import { useMutation } from '@tanstack/react-query';
import { consoleCalls } from '#shared/api/agent-console.js';
import type { RedemptionItemEdit } from '#shared/api/redemption.js';
import { useAfterWrite } from './after-write.js';
import { consoleCall } from './console-client.js';
import { agentConsoleKeys } from './keys.js';

/** POST /agent/redemption/items/:id: only the fields given change; `enabled: false` switches it off. */
export const editShopItem = ({ id, ...body }: { id: number } & RedemptionItemEdit) =>
  consoleCall(consoleCalls.redemptionItemEdit, { params: { id }, body });

export function useEditShopItem() {
  const afterWrite = useAfterWrite(agentConsoleKeys.shopItems());
  return useMutation({ mutationFn: editShopItem, onSuccess: afterWrite });
}
