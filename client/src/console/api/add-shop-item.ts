import { useMutation } from '@tanstack/react-query';
import { consoleCalls } from '#shared/api/agent-console.js';
import type { RedemptionItemInput } from '#shared/api/redemption.js';
import { useAfterWrite } from './after-write.js';
import { consoleCall } from './console-client.js';
import { agentConsoleKeys } from './keys.js';

/** POST /agent/redemption/items: a new point-shop item. */
export const addShopItem = (body: RedemptionItemInput) => consoleCall(consoleCalls.redemptionItemAdd, { body });

export function useAddShopItem() {
  const afterWrite = useAfterWrite(agentConsoleKeys.shopItems());
  return useMutation({ mutationFn: addShopItem, onSuccess: afterWrite });
}
