import type { gameCalls } from '#shared/api/games.js';
import type { providerWalletCalls } from '#shared/api/provider-wallet.js';
import type { Ctx } from '../context.js';
import type { Handlers } from '../http/mount.js';
import { carriesAgentKey } from '../http/operator-auth.js';
import { providerOf } from '../http/provider-auth.js';
import { gameLobby, listGames, lobbyConfig } from './catalogue.js';
import { creditBatch } from './credit-batch.js';
import { freeSpinCredits } from './free-spins.js';
import { gameDemo, gameLink, gameWallets } from './launch.js';
import { authenticate, sessionBalance } from './sessions.js';
import { credit, debit, rollback } from './transactions.js';

export function gameHandlers(ctx: Ctx): Handlers<typeof gameCalls> {
  return {
    list: ({ query }) => listGames(ctx, query),
    lobby: ({ member }) => gameLobby(ctx, member?.memberId),
    lobbyConfigs: async ({ query }) => ({ config: await lobbyConfig(ctx, query.lobby_key) }),
    wallets: ({ member, body }) => gameWallets(ctx, member.memberId, body),
    link: ({ member, body }) => gameLink(ctx, member.memberId, body),
    freeSpins: ({ member }) => freeSpinCredits(ctx, member.memberId),
    demo: ({ body }) => gameDemo(ctx, body),
  };
}

/** The provider wallet protocol: every call is keyed by the provider that signed it. */
export function providerWalletHandlers(ctx: Ctx): Handlers<typeof providerWalletCalls> {
  return {
    authenticate: ({ body, res }) => authenticate(ctx, providerOf(res), body.token),
    balance: ({ body, res }) => sessionBalance(ctx, providerOf(res), body.session),
    debit: ({ body, res }) => debit(ctx, providerOf(res), body),
    credit: ({ body, res }) => credit(ctx, providerOf(res), body),
    // The members paid, with their wallets, only for the site's own gateway: it sends the agent key.
    creditBatch: ({ body, req, res }) => creditBatch(ctx, providerOf(res), body, { forSite: carriesAgentKey(ctx.settings, req) }),
    rollback: ({ body, res }) => rollback(ctx, providerOf(res), body),
  };
}
