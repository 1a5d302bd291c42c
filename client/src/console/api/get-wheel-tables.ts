import { queryOptions, useQuery } from '@tanstack/react-query';
import { CALLS } from '#shared/api/registry.js';
import { apiCall } from '#client/lib/api-client.js';
import { agentRetry } from './console-client.js';
import { agentConsoleKeys } from './keys.js';

/**
 * GET /api/wheel/tables: every published prize table, newest first. A public
 * call, so it goes through the member's client (no agent key on an /api call);
 * a 401 there would be about a member's session, never the console's.
 */
export const getWheelTables = () => apiCall(CALLS.wheel.tables, { skipAuthRedirect: true });

export const wheelTablesQueryOptions = () =>
  queryOptions({ queryKey: agentConsoleKeys.wheelTables(), retry: agentRetry, queryFn: getWheelTables });

export const useWheelTables = () => useQuery(wheelTablesQueryOptions());
