/**
 * A member sends a slip (docs/decisions/0082), in three steps so no
 * transaction is held open while a service answers (SQLite has one writer):
 *
 * 1. Claim the transfer reference: the slip's row, unique by `trans_ref`,
 *    in a short transaction. A slip sent before answers as it stands to the
 *    member who sent it (the same slip twice at once credits once), and is
 *    refused to anyone else.
 * 2. Ask the verification service, outside any transaction.
 * 3. Decide, in one transaction with the ledger (decide-slip.ts).
 */
import type { MemberSlip } from '#shared/api/payment-slips.js';
import { AppError } from '#shared/envelope.js';
import { ErrorCode } from '#shared/errors.js';
import { processLogger } from '#server-kit/observability/logger.js';
import type { Ctx } from '../../context.js';
import { inTransaction } from '../../db/transaction.js';
import { requireOwnDeposit } from '../deposits.js';
import { pendingDeposit } from '../service.js';
import { decideCheckedSlip } from './decide-slip.js';
import { slipById, slipByRef, toMemberSlip } from './slip-rows.js';
import type { SlipCheck, SlipQr } from './slip-types.js';
import { UNAVAILABLE } from './verifiers/reading.js';

export interface SentSlip {
  qr: SlipQr;
  source: 'image' | 'qr';
  /** the uploaded file, kept for the agent's console */
  image?: { type: string; bytes: Buffer };
  /** the pending deposit the member sent it for; else their latest pending one, if any */
  depositRef?: string;
}

export async function sendSlip(ctx: Ctx, memberId: number, sent: SentSlip): Promise<MemberSlip> {
  const now = ctx.clock.now();
  const deposit = sent.depositRef === undefined ? await pendingDeposit(ctx, memberId, now) : await requireOwnDeposit(ctx, memberId, sent.depositRef);
  const slipId = await claim(ctx, memberId, sent, deposit?.id ?? null, now);
  if (slipId === undefined) return answerRepeat(ctx, memberId, sent.qr.transRef);
  const verifier = ctx.settings.slipVerifier;
  const check = verifier ? await ask(verifier, sent.qr) : null;
  await decideCheckedSlip(ctx, slipId, check, verifier?.name ?? null);
  return toMemberSlip((await slipById(ctx, slipId))!, ctx.clock.now());
}

/** The new slip's id, or undefined when its reference was claimed before. */
async function claim(ctx: Ctx, memberId: number, sent: SentSlip, depositId: number | null, now: number): Promise<number | undefined> {
  return inTransaction(ctx.db, async () => {
    const row = await ctx.db
      .insertInto('slips')
      .values({
        trans_ref: sent.qr.transRef,
        member_id: memberId,
        deposit_id: depositId,
        source: sent.source,
        payload: sent.qr.payload,
        sending_bank: sent.qr.sendingBank,
        status: 'checking',
        created_at: now,
      })
      .onConflict((conflict) => conflict.column('trans_ref').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!row) return undefined;
    if (sent.image) await ctx.db.insertInto('slip_images').values({ slip_id: row.id, content_type: sent.image.type, bytes: sent.image.bytes }).execute();
    return row.id;
  });
}

async function answerRepeat(ctx: Ctx, memberId: number, transRef: string): Promise<MemberSlip> {
  const first = await slipByRef(ctx, transRef);
  if (!first || first.member_id !== memberId) throw new AppError(ErrorCode.SLIP_USED);
  return toMemberSlip(first, ctx.clock.now());
}

/** The service's answer; an adapter that throws (a bug, not a fault it knows) reads as unavailable. */
async function ask(verifier: NonNullable<Ctx['settings']['slipVerifier']>, qr: SlipQr): Promise<SlipCheck> {
  try {
    return await verifier.check(qr);
  } catch (error) {
    processLogger('upstream').error({ err: error, service: verifier.name }, 'slip verification failed');
    return { outcome: 'unavailable', message: UNAVAILABLE.serviceDown, raw: { error: String(error) } };
  }
}
