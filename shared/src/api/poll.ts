import { z } from 'zod';
import { ErrorCode } from '../errors.js';
import { ZThbWire } from '../money.js';
import { defineCall } from './call.js';
import { zBodyInt, ZIsoDateTime, zQueryInt } from './common.js';

/**
 * Live polls (docs/domain.md "Cashback, refunds, affiliate, polls"; docs/decisions/0036). A poll has a question,
 * choices, an image and open and close times. A vote spends one quota of
 * the Bangkok day: 1 free, plus 1 per full 300 THB deposited that day.
 * When the poll closes, the choice with the most votes wins (every choice
 * tied at the top wins) and the prize is shared per winning vote, in one
 * transaction of ledger entries; nobody picks the winner by hand.
 */
export const POLL_STATUSES = ['scheduled', 'open', 'closed'] as const;
export type PollStatus = (typeof POLL_STATUSES)[number];

export const ZPollChoice = z.object({
  id: z.number().int(),
  label: z.string(),
  image: z.string().nullable(),
});
export type PollChoice = z.infer<typeof ZPollChoice>;

export const ZPoll = z.object({
  id: z.number().int(),
  title: z.string(),
  question: z.string(),
  description: z.string().nullable(),
  image: z.string().nullable(),
  choices: z.array(ZPollChoice),
  opens_at: ZIsoDateTime,
  closes_at: ZIsoDateTime,
  status: z.enum(POLL_STATUSES),
  /** shared by the winning votes after the close, THB */
  prize: ZThbWire,
  /** after the close: the choices with the most votes */
  winning_choice_ids: z.array(z.number().int()),
});
export type Poll = z.infer<typeof ZPoll>;

export const ZPollQuery = z.object({
  poll_id: zQueryInt('รหัสโพลไม่ถูกต้อง').optional(),
  agent_id: zQueryInt('รหัสเอเย่นต์ไม่ถูกต้อง').optional(),
});
export const ZPollIdQuery = z.object({ poll_id: zQueryInt('รหัสโพลไม่ถูกต้อง'), agent_id: zQueryInt('รหัสเอเย่นต์ไม่ถูกต้อง').optional() });

/** GET /api/poll/config: the poll asked for, or the current one (open, else the next, else the latest closed). */
export const ZPollConfig = z.object({ poll: ZPoll });
export type PollConfig = z.infer<typeof ZPollConfig>;

/** GET /api/poll/stats; also the `poll:<id>` topic's `stats` and the `poll:stats` event. */
export const ZPollStats = z.object({
  poll_id: z.number().int(),
  status: z.enum(POLL_STATUSES),
  total_votes: z.number().int().min(0),
  choices: z.array(z.object({ choice_id: z.number().int(), votes: z.number().int().min(0) })),
  /** the latest vote counted, to tell a newer snapshot from an older one */
  version: z.number().int().min(0),
});
export type PollStats = z.infer<typeof ZPollStats>;

/** GET /api/poll/quota/get; also the topic's `quota` and the `poll:quota` event (to that member only). */
export const ZPollQuota = z.object({
  /** the Bangkok day the quota is for */
  day: z.string(),
  free: z.number().int().min(0),
  /** THB per extra vote */
  per_deposit: ZThbWire,
  deposit_today: ZThbWire,
  earned: z.number().int().min(0),
  used: z.number().int().min(0),
  left: z.number().int().min(0),
  /** THB more to deposit today for the next vote */
  deposit_to_next: ZThbWire,
});
export type PollQuota = z.infer<typeof ZPollQuota>;

export const ZPollQuotaCheck = z.object({
  can_vote: z.boolean(),
  /** why not, in Thai; null when the member can vote */
  reason: z.string().nullable(),
  quota: ZPollQuota,
});
export type PollQuotaCheck = z.infer<typeof ZPollQuotaCheck>;

export const ZPollWinners = z.object({
  poll_id: z.number().int(),
  status: z.enum(POLL_STATUSES),
  winning_choice_ids: z.array(z.number().int()),
  prize: ZThbWire,
  winning_votes: z.number().int().min(0),
  winners: z.array(
    z.object({
      /** masked: 089****999 */
      name: z.string(),
      votes: z.number().int().min(1),
      amount: ZThbWire,
    }),
  ),
  settled_at: ZIsoDateTime.nullable(),
});
export type PollWinners = z.infer<typeof ZPollWinners>;

export const ZPollSubmitRequest = z.object({
  poll_id: zBodyInt('กรุณาเลือกโพล'),
  choice_id: zBodyInt('กรุณาเลือกคำตอบ'),
});
export type PollSubmitRequest = z.input<typeof ZPollSubmitRequest>;

export const ZPollVote = z.object({
  vote: z.object({ id: z.number().int(), poll_id: z.number().int(), choice_id: z.number().int(), created_at: ZIsoDateTime }),
  stats: ZPollStats,
  quota: ZPollQuota,
});
export type PollVote = z.infer<typeof ZPollVote>;

