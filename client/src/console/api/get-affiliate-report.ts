import { queryOptions, useQuery } from '@tanstack/react-query';
import { consoleCalls } from '#shared/api/agent-console.js';
import { consoleCall, agentRetry } from './console-client.js';
import { agentConsoleKeys } from './keys.js';

/** GET /agent/affiliate/report: the top referrers, and the sign-ups flagged for sharing a bank account or phone with their upline. */
export const getAffiliateReport = () => consoleCall(consoleCalls.affiliateReport);

export const affiliateReportQueryOptions = () =>
  queryOptions({ queryKey: agentConsoleKeys.affiliateReport(), retry: agentRetry, queryFn: getAffiliateReport });

export const useAffiliateReport = () => useQuery(affiliateReportQueryOptions());
