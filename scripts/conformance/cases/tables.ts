/**
 * Live baccarat tables and the formula page (docs/decisions/0040). The sooth
 * reads are a visitor's: the detail reads the kit's own table when it opened
 * one, else the first table listed, else an unknown table is refused.
 *
 * The table reports are signed as `--provider-code` (skipped without it).
 * With `--writes` the kit opens a shoe of a table of its own (a code unique
 * to the run, so it is shown on the formula page), committed from a real
 * shuffle, reports its first hand as dealt from that shoe, and reveals it:
 * the site re-deals it and finds the hand. Without it, a hand and a reveal
 * for a table never opened are refused and the open is skipped.
 */
import { randomBytes } from 'node:crypto';
import { CALLS } from '#shared/api/registry.js';
import { dealShoe, shoeCommitment, shoeOrder, verifyShoe } from '#shared/games/baccarat/index.js';
import { defineCase, requireProvider, Skip, type CaseContext } from '../case.js';
import { checkLogEntry } from '../log-entry.js';
import { lobby, UNKNOWN_ID } from '../world.js';

const runId = `kit-${Date.now().toString(36)}`;
const UNKNOWN = 'conformance-kit-unknown';

interface KitShoe {
  table_code: string;
  shoe_id: string;
  server_seed: string;
  salt: string;
  commitment: string;
  first: { player_cards: string[]; banker_cards: string[] };
  /** the site's id of the kit's table, once the open was taken */
  tableId?: number;
}

/** The kit's shoe: one per run, its order a real shuffle, so the site's reveal check is the real one. */
function kitShoe(ctx: CaseContext): Promise<KitShoe> {
  return ctx.memo('kitShoe', async () => {
    const server_seed = randomBytes(32).toString('hex');
    const salt = randomBytes(16).toString('hex');
    const shoe_id = `${runId}-shoe-1`;
    const order = shoeOrder(server_seed, shoe_id);
    const hand = dealShoe(order)[0]!;
    return {
      table_code: runId,
      shoe_id,
      server_seed,
      salt,
      commitment: shoeCommitment(salt, order),
      first: { player_cards: hand.playerCards, banker_cards: hand.bankerCards },
    };
  });
}

async function openedShoe(ctx: CaseContext): Promise<KitShoe | undefined> {
  if (!ctx.writes) return undefined;
  const shoe = await kitShoe(ctx);
  if (shoe.tableId === undefined) throw new Skip('the kit’s shoe was not opened (see providerTables.shoeOpen)');
  return shoe;
}

export const providerTableCases = {
  shoeOpen: defineCase(CALLS.providerTables.shoeOpen, async (ctx) => {
    requireProvider(ctx);
    if (!ctx.writes) return { kind: 'skip', why: 'needs --writes: it opens a table of the kit’s own, shown on the formula page' };
    // The signature's timestamp is the upstream's clock.
    await lobby(ctx);
    const shoe = await kitShoe(ctx);
    return {
      kind: 'success',
      request: { body: { table_code: shoe.table_code, table_name: 'โต๊ะทดสอบของชุดตรวจ', shoe_id: shoe.shoe_id, commitment: shoe.commitment } },
      note: `table ${shoe.table_code}`,
      onData: ({ table_id }) => {
        shoe.tableId = table_id;
      },
    };
  }),
  hand: defineCase(CALLS.providerTables.hand, async (ctx) => {
    requireProvider(ctx);
    await lobby(ctx);
    const shoe = await openedShoe(ctx);
    if (!shoe) {
      const body = { table_code: UNKNOWN, shoe_id: UNKNOWN, hand_no: 1, player_cards: ['9S', 'TH'], banker_cards: ['TS', 'TD'] };
      return { kind: 'refusal', request: { body }, because: 'a table never opened' };
    }
    return { kind: 'success', request: { body: { table_code: shoe.table_code, shoe_id: shoe.shoe_id, hand_no: 1, ...shoe.first } }, note: 'the shoe’s first hand' };
  }),
  shoeReveal: defineCase(CALLS.providerTables.shoeReveal, async (ctx) => {
    requireProvider(ctx);
    await lobby(ctx);
    const shoe = await openedShoe(ctx);
    if (!shoe) {
      const body = { table_code: UNKNOWN, shoe_id: UNKNOWN, server_seed: 'x'.repeat(16), salt: 'x'.repeat(8) };
      return { kind: 'refusal', request: { body }, because: 'a table never opened' };
    }
    const { table_code, shoe_id, server_seed, salt } = shoe;
    return {
      kind: 'success',
      request: { body: { table_code, shoe_id, server_seed, salt } },
      note: 'the site re-deals the shoe',
      onData: ({ verified }) => (verified ? undefined : 'answered verified: false'),
    };
  }),
};

export const soothCases = {
  baccarat: defineCase(CALLS.sooth.baccarat, async () => ({ kind: 'success', request: {} })),
  detail: defineCase(CALLS.sooth.detail, async (ctx) => {
    const kit = ctx.writes && ctx.options.provider ? (await kitShoe(ctx)).tableId : undefined;
    const tableId = kit ?? (await ctx.data(CALLS.sooth.baccarat, {})).tables[0]?.table_id;
    if (tableId === undefined) return { kind: 'refusal', request: { body: { table_id: UNKNOWN_ID } }, because: 'a table that does not exist' };
    return { kind: 'success', request: { body: { table_id: tableId } }, note: kit === undefined ? 'the first table listed' : 'the kit’s table' };
  }),
  /** The kit's revealed shoe, else the first table's newest revealed shoe; the order must be the seed's shuffle and hash to the commitment. */
  shoe: defineCase(CALLS.sooth.shoe, async (ctx) => {
    const kit = ctx.writes && ctx.options.provider ? await kitShoe(ctx) : undefined;
    let target = kit?.tableId === undefined ? undefined : { table_id: kit.tableId, shoe_id: kit.shoe_id };
    if (!target) {
      const tableId = (await ctx.data(CALLS.sooth.baccarat, {})).tables[0]?.table_id;
      const revealed = tableId === undefined ? undefined : (await ctx.data(CALLS.sooth.detail, { body: { table_id: tableId } })).revealed_shoes[0];
      if (tableId === undefined) return { kind: 'refusal', request: { body: { table_id: UNKNOWN_ID, shoe_id: UNKNOWN } }, because: 'a table that does not exist' };
      // A shoe that ended is revealed; none yet: the table's current shoe, whose order must be refused.
      if (!revealed) {
        const current = (await ctx.data(CALLS.sooth.detail, { body: { table_id: tableId } })).table.shoe.shoe_id;
        return { kind: 'refusal', request: { body: { table_id: tableId, shoe_id: current } }, because: 'the shoe being dealt is not revealed' };
      }
      target = { table_id: tableId, shoe_id: revealed.shoe_id };
    }
    return {
      kind: 'success',
      request: { body: target },
      note: kit ? 'the kit’s revealed shoe' : 'the first table’s newest revealed shoe',
      // A wrong order is a failure of the call (judge.ts counts what onData throws), not a note.
      onData: async ({ cards, server_seed, shoe_id, salt, commitment, log_seq }) => {
        if (cards.join(',') !== shoeOrder(server_seed, shoe_id).join(',')) throw new Error('the order is not the published shuffle of the seed');
        if (!verifyShoe(commitment, salt, cards)) throw new Error('the order does not hash to the commitment');
        return `${cards.length} cards, the seed’s shuffle; ${await checkLogEntry(ctx, 'the shoe', log_seq, commitment)}`;
      },
    };
  }),
};
