/**
 * One SMS code sent at once through two upstream processes on one PostgreSQL
 * database (docs/decisions/0084): a member double-tapping the first withdrawal
 * over a flaky link whose requests land on different machines. The code is
 * spent once, so one withdrawal is made and the money leaves once; wrong tries
 * sent to both processes at once all count.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { OtpResponse } from '#shared/api/otp.js';
import { API, OPERATOR } from '#shared/api/paths.js';
import type { WithdrawResponse } from '#shared/api/withdraw.js';
import { FakeClock } from '#shared/clock.js';
import { ErrorCode } from '#shared/errors.js';
import { seedDemo } from '../../db/seed.js';
import { openStore, type UpstreamStore } from '../../db/store.js';
import { expectBooksBalance } from '../../test-support/money.js';
import { createTestDatabase, describeOnPostgres, type TestDatabase } from '../../test-support/postgres.js';
import { registerThrough, startUpstreamProcess, type UpstreamProcess } from '../../test-support/upstream-processes.js';
import { codeInSms, registerBody, TEST_AGENT_KEY, TEST_SCRYPT_COST } from '../../test-support/upstream.js';

const START = Date.parse('2026-11-22T10:00:00+07:00');

describeOnPostgres('one SMS code sent at once through two upstream processes', () => {
  let database: TestDatabase;
  let store: UpstreamStore;
  let processes: UpstreamProcess[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    store = await openStore({ url: database.url });
    await seedDemo(store.db, new FakeClock(START), { scryptCost: TEST_SCRYPT_COST });
    // Demo mode: the codes go to the outbox and come back in the answer, as the demo's phone.
    const settings = { scryptCost: TEST_SCRYPT_COST, agentApiKey: TEST_AGENT_KEY, demo: true };
    processes = await Promise.all(['A', 'B'].map((name) => startUpstreamProcess(name, database.url, START, settings)));
  });
  afterAll(async () => {
    await Promise.all(processes.map((p) => p.stop()));
    await store?.close();
    await database?.drop();
  });

  async function fundedMember(thb: number) {
    const [a, b] = processes as [UpstreamProcess, UpstreamProcess];
    const body = registerBody();
    const registered = await registerThrough(a, body);
    expect(registered.error, JSON.stringify(registered)).toBe(0);
    const credited = await b.post(OPERATOR.credit, { username: body.username, amount: thb, reason: 'ทดสอบสองโปรเซส' }, { authorization: `Bearer ${TEST_AGENT_KEY}` });
    expect(credited.error, JSON.stringify(credited)).toBe(0);
    return { auth: { authorization: `Bearer ${registered.data!.access_token}` }, username: body.username! };
  }

  it('makes the first withdrawal once when its code arrives at both processes at once', async () => {
    const [a, b] = processes as [UpstreamProcess, UpstreamProcess];
    const member = await fundedMember(500);
    const otp = await a.post<OtpResponse>(API.auth.otpRequest, { purpose: 'withdraw_account' }, member.auth);
    const answer = { ref: otp.data!.ref, code: codeInSms(otp.data!.demo_sms ?? '') };
    const sends = [a, b, a, b].map((p, i) =>
      p.post<WithdrawResponse>(API.member.withdraw, { amount: 100, otp: answer }, { ...member.auth, 'idempotency-key': `otp-race-${i}` }),
    );
    const answers = await Promise.all(sends);
    expect(answers.filter((reply) => reply.error === 0), JSON.stringify(answers)).toHaveLength(1);
    // The others find the code spent, or (having waited on the member's lock) a withdrawal pending.
    for (const reply of answers.filter((r) => r.error !== 0)) expect([ErrorCode.OTP_EXPIRED, ErrorCode.WITHDRAW_PENDING_EXISTS]).toContain(reply.error);
    const member_ = await store.db.selectFrom('members').select('id').where('username', '=', member.username).executeTakeFirstOrThrow();
    expect(await store.db.selectFrom('withdrawals').select('amount').where('member_id', '=', member_.id).execute()).toEqual([{ amount: 100_00 }]);
    await expectBooksBalance({ db: store.db });
  });

  it('counts wrong tries sent to both processes at once, and spends the code at the fifth', async () => {
    const [a, b] = processes as [UpstreamProcess, UpstreamProcess];
    const member = await fundedMember(500);
    const otp = await b.post<OtpResponse>(API.auth.otpRequest, { purpose: 'withdraw_account' }, member.auth);
    const code = codeInSms(otp.data!.demo_sms ?? '');
    const wrong = { ref: otp.data!.ref, code: code === '000000' ? '000001' : '000000' };
    const answers = await Promise.all(
      [a, b, a, b, a, b].map((p, i) => p.post(API.member.withdraw, { amount: 100, otp: wrong }, { ...member.auth, 'idempotency-key': `otp-wrong-${i}` })),
    );
    const codes = answers.map((reply) => reply.error);
    expect(codes.filter((c) => c === ErrorCode.OTP_WRONG)).toHaveLength(4);
    expect(codes.filter((c) => c === ErrorCode.OTP_EXPIRED)).toHaveLength(2);
    const right = await a.post(API.member.withdraw, { amount: 100, otp: { ref: otp.data!.ref, code } }, { ...member.auth, 'idempotency-key': 'otp-wrong-right' });
    expect(right.error).toBe(ErrorCode.OTP_EXPIRED);
  });
});
