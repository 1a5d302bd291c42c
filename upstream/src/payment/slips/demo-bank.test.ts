import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DemoSlipResponse, MemberSlip } from '#shared/api/payment-slips.js';
import { API } from '#shared/api/paths.js';
import { ErrorCode } from '#shared/errors.js';
import type { Db } from '../../db/transaction.js';
import { balanceOf } from '../../test-support/lotto.js';
import { expectBooksBalance, pendingDeposit } from '../../test-support/money.js';
import { startUpstream, type TestUpstream } from '../../test-support/upstream.js';
import { demoBankLookup } from './demo-bank.js';
import { readSlipImage } from './read-slip.js';
import { demoSlipVerifier, NOT_A_DEMO_SLIP } from './verifiers/demo.js';
import { makeSlipImage } from './slip-image.js';

const bytesOf = (dataUrl: string) => Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');

describe('the demo bank', () => {
  let up: TestUpstream;
  beforeAll(async () => {
    // The verifier reads the test database's demo bank, which exists once the upstream has started.
    const bank: { db?: Db } = {};
    const verifier = demoSlipVerifier((transRef) => demoBankLookup(bank.db!)(transRef));
    up = await startUpstream({ settings: { demo: true, slipVerifier: verifier } });
    bank.db = up.db;
  });
  afterAll(() => up.close());

  it("pays a bank deposit through the demo bank's slip, which the server reads like a real one", async () => {
    const member = await up.register();
    const ref = await pendingDeposit(up, member, 700, 'bank');
    // A bank transfer waits for its slip: the demo mode does not confirm it by itself.
    await up.advance(60_000);
    expect((await up.get(API.payment.inquiryStatus, { token: member.token, query: { ref } })).body.data).toMatchObject({ status: 'pending' });

    const made = await up.post<DemoSlipResponse>(API.payment.demoSlip, { ref }, { token: member.token });
    expect(made.body.data).toMatchObject({ amount: 700, trans_ref: expect.stringMatching(/^DEMO[0-9A-F]{20}$/) });
    const image = bytesOf(made.body.data!.image);
    expect((await readSlipImage(image)).transRef).toBe(made.body.data!.trans_ref);

    const response = await fetch(`${up.url}${API.payment.slipUpload}?ref=${ref}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${member.token}`, 'content-type': 'image/png' },
      body: new Uint8Array(image),
    });
    const answer = (await response.json()) as { error: number; data: MemberSlip };
    expect(answer).toMatchObject({ error: 0, data: { status: 'credited', amount: 700, deposit_ref: ref } });
    expect(await balanceOf(up, member)).toBe(700_00);
    await expectBooksBalance(up);
  });

  it('refuses a slip it did not make, and makes none for a deposit that is not pending', async () => {
    const member = await up.register();
    const foreign = await makeSlipImage({ sendingBank: '004', transRef: '016330000000ABCD1234' });
    const response = await fetch(`${up.url}${API.payment.slipUpload}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${member.token}`, 'content-type': 'image/png' },
      body: new Uint8Array(foreign),
    });
    expect(await response.json()).toMatchObject({ error: 0, data: { status: 'refused', reason: NOT_A_DEMO_SLIP } });
    expect((await up.post(API.payment.demoSlip, { ref: 'NOSUCHREF123' }, { token: member.token })).body.error).toBe(ErrorCode.DEPOSIT_NOT_FOUND);
  });
});
