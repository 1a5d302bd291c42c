import type { bankTransferCalls } from '#shared/api/bank-transfers.js';
import type { Ctx } from '../../context.js';
import type { Handlers } from '../../http/mount.js';
import { feedTransfers } from './feed.js';
import { bankTransfers, matchTransfer } from './match.js';

/** The statement feed and the agent's matching, behind the agent key. */
export function bankTransferHandlers(ctx: Ctx): Handlers<typeof bankTransferCalls> {
  return {
    bankTransfersFeed: ({ body }) => feedTransfers(ctx, body.transfers),
    bankTransferList: ({ query }) => bankTransfers(ctx, query.status),
    bankTransferMatch: ({ params, body }) => matchTransfer(ctx, params.id, body.username),
  };
}
