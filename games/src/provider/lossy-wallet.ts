/**
 * Tests' way to the wallet (test-support.ts `site`): the real pool behind a
 * front that loses credits before they reach the wallet, or a debit's answer
 * after the wallet took it, and keeps every credit call's body.
 */
import type { SiteTransport } from './site-pool.js';

export interface LossyWallet {
  /** credits (single and batches): 'pass', or lost 'before' they reach the wallet */
  credits: 'pass' | 'before';
  /** debits: 'pass', or the wallet takes them and the answer is lost */
  debits: 'pass' | 'after';
  /** the credit calls' bodies, in order (single credits and batches) */
  readonly creditBodies: string[];
  /** the single credit calls' count (settlement sends batches only) */
  singleCredits: number;
  /** the front, for `startProvider(up, { site })` */
  site(transport: SiteTransport): SiteTransport;
}

export function lossyWallet(): LossyWallet {
  const wallet: LossyWallet = {
    credits: 'pass',
    debits: 'pass',
    creditBodies: [],
    singleCredits: 0,
    site: (transport) => ({
      async send(path, raw, headers) {
        if (path.endsWith('/provider/wallet/credit')) wallet.singleCredits += 1;
        if (path.endsWith('/provider/wallet/credit') || path.endsWith('/provider/wallet/credit_batch')) {
          wallet.creditBodies.push(raw);
          if (wallet.credits === 'before') throw new Error('connect ECONNREFUSED');
        }
        const answer = await transport.send(path, raw, headers);
        if (wallet.debits === 'after' && path.endsWith('/provider/wallet/debit')) throw new Error('other side closed');
        return answer;
      },
    }),
  };
  return wallet;
}
