import { z } from 'zod';
import { ErrorCode } from '../errors.js';
import { isThbAmount, ZThbWire } from '../money.js';
import { defineCall } from './call.js';
import { zBodyInt, ZIsoDateTime, ZLogSeq, zQueryInt } from './common.js';
import { ZFreeSpinOffer } from './free-spin-offer.js';
import { ZWalletsResponse } from './member.js';
import { ZClaimDecisionRequest } from './redemption.js';

/**
 * The fortune wheel (docs/domain.md "Promotions, coupons, quests, points, wheel"; docs/decisions/0030). A spin costs a free
 * spin (`spin`, tab 1) or points (`spin_v2`, tab 2); the prize is
 * `shared/src/wheel/fair.ts` of the member's committed server seed, client
 * seed and nonce, so every spin can be recomputed once the seed is revealed.
 */
export const WHEEL_PRIZE_KINDS = ['credit_bonus', 'credit_main', 'points', 'free_spin', 'nothing', 'item'] as const;
export type WheelPrizeKind = (typeof WHEEL_PRIZE_KINDS)[number];

export const ZWheelPrize = z.object({
  id: z.number().int(),
  /** the segment on the wheel, 0 first, clockwise */
  segment: z.number().int().min(0),
  name: z.string(),
  kind: z.enum(WHEEL_PRIZE_KINDS),
  /** THB for credit kinds, whole points, whole spins, 0 for nothing and items */
  value: ZThbWire,
  /** the published integer weight and weight / total */
  weight: z.number().int().min(0),
  probability: z.number().min(0).max(1),
  /** an item is delivered by the agent after `POST /api/wheel/reward` */
  needs_claim: z.boolean(),
  /** game free spins the prize grants as well (alone, with kind `nothing`); null: none */
  free_spin_offer: ZFreeSpinOffer.nullable(),
});
export type WheelPrize = z.infer<typeof ZWheelPrize>;

export const ZWheelSetting = z.object({
  /** the prize table version the member's current seed spins with */
  table_version: z.number().int(),
  /** points one spin on tab 2 costs */
  spin_cost_points: z.number().int().min(1),
  /** the expected credit of one spin in THB (credit prizes only) */
  expected_value: z.number(),
  total_weight: z.number().int(),
});
export type WheelSetting = z.infer<typeof ZWheelSetting>;

export const ZWheelConfig = z.object({ configs: ZWheelSetting, prizes: z.array(ZWheelPrize) });
export type WheelConfig = z.infer<typeof ZWheelConfig>;

export const ZWheelConfigV2 = z.object({
  setting: ZWheelSetting,
  prizes: z.array(ZWheelPrize),
  /** the member's free spins */
  free_spins: z.number().int().min(0),
  /** THB deposited in a Bangkok day per free spin earned */
  free_spin_deposit: ZThbWire,
  /** item prizes won and not claimed yet, oldest first */
  unclaimed: z.array(z.object({ spin_id: z.number().int(), prize: ZWheelPrize, created_at: ZIsoDateTime })),
});
export type WheelConfigV2 = z.infer<typeof ZWheelConfigV2>;

export const ZWheelBoardEntry = z.object({
  id: z.number().int(),
  /** the winner's username, masked (089****999) */
  name: z.string(),
  prize: z.string(),
  kind: z.enum(WHEEL_PRIZE_KINDS),
  value: ZThbWire,
  created_at: ZIsoDateTime,
});
export type WheelBoardEntry = z.infer<typeof ZWheelBoardEntry>;
export const ZWheelBoard = z.object({ items: z.array(ZWheelBoardEntry) });
export type WheelBoard = z.infer<typeof ZWheelBoard>;

export const WHEEL_CLAIM_STATUSES = ['none', 'pending', 'claimed'] as const;

export const ZWheelSpin = z.object({
  spin_id: z.number().int(),
  prize: ZWheelPrize,
  /** the segment the wheel stops on (= prize.segment) */
  segment: z.number().int().min(0),
  paid_with: z.enum(['free_spin', 'points']),
  cost: z.number().int(),
  server_seed_hash: z.string(),
  client_seed: z.string(),
  nonce: z.number().int().min(0),
  table_version: z.number().int(),
  claim_status: z.enum(WHEEL_CLAIM_STATUSES),
  free_spins: z.number().int().min(0),
  wallets: ZWalletsResponse,
  created_at: ZIsoDateTime,
});
export type WheelSpin = z.infer<typeof ZWheelSpin>;

