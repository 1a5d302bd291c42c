/**
 * Ids and counts sent as something other than a JSON integer (decision 0027):
 * each body must be refused with VALIDATION and change nothing, at the upstream
 * and through the gateway. `ok`, the same call with integers, is accepted (send it
 * after the refusals, it changes things), so the refusals are about the types alone.
 */
import { API } from '#shared/api/paths.js';

export interface LooseIntegerCase {
  path: string;
  /** moves money: sent with an Idempotency-Key */
  keyed: boolean;
  ok?: Record<string, unknown>;
  loose: Record<string, unknown>[];
}

/** `promotionId` and `channelId` are read from the running server (the seed's first ones). */
export function looseIntegerCases(promotionId: number, channelId: number): LooseIntegerCase[] {
  const amount = 500;
  return [
    {
      path: API.promotion.accept,
      keyed: false,
      ok: { promotion_id: promotionId },
      loose: [
        { promotion_id: true },
        { promotion_id: [promotionId] },
        { promotion_id: String(promotionId) },
        { promotion_id: `${promotionId}e0` },
        { promotion_id: promotionId + 0.5 },
        { promotion_id: { id: promotionId } },
      ],
    },
    {
      path: API.payment.generateQr,
      keyed: true,
      ok: { channel_id: channelId, amount },
      loose: [
        { channel_id: true, amount },
        { channel_id: String(channelId), amount },
        { channel_id: [channelId], amount },
        { channel_id: channelId, amount, sub_channel_id: '1' },
        { channel_id: channelId, amount, sub_channel_id: true },
      ],
    },
    {
      path: API.lotto.billValidate,
      keyed: false,
      loose: [
        { round_id: '1', items: [{ bet_type: '3top', number: '123', amount: 10 }] },
        { round_id: true, items: [{ bet_type: '3top', number: '123', amount: 10 }] },
        { round_id: 1, agent_id: '1', items: [{ bet_type: '3top', number: '123', amount: 10 }] },
      ],
    },
    {
      path: API.member.limitsUpdate,
      keyed: false,
      // last: the time-out it sets stops the other calls
      ok: { timeout_hours: 24 },
      loose: [
        { timeout_hours: '1e2' },
        { timeout_hours: '100' },
        { timeout_hours: true },
        { timeout_hours: [100] },
        { self_exclude_days: '365' },
        { self_exclude_days: [365] },
        { self_exclude_days: '0x16d' },
      ],
    },
  ];
}
