import { z } from 'zod';
import { ErrorCode } from '../errors.js';
import { isThbAmount, ZThbWire } from '../money.js';
import { defineCall } from './call.js';
import { zBodyInt, ZIsoDateTime, zQueryInt } from './common.js';
import { QUEST_METRICS, QUEST_PERIODS, QUEST_REWARDS, ZQuestReward } from './quest.js';

/**
 * The agent's side of quests (docs/decisions/0033). A quest's rule (metric,
 * period, target, reward) is fixed once it is created: a member who finished
 * it can never see the target move under them. The agent edits the words,
 * the quota, the end and the order, switches a quest off, or adds a new one.
 */
export const ZOperatorQuest = z.object({
  id: z.number().int(),
  event_id: z.number().int().nullable(),
  title: z.string(),
  description: z.string().nullable(),
  metric: z.enum(QUEST_METRICS),
  period: z.enum(QUEST_PERIODS),
  /** THB for deposit_total and lotto_turnover, a count for yeekee_shots, days for login_streak */
  target: ZThbWire,
  reward: ZQuestReward,
  quota: z.number().int().nullable(),
  starts_at: ZIsoDateTime,
  ends_at: ZIsoDateTime.nullable(),
  enabled: z.boolean(),
  sort: z.number().int(),
  /** redeems so far, every period */
  claims: z.number().int().min(0),
});
export type OperatorQuest = z.infer<typeof ZOperatorQuest>;

const ZPositiveAmount = (message: string) =>
  z.number({ error: message }).positive({ error: message }).refine(isThbAmount, { error: 'ระบุทศนิยมได้ไม่เกิน 2 ตำแหน่ง' });
const ZQuota = z.number({ error: 'จำนวนสิทธิ์ต่อรอบไม่ถูกต้อง' }).int({ error: 'จำนวนสิทธิ์ต่อรอบไม่ถูกต้อง' }).positive({ error: 'จำนวนสิทธิ์ต่อรอบไม่ถูกต้อง' }).nullable();
const ZTitle = z.string({ error: 'กรุณาระบุชื่อภารกิจ' }).trim().min(1, { error: 'กรุณาระบุชื่อภารกิจ' }).max(100, { error: 'ชื่อภารกิจยาวเกินไป' });
const ZDescription = z.string().trim().max(500, { error: 'รายละเอียดยาวเกินไป' }).nullable();
const ZInstant = z.iso.datetime({ offset: true, error: 'วันเวลาต้องอยู่ในรูปแบบ ISO 8601 พร้อมเขตเวลา' });

/**
 * A new quest. `target` and `reward.value` are THB for money (deposit_total,
 * lotto_turnover; credit) and whole counts otherwise: the upstream refuses a
 * fraction where a count is meant. `starts_at` defaults to the start of today (Bangkok).
 */
export const ZQuestInput = z.object({
  title: ZTitle,
  description: ZDescription.default(null),
  metric: z.enum(QUEST_METRICS, { error: 'ประเภทภารกิจไม่ถูกต้อง' }),
  period: z.enum(QUEST_PERIODS, { error: 'รอบของภารกิจไม่ถูกต้อง' }),
  target: ZPositiveAmount('เป้าหมายต้องมากกว่า 0'),
  reward: z.object({
    type: z.enum(QUEST_REWARDS, { error: 'ประเภทรางวัลไม่ถูกต้อง' }),
    value: ZPositiveAmount('มูลค่ารางวัลต้องมากกว่า 0'),
  }),
  quota: ZQuota.default(null),
  event_id: zBodyInt('กิจกรรมไม่ถูกต้อง').nullable().default(null),
  starts_at: ZInstant.optional(),
  ends_at: ZInstant.nullable().default(null),
  enabled: z.boolean().default(true),
  sort: z.number().int().default(0),
});
export type QuestInput = z.input<typeof ZQuestInput>;

/** An edit: only the fields given change; the rule stays (switch off and add a new quest to change it). */
export const ZQuestEdit = z.object({
  title: ZTitle.optional(),
  description: ZDescription.optional(),
  quota: ZQuota.optional(),
  ends_at: ZInstant.nullable().optional(),
  enabled: z.boolean().optional(),
  sort: z.number().int().optional(),
});
export type QuestEdit = z.input<typeof ZQuestEdit>;

export const ZQuestIdParams = z.object({ id: zQueryInt('รหัสภารกิจไม่ถูกต้อง') });
export const ZOperatorQuestResponse = z.object({ quest: ZOperatorQuest });
export type OperatorQuestResponse = z.infer<typeof ZOperatorQuestResponse>;

export const questOperatorCalls = {
  quests: defineCall({
    method: 'GET',
    path: '/operator/quests',
    access: 'agent',
    summary: { th: 'ภารกิจทั้งหมด รวมที่ปิดอยู่ พร้อมจำนวนที่รับรางวัลแล้ว', en: 'Every quest, switched-off ones too, with its redeem count' },
    data: z.array(ZOperatorQuest),
    errors: [],
  }),
  questAdd: defineCall({
    method: 'POST',
    path: '/operator/quests',
    access: 'agent',
    summary: { th: 'เพิ่มภารกิจ', en: 'Add a quest' },
    body: ZQuestInput,
    data: ZOperatorQuestResponse,
    errors: [],
  }),
  questEdit: defineCall({
    method: 'POST',
    path: '/operator/quests/:id',
    access: 'agent',
    summary: { th: 'แก้ไขหรือปิดภารกิจ (เงื่อนไขและรางวัลแก้ไม่ได้)', en: 'Edit or switch off a quest (its rule and reward stay)' },
    params: ZQuestIdParams,
    body: ZQuestEdit,
    data: ZOperatorQuestResponse,
    errors: [ErrorCode.QUEST_NOT_FOUND],
  }),
};
