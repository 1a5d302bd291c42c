/** The daily jobs, in the order each day runs them. */
import { commissionJob } from '../affiliate/commission.js';
import { lossRefundJob } from '../cashback/loss.js';
import { turnoverCashbackJob } from '../cashback/turnover.js';
import { dailyJob, type DailyJobRunner } from './runner.js';

export const DAILY_JOB_LIST: readonly DailyJobRunner[] = [dailyJob(turnoverCashbackJob), dailyJob(lossRefundJob), dailyJob(commissionJob)];
