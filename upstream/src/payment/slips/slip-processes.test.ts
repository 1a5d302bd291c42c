/**
 * The same slip sent at once through two upstream processes on one
 * PostgreSQL database, as a member double-tapping over a flaky link whose
 * requests land on different machines: one claim, one credit, and every
 * answer says so. The same for a statement feed that reports one transfer
 * to both processes at once.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { GenerateQrResponse } from '#shared/api/payment.js';
import type { BankTransfersResponse } from '#shared/api/bank-transfers.js';
import type { DemoSlipResponse, MemberSlip } from '#shared/api/payment-slips.js';
import { API, OPERATOR } from '#shared/api/paths.js';
import { BANK_NUMBERS, maskAccountNo } from '#shared/banks.js';
import type { Envelope } from '#shared/envelope.js';
import { FakeClock } from '#shared/clock.js';
import { seedDemo } from '../../db/seed.js';
import { openStore, type UpstreamStore } from '../../db/store.js';
import { expectBooksBalance } from '../../test-support/money.js';
import { createTestDatabase, describeOnPostgres, type TestDatabase } from '../../test-support/postgres.js';
import { registerThrough, startUpstreamProcess, type UpstreamProcess } from '../../test-support/upstream-processes.js';
import { registerBody, TEST_AGENT_KEY, TEST_SCRYPT_COST } from '../../test-support/upstream.js';

const START = Date.parse('2026-11-22T10:00:00+07:00');
const SENDS_PER_PROCESS = 4;

describeOnPostgres('one slip or bank transfer sent at once through two upstream processes', () => {
  let database: TestDatabase;
  let store: UpstreamStore;
  let processes: UpstreamProcess[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    store = await openStore({ url: database.url });
    await seedDemo(store.db, new FakeClock(START), { scryptCost: TEST_SCRYPT_COST });
    const settings = { scryptCost: TEST_SCRYPT_COST, agentApiKey: TEST_AGENT_KEY, demo: true, demoSlipBank: true };
    processes = await Promise.all(['A', 'B'].map((name) => startUpstreamProcess(name, database.url, START, settings)));
  });
  afterAll(async () => {
    await Promise.all(processes.map((p) => p.stop()));
    await store?.close();
    await database?.drop();
  });

  it('credits it once', async () => {
    const [a, b] = processes as [UpstreamProcess, UpstreamProcess];
    const registered = await registerThrough(a, registerBody());
    const auth = { authorization: `Bearer ${registered.data!.access_token}` };
    const bank = await store.db.selectFrom('payment_channels').select('id').where('code', '=', 'bank').executeTakeFirstOrThrow();
    const deposit = await a.post<GenerateQrResponse>(API.payment.generateQr, { channel_id: bank.id, amount: 900 }, { ...auth, 'idempotency-key': 'slip-race-deposit' });
    expect(deposit.error, JSON.stringify(deposit)).toBe(0);
    const slip = await b.post<DemoSlipResponse>(API.payment.demoSlip, { ref: deposit.data!.ref }, auth);
    const image = Buffer.from(slip.data!.image.split(',')[1]!, 'base64');

    const send = async (p: UpstreamProcess, i: number) => {
      const query = i % 2 === 0 ? `?ref=${deposit.data!.ref}` : '';
      const response = await fetch(`${p.url}${API.payment.slipUpload}${query}`, { method: 'POST', headers: { ...auth, 'content-type': 'image/png' }, body: new Uint8Array(image) });
      return (await response.json()) as Envelope<MemberSlip>;
    };
    const answers = await Promise.all(processes.flatMap((p) => Array.from({ length: SENDS_PER_PROCESS }, (_, i) => send(p, i))));
    for (const answer of answers) {
      expect(answer.error, JSON.stringify(answer)).toBe(0);
      expect(['checking', 'credited']).toContain(answer.data!.status);
    }
    expect(answers.filter((answer) => answer.data!.status === 'credited').length).toBeGreaterThanOrEqual(1);

    const slips = await store.db.selectFrom('slips').selectAll().where('trans_ref', '=', slip.data!.trans_ref).execute();
    expect(slips).toMatchObject([{ status: 'credited' }]);
    const paid = await store.db.selectFrom('deposits').selectAll().where('status', '=', 'paid').execute();
    expect(paid).toMatchObject([{ ref: deposit.data!.ref, amount: 900_00 }]);
    const credits = await store.db.selectFrom('ledger_entries').select('amount').where('kind', '=', 'deposit').where('amount', '=', 900_00).execute();
    expect(credits).toHaveLength(1);
    await expectBooksBalance({ db: store.db });
  });

  it("credits a statement feed's transfer once when both processes are told of it at once", async () => {
    const body = registerBody();
    const registered = await registerThrough(processes[0]!, body);
    const auth = { authorization: `Bearer ${registered.data!.access_token}` };
    const bank = await store.db.selectFrom('payment_channels').select('id').where('code', '=', 'bank').executeTakeFirstOrThrow();
    const deposit = await processes[1]!.post<GenerateQrResponse>(API.payment.generateQr, { channel_id: bank.id, amount: 650 }, { ...auth, 'idempotency-key': 'feed-race-deposit' });
    const transfer = {
      reference: 'FEEDRACE0001',
      bank_code: BANK_NUMBERS.KBANK,
      account_no: '0481234567',
      amount: 650,
      paid_at: new Date(START).toISOString(),
      sender_bank: BANK_NUMBERS[body.bank_code],
      sender_account: maskAccountNo(body.bank_account_no),
    };
    const agent = { authorization: `Bearer ${TEST_AGENT_KEY}` };
    const answers = await Promise.all(
      processes.flatMap((p) => Array.from({ length: SENDS_PER_PROCESS }, () => p.post<BankTransfersResponse>(OPERATOR.bankTransfersFeed, { transfers: [transfer] }, agent))),
    );
    for (const answer of answers) expect(answer.data!.transfers[0], JSON.stringify(answer)).toMatchObject({ status: 'credited', deposit_ref: deposit.data!.ref });
    expect(answers.filter((answer) => !answer.data!.transfers[0]!.repeated)).toHaveLength(1);
    const credits = await store.db.selectFrom('ledger_entries').select('amount').where('kind', '=', 'deposit').where('amount', '=', 650_00).execute();
    expect(credits).toHaveLength(1);
    await expectBooksBalance({ db: store.db });
  });
});