export const ZWheelRewardRequest = z.object({
  spin_id: zBodyInt('กรุณาเลือกรางวัลที่จะกดรับ', { max: 2_147_483_647 }),
});
export type WheelRewardRequest = z.input<typeof ZWheelRewardRequest>;

export const ZClientSeed = z
  .string({ error: 'กรุณากรอก client seed' })
  .trim()
  .min(1, { error: 'กรุณากรอก client seed' })
  .max(64, { error: 'client seed ยาวได้ไม่เกิน 64 ตัวอักษร' })
  .regex(/^[\x21-\x7e]+$/, { error: 'client seed ใช้ได้เฉพาะตัวอักษรอังกฤษ ตัวเลข และเครื่องหมาย' });

export const ZWheelSeedRequest = z
  .object({
    client_seed: ZClientSeed.optional(),
    /** reveal the current server seed and commit a new one */
    rotate: z.boolean({ error: 'rotate ต้องเป็น true หรือ false' }).optional(),
  })
  .refine((body) => body.client_seed !== undefined || body.rotate === true, { error: 'กรุณากรอก client seed หรือเลือกเปลี่ยน seed' });
export type WheelSeedRequest = z.input<typeof ZWheelSeedRequest>;

export const ZWheelRevealedSeed = z.object({
  server_seed: z.string(),
  server_seed_hash: z.string(),
  client_seed: z.string(),
  table_version: z.number().int(),
  /** the table the seed spun with: enough to recompute every spin below */
  prizes: z.array(ZWheelPrize),
  spins: z.array(z.object({ spin_id: z.number().int(), nonce: z.number().int(), prize_id: z.number().int(), created_at: ZIsoDateTime })),
  revealed_at: ZIsoDateTime,
  /** the seed's entry in the public log of commitments (null: committed before the log existed) */
  log_seq: ZLogSeq,
});
export type WheelRevealedSeed = z.infer<typeof ZWheelRevealedSeed>;

export const ZWheelSeedState = z.object({
  server_seed_hash: z.string(),
  client_seed: z.string(),
  /** the nonce the next spin uses */
  nonce: z.number().int().min(0),
  table_version: z.number().int(),
  /** the committed seed's entry in the public log of commitments */
  log_seq: ZLogSeq,
  /** the member's latest revealed seeds, newest first */
  revealed: z.array(ZWheelRevealedSeed),
});
export type WheelSeedState = z.infer<typeof ZWheelSeedState>;

const SPIN_ERRORS = [ErrorCode.PLAY_TIMEOUT, ErrorCode.SELF_EXCLUDED] as const;

// ---- the calls ---------------------------------------------------------------------

