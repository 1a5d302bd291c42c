import { API } from '#shared/api/paths.js';
import type { DepositStatus } from '#shared/api/payment.js';
import type { PaymentSnapshot } from '#shared/live/events.js';
import { defineTopic } from '../topic.js';
import { sameValue } from './same-value.js';

/** A pending deposit is read this often (the demo confirms itself after a few seconds). */
export const PAYMENT_POLL_MS = 2_000;

const FINAL: ReadonlySet<DepositStatus> = new Set<DepositStatus>(['paid', 'expired', 'rejected']);
const PAYMENT_TOPIC = /^payment:([A-Z0-9]{6,32})$/;

type Params = { ref: string };

/**
 * The member's own deposit (`payment:<ref>`), read with the member's token, so
 * another member's ref is refused by the upstream (DEPOSIT_NOT_FOUND) in the
 * ack. The room holds the username too: two members never share a value, so a
 * snapshot is never handed to someone the upstream did not answer. Polled while
 * pending; once paid, expired or rejected it reads nothing more. `payment:status`
 * on each change; the live core refreshes the member's wallets when it turns paid.
 */
export const paymentLiveTopic = defineTopic<Params, PaymentSnapshot>({
  name: 'payment',
  match: (topic) => {
    const found = PAYMENT_TOPIC.exec(topic);
    return found ? { ref: found[1]! } : null;
  },
  memberOnly: true,
  room: ({ ref }, member) => paymentRoom(ref, member?.username ?? ''),
  fetch: (ctx) => ctx.call<PaymentSnapshot>('GET', `${API.payment.inquiryStatus}?${new URLSearchParams({ ref: ctx.params.ref }).toString()}`),
  poll: {
    intervalMs: (value) => (value && FINAL.has(value.status) ? Number.POSITIVE_INFINITY : PAYMENT_POLL_MS),
    diff: (prev, next) => (prev !== undefined && sameValue(prev, next) ? [] : [{ event: 'payment:status', data: next }]),
  },
});

export const paymentRoom = (ref: string, username: string) => `payment:${ref}:${username}`;

/** The member a payment room belongs to, or null for any other room. */
export function paymentRoomMember(room: string): string | null {
  const found = /^payment:[A-Z0-9]{6,32}:(.+)$/.exec(room);
  return found ? found[1]! : null;
}
