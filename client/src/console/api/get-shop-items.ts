import { queryOptions, useQuery } from '@tanstack/react-query';
import { consoleCalls } from '#shared/api/agent-console.js';
import { consoleCall, agentRetry } from './console-client.js';
import { agentConsoleKeys } from './keys.js';

/** GET /agent/redemption/items: every point-shop item, switched-off ones too. */
export const getShopItems = () => consoleCall(consoleCalls.redemptionItems);

export const shopItemsQueryOptions = () =>
  queryOptions({ queryKey: agentConsoleKeys.shopItems(), retry: agentRetry, queryFn: getShopItems });

export const useShopItems = () => useQuery(shopItemsQueryOptions());
