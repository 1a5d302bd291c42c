/**
 * Games (docs/decisions/0038). The catalogue reads take the first game (the
 * demo of the first game that has one); without `--writes` a link with a
 * wallet that is not the member's is refused; with it the kit's member gets
 * one real link (a launch token, no money moves).
 *
 * The provider wallet calls are signed as `--provider-code` (skipped
 * without it). With `--writes` the link above is for a game of that provider:
 * its token is exchanged for a session, then a bet of 0 THB, its win of 0 THB
 * closing the round, a credit batch (another bet of 0 THB closed by its line,
 * beside a line of a session never opened, which must be refused on its own;
 * the same batch sent again must answer the same) and a rollback of a debit
 * never sent (a tombstone) move nothing. Without it, an unknown token and an
 * unknown session are refused, and a batch naming an unknown session is
 * answered with that line refused.
 */
import type { Game } from '#shared/api/games.js';
import type { CreditBatchResponse } from '#shared/api/provider-wallet.js';
import { CALLS } from '#shared/api/registry.js';
import { ErrorCode } from '#shared/errors.js';
import { defineCase, requireProvider, requireSession, Skip, type CaseContext } from '../case.js';
import { lobby, UNKNOWN_ID } from '../world.js';

const UNKNOWN = 'conformance-kit-unknown';

async function games(ctx: CaseContext): Promise<Game[]> {
  return ctx.memo('games', async () => (await ctx.data(CALLS.game.list, { query: { limit: 200 } })).games);
}

/** The game the kit launches: one of the signing provider's when there is one, else the first. */
async function kitGame(ctx: CaseContext): Promise<Game> {
  const all = await games(ctx);
  const game = all.find((g) => g.provider_code === ctx.options.provider?.code) ?? all[0];
  if (!game) throw new Skip('the upstream lists no game');
  return game;
}

/** A member's wallet id the game may be played with (the main wallet first). */
async function playableWallet(ctx: CaseContext, game: Game): Promise<number> {
  const { wallets } = await ctx.data(CALLS.game.wallets, { body: { game_id: String(game.id), provider_id: String(game.provider_id) } });
  if (!wallets[0]) throw new Skip(`no wallet may play ${game.code}`);
  return wallets[0].id;
}

/** Ids unique to this run: the protocol keeps every transaction id it has seen. */
const runId = `kit-${Date.now().toString(36)}`;

function gameSession(ctx: CaseContext): { session: string; game_code: string } {
  const session = ctx.state.gameSession;
  if (!session) throw new Skip('no game session: needs --writes, a member and a game of the signing provider (see game.link)');
  return session;
}

/**
 * Judges a batch's answer line by line: one result per line, in order and by
 * its transaction id, each credited or refused (with a Thai message) as
 * expected; and no member named (the kit signs as a provider, which must never
 * see a username).
 */
function judgeLines(data: CreditBatchResponse, expected: readonly { transaction_id: string; credited: boolean }[]): string {
  if (data.members !== undefined) throw new Error('the answer to a provider names members: only the site’s own gateway may see them');
  if (data.results.length !== expected.length) throw new Error(`${data.results.length} results for ${expected.length} lines`);
  return data.results
    .map((result, i) => {
      const line = expected[i]!;
      if (result.transaction_id !== line.transaction_id) throw new Error(`result ${i + 1} is ${result.transaction_id}, not its line's ${line.transaction_id}`);
      if (line.credited && result.error !== ErrorCode.OK) throw new Error(`line ${i + 1} was refused: ${result.error}`);
      if (!line.credited && result.error === ErrorCode.OK) throw new Error(`line ${i + 1} (a session never opened) was credited`);
      if ('message' in result && !/[\u0E00-\u0E7F]/.test(result.message)) throw new Error(`line ${i + 1}'s refusal is not in Thai`);
      return line.credited ? `line ${i + 1} credited` : `line ${i + 1} refused (${result.error})`;
    })
    .join(', ');
}

export const gameCases = {
  list: defineCase(CALLS.game.list, async () => ({ kind: 'success', request: { query: { limit: 200 } } })),
  lobby: defineCase(CALLS.game.lobby, async () => ({ kind: 'success', request: {} })),
  lobbyConfigs: defineCase(CALLS.game.lobbyConfigs, async () => ({ kind: 'success', request: { query: { lobby_key: 'home' as const } } })),
  wallets: defineCase(CALLS.game.wallets, async (ctx) => {
    requireSession(ctx);
    const game = await kitGame(ctx);
    return { kind: 'success', request: { body: { game_id: String(game.id), provider_id: String(game.provider_id) } } };
  }),
  freeSpins: defineCase(CALLS.game.freeSpins, async (ctx) => {
    requireSession(ctx);
    return { kind: 'success', request: {} };
  }),
  demo: defineCase(CALLS.game.demo, async (ctx) => {
    const game = (await games(ctx)).find((g) => g.demo);
    if (!game) return { kind: 'refusal', request: { body: { game_id: UNKNOWN_ID, provider_id: UNKNOWN_ID } }, because: 'a game that does not exist' };
    return { kind: 'success', request: { body: { game_id: game.id, provider_id: game.provider_id, is_mobile: false } } };
  }),
  link: defineCase(CALLS.game.link, async (ctx) => {
    requireSession(ctx);
    const game = await kitGame(ctx);
    const refusal = {
      kind: 'refusal',
      request: { body: { game_id: game.id, provider_id: game.provider_id, wallet_id: UNKNOWN_ID } },
      because: 'a wallet that is not the member’s',
    } as const;
    if (!ctx.writes) return refusal;
    const walletId = await playableWallet(ctx, game);
    return {
      kind: 'success',
      request: { body: { game_id: game.id, provider_id: game.provider_id, wallet_id: walletId, is_mobile: false, source: 'conformance' } },
      note: `a launch of ${game.code}`,
      onData: async ({ link }) => {
        if (game.provider_code !== ctx.options.provider?.code) return undefined;
        const token = new URL(link, 'http://site.invalid').searchParams.get('token');
        if (!token) return 'the link carries no token';
        // The launch's token is exchanged here, so the protocol cases have a session to play with.
        await lobby(ctx);
        const auth = await ctx.data(CALLS.providerWallet.authenticate, { body: { token } });
        ctx.state.gameSession = { session: auth.session, game_code: auth.game_code };
        return 'its token exchanged for a game session';
      },
    };
  }),
};

