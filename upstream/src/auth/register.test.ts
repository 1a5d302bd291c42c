import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CheckAccountResponse, LoginResponse, UserInfo } from '#shared/api/auth.js';
import { API } from '#shared/api/paths.js';
import type { WalletsResponse } from '#shared/api/member.js';
import { FakeClock } from '#shared/clock.js';
import { ERRORS, ErrorCode } from '#shared/errors.js';
import { DEMO_MEMBER } from '../db/seed.js';
import { snapshot } from '../test-support/db-snapshot.js';
import { registerBody, startUpstream, type TestUpstream } from '../test-support/upstream.js';

const message = (code: ErrorCode) => ERRORS[code].message;

describe('register', () => {
  let up: TestUpstream;
  beforeAll(async () => {
    // 2026-11-22 10:00 in Bangkok
    up = await startUpstream();
  });
  afterAll(() => up.close());

  async function expectRefused(body: unknown, code: ErrorCode, text?: string) {
    const before = await snapshot(up.db);
    const reply = await up.post(API.auth.register, body);
    expect(reply.status).toBe(200);
    expect(reply.body.error).toBe(code);
    expect(reply.body.message).toBe(text ?? message(code));
    expect(await snapshot(up.db)).toEqual(before);
    return reply;
  }

  it('creates the member with main and bonus wallets, zero points, and logs them in', async () => {
    const body = registerBody({ line_id: 'somchai.line' });
    const reply = await up.post<LoginResponse>(API.auth.register, body);
    expect(reply.body.error).toBe(0);
    const data = reply.body.data!;
    expect(data.token_type).toBe('Bearer');
    expect(data.expires_at).toBe('2026-11-29T10:00:00.000+07:00');
    expect(data.user).toMatchObject({
      username: body.username,
      first_name: 'ทดสอบ',
      vip_level: 0,
      agent_code: 'DEMO',
      bank_code: 'SCB',
      line_id: 'somchai.line',
      birth_date: '1995-01-31',
    });
    expect(data.user.bank_account_no).toMatch(/^xxx-x-x\d{4}-\d$/);
    expect(data.user.referral_code).toMatch(/^[A-Z2-9]{8}$/);

    const wallets = await up.post<WalletsResponse>(API.member.wallets, {}, { token: data.access_token });
    expect(wallets.body.data).toEqual({
      wallets: [
        { id: expect.any(Number), wallet_name: 'กระเป๋าหลัก', balance: 0, wallet_type_id: 1 },
        { id: expect.any(Number), wallet_name: 'กระเป๋าโบนัส', balance: 0, wallet_type_id: 2 },
      ],
      total: 0,
      points: 0,
      free_spins: 0,
    });
    const info = await up.get<UserInfo>(API.auth.userInfo, { token: data.access_token });
    expect(info.body.data).toEqual(data.user);
  });

  it('refuses a phone number already registered', async () => {
    await expectRefused(registerBody({ username: DEMO_MEMBER.username }), ErrorCode.USERNAME_TAKEN, 'เบอร์โทรศัพท์นี้ถูกใช้สมัครสมาชิกแล้ว');
  });

  it('refuses a bank account already used as a main account', async () => {
    await expectRefused(
      registerBody({ bank_account_no: DEMO_MEMBER.bank_account_no }),
      ErrorCode.BANK_ACCOUNT_TAKEN,
      'เลขบัญชีนี้ถูกใช้สมัครสมาชิกแล้ว',
    );
  });

  it('refuses a bank account already used as someone’s sub account', async () => {
    const member = await up.register();
    const sub = registerBody().bank_account_no!;
    const set = await up.post(API.auth.updateSubBankAccount, { bank_code: 'KTB', bank_account_no: sub }, { token: member.token });
    expect(set.body.error).toBe(0);
    await expectRefused(registerBody({ bank_account_no: sub }), ErrorCode.BANK_ACCOUNT_TAKEN);
  });

  it('lets one of several sign-ups of one phone, or of one account, at once through and refuses the others in Thai', async () => {
    // On PostgreSQL the checks of all of them can pass at once: the UNIQUE keys decide, and their refusal reads as the check's.
    const atOnce = (bodies: unknown[]) => Promise.all(bodies.map((body) => up.post(API.auth.register, body)));
    const phone = registerBody().username!;
    const byPhone = await atOnce(Array.from({ length: 6 }, () => registerBody({ username: phone })));
    expect(byPhone.filter((r) => r.body.error === 0)).toHaveLength(1);
    expect(byPhone.filter((r) => r.body.error !== 0).map((r) => r.body)).toEqual(
      Array(5).fill({ error: ErrorCode.USERNAME_TAKEN, message: 'เบอร์โทรศัพท์นี้ถูกใช้สมัครสมาชิกแล้ว' }),
    );
    const account = registerBody().bank_account_no!;
    const byAccount = await atOnce(Array.from({ length: 6 }, () => registerBody({ bank_account_no: account })));
    expect(byAccount.filter((r) => r.body.error === 0)).toHaveLength(1);
    expect(byAccount.filter((r) => r.body.error !== 0).map((r) => r.body)).toEqual(
      Array(5).fill({ error: ErrorCode.BANK_ACCOUNT_TAKEN, message: 'เลขบัญชีนี้ถูกใช้สมัครสมาชิกแล้ว' }),
    );
    const holders = await up.db
      .selectFrom('members')
      .select('username')
      .where((eb) => eb.or([eb('username', '=', phone), eb('bank_account_no', '=', account)]))
      .execute();
    expect(holders).toHaveLength(2);
  });

  it('accepts a member whose 20th birthday is today and refuses one a day short (Bangkok days)', async () => {
    await expectRefused(registerBody({ birth_date: '2006-11-23' }), ErrorCode.UNDERAGE, 'ต้องมีอายุ 20 ปีบริบูรณ์ขึ้นไปจึงจะสมัครสมาชิกได้');
    const ok = await up.post(API.auth.register, registerBody({ birth_date: '2006-11-22' }));
    expect(ok.body.error).toBe(0);
  });

  it('counts age on the Bangkok calendar, not UTC', async () => {
    // 00:30 on 22 Nov in Bangkok is still 21 Nov in UTC.
    const early = await startUpstream({ clock: new FakeClock(Date.parse('2026-11-22T00:30:00+07:00')) });
    try {
      const reply = await early.post(API.auth.register, registerBody({ birth_date: '2006-11-22' }));
      expect(reply.body.error).toBe(0);
    } finally {
      await early.close();
    }
  });

  it('refuses a birth date in the future or not a date', async () => {
    await expectRefused(registerBody({ birth_date: '2030-01-01' }), ErrorCode.VALIDATION, 'กรุณาระบุวันเกิดให้ถูกต้อง');
    const reply = await expectRefused(
      registerBody({ birth_date: '15/05/1990' }),
      ErrorCode.VALIDATION,
      'กรุณาระบุวันเกิดให้ถูกต้อง (ปปปป-ดด-วว)',
    );
    expect(reply.body.data).toEqual({ fields: { birth_date: 'กรุณาระบุวันเกิดให้ถูกต้อง (ปปปป-ดด-วว)' } });
  });

  it.each([
    ['0712345678', 'starts 07'],
    ['081234567', 'nine digits'],
    ['08123456789', 'eleven digits'],
    ['08-1234567', 'not digits'],
  ])('refuses the phone %s (%s) beside the field', async (username) => {
    const reply = await expectRefused(
      registerBody({ username }),
      ErrorCode.VALIDATION,
      'เบอร์โทรศัพท์ต้องเป็นตัวเลข 10 หลัก ขึ้นต้นด้วย 06, 08 หรือ 09',
    );
    expect(reply.body.data).toEqual({ fields: { username: 'เบอร์โทรศัพท์ต้องเป็นตัวเลข 10 หลัก ขึ้นต้นด้วย 06, 08 หรือ 09' } });
  });

  it('accepts phones starting 06, 08 and 09', async () => {
    for (const prefix of ['06', '09']) {
      const reply = await up.post(API.auth.register, registerBody({ username: `${prefix}${registerBody().username!.slice(2)}` }));
      expect(reply.body.error).toBe(0);
    }
  });

  it('refuses a short password', async () => {
    await expectRefused(registerBody({ password: 'short12' }), ErrorCode.VALIDATION, 'รหัสผ่านต้องมีอย่างน้อย 8 ตัวอักษร');
  });

  it('refuses a bank code not on the list', async () => {
    await expectRefused(registerBody({ bank_code: 'XBANK' as 'SCB' }), ErrorCode.VALIDATION, 'กรุณาเลือกธนาคาร');
  });

  it('refuses an account number that is not 10 to 15 digits', async () => {
    await expectRefused(registerBody({ bank_account_no: '123456789' }), ErrorCode.VALIDATION, 'เลขบัญชีต้องเป็นตัวเลข 10 ถึง 15 หลัก');
    await expectRefused(registerBody({ bank_account_no: '1234567890123456' }), ErrorCode.VALIDATION, 'เลขบัญชีต้องเป็นตัวเลข 10 ถึง 15 หลัก');
  });

  it('refuses missing names', async () => {
    await expectRefused(registerBody({ first_name: '  ' }), ErrorCode.VALIDATION, 'กรุณากรอกชื่อ');
    const { last_name: _omit, ...body } = registerBody();
    await expectRefused(body, ErrorCode.VALIDATION, 'กรุณากรอกนามสกุล');
  });

  it('stores a known referral code as the referrer and refuses an unknown one', async () => {
    const referrer = await up.register();
    await expectRefused(registerBody({ ref: 'NOSUCH99' }), ErrorCode.INVALID_REFERRAL, 'ไม่พบรหัสผู้แนะนำนี้');
    const reply = await up.post<LoginResponse>(API.auth.register, registerBody({ ref: referrer.login.user.referral_code }));
    expect(reply.body.error).toBe(0);
    const row = await up.db
      .selectFrom('members as m')
      .innerJoin('members as r', 'r.id', 'm.referrer_id')
      .select('r.username')
      .where('m.username', '=', reply.body.data!.user.username)
      .executeTakeFirst();
    expect(row?.username).toBe(referrer.input.username);
  });

  it('accepts the agent’s code and refuses another', async () => {
    await expectRefused(registerBody({ agent_code: 'NOPE' }), ErrorCode.INVALID_AGENT_CODE, 'รหัสเอเย่นต์ไม่ถูกต้อง');
    const reply = await up.post<LoginResponse>(API.auth.register, registerBody({ agent_code: 'DEMO' }));
    expect(reply.body.data?.user.agent_code).toBe('DEMO');
  });

  it('answers check_account for phone and bank account', async () => {
    const used = await up.post<CheckAccountResponse>(API.auth.checkAccount, {
      username: DEMO_MEMBER.username,
      bank_account_no: DEMO_MEMBER.bank_account_no,
    });
    expect(used.body).toEqual({ error: 0, data: { username_used: true, bank_account_used: true } });
    const free = await up.post<CheckAccountResponse>(API.auth.checkAccount, registerBody());
    expect(free.body.data).toEqual({ username_used: false, bank_account_used: false });
    const onlyPhone = await up.post<CheckAccountResponse>(API.auth.checkAccount, { username: '0811111111' });
    expect(onlyPhone.body.data).toEqual({ username_used: false });
    const neither = await up.post(API.auth.checkAccount, {});
    expect(neither.body.error).toBe(ErrorCode.VALIDATION);
  });
});