export const pollCalls = {
  config: defineCall({
    method: 'GET',
    path: '/api/poll/config',
    access: 'visitor',
    summary: { th: 'โพล: คำถาม ตัวเลือก เวลาเปิดปิด และรางวัล', en: 'A poll (or the current one): question, choices, times and prize' },
    query: ZPollQuery,
    data: ZPollConfig,
    errors: [ErrorCode.POLL_NOT_FOUND],
  }),
  stats: defineCall({
    method: 'GET',
    path: '/api/poll/stats',
    access: 'visitor',
    summary: { th: 'ผลโหวตของโพลตอนนี้', en: "A poll's votes per choice" },
    query: ZPollIdQuery,
    data: ZPollStats,
    errors: [ErrorCode.POLL_NOT_FOUND],
  }),
  winners: defineCall({
    method: 'GET',
    path: '/api/poll/winners',
    access: 'visitor',
    summary: { th: 'ผู้โชคดีของโพลที่ปิดแล้ว (ชื่อปกปิดบางส่วน)', en: "A closed poll's winners, names masked, with their share" },
    query: ZPollIdQuery,
    data: ZPollWinners,
    errors: [ErrorCode.POLL_NOT_FOUND],
  }),
  quotaGet: defineCall({
    method: 'GET',
    path: '/api/poll/quota/get',
    access: 'member',
    summary: { th: 'สิทธิ์โหวตของวันนี้', en: "The member's votes for today: free, earned by deposits, used, left" },
    query: ZPollQuery,
    data: ZPollQuota,
    errors: [],
  }),
  quotaCheck: defineCall({
    method: 'GET',
    path: '/api/poll/quota/check',
    access: 'member',
    summary: { th: 'ตรวจว่าโหวตโพลนี้ได้หรือไม่', en: 'Whether the member may vote in this poll now, and why not' },
    query: ZPollIdQuery,
    data: ZPollQuotaCheck,
    errors: [ErrorCode.POLL_NOT_FOUND],
  }),
  submit: defineCall({
    method: 'POST',
    path: '/api/poll/submit',
    access: 'member',
    summary: { th: 'โหวต (ใช้สิทธิ์ 1 ครั้ง)', en: 'Vote: spends one of the day’s votes' },
    // A lost answer and a second tap must not spend a second vote.
    idempotent: true,
    body: ZPollSubmitRequest,
    data: ZPollVote,
    errors: [ErrorCode.POLL_NOT_FOUND, ErrorCode.POLL_NOT_OPEN, ErrorCode.POLL_CHOICE_NOT_FOUND, ErrorCode.POLL_NO_QUOTA, ErrorCode.SELF_EXCLUDED],
  }),
};

// ---- the agent's polls ---------------------------------------------------------------

export const ZOperatorPoll = ZPoll.extend({ stats: ZPollStats, settled_at: ZIsoDateTime.nullable() });
export type OperatorPoll = z.infer<typeof ZOperatorPoll>;

const ZText = (message: string, max: number) => z.string({ error: message }).trim().min(1, { error: message }).max(max, { error: 'ข้อความยาวเกินไป' });
const ZImage = z.string().trim().max(300, { error: 'ที่อยู่รูปยาวเกินไป' }).nullable().default(null);

/** A new poll: 2 to 8 choices, closes after it opens; the prize is THB shared by the winning votes. */
export const ZPollInput = z.object({
  title: ZText('กรุณาระบุชื่อโพล', 100),
  question: ZText('กรุณาระบุคำถาม', 300),
  description: z.string().trim().max(1000, { error: 'รายละเอียดยาวเกินไป' }).nullable().default(null),
  image: ZImage,
  choices: z
    .array(z.object({ label: ZText('กรุณาระบุตัวเลือก', 100), image: ZImage }), { error: 'กรุณาระบุตัวเลือก' })
    .min(2, { error: 'โพลต้องมีอย่างน้อย 2 ตัวเลือก' })
    .max(8, { error: 'โพลมีได้ไม่เกิน 8 ตัวเลือก' }),
  opens_at: z.iso.datetime({ offset: true, error: 'เวลาเปิดโพลไม่ถูกต้อง' }),
  closes_at: z.iso.datetime({ offset: true, error: 'เวลาปิดโพลไม่ถูกต้อง' }),
  prize: z.number({ error: 'รางวัลต้องเป็นตัวเลข' }).min(0, { error: 'รางวัลต้องไม่ติดลบ' }).refine((v) => Math.round(v * 100) === v * 100, { error: 'รางวัลมีทศนิยมได้ไม่เกิน 2 ตำแหน่ง' }),
});
export type PollInput = z.input<typeof ZPollInput>;
export const ZPollIdParams = z.object({ id: zQueryInt('รหัสโพลไม่ถูกต้อง') });
export const ZOperatorPollResponse = z.object({ poll: ZOperatorPoll });

export const pollOperatorCalls = {
  polls: defineCall({
    method: 'GET',
    path: '/operator/polls',
    access: 'agent',
    summary: { th: 'โพลทั้งหมดพร้อมผลโหวต', en: 'Every poll with its votes' },
    data: z.array(ZOperatorPoll),
    errors: [],
  }),
  pollAdd: defineCall({
    method: 'POST',
    path: '/operator/polls',
    access: 'agent',
    summary: { th: 'สร้างโพล (ตั้งเวลาเปิดปิด)', en: 'Create a poll, scheduled by its open and close times' },
    body: ZPollInput,
    data: ZOperatorPollResponse,
    errors: [],
  }),
  pollClose: defineCall({
    method: 'POST',
    path: '/operator/polls/:id/close',
    access: 'agent',
    summary: { th: 'ปิดโพลก่อนเวลา แล้วแบ่งรางวัลทันที', en: 'Close a poll early and share its prize now' },
    params: ZPollIdParams,
    data: ZOperatorPollResponse,
    errors: [ErrorCode.POLL_NOT_FOUND, ErrorCode.POLL_NOT_OPEN],
  }),
};
