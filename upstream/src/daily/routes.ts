import type { dailyOperatorCalls } from '#shared/api/daily-operator.js';
import type { Ctx } from '../context.js';
import type { Handlers } from '../http/mount.js';
import { affiliateReport } from '../affiliate/report.js';
import { dailySettings, setDailySettings } from './rates.js';
import { dailyRuns } from './runs.js';

/** The agent's side of the daily jobs: the rates (a change applies from tomorrow), the runs, the affiliate report. */
export function dailyOperatorHandlers(ctx: Ctx): Handlers<typeof dailyOperatorCalls> {
  return {
    dailySettings: () => dailySettings(ctx),
    dailySettingsSet: ({ body }) => setDailySettings(ctx, body),
    dailyRuns: ({ query }) => dailyRuns(ctx, query.page),
    affiliateReport: () => affiliateReport(ctx),
  };
}