describe('register with a captcha', () => {
  it('asks for no captcha when none is configured', async () => {
    const up = await startUpstream({ settings: { verifyCaptcha: () => Promise.resolve(false) } });
    try {
      expect((await up.post(API.auth.register, registerBody())).body.error).toBe(0);
    } finally {
      await up.close();
    }
  });

  it('requires a captcha the verifier accepts when a secret is configured', async () => {
    const seen: string[] = [];
    const up = await startUpstream({
      settings: {
        recaptchaSecret: 'secret',
        verifyCaptcha: (token) => {
          seen.push(token);
          return Promise.resolve(token === 'good-token');
        },
      },
    });
    try {
      const missing = await up.post(API.auth.register, registerBody());
      expect(missing.body).toEqual({ error: ErrorCode.CAPTCHA_FAILED, message: 'กรุณายืนยันว่าคุณไม่ใช่โปรแกรมอัตโนมัติ' });
      const bad = await up.post(API.auth.register, registerBody({ captcha: 'bad-token' }));
      expect(bad.body.error).toBe(ErrorCode.CAPTCHA_FAILED);
      const good = await up.post(API.auth.register, registerBody({ captcha: 'good-token' }));
      expect(good.body.error).toBe(0);
      expect(seen).toEqual(['bad-token', 'good-token']);
      const members = await up.db.selectFrom('members').select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
      expect(members.count).toBe(2);
    } finally {
      await up.close();
    }
  });
});