export const providerWalletCases = {
  authenticate: defineCase(CALLS.providerWallet.authenticate, async (ctx) => {
    requireProvider(ctx);
    // The signature's timestamp is the upstream's clock.
    await lobby(ctx);
    // The kit's own launch token was spent by game.link's session: a spent or unknown token is refused alike.
    return { kind: 'refusal', request: { body: { token: UNKNOWN } }, because: 'a launch token never issued' };
  }),
  balance: defineCase(CALLS.providerWallet.balance, async (ctx) => {
    requireProvider(ctx);
    await lobby(ctx);
    if (!ctx.state.gameSession) return { kind: 'refusal', request: { body: { session: UNKNOWN } }, because: 'a session never opened' };
    return { kind: 'success', request: { body: { session: gameSession(ctx).session } } };
  }),
  debit: defineCase(CALLS.providerWallet.debit, async (ctx) => {
    requireProvider(ctx);
    await lobby(ctx);
    const body = { transaction_id: `${runId}-bet`, round_id: `${runId}-round`, amount: 0 };
    if (!ctx.state.gameSession) return { kind: 'refusal', request: { body: { ...body, session: UNKNOWN, game_code: UNKNOWN } }, because: 'a session never opened' };
    const { session, game_code } = gameSession(ctx);
    return { kind: 'success', request: { body: { ...body, session, game_code } }, note: 'a bet of 0 THB' };
  }),
  credit: defineCase(CALLS.providerWallet.credit, async (ctx) => {
    requireProvider(ctx);
    await lobby(ctx);
    const body = { transaction_id: `${runId}-win`, round_id: `${runId}-round`, amount: 0, round_closed: true };
    if (!ctx.state.gameSession) return { kind: 'refusal', request: { body: { ...body, session: UNKNOWN, game_code: UNKNOWN } }, because: 'a session never opened' };
    const { session, game_code } = gameSession(ctx);
    return { kind: 'success', request: { body: { ...body, session, game_code } }, note: 'a win of 0 THB closing the round' };
  }),
  creditBatch: defineCase(CALLS.providerWallet.creditBatch, async (ctx) => {
    requireProvider(ctx);
    await lobby(ctx);
    const stranger = { session: UNKNOWN, transaction_id: `${runId}-batch-stranger`, round_id: `${runId}-batch-round-2`, amount: 0 };
    if (!ctx.state.gameSession) {
      const request = { body: { game_code: UNKNOWN, lines: [stranger] } };
      const onData = (data: CreditBatchResponse) => judgeLines(data, [{ transaction_id: stranger.transaction_id, credited: false }]);
      return { kind: 'success', request, note: 'a session never opened: its line refused', onData };
    }
    const { session, game_code } = gameSession(ctx);
    const round = `${runId}-batch-round`;
    // A round of its own, opened by a bet of 0 THB, for the batch's line to close.
    await ctx.data(CALLS.providerWallet.debit, { body: { session, game_code, transaction_id: `${runId}-batch-bet`, round_id: round, amount: 0 } });
    const win = { session, transaction_id: `${runId}-batch-win`, round_id: round, amount: 0, round_closed: true };
    const request = { body: { game_code, lines: [win, stranger] } };
    return {
      kind: 'success',
      request,
      note: 'a win of 0 THB closing a round, beside a session never opened',
      onData: async (data) => {
        const lines = judgeLines(data, [
          { transaction_id: win.transaction_id, credited: true },
          { transaction_id: stranger.transaction_id, credited: false },
        ]);
        const again = await ctx.fetch(CALLS.providerWallet.creditBatch, request);
        if (JSON.stringify((again.json as { data?: unknown } | undefined)?.data) !== JSON.stringify(data)) throw new Error('the same batch sent again answered differently');
        return `${lines}; the same batch again answered the same`;
      },
    };
  }),
  rollback: defineCase(CALLS.providerWallet.rollback, async (ctx) => {
    requireProvider(ctx);
    await lobby(ctx);
    const body = { transaction_id: `${runId}-undo`, round_id: `${runId}-round-2`, rollback_transaction_id: `${runId}-never-sent` };
    if (!ctx.state.gameSession) return { kind: 'refusal', request: { body: { ...body, session: UNKNOWN } }, because: 'a session never opened' };
    return { kind: 'success', request: { body: { ...body, session: gameSession(ctx).session } }, note: 'a debit never sent: a tombstone' };
  }),
};
