/**
 * The demo verifier: in demo mode the site's own slip generator stands in for
 * a bank. The rule is as small as can be: a demo transRef is `DEMO` followed by
 * random hex and encodes nothing; what the slip says (amount, receiver, time)
 * the generator registers under that ref, and the verifier "finds" a transfer
 * only through that register. Any other slip is refused, so a real bank's slip
 * never credits a demo wallet.
 */
import { randomBytes } from 'node:crypto';
import type { SlipParty, SlipVerifier } from '../slip-types.js';

export const DEMO_SLIP_REF_PREFIX = 'DEMO';

/** A fresh demo transRef: the prefix and 20 hex digits (80 random bits), 24 characters like a bank's ref. */
export function demoSlipRef(): string {
  return `${DEMO_SLIP_REF_PREFIX}${randomBytes(10).toString('hex').toUpperCase()}`;
}

/** What the demo slip generator put on a slip. */
export interface DemoSlipTransfer {
  /** satang */
  amount: number;
  /** epoch ms */
  paidAt: number;
  receiver: SlipParty;
  /** the generator names no sender unless it wants to */
  sender?: SlipParty;
}

/** The demo bank's register: in memory for tests, the database's demo_bank_transfers on a site. */
export type DemoSlipLookup = (transRef: string) => DemoSlipTransfer | undefined | Promise<DemoSlipTransfer | undefined>;

export const NOT_A_DEMO_SLIP = 'สลิปนี้ไม่ได้มาจากตัวสร้างสลิปทดลองของเว็บ';

const NOBODY: SlipParty = { bankCode: null, name: null, account: null, proxy: null };

export function demoSlipVerifier(lookup: DemoSlipLookup): SlipVerifier {
  return {
    name: 'demo',
    // async: an aborted signal rejects the promise, as the services' adapters do, rather than throwing at the call.
    async check(slip, { signal } = {}) {
      signal?.throwIfAborted();
      const registered = slip.transRef.startsWith(DEMO_SLIP_REF_PREFIX) ? await lookup(slip.transRef) : undefined;
      const raw = { demo: true, transRef: slip.transRef, registered: registered ?? null };
      if (!registered) return { outcome: 'refused', message: NOT_A_DEMO_SLIP, raw };
      const { amount, paidAt, receiver, sender = NOBODY } = registered;
      return { outcome: 'found', transfer: { transRef: slip.transRef, amount, paidAt, sender, receiver }, raw };
    },
  };
}
