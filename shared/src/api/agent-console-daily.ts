/**
 * The console's calls for the daily jobs and polls (decisions 0034 to 0036): rates, run
 * reports, the affiliate report, and polls. Each forwards its operator call
 * as it is; closing a poll early also pushes its topic and the winners'
 * wallets (the gateway's business).
 */
import { forwardedCall } from './agent-console-forward.js';
import { dailyOperatorCalls } from './daily-operator.js';
import { pollOperatorCalls } from './poll.js';

const { dailySettings, dailySettingsSet, dailyRuns, affiliateReport } = dailyOperatorCalls;
const { polls, pollAdd, pollClose } = pollOperatorCalls;

export const dailyConsoleCalls = {
  dailySettings: forwardedCall('/agent/daily/settings', dailySettings),
  dailySettingsSet: forwardedCall('/agent/daily/settings', dailySettingsSet),
  dailyRuns: forwardedCall('/agent/daily/runs', dailyRuns),
  affiliateReport: forwardedCall('/agent/affiliate/report', affiliateReport),
  polls: forwardedCall('/agent/polls', polls),
  pollAdd: forwardedCall('/agent/polls', pollAdd),
  pollClose: forwardedCall('/agent/polls/:id/close', pollClose),
};

/** Which operator call each daily console call forwards. */
export const DAILY_FORWARDS = {
  dailySettings,
  dailySettingsSet,
  dailyRuns,
  affiliateReport,
  polls,
  pollAdd,
  pollClose,
} as const satisfies Record<keyof typeof dailyConsoleCalls, unknown>;
