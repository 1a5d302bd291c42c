/**
 * The kit against real peers (docs/design.md §1, house pattern 3): the embedded upstream on a
 * temp SQLite file must pass every call with `--writes`, and a fake upstream
 * that answers one call with a wrong shape must fail that call, naming the
 * difference.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALL_LIST } from '#shared/api/registry.js';
import { DEMO_MEMBER } from '#upstream/db/seed.js';
import { listenOnLoopback } from '#upstream/test-support/listen.js';
import { startUpstream, TEST_AGENT_KEY, type TestUpstream } from '#upstream/test-support/upstream.js';
import { formatReport } from './report.js';
import { runConformance } from './run.js';

const member = { username: DEMO_MEMBER.username, password: DEMO_MEMBER.password };
/** The built-in provider, whose secret the test gives the upstream: the provider wallet calls are signed as it. */
const PROVIDER = { code: 'huaydee', secret: 'conformance-built-in-secret-0123456789' };

describe('the conformance kit against the embedded upstream', () => {
  let up: TestUpstream;
  beforeAll(async () => {
    up = await startUpstream({ settings: { games: { builtInSecret: PROVIDER.secret } } });
    // Let the draw that closes first close, so a round waits for the agent's result (no seed: demo is off).
    const { closes_at: closesAt } = await up.db
      .selectFrom('lotto_rounds as r')
      .innerJoin('lotto_categories as c', 'c.id', 'r.category_id')
      .select('r.closes_at')
      .where('r.status', '=', 'open')
      .where('c.kind', '=', 'standard')
      .orderBy('r.closes_at')
      .limit(1)
      .executeTakeFirstOrThrow();
    await up.moveClockTo(closesAt + 60_000);
  });
  afterAll(() => up?.close());

  it('passes every registry call with --writes, and the balance moves as the README says', async () => {
    const report = await runConformance({ upstream: up.url, member, agentKey: TEST_AGENT_KEY, writes: true, coupon: 'POINT50', provider: PROVIDER });

    expect(report.rows.map((row) => row.id).sort()).toEqual(CALL_LIST.map((entry) => entry.id).sort());
    const notPassing = report.rows.filter((row) => row.verdict !== 'PASS');
    expect(notPassing, formatReport(report)).toEqual([]);
    expect(report.rows.find((row) => row.id === 'operator.lottoResult')?.why).toMatch(/^data ok/);
    // The batch is judged line by line, and its repeat against its first answer.
    expect(report.rows.find((row) => row.id === 'providerWallet.creditBatch')?.why).toMatch(/line 1 credited, line 2 refused \(\d+\); the same batch again answered the same/);
    // README, "What --writes does": +20 deposit, +1 the agent's confirmed slip, +1 the matched bank transfer, −100 withdrawal paid out, +1 −1 credit, a cancelled bill; +50 points (coupon), −20 (a point-shop goods claim fulfilled).
    const { before, after } = report.balance!;
    const main = (wallets: typeof before) => wallets.wallets.find((wallet) => wallet.wallet_type_id === 1)?.balance ?? 0;
    // The wheel spin's prize is drawn (wheel.spinV2): whatever it paid is in the ledger under `wheel`.
    const { rows: wheelMoney } = await sql<{ total: number }>`SELECT COALESCE(SUM(e.amount), 0) AS total FROM ledger_entries e
      JOIN wallets w ON w.id = e.wallet_id JOIN members m ON m.id = e.member_id
      WHERE m.username = ${member.username} AND e.kind = 'wheel' AND w.type = 1`.execute(up.db);
    const wheelMain = wheelMoney[0]!.total;
    const { rows: points } = await sql<{ total: number }>`SELECT COALESCE(SUM(p.amount), 0) AS total FROM point_entries p
      JOIN members m ON m.id = p.member_id WHERE m.username = ${member.username} AND p.kind = 'wheel'`.execute(up.db);
    const wheelPoints = points[0]!.total;
    expect(main(after)).toBe(main(before) - 78 + wheelMain / 100);
    // +10: the first-login quest (quest.redeem)
    // wheelPoints: −20 for the spin plus any points it won
    expect(after.points).toBe(before.points + 50 - 20 + 10 + wheelPoints);
  });

  it('without --writes, a credit batch naming a session never opened is answered with that line refused', async () => {
    const report = await runConformance({ upstream: up.url, member, agentKey: TEST_AGENT_KEY, writes: false, coupon: 'POINT50', provider: PROVIDER, only: ['providerWallet.creditBatch'] });
    expect(report.rows).toEqual([expect.objectContaining({ id: 'providerWallet.creditBatch', verdict: 'PASS', why: expect.stringMatching(/line 1 refused \(\d+\)/) })]);
  });
});

describe('the conformance kit against an upstream off the contract', () => {
  let server: Server;
  let url: string;
  const json = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  // Right about login and the 401, wrong about the wallets: a balance as text.
  const answer = (req: IncomingMessage, res: ServerResponse) => {
    if (req.method === 'POST' && req.url === '/api/login') {
      const user = {
        username: member.username,
        first_name: 'ทดสอบ',
        last_name: 'ระบบ',
        vip_level: 0,
        agent_code: 'demo',
        bank_code: 'KBANK',
        bank_account_no: 'xxx-x-x6789-0',
        sub_bank_code: null,
        sub_bank_account_no: null,
        line_id: null,
        referral_code: 'ABC123',
        birth_date: '1990-05-15',
        created_at: '2026-01-01T00:00:00+07:00',
      };
      return json(res, 200, { error: 0, data: { access_token: 'fake-token', token_type: 'Bearer', expires_at: '2030-01-01T00:00:00+07:00', user } });
    }
    if (req.method === 'POST' && req.url === '/api/member/wallets') {
      if (req.headers.authorization !== 'Bearer fake-token') return json(res, 401, { error: 1003, message: 'กรุณาเข้าสู่ระบบ' });
      const wallets = [{ id: 1, wallet_name: 'กระเป๋าหลัก', balance: '100.00', wallet_type_id: 1 }];
      return json(res, 200, { error: 0, data: { wallets, total: 100, points: 0 } });
    }
    return json(res, 404, { error: 1005, message: 'ไม่พบข้อมูลที่ต้องการ' });
  };

  beforeAll(async () => {
    server = createServer((req, res) => {
      req.resume();
      req.on('end', () => answer(req, res));
    });
    ({ url } = await listenOnLoopback(server));
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('fails the call whose data is the wrong shape and names the difference', async () => {
    const report = await runConformance({ upstream: url, member, writes: false, only: ['member.wallets'], coupon: 'POINT50' });

    expect(report.rows).toHaveLength(1);
    expect(report.rows[0]).toMatchObject({ id: 'member.wallets', verdict: 'FAIL' });
    expect(report.rows[0]?.why).toContain('data.wallets[0].balance');
  });
});
