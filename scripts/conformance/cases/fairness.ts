/**
 * The public log of commitments (docs/decisions/0074): the first page must be
 * an unbroken hash chain from the genesis, recomputed here with the contract's
 * own recipe, and the head must not be older than the page.
 */
import { CALLS } from '@shared/api/registry.js';
import { COMMITMENT_PAGE_MAX } from '@shared/api/fairness.js';
import { checkChain } from '@shared/fairness/commitment-chain.js';
import { defineCase } from '../case.js';

export const fairnessCases = {
  commitments: defineCase(CALLS.fairness.commitments, async () => ({
    kind: 'success',
    request: { query: { after: 0, limit: COMMITMENT_PAGE_MAX } },
    onData: (data) => {
      const broken = checkChain(data.entries);
      if (broken) throw new Error(`the log's chain breaks at entry ${broken.seq} (${broken.problem})`);
      const last = data.entries.at(-1);
      if (last && data.head.seq < last.seq) throw new Error(`the head (${data.head.seq}) is older than the page's last entry (${last.seq})`);
      return `${data.entries.length} entries rechecked from the genesis`;
    },
  })),
};
