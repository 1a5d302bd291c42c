/**
 * Lotto and yeekee calls. Reads pick their round from the lobby. Without
 * `--writes` a bill goes to a round that has its result and a shot to a
 * finished yeekee round (both refused); with it, the smallest bill is placed
 * on an open round that stays cancellable for an hour and then cancelled
 * (`billCancel`), and one shot goes into an open yeekee round.
 */
import { CALLS } from '#shared/api/registry.js';
import { ErrorCode } from '#shared/errors.js';
import { defineCase, requireSession } from '../case.js';
import { checkLogEntry } from '../log-entry.js';
import {
  anyRound,
  digits,
  openDrawRound,
  openYeekeeRound,
  resultedRound,
  smallBill,
  UNKNOWN_ID,
} from '../world.js';

/** What keeps a member from staking now, not a fault of the contract. */
const PLAY_NOT_NOW = [ErrorCode.INSUFFICIENT_BALANCE, ErrorCode.LIMIT_LOSS_DAILY, ErrorCode.PLAY_TIMEOUT, ErrorCode.SELF_EXCLUDED];

export const lottoCases = {
  lobby: defineCase(CALLS.lotto.lobby, async () => ({ kind: 'success', request: {} })),
  rounds: defineCase(CALLS.lotto.rounds, async (ctx) => ({
    kind: 'success',
    request: { query: { category_id: (await anyRound(ctx)).category.category_id } },
  })),
  round: defineCase(CALLS.lotto.round, async (ctx) => ({ kind: 'success', request: { query: { round_id: (await anyRound(ctx)).round.round_id } } })),
  result: defineCase(CALLS.lotto.result, async (ctx) => ({
    kind: 'success',
    request: { query: { round_id: (await resultedRound(ctx)).round.round_id } },
    // A seed shown points at its entry in the public log.
    onData: ({ round }) => (round.seed_hash ? checkLogEntry(ctx, `round ${round.round_id}`, round.log_seq, round.seed_hash) : 'no seed'),
  })),
  results: defineCase(CALLS.lotto.results, async () => ({ kind: 'success', request: { query: { page: 1 } } })),
  rule: defineCase(CALLS.lotto.rule, async (ctx) => ({
    kind: 'success',
    request: { query: { category_id: (await anyRound(ctx)).category.category_id } },
  })),
  rate: defineCase(CALLS.lotto.rate, async (ctx) => ({ kind: 'success', request: { query: { round_id: (await anyRound(ctx)).round.round_id } } })),
  rates: defineCase(CALLS.lotto.rates, async () => ({ kind: 'success', request: { query: {} } })),
  limit: defineCase(CALLS.lotto.limit, async (ctx) => ({ kind: 'success', request: { query: { round_id: (await anyRound(ctx)).round.round_id } } })),

  yeekeeList: defineCase(CALLS.lotto.yeekeeList, async () => ({ kind: 'success', request: { query: {} } })),
  yeekeeLists: defineCase(CALLS.lotto.yeekeeLists, async (ctx) => {
    const placed = await openYeekeeRound(ctx).catch(() => resultedRound(ctx, 'yeekee'));
    return { kind: 'success', request: { query: { round_id: placed.round.round_id, page: 1 } } };
  }),
  // A shot stakes nothing, but it is a real entry that moves the round's result: only with --writes.
  yeekeeShoot: defineCase(CALLS.lotto.yeekeeShoot, async (ctx) => {
    requireSession(ctx);
    if (!ctx.writes) {
      const finished = await resultedRound(ctx, 'yeekee');
      return { kind: 'refusal', request: { body: { round_id: finished.round.round_id, number: digits(5) } }, because: 'a round that has its result' };
    }
    const { round } = await openYeekeeRound(ctx);
    return {
      kind: 'success',
      request: { body: { round_id: round.round_id, number: digits(5) } },
      tolerate: [ErrorCode.SHOT_TOO_SOON, ErrorCode.ROUND_NOT_OPEN, ErrorCode.PLAY_TIMEOUT, ErrorCode.SELF_EXCLUDED],
      note: `into ${round.name}`,
    };
  }),

  // Pricing a bill changes nothing: it runs on an open round in every mode.
  billValidate: defineCase(CALLS.lotto.billValidate, async (ctx) => {
    requireSession(ctx);
    const placed = await openDrawRound(ctx).catch(() => openYeekeeRound(ctx));
    return { kind: 'success', request: { body: await smallBill(ctx, placed) } };
  }),
  billCreate: defineCase(CALLS.lotto.billCreate, async (ctx) => {
    requireSession(ctx);
    if (!ctx.writes) {
      const finished = await resultedRound(ctx);
      return { kind: 'refusal', request: { body: await smallBill(ctx, finished) }, because: 'a round that has its result' };
    }
    const placed = await openDrawRound(ctx);
    return {
      kind: 'success',
      request: { body: await smallBill(ctx, placed) },
      tolerate: PLAY_NOT_NOW,
      onData: (bill) => {
        ctx.state.billId = bill.bill_id;
        return bill.cancel_until === null ? `bill ${bill.bill_id} cannot be cancelled (cancel_until is null): its stake stays` : undefined;
      },
      note: `on ${placed.round.name}`,
    };
  }),
  billCancel: defineCase(CALLS.lotto.billCancel, async (ctx) => {
    requireSession(ctx);
    if (!ctx.writes) {
      // A settled bill can never be cancelled; a pending one might, so it is never touched here.
      const { bills } = await ctx.data(CALLS.lotto.billList, { query: { page: 1 } });
      const settled = bills.find((bill) => bill.status !== 'pending');
      if (settled) return { kind: 'refusal', request: { body: { bill_id: settled.bill_id } }, because: `bill ${settled.bill_id} is ${settled.status}` };
      return { kind: 'refusal', request: { body: { bill_id: UNKNOWN_ID } }, because: 'a bill that does not exist' };
    }
    let billId = ctx.state.billId;
    if (billId === undefined) billId = (await ctx.data(CALLS.lotto.billCreate, { body: await smallBill(ctx, await openDrawRound(ctx)) })).bill_id;
    return { kind: 'success', request: { body: { bill_id: billId } }, note: `bill ${billId} refunded` };
  }),
  billList: defineCase(CALLS.lotto.billList, async (ctx) => {
    requireSession(ctx);
    return { kind: 'success', request: { query: { page: 1 } } };
  }),
  billDetail: defineCase(CALLS.lotto.billDetail, async (ctx) => {
    requireSession(ctx);
    const billId = ctx.state.billId ?? (await ctx.data(CALLS.lotto.billList, { query: { page: 1 } })).bills[0]?.bill_id;
    if (billId === undefined) return { kind: 'refusal', request: { query: { bill_id: UNKNOWN_ID } }, because: 'the member has no bill to read' };
    return { kind: 'success', request: { query: { bill_id: billId } } };
  }),
};
