import { z } from 'zod';
import { ZThbWire } from '../money.js';
import { defineCall } from './call.js';
import { ZIsoDateTime, ZIsoDay, ZPage, zPaged } from './common.js';
import { ZCashbackRates } from './cashback.js';
import { ZAffiliateLevel } from './affiliate.js';

/**
 * The agent's side of the daily jobs (docs/decisions/0034, 0035): the rates
 * (a change applies from the next day's run, never to a day already
 * measured), each run's report, and the affiliate report with the flagged
 * sign-ups.
 */
export const DAILY_JOBS = ['turnover_cashback', 'loss_refund', 'affiliate_commission', 'poll_close'] as const;
export type DailyJob = (typeof DAILY_JOBS)[number];

const percent = (message: string) =>
  z.number({ error: message }).min(0, { error: message }).max(100, { error: message }).refine((v) => Math.round(v * 1000) === v * 1000, {
    error: 'อัตราระบุทศนิยมได้ไม่เกิน 3 ตำแหน่ง',
  });
const thb = (message: string) => z.number({ error: message }).min(0, { error: message }).refine((v) => Math.round(v * 100) === v * 100, { error: message });

export const ZCashbackSettingsInput = z.object({
  turnover_rate: percent('อัตราคืนยอดเล่นต้องอยู่ระหว่าง 0 ถึง 100').optional(),
  loss_rate: percent('อัตราคืนยอดเสียต้องอยู่ระหว่าง 0 ถึง 100').optional(),
  min_loss: thb('ยอดเสียขั้นต่ำไม่ถูกต้อง').optional(),
  max_refund: thb('เงินคืนสูงสุดไม่ถูกต้อง').optional(),
  affiliate_rates: z.array(percent('อัตราค่าคอมต้องอยู่ระหว่าง 0 ถึง 100')).length(3, { error: 'ต้องระบุอัตรา 3 ระดับ' }).optional(),
  affiliate_min_redeem: thb('ยอดถอนค่าคอมขั้นต่ำไม่ถูกต้อง').optional(),
});
export type CashbackSettingsInput = z.input<typeof ZCashbackSettingsInput>;

export const ZDailySettings = ZCashbackRates.extend({
  affiliate_rates: z.array(z.number()),
  affiliate_min_redeem: ZThbWire,
  /** the first Bangkok day these rates measure */
  effective_from: ZIsoDay,
  /** rates already scheduled for a later day, when the agent changed them today */
  pending: z.object({ effective_from: ZIsoDay }).nullable(),
});
export type DailySettings = z.infer<typeof ZDailySettings>;

export const ZDailyRun = z.object({
  id: z.number().int(),
  job: z.enum(DAILY_JOBS),
  day: ZIsoDay,
  members: z.number().int().min(0),
  paid: z.number().int().min(0),
  total: ZThbWire,
  failures: z.number().int().min(0),
  started_at: ZIsoDateTime,
  finished_at: ZIsoDateTime.nullable(),
});
export type DailyRun = z.infer<typeof ZDailyRun>;

export const ZFlaggedSignup = z.object({
  username: z.string(),
  referrer: z.string(),
  /** why: the bank account or phone it shares with the upline */
  reason: z.string(),
  level: ZAffiliateLevel,
  registered_at: ZIsoDateTime,
});

export const ZAffiliateReport = z.object({
  top: z.array(
    z.object({
      username: z.string(),
      level1: z.number().int(),
      level2: z.number().int(),
      level3: z.number().int(),
      earned: ZThbWire,
      balance: ZThbWire,
    }),
  ),
  flagged: z.array(ZFlaggedSignup),
});
export type AffiliateReport = z.infer<typeof ZAffiliateReport>;

export const dailyOperatorCalls = {
  dailySettings: defineCall({
    method: 'GET',
    path: '/operator/daily/settings',
    access: 'agent',
    summary: { th: 'อัตราคืนยอดเล่น คืนยอดเสีย และค่าคอมแนะนำเพื่อน', en: 'Cashback, loss refund and affiliate rates in force' },
    data: ZDailySettings,
    errors: [],
  }),
  dailySettingsSet: defineCall({
    method: 'POST',
    path: '/operator/daily/settings',
    access: 'agent',
    summary: { th: 'เปลี่ยนอัตรา (มีผลกับวันถัดไป)', en: 'Change the rates (from tomorrow’s activity on)' },
    body: ZCashbackSettingsInput,
    data: ZDailySettings,
    errors: [],
  }),
  dailyRuns: defineCall({
    method: 'GET',
    path: '/operator/daily/runs',
    access: 'agent',
    summary: { th: 'รายงานงานประจำวัน: จ่ายกี่คน ยอดรวม ล้มเหลว', en: "The daily jobs' runs: members paid, total, failures" },
    query: z.object({ page: ZPage }),
    data: zPaged(ZDailyRun),
    errors: [],
  }),
  affiliateReport: defineCall({
    method: 'GET',
    path: '/operator/affiliate/report',
    access: 'agent',
    summary: { th: 'รายงานแนะนำเพื่อน และการสมัครที่ถูกทำเครื่องหมาย', en: 'Top referrers and flagged sign-ups' },
    data: ZAffiliateReport,
    errors: [],
  }),
};

