/**
 * The public log of commitments (docs/decisions/0074): the first page must be
 * an unbroken hash chain from the genesis, recomputed here with the contract's
 * own recipe, and the head must not be older than the page.
 */
import { createHash } from 'node:crypto';
import { CALLS } from '#shared/api/registry.js';
import { COMMITMENT_PAGE_MAX } from '#shared/api/fairness.js';
import { checkChain } from '#shared/fairness/commitment-chain.js';
import { defineCase, requireProvider } from '../case.js';
import { lobby } from '../world.js';

const runId = `kit-${Date.now().toString(36)}`;

export const fairnessCases = {
  /** Signed as `--provider-code`, with `--writes`: a football match of the kit's own run, logged once (the repeat is the judge's). */
  providerCommit: defineCase(CALLS.providerCommitments.commit, async (ctx) => {
    requireProvider(ctx);
    if (!ctx.writes) return { kind: 'skip', why: 'needs --writes: it appends an entry to the public log' };
    // The signature's timestamp is the upstream's clock.
    await lobby(ctx);
    const commitment = createHash('sha256').update(`${runId}-seed`).digest('hex');
    return {
      kind: 'success',
      request: { body: { kind: 'football_match' as const, subject: runId, commitment } },
      onData: async (data) => {
        const found = await ctx.data(CALLS.fairness.commitments, { query: { subject: data.subject } });
        const entry = found.entries[0];
        if (entry?.seq !== data.seq || entry.commitment !== commitment) throw new Error(`the log does not hold entry ${data.seq} for ${data.subject}`);
        return `entry ${data.seq}, ${data.subject}`;
      },
    };
  }),

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
