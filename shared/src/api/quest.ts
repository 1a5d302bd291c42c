import { z } from 'zod';
import { ErrorCode } from '../errors.js';
import { ZThbWire } from '../money.js';
import { defineCall } from './call.js';
import { zBodyInt, ZIsoDateTime } from './common.js';
import { ZFreeSpinOffer } from './free-spin-offer.js';

/**
 * Quests (docs/domain.md "Promotions, coupons, quests, points, wheel"; docs/decisions/0032): a target on real activity, measured
 * from the ledger and the bills each time it is read (never a stored counter),
 * within a period, with a reward the member redeems once per period.
 */
export const QUEST_METRICS = ['deposit_total', 'lotto_turnover', 'yeekee_shots', 'login_streak'] as const;
export type QuestMetric = (typeof QUEST_METRICS)[number];

/** daily: a Bangkok day; weekly: an ISO week (Monday to Sunday, Bangkok); once: the quest's whole life. */
export const QUEST_PERIODS = ['daily', 'weekly', 'once'] as const;
export type QuestPeriod = (typeof QUEST_PERIODS)[number];

/** credit goes to the bonus wallet (ledger kind `quest`); points and free spins to their own ledgers. */
export const QUEST_REWARDS = ['credit', 'points', 'free_spins'] as const;
export type QuestReward = (typeof QUEST_REWARDS)[number];

export const ZQuestReward = z.object({
  type: z.enum(QUEST_REWARDS),
  /** THB for credit, whole points or spins otherwise */
  value: ZThbWire,
  /** game free spins granted with the reward; null: none */
  free_spin_offer: ZFreeSpinOffer.nullable(),
});

export const ZQuest = z.object({
  id: z.number().int(),
  /** the event it belongs to (redeemed with POST /api/event/quest), null for an everyday quest */
  event_id: z.number().int().nullable(),
  title: z.string(),
  description: z.string().nullable(),
  metric: z.enum(QUEST_METRICS),
  period: z.enum(QUEST_PERIODS),
  /** THB for deposit_total and lotto_turnover, a count for yeekee_shots, days for login_streak */
  target: ZThbWire,
  /** same unit as target; may pass it */
  progress: ZThbWire,
  completed: z.boolean(),
  /** redeemed in the current period */
  claimed: z.boolean(),
  reward: ZQuestReward,
  /** members who may redeem it per period; null: no limit */
  quota: z.number().int().nullable(),
  /** null when quota is null */
  quota_left: z.number().int().nullable(),
  /** when the current period (or the quest, if sooner) ends; null for a quest without an end */
  ends_at: ZIsoDateTime.nullable(),
});
export type Quest = z.infer<typeof ZQuest>;

export const ZQuestRedeemRequest = z.object({
  quest_id: zBodyInt('กรุณาเลือกภารกิจ'),
});
export type QuestRedeemRequest = z.input<typeof ZQuestRedeemRequest>;

export const ZEventQuestRequest = z.object({
  event_id: zBodyInt('กรุณาเลือกกิจกรรม'),
  quest_id: zBodyInt('กรุณาเลือกภารกิจ'),
});
export type EventQuestRequest = z.input<typeof ZEventQuestRequest>;

/** What a redeem answers: the claim, and the balance it touched after it. */
export const ZQuestClaim = z.object({
  id: z.number().int(),
  quest_id: z.number().int(),
  /** `d:2026-11-23`, `w:2026-11-23` (the week's Monday) or `once` */
  period_key: z.string(),
  reward: ZQuestReward,
  created_at: ZIsoDateTime,
});
export type QuestClaim = z.infer<typeof ZQuestClaim>;

const redeemErrors = [
  ErrorCode.QUEST_NOT_FOUND,
  ErrorCode.QUEST_NOT_COMPLETE,
  ErrorCode.QUEST_ALREADY_CLAIMED,
  ErrorCode.QUEST_QUOTA_USED,
  ErrorCode.SELF_EXCLUDED,
] as const;

// ---- the calls ---------------------------------------------------------------------

export const questCalls = {
  list: defineCall({
    method: 'GET',
    path: '/api/quest/list',
    access: 'member',
    summary: { th: 'ภารกิจของสมาชิก พร้อมความคืบหน้า เป้า และเวลาที่เหลือ', en: "The member's quests with progress, target and time left" },
    data: z.array(ZQuest),
    errors: [],
  }),
  redeem: defineCall({
    method: 'POST',
    path: '/api/quest/redeem',
    access: 'member',
    summary: { th: 'รับรางวัลภารกิจที่ทำครบ', en: 'Redeem the reward of a completed quest' },
    body: ZQuestRedeemRequest,
    data: ZQuestClaim,
    moneyMoving: true,
    errors: redeemErrors,
  }),
  eventQuest: defineCall({
    method: 'POST',
    path: '/api/event/quest',
    access: 'member',
    summary: { th: 'รับรางวัลภารกิจของกิจกรรม', en: "Redeem the reward of an event's quest" },
    body: ZEventQuestRequest,
    data: ZQuestClaim,
    moneyMoving: true,
    errors: redeemErrors,
  }),
} as const;