export const wheelCalls = {
  config: defineCall({
    method: 'GET',
    path: '/api/wheel/config',
    access: 'visitor',
    summary: { th: 'รางวัลและความน่าจะเป็นของวงล้อ', en: 'The wheel’s prizes with their published weights and probabilities' },
    data: ZWheelConfig,
    errors: [],
  }),
  configV2: defineCall({
    method: 'GET',
    path: '/api/wheel/config_v2',
    access: 'member',
    summary: { th: 'วงล้อของสมาชิก: รางวัล ค่าหมุนด้วยแต้ม และสิทธิ์หมุนฟรี', en: 'The member’s wheel: prizes, points cost and free spins' },
    data: ZWheelConfigV2,
    errors: [],
  }),
  board: defineCall({
    method: 'GET',
    path: '/api/wheel/board',
    access: 'visitor',
    summary: { th: 'ผู้โชคดีล่าสุดจากวงล้อ', en: 'Latest wheel wins, names masked' },
    data: ZWheelBoard,
    errors: [],
  }),
  spin: defineCall({
    method: 'POST',
    path: '/api/wheel/spin',
    access: 'member',
    summary: { th: 'หมุนวงล้อด้วยสิทธิ์หมุนฟรี', en: 'Spin the wheel with a free spin' },
    data: ZWheelSpin,
    moneyMoving: true,
    errors: [ErrorCode.WHEEL_NO_FREE_SPIN, ...SPIN_ERRORS],
  }),
  spinV2: defineCall({
    method: 'POST',
    path: '/api/wheel/spin_v2',
    access: 'member',
    summary: { th: 'หมุนวงล้อด้วยแต้ม', en: 'Spin the wheel with points' },
    data: ZWheelSpin,
    moneyMoving: true,
    errors: [ErrorCode.WHEEL_NOT_ENOUGH_POINTS, ...SPIN_ERRORS],
  }),
  reward: defineCall({
    method: 'POST',
    path: '/api/wheel/reward',
    access: 'member',
    summary: { th: 'กดรับรางวัลสิ่งของจากวงล้อ', en: 'Claim a wheel prize that needs a claim (an item)' },
    body: ZWheelRewardRequest,
    data: ZWheelSpin,
    moneyMoving: true,
    errors: [ErrorCode.WHEEL_REWARD_NOT_FOUND, ErrorCode.WHEEL_REWARD_CLAIMED],
  }),
  seed: defineCall({
    method: 'GET',
    path: '/api/wheel/seed',
    access: 'member',
    summary: { th: 'seed ของวงล้อ: hash ที่ผูกไว้ client seed nonce และ seed ที่เปิดเผยแล้ว', en: 'The wheel seeds: committed hash, client seed, nonce and revealed seeds with their spins' },
    data: ZWheelSeedState,
    errors: [],
  }),
  seedSet: defineCall({
    method: 'POST',
    path: '/api/wheel/seed',
    access: 'member',
    summary: { th: 'ตั้ง client seed หรือเปลี่ยน seed (เปิดเผย server seed เดิม)', en: 'Set the client seed and/or rotate: reveals the old server seed, commits a new one' },
    body: ZWheelSeedRequest,
    data: ZWheelSeedState,
    errors: [],
  }),
};

// ---- published prize tables and the agent's new table ------------------------------

/** A published prize table: versions are never edited, a change is a new version. */
export const ZWheelTable = z.object({
  version: z.number().int(),
  spin_cost_points: z.number().int().min(1),
  total_weight: z.number().int(),
  /** the expected credit of one spin in THB */
  expected_value: z.number(),
  prizes: z.array(ZWheelPrize),
  /** when it was published: it applies from each member's next seed */
  created_at: ZIsoDateTime,
});
export type WheelTable = z.infer<typeof ZWheelTable>;
export const ZWheelTables = z.object({ tables: z.array(ZWheelTable) });
export type WheelTables = z.infer<typeof ZWheelTables>;

const ZPrizeValue = z
  .number({ error: 'มูลค่ารางวัลต้องเป็นตัวเลข' })
  .min(0, { error: 'มูลค่ารางวัลต้องไม่ติดลบ' })
  .refine(isThbAmount, { error: 'มูลค่ารางวัลมีทศนิยมได้ไม่เกิน 2 ตำแหน่ง' });

/**
 * A new table, segments in order. `value`: THB for credit kinds, whole points
 * or spins for those kinds, 0 for nothing and items (the upstream refuses a
 * fraction where a count is meant, and a credit or points prize of 0).
 */
export const ZWheelTableInput = z.object({
  spin_cost_points: zBodyInt('แต้มต่อการหมุนต้องเป็นจำนวนเต็มตั้งแต่ 1', { max: 1_000_000 }),
  prizes: z
    .array(
      z.object({
        name: z.string({ error: 'กรุณาระบุชื่อรางวัล' }).trim().min(1, { error: 'กรุณาระบุชื่อรางวัล' }).max(40, { error: 'ชื่อรางวัลยาวเกินไป' }),
        kind: z.enum(WHEEL_PRIZE_KINDS, { error: 'ประเภทรางวัลไม่ถูกต้อง' }),
        value: ZPrizeValue,
        weight: zBodyInt('น้ำหนักต้องเป็นจำนวนเต็มตั้งแต่ 0', { min: 0, max: 1_000_000 }),
        /** a free-spin offer (docs/decisions/0039) the prize grants as well */
        free_spin_offer_id: zBodyInt('ข้อเสนอฟรีสปินไม่ถูกต้อง').nullable().optional(),
      }),
      { error: 'กรุณาระบุรางวัล' },
    )
    .min(2, { error: 'วงล้อต้องมีอย่างน้อย 2 ช่อง' })
    .max(12, { error: 'วงล้อมีได้ไม่เกิน 12 ช่อง' })
    .refine((prizes) => prizes.some((prize) => prize.weight > 0), { error: 'ต้องมีอย่างน้อยหนึ่งรางวัลที่มีน้ำหนักมากกว่า 0' }),
});
export type WheelTableInput = z.input<typeof ZWheelTableInput>;
export const ZWheelTableResponse = z.object({ table: ZWheelTable });
export type WheelTableResponse = z.infer<typeof ZWheelTableResponse>;

