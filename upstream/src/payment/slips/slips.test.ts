import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OperatorPayment } from '#shared/api/operator.js';
import type { MemberSlip, OperatorSlip, OperatorSlipDetail, SlipDecision } from '#shared/api/payment-slips.js';
import { API, OPERATOR } from '#shared/api/paths.js';
import { ErrorCode, errorEntry } from '#shared/errors.js';
import { snapshot } from '../../test-support/db-snapshot.js';
import { balanceOf } from '../../test-support/lotto.js';
import { expectBooksBalance, pendingDeposit } from '../../test-support/money.js';
import { startUpstream, TEST_AGENT_KEY, type RegisteredMember, type Reply, type TestUpstream } from '../../test-support/upstream.js';
import { SLIP_REASONS } from './decide-slip.js';
import { makeQrImage, makeSlipImage, makeSlipPayload } from './slip-image.js';
import type { SlipCheck, SlipParty, SlipQr, SlipVerifier } from './slip-types.js';

/** The seeded agent's KBank account 0481234567, as a bank masks it. */
const SITE_ACCOUNT: SlipParty = { bankCode: '004', name: 'HUAYDEE', account: 'xxx-x-x3456-x', proxy: null };
const ELSEWHERE: SlipParty = { bankCode: '004', name: 'SOMEONE', account: 'xxx-x-x9999-x', proxy: null };
const SENDER: SlipParty = { bankCode: '014', name: 'MEMBER', account: 'xxx-x-x1111-x', proxy: null };

/** A verification service whose answers the test sets per reference; unknown ones are refused as a real service would. */
function scriptedVerifier(): SlipVerifier & { answers: Map<string, (slip: SlipQr) => SlipCheck>; asked: string[] } {
  const answers = new Map<string, (slip: SlipQr) => SlipCheck>();
  const asked: string[] = [];
  return {
    name: 'scripted',
    answers,
    asked,
    async check(slip) {
      asked.push(slip.transRef);
      const answer = answers.get(slip.transRef);
      return answer ? answer(slip) : { outcome: 'refused', message: 'ไม่พบรายการโอนนี้', raw: { code: 'not_found' } };
    },
  };
}

const AGENT = { headers: { authorization: `Bearer ${TEST_AGENT_KEY}` } };

let refs = 0;
const newTransRef = () => `016${String(Date.now()).slice(-8)}T${String((refs += 1)).padStart(6, '0')}`.slice(0, 24);

async function upload(up: TestUpstream, member: RegisteredMember, bytes: Buffer, options: { type?: string; ref?: string } = {}): Promise<Reply<MemberSlip>> {
  const query = options.ref ? `?ref=${options.ref}` : '';
  const response = await fetch(`${up.url}${API.payment.slipUpload}${query}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${member.token}`, 'content-type': options.type ?? 'image/png' },
    body: new Uint8Array(bytes),
  });
  return { status: response.status, body: (await response.json()) as Reply<MemberSlip>['body'] };
}

const slipOf = (transRef: string) => makeSlipImage({ sendingBank: '014', transRef });

