import type { providerTableCalls } from '#shared/api/provider-tables.js';
import type { soothCalls } from '#shared/api/sooth.js';
import type { Ctx } from '../context.js';
import type { Handlers } from '../http/mount.js';
import { providerOf } from '../http/provider-auth.js';
import { reportHand } from './hands.js';
import { openShoe, revealShoe } from './shoes.js';
import { soothBaccarat, soothDetail } from './sooth.js';
import { soothShoe } from './sooth-shoe.js';

/** A provider's live tables reporting their shoes and hands: each call is keyed by the provider that signed it. */
export function providerTableHandlers(ctx: Ctx): Handlers<typeof providerTableCalls> {
  return {
    shoeOpen: ({ body, res }) => openShoe(ctx, providerOf(res), body),
    hand: ({ body, res }) => reportHand(ctx, providerOf(res), body),
    shoeReveal: ({ body, res }) => revealShoe(ctx, providerOf(res), body),
  };
}

/** The formula page: anyone may read it. */
export function soothHandlers(ctx: Ctx): Handlers<typeof soothCalls> {
  return {
    baccarat: () => soothBaccarat(ctx),
    detail: ({ body }) => soothDetail(ctx, body.table_id),
    shoe: ({ body }) => soothShoe(ctx, body.table_id, body.shoe_id),
  };
}