export const wheelTableCalls = {
  tables: defineCall({
    method: 'GET',
    path: '/api/wheel/tables',
    access: 'visitor',
    summary: { th: 'ตารางรางวัลวงล้อทุกฉบับที่เคยประกาศ พร้อมวันที่', en: 'Every published wheel prize table, newest first, with its date' },
    data: ZWheelTables,
    errors: [],
  }),
};

// ---- item prizes the agent sends ---------------------------------------------------

/** `claimed`: the member pressed กดรับรางวัล, the goods wait to be sent; `delivered`: the agent sent them. */
export const WHEEL_DELIVERY_STATUSES = ['claimed', 'delivered'] as const;
export type WheelDeliveryStatus = (typeof WHEEL_DELIVERY_STATUSES)[number];

export const ZWheelClaimsQuery = z.object({
  status: z.enum(WHEEL_DELIVERY_STATUSES, { error: 'สถานะไม่ถูกต้อง' }).default('claimed'),
});
export type WheelClaimsQuery = z.input<typeof ZWheelClaimsQuery>;

/** The agent's view of a claimed item prize: who to send it to. */
export const ZWheelClaim = z.object({
  spin_id: z.number().int(),
  username: z.string(),
  full_name: z.string(),
  /** the prize's name */
  prize: z.string(),
  claimed_at: ZIsoDateTime,
  /** null until the agent marks it sent */
  delivered_at: ZIsoDateTime.nullable(),
  note: z.string().nullable(),
});
export type WheelClaim = z.infer<typeof ZWheelClaim>;

export const ZWheelClaimParams = z.object({ id: zQueryInt('รหัสรายการไม่ถูกต้อง') });
export const ZWheelClaimDeliverRequest = ZClaimDecisionRequest;
export type WheelClaimDeliverRequest = z.input<typeof ZWheelClaimDeliverRequest>;
export const ZWheelClaimDecision = z.object({ claim: ZWheelClaim });
export type WheelClaimDecision = z.infer<typeof ZWheelClaimDecision>;

export const wheelOperatorCalls = {
  wheelTableAdd: defineCall({
    method: 'POST',
    path: '/operator/wheel/tables',
    access: 'agent',
    summary: { th: 'ประกาศตารางรางวัลวงล้อฉบับใหม่ (มีผลตั้งแต่ seed ถัดไปของสมาชิกแต่ละคน)', en: 'Publish a new wheel prize table (applies from each member’s next seed)' },
    body: ZWheelTableInput,
    data: ZWheelTableResponse,
    errors: [],
  }),
  wheelClaims: defineCall({
    method: 'GET',
    path: '/operator/wheel/claims',
    access: 'agent',
    summary: { th: 'ของรางวัลจากวงล้อที่สมาชิกกดรับแล้ว (รอจัดส่ง หรือส่งแล้ว)', en: 'Claimed wheel item prizes by status (waiting to be sent by default), oldest first' },
    query: ZWheelClaimsQuery,
    data: z.array(ZWheelClaim),
    errors: [],
  }),
  wheelClaimDeliver: defineCall({
    method: 'POST',
    path: '/operator/wheel/claims/:id/deliver',
    access: 'agent',
    summary: { th: 'ยืนยันว่าส่งของรางวัลจากวงล้อแล้ว', en: 'Mark a claimed wheel item prize sent (once)' },
    params: ZWheelClaimParams,
    body: ZWheelClaimDeliverRequest,
    data: ZWheelClaimDecision,
    errors: [ErrorCode.WHEEL_REWARD_NOT_FOUND, ErrorCode.WHEEL_CLAIM_DELIVERED],
  }),
};