describe('slips with a verification service', () => {
  let up: TestUpstream;
  const service = scriptedVerifier();
  const found = (transRef: string, amount: number, receiver = SITE_ACCOUNT, paidAt?: number) =>
    service.answers.set(transRef, () => ({
      outcome: 'found',
      transfer: { transRef, amount, paidAt: paidAt ?? up.clock.now() - 60_000, sender: SENDER, receiver },
      raw: { success: true, data: { transRef, amount: amount / 100 } },
    }));

  beforeAll(async () => {
    up = await startUpstream({ settings: { slipVerifier: service } });
  });
  afterAll(() => up.close());

  it('credits the pending deposit a matching slip was sent for, once, and answers a repeat as it stands', async () => {
    const member = await up.register();
    const ref = await pendingDeposit(up, member, 500, 'bank');
    const transRef = newTransRef();
    found(transRef, 500_00);
    const image = await slipOf(transRef);
    const first = await upload(up, member, image, { ref });
    expect(first.body).toMatchObject({ error: 0, data: { trans_ref: transRef, status: 'credited', reason: null, amount: 500, deposit_ref: ref } });
    expect(await balanceOf(up, member)).toBe(500_00);
    const status = await up.get(API.payment.inquiryStatus, { token: member.token, query: { ref } });
    expect(status.body.data).toMatchObject({ status: 'paid', amount: 500 });
    // The same slip again: the first answer, no second credit, and the service is not asked again.
    const asked = service.asked.length;
    const again = await upload(up, member, image, { ref });
    expect(again.body.data).toMatchObject({ status: 'credited', deposit_ref: ref });
    expect(service.asked).toHaveLength(asked);
    expect(await balanceOf(up, member)).toBe(500_00);
    // Another member with the same slip: refused, nothing changes.
    const other = await up.register();
    const before = await snapshot(up.db);
    const stolen = await upload(up, other, image);
    expect(stolen.body).toMatchObject({ error: ErrorCode.SLIP_USED, message: errorEntry(ErrorCode.SLIP_USED).message });
    expect(await snapshot(up.db)).toEqual(before);
    await expectBooksBalance(up);
  });

  it('credits once when the same slip arrives twice at once', async () => {
    const member = await up.register();
    const ref = await pendingDeposit(up, member, 300, 'bank');
    const transRef = newTransRef();
    found(transRef, 300_00);
    const image = await slipOf(transRef);
    const answers = await Promise.all([upload(up, member, image, { ref }), upload(up, member, image, { ref }), upload(up, member, image)]);
    for (const answer of answers) expect(answer.body.error, JSON.stringify(answer.body)).toBe(0);
    expect(answers.map((a) => a.body.data!.status)).toContain('credited');
    expect(await balanceOf(up, member)).toBe(300_00);
    const rows = await up.db.selectFrom('slips').selectAll().where('trans_ref', '=', transRef).execute();
    expect(rows).toHaveLength(1);
    await expectBooksBalance(up);
  });

  it('makes and credits a bank deposit for a slip sent with no deposit pending', async () => {
    const member = await up.register();
    const transRef = newTransRef();
    found(transRef, 1234_50);
    const answer = await upload(up, member, await slipOf(transRef));
    expect(answer.body.data).toMatchObject({ status: 'credited', amount: 1234.5 });
    expect(answer.body.data!.deposit_ref).toMatch(/^[A-Z0-9]{12}$/);
    expect(await balanceOf(up, member)).toBe(1234_50);
    const paid = await up.get<OperatorPayment[]>(OPERATOR.payments, { ...AGENT, query: { status: 'paid' } });
    expect(paid.body.data!.find((payment) => payment.ref === answer.body.data!.deposit_ref)).toMatchObject({ channel_code: 'bank', amount: 1234.5 });
  });

  it('leaves a mismatch for the agent with the reason, and the agent credits what arrived', async () => {
    const member = await up.register();
    const ref = await pendingDeposit(up, member, 500, 'bank');
    const transRef = newTransRef();
    found(transRef, 450_00);
    const answer = await upload(up, member, await slipOf(transRef), { ref });
    expect(answer.body.data).toMatchObject({ status: 'review', reason: SLIP_REASONS.amountMismatch(450_00, 500_00), amount: 450 });
    expect(await balanceOf(up, member)).toBe(0);

    const list = await up.get<OperatorSlip[]>(OPERATOR.slipList, AGENT);
    const listed = list.body.data!.find((slip) => slip.trans_ref === transRef)!;
    expect(listed).toMatchObject({ username: member.input.username, deposit_amount: 500, amount: 450, source: 'image', service: { name: 'scripted', outcome: 'found' } });
    expect(listed.receiver).toMatchObject({ bank_code: '004', account: 'xxx-x-x3456-x' });
    const detail = await up.get<OperatorSlipDetail>(`${OPERATOR.slipList}/${listed.id}`, AGENT);
    expect(detail.body.data!.image).toMatch(/^data:image\/png;base64,/);

    const confirmed = await up.operator<SlipDecision>(`${OPERATOR.slipList}/${listed.id}/confirm`, { amount: 450 });
    expect(confirmed.body.data).toMatchObject({ slip: { status: 'credited' }, payment: { status: 'paid', amount: 450, username: member.input.username } });
    expect(await balanceOf(up, member)).toBe(450_00);
    // Decided once: a second decision is refused and pays nothing.
    const twice = await up.operator(`${OPERATOR.slipList}/${listed.id}/confirm`, { amount: 450 });
    expect(twice.body.error).toBe(ErrorCode.SLIP_NOT_IN_REVIEW);
    expect(await balanceOf(up, member)).toBe(450_00);
    const mine = await up.get<MemberSlip[]>(API.payment.slips, { token: member.token });
    expect(mine.body.data![0]).toMatchObject({ trans_ref: transRef, status: 'credited' });
    await expectBooksBalance(up);
  });

  it('waits for the agent when the money went elsewhere or the service cannot answer, and refuses what it refuses', async () => {
    const member = await up.register();
    const elsewhere = newTransRef();
    found(elsewhere, 100_00, ELSEWHERE);
    expect((await upload(up, member, await slipOf(elsewhere))).body.data).toMatchObject({ status: 'review', reason: SLIP_REASONS.notOurAccount });

    const down = newTransRef();
    service.answers.set(down, () => ({ outcome: 'unavailable', message: 'บริการตรวจสลิปขัดข้องชั่วคราว เจ้าหน้าที่จะตรวจสอบสลิปให้', raw: { status: 503 } }));
    expect((await upload(up, member, await slipOf(down))).body.data).toMatchObject({ status: 'review', reason: 'บริการตรวจสลิปขัดข้องชั่วคราว เจ้าหน้าที่จะตรวจสอบสลิปให้' });

    const forged = newTransRef();
    expect((await upload(up, member, await slipOf(forged))).body.data).toMatchObject({ status: 'refused', reason: 'ไม่พบรายการโอนนี้' });

    const old = newTransRef();
    found(old, 100_00, SITE_ACCOUNT, up.clock.now() - 25 * 60 * 60_000);
    expect((await upload(up, member, await slipOf(old))).body.data).toMatchObject({ status: 'refused', reason: errorEntry(ErrorCode.SLIP_TOO_OLD).message });
    expect(await balanceOf(up, member)).toBe(0);

    // The agent rejects one with a reason the member reads; it cannot be decided again.
    const slipId = (await up.db.selectFrom('slips').select('id').where('trans_ref', '=', down).executeTakeFirstOrThrow()).id;
    const rejected = await up.operator<SlipDecision>(`${OPERATOR.slipList}/${slipId}/reject`, { reason: 'ไม่พบยอดเข้าบัญชี' });
    expect(rejected.body.data).toMatchObject({ slip: { status: 'rejected', reason: 'ไม่พบยอดเข้าบัญชี' }, payment: null });
    expect((await up.operator(`${OPERATOR.slipList}/${slipId}/confirm`, { amount: 100 })).body.error).toBe(ErrorCode.SLIP_NOT_IN_REVIEW);
    expect(await balanceOf(up, member)).toBe(0);
  });

  it('reads a slip sent as its QR text the same way', async () => {
    const member = await up.register();
    const transRef = newTransRef();
    found(transRef, 200_00);
    const answer = await up.post<MemberSlip>(API.payment.slipQr, { payload: makeSlipPayload({ sendingBank: '014', transRef }) }, { token: member.token });
    expect(answer.body.data).toMatchObject({ status: 'credited', amount: 200 });
    expect(await balanceOf(up, member)).toBe(200_00);
    const detail = await up.get<OperatorSlipDetail>(`${OPERATOR.slipList}/${answer.body.data!.id}`, AGENT);
    expect(detail.body.data).toMatchObject({ image: null, slip: { source: 'qr' } });
  });

  it('refuses in Thai what is no slip, and changes nothing', async () => {
    const member = await up.register();
    const before = await snapshot(up.db);
    const cases: [Buffer, string, ErrorCode][] = [
      [Buffer.from('not an image at all'), 'text/plain', ErrorCode.SLIP_NOT_IMAGE],
      [Buffer.from('not an image at all'), 'image/png', ErrorCode.SLIP_NOT_IMAGE],
      [Buffer.alloc(5 * 1024 * 1024 + 1, 1), 'image/jpeg', ErrorCode.SLIP_TOO_LARGE],
      [await makeSlipImage({ sendingBank: '014', transRef: newTransRef(), qr: false }), 'image/png', ErrorCode.SLIP_NO_QR],
      [await makeQrImage('https://example.com/not-a-slip'), 'image/png', ErrorCode.SLIP_QR_NOT_SLIP],
    ];
    for (const [bytes, type, code] of cases) {
      const answer = await upload(up, member, bytes, { type });
      expect(answer.body, `${type} ${code}`).toMatchObject({ error: code, message: errorEntry(code).message });
    }
    const noBody = await fetch(`${up.url}${API.payment.slipUpload}`, { method: 'POST', headers: { authorization: `Bearer ${member.token}` } });
    expect(((await noBody.json()) as { error: number }).error).toBe(ErrorCode.SLIP_NOT_IMAGE);
    const text = await up.post(API.payment.slipQr, { payload: 'hello' }, { token: member.token });
    expect(text.body.error).toBe(ErrorCode.SLIP_QR_NOT_SLIP);
    expect(await snapshot(up.db)).toEqual(before);
  });

  it('makes no demo slips outside demo mode', async () => {
    const member = await up.register();
    const ref = await pendingDeposit(up, member, 500, 'bank');
    expect((await up.post(API.payment.demoSlip, { ref }, { token: member.token })).body.error).toBe(ErrorCode.SLIP_DEMO_ONLY);
  });
});

describe('slips without a verification service', () => {
  let up: TestUpstream;
  beforeAll(async () => {
    up = await startUpstream();
  });
  afterAll(() => up.close());

  it('go to the agent, who credits the pending deposit', async () => {
    const member = await up.register();
    const ref = await pendingDeposit(up, member, 500, 'bank');
    const answer = await upload(up, member, await slipOf(newTransRef()), { ref });
    expect(answer.body.data).toMatchObject({ status: 'review', reason: SLIP_REASONS.noService, amount: null, deposit_ref: ref });
    const confirmed = await up.operator<SlipDecision>(`${OPERATOR.slipList}/${answer.body.data!.id}/confirm`, { amount: 500 });
    expect(confirmed.body.data).toMatchObject({ payment: { ref, status: 'paid' } });
    expect(await balanceOf(up, member)).toBe(500_00);
  });
});
