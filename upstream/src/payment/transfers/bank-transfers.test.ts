import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BankTransfer, BankTransferMatch, BankTransfersResponse, IncomingTransfer } from '#shared/api/bank-transfers.js';
import { BANK_NUMBERS, maskAccountNo } from '#shared/banks.js';
import { API, OPERATOR } from '#shared/api/paths.js';
import { ErrorCode } from '#shared/errors.js';
import { balanceOf } from '../../test-support/lotto.js';
import { expectBooksBalance, pendingDeposit } from '../../test-support/money.js';
import { startUpstream, TEST_AGENT_KEY, type RegisteredMember, type TestUpstream } from '../../test-support/upstream.js';
import { TRANSFER_REASONS } from './feed.js';

const AGENT = { headers: { authorization: `Bearer ${TEST_AGENT_KEY}` } };
/** The seeded agent's KBank account. */
const SITE = { bank_code: BANK_NUMBERS.KBANK, account_no: '048-1-23456-7' };

let refs = 0;
const fromMember = (up: TestUpstream, member: RegisteredMember, amount: number, extra: Partial<IncomingTransfer> = {}): IncomingTransfer => ({
  reference: `FEED${String((refs += 1)).padStart(8, '0')}`,
  ...SITE,
  amount,
  paid_at: new Date(up.clock.now() - 60_000).toISOString(),
  sender_bank: BANK_NUMBERS[member.input.bank_code],
  sender_account: maskAccountNo(member.input.bank_account_no),
  ...extra,
});

describe('bank notifications', () => {
  let up: TestUpstream;
  const feed = (transfers: IncomingTransfer[]) => up.operator<BankTransfersResponse>(OPERATOR.bankTransfersFeed, { transfers });

  beforeAll(async () => {
    up = await startUpstream();
  });
  afterAll(() => up.close());

  it("credits the one member whose account sent a pending deposit's amount, once per reference", async () => {
    const member = await up.register();
    const ref = await pendingDeposit(up, member, 500, 'bank');
    const transfer = fromMember(up, member, 500);
    const first = await feed([transfer]);
    expect(first.body.data!.transfers).toMatchObject([{ reference: transfer.reference, status: 'credited', username: member.input.username, deposit_ref: ref, repeated: false }]);
    expect(await balanceOf(up, member)).toBe(500_00);
    // The feed reports it again (as feeds do after a restart): stored once, nothing moves.
    const again = await feed([transfer]);
    expect(again.body.data!.transfers).toMatchObject([{ status: 'credited', deposit_ref: ref, repeated: true }]);
    expect(await balanceOf(up, member)).toBe(500_00);
    const status = await up.get(API.payment.inquiryStatus, { token: member.token, query: { ref } });
    expect(status.body.data).toMatchObject({ status: 'paid' });
    await expectBooksBalance(up);
  });

  it('leaves the rest for the agent with the reason, and the agent matches one', async () => {
    const member = await up.register();
    await pendingDeposit(up, member, 300, 'bank');
    const waiting = [
      fromMember(up, member, 299),
      fromMember(up, member, 300, { account_no: '999-9-99999-9' }),
      fromMember(up, member, 300, { sender_account: null }),
      fromMember(up, member, 300, { paid_at: new Date(up.clock.now() - 25 * 60 * 60_000).toISOString() }),
    ];
    const answer = await feed(waiting);
    expect(answer.body.data!.transfers.map((t) => [t.status, t.reason])).toEqual([
      ['waiting', TRANSFER_REASONS.noMatch],
      ['waiting', TRANSFER_REASONS.notOurAccount],
      ['waiting', TRANSFER_REASONS.noSender],
      ['waiting', TRANSFER_REASONS.tooOld],
    ]);
    expect(await balanceOf(up, member)).toBe(0);

    const list = await up.get<BankTransfer[]>(OPERATOR.bankTransferList, AGENT);
    const first = list.body.data!.find((t) => t.reference === waiting[0]!.reference)!;
    expect(first).toMatchObject({ status: 'waiting', amount: 299, username: null });
    const matched = await up.operator<BankTransferMatch>(`${OPERATOR.bankTransferList}/${first.id}/match`, { username: member.input.username });
    expect(matched.body.data).toMatchObject({ transfer: { status: 'credited', username: member.input.username }, payment: { status: 'paid', amount: 299 } });
    expect(await balanceOf(up, member)).toBe(299_00);
    const twice = await up.operator(`${OPERATOR.bankTransferList}/${first.id}/match`, { username: member.input.username });
    expect(twice.body.error).toBe(ErrorCode.BANK_TRANSFER_NOT_WAITING);
    const nobody = await up.operator(`${OPERATOR.bankTransferList}/${answer.body.data!.transfers[1]!.id}/match`, { username: '0800000000' });
    expect(nobody.body.error).toBe(ErrorCode.MEMBER_NOT_FOUND);
    expect(await balanceOf(up, member)).toBe(299_00);
    await expectBooksBalance(up);
  });

  it('waits when the sender account could be either of two members', async () => {
    const a = await up.register({ bank_account_no: '5551234567', bank_code: 'SCB' });
    const b = await up.register({ bank_account_no: '5559234567', bank_code: 'SCB' });
    await pendingDeposit(up, a, 200, 'bank');
    await pendingDeposit(up, b, 200, 'bank');
    // "xxx-x-x3456-7" shows the same digits of both accounts.
    const answer = await feed([fromMember(up, a, 200)]);
    expect(answer.body.data!.transfers[0]).toMatchObject({ status: 'waiting', reason: TRANSFER_REASONS.manyMatches });
    expect(await balanceOf(up, a)).toBe(0);
    expect(await balanceOf(up, b)).toBe(0);
  });

  it('refuses a batch it cannot read, storing nothing', async () => {
    const bad = await up.operator(OPERATOR.bankTransfersFeed, { transfers: [{ reference: 'X1', bank_code: '4', account_no: 'abc', amount: -1, paid_at: 'yesterday' }] });
    expect(bad.body.error).toBe(ErrorCode.VALIDATION);
    const none = await up.db.selectFrom('bank_transfers').select('id').where('reference', '=', 'X1').execute();
    expect(none).toEqual([]);
  });
});
