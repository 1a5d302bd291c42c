/**
 * One-time codes by SMS (docs/decisions/0084): the three calls they guard,
 * with a fake SMS gateway that records what a phone would get, on either
 * engine. A code is asked for only when the rest of the request passes; it
 * is stored hashed, names a four-letter reference the SMS shows, works once,
 * for its purpose and phone only, for 5 minutes and 5 tries.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoginResponse, UserInfo } from '#shared/api/auth.js';
import type { SmsOutboxResponse } from '#shared/api/operator.js';
import type { OtpResponse } from '#shared/api/otp.js';
import { API, OPERATOR } from '#shared/api/paths.js';
import type { WithdrawResponse } from '#shared/api/withdraw.js';
import { ErrorCode, ERRORS } from '#shared/errors.js';
import { DEMO_MEMBER } from '../../db/seed.js';
import { snapshot } from '../../test-support/db-snapshot.js';
import { fund } from '../../test-support/lotto.js';
import { codeInSms, registerBody, TEST_AGENT_KEY, startUpstream, type RegisteredMember, type TestUpstream } from '../../test-support/upstream.js';

const MINUTE = 60_000;
const refusal = (code: ErrorCode) => ({ error: code, message: ERRORS[code].message });

describe('one-time codes with an SMS gateway', () => {
  let up: TestUpstream;
  beforeAll(async () => {
    up = await startUpstream({ settings: { smsSender: () => Promise.resolve() } });
  });
  afterAll(() => up.close());

  /** Asks for a code a minute after the last (one a minute per phone and purpose). */
  async function askCode(body: { purpose: 'register' | 'bank_change' | 'withdraw_account'; phone?: string }, token?: string) {
    up.clock.advance(MINUTE);
    return up.otp(body, token);
  }

  it('asks for a code only when the rest of the sign-up passes, and changes nothing until it comes', async () => {
    const taken = await up.post(API.auth.register, registerBody({ username: DEMO_MEMBER.username }));
    expect(taken.body.error).toBe(ErrorCode.USERNAME_TAKEN);
    const before = await snapshot(up.db);
    const body = registerBody();
    const asked = await up.post(API.auth.register, body);
    expect(asked.body).toEqual({ ...refusal(ErrorCode.OTP_REQUIRED), data: { purpose: 'register' } });
    expect(await snapshot(up.db)).toEqual(before);
  });

  it('sends the code with its reference, keeps only its hash, and signs up with it once', async () => {
    const body = registerBody();
    const sent = up.sms.length;
    up.clock.advance(MINUTE);
    const reply = await up.post<OtpResponse>(API.auth.otpRequest, { purpose: 'register', phone: body.username });
    expect(reply.body).toEqual({
      error: 0,
      data: { method: 'sms', ref: expect.stringMatching(/^[A-Z]{4}$/), expires_at: expect.any(String), resend_after_s: 60, demo_sms: null },
    });
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(up.sms.slice(sent)).toHaveLength(1);
    const sms = up.sms.at(-1)!;
    const ref = reply.body.data!.ref!;
    expect(sms.phone).toBe(body.username);
    expect(sms.text).toMatch(new RegExp(`^รหัส OTP คือ \\d{6} \\(Ref: ${ref}\\) สำหรับสมัครสมาชิก ใช้ได้ภายใน 5 นาที`));
    const code = codeInSms(sms.text);
    const stored = await up.db.selectFrom('otp_codes').selectAll().where('ref', '=', ref).executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ purpose: 'register', phone: body.username, used_at: null, attempts: 0 });
    expect(stored.code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored.code_hash).not.toContain(code);

    const registered = await up.post<LoginResponse>(API.auth.register, { ...body, otp: { ref: ref.toLowerCase(), code } });
    expect(registered.body.error).toBe(0);
    expect(registered.body.data?.user.username).toBe(body.username);
    // Spent: the same code cannot guard anything again.
    const again = await up.post(API.auth.register, registerBody({ otp: { ref, code } }));
    expect(again.body).toEqual(refusal(ErrorCode.OTP_EXPIRED));
  });

  it('counts wrong tries, says how many are left, and spends the code at the fifth', async () => {
    const body = registerBody();
    const { ref, code } = await askCode({ purpose: 'register', phone: body.username });
    const wrong = code === '000000' ? '000001' : '000000';
    for (let left = 4; left >= 1; left--) {
      const reply = await up.post(API.auth.register, { ...body, otp: { ref, code: wrong } });
      expect(reply.body).toEqual({ error: ErrorCode.OTP_WRONG, message: `รหัส OTP ไม่ถูกต้อง ลองได้อีก ${left} ครั้ง`, data: { tries_left: left } });
    }
    const fifth = await up.post(API.auth.register, { ...body, otp: { ref, code: wrong } });
    expect(fifth.body).toEqual({ error: ErrorCode.OTP_EXPIRED, message: 'ใส่รหัส OTP ผิดครบจำนวนครั้งแล้ว กรุณาขอรหัสใหม่' });
    expect((await up.post(API.auth.register, { ...body, otp: { ref, code } })).body).toEqual(refusal(ErrorCode.OTP_EXPIRED));
    expect(await up.db.selectFrom('members').select('id').where('username', '=', body.username).executeTakeFirst()).toBeUndefined();
  });

  it('counts five wrong tries sent at once as five', async () => {
    const body = registerBody();
    const { ref, code } = await askCode({ purpose: 'register', phone: body.username });
    const wrong = code === '000000' ? '000001' : '000000';
    const replies = await Promise.all(Array.from({ length: 5 }, () => up.post(API.auth.register, { ...body, otp: { ref, code: wrong } })));
    expect(replies.map((reply) => reply.body.error).sort()).toEqual([...Array(4).fill(ErrorCode.OTP_WRONG), ErrorCode.OTP_EXPIRED].sort());
    expect((await up.post(API.auth.register, { ...body, otp: { ref, code } })).body.error).toBe(ErrorCode.OTP_EXPIRED);
  });

  it('works for 5 minutes, for its own reference, phone and purpose, and only the newest code', async () => {
    const body = registerBody();
    const first = await askCode({ purpose: 'register', phone: body.username });
    const second = await askCode({ purpose: 'register', phone: body.username });
    expect((await up.post(API.auth.register, { ...body, otp: first })).body.error).toBe(ErrorCode.OTP_EXPIRED);
    const other = registerBody();
    expect((await up.post(API.auth.register, { ...other, otp: second })).body.error).toBe(ErrorCode.OTP_EXPIRED);
    up.clock.advance(5 * MINUTE);
    expect((await up.post(API.auth.register, { ...body, otp: second })).body.error).toBe(ErrorCode.OTP_EXPIRED);
    const third = await askCode({ purpose: 'register', phone: body.username });
    const member = await up.post<LoginResponse>(API.auth.register, { ...body, otp: third });
    expect(member.body.error).toBe(0);
    // A sign-up's code is not a bank change's, even on the same phone.
    const token = member.body.data!.access_token;
    const bank = await askCode({ purpose: 'register', phone: body.username });
    const change = await up.post(API.auth.updateSubBankAccount, { bank_code: 'KTB', bank_account_no: registerBody().bank_account_no, otp: bank }, { token });
    expect(change.body.error).toBe(ErrorCode.OTP_EXPIRED);
  });

  it('answers any phone alike, sends a member’s codes to their own phone, and needs their token for it', async () => {
    const member = await up.register();
    up.clock.advance(MINUTE);
    const stranger = await up.post<OtpResponse>(API.auth.otpRequest, { purpose: 'register', phone: '0822222229' });
    const known = await up.post<OtpResponse>(API.auth.otpRequest, { purpose: 'register', phone: member.input.username });
    expect({ ...known.body.data, ref: '', expires_at: '' }).toEqual({ ...stranger.body.data, ref: '', expires_at: '' });

    const noToken = await up.post(API.auth.otpRequest, { purpose: 'bank_change' });
    expect(noToken.body.error).toBe(ErrorCode.UNAUTHORIZED);
    const noPhone = await up.post(API.auth.otpRequest, { purpose: 'register' });
    expect(noPhone.body).toMatchObject({ error: ErrorCode.VALIDATION, data: { fields: { phone: 'กรุณากรอกเบอร์โทรศัพท์' } } });
    const own = await askCode({ purpose: 'bank_change', phone: '0822222228' }, member.token);
    expect(own.phone).toBe(member.input.username);
  });

  it('limits codes to one a minute per phone and purpose, and per address', async () => {
    const phone = registerBody().username!;
    await askCode({ purpose: 'register', phone });
    const soon = await up.post(API.auth.otpRequest, { purpose: 'register', phone });
    expect(soon.status).toBe(429);
    expect(soon.body).toEqual({ error: ErrorCode.RATE_LIMITED, message: 'ทำรายการถี่เกินไป กรุณารอ 60 วินาที แล้วลองใหม่' });
    up.clock.advance(30_000);
    expect((await up.post(API.auth.otpRequest, { purpose: 'register', phone })).body.message).toBe('ทำรายการถี่เกินไป กรุณารอ 30 วินาที แล้วลองใหม่');
  });

  it('asks for a code before a bank change, after its own rules, to the member’s phone', async () => {
    const member = await up.register();
    const account = registerBody().bank_account_no!;
    const same = await up.post(API.auth.updateSubBankAccount, { bank_code: 'SCB', bank_account_no: member.input.bank_account_no }, { token: member.token });
    expect(same.body.error).toBe(ErrorCode.SUB_BANK_SAME_AS_MAIN);
    const asked = await up.post(API.auth.updateSubBankAccount, { bank_code: 'KTB', bank_account_no: account }, { token: member.token });
    expect(asked.body).toEqual({ ...refusal(ErrorCode.OTP_REQUIRED), data: { purpose: 'bank_change' } });
    const otp = await askCode({ purpose: 'bank_change' }, member.token);
    expect(up.sms.at(-1)!.text).toContain('สำหรับเปลี่ยนบัญชีธนาคาร');
    const changed = await up.post<UserInfo>(API.auth.updateSubBankAccount, { bank_code: 'KTB', bank_account_no: account, otp }, { token: member.token });
    expect(changed.body.error).toBe(0);
    expect(changed.body.data?.sub_bank_code).toBe('KTB');
  });

  it('lets one of two bank changes sent at once with one code through', async () => {
    const member = await up.register();
    const otp = await askCode({ purpose: 'bank_change' }, member.token);
    const replies = await Promise.all(
      [registerBody().bank_account_no, registerBody().bank_account_no].map((account) =>
        up.post(API.auth.updateSubBankAccount, { bank_code: 'KTB', bank_account_no: account, otp }, { token: member.token }),
      ),
    );
    expect(replies.map((reply) => reply.body.error).sort()).toEqual([0, ErrorCode.OTP_EXPIRED]);
  });

  describe('the first withdrawal to an account', () => {
    let member: RegisteredMember;
    const withdraw = (body: object, key: string) =>
      up.post<WithdrawResponse>(API.member.withdraw, body, { token: member.token, headers: { 'idempotency-key': key } });

    beforeAll(async () => {
      member = await up.register();
      await fund(up, member, 1000);
    });

    it('asks for a code and moves nothing until it comes; a wrong code counts though the request fails', async () => {
      const before = await snapshot(up.db);
      const asked = await withdraw({ amount: 100 }, 'first-1');
      expect(asked.body).toEqual({ ...refusal(ErrorCode.OTP_REQUIRED), data: { purpose: 'withdraw_account' } });
      expect((await snapshot(up.db)).walletTotal).toBe(before.walletTotal);
      const otp = await askCode({ purpose: 'withdraw_account' }, member.token);
      expect(up.sms.at(-1)!.text).toContain('สำหรับถอนเงินเข้าบัญชีใหม่');
      const wrong = otp.code === '000000' ? '000001' : '000000';
      expect((await withdraw({ amount: 100, otp: { ref: otp.ref, code: wrong } }, 'first-2')).body.error).toBe(ErrorCode.OTP_WRONG);
      const twice = await withdraw({ amount: 100, otp: { ref: otp.ref, code: wrong } }, 'first-3');
      expect(twice.body).toMatchObject({ error: ErrorCode.OTP_WRONG, data: { tries_left: 3 } });

      const paid = await withdraw({ amount: 100, otp: { ref: otp.ref, code: otp.code } }, 'first-4');
      expect(paid.body.error).toBe(0);
      expect(paid.body.data?.wallets.total).toBe(900);
      // The same request again answers the same, though its code is spent.
      expect((await withdraw({ amount: 100, otp: { ref: otp.ref, code: otp.code } }, 'first-4')).body).toEqual(paid.body);
    });

    it('needs no code once a withdrawal to the account was paid', async () => {
      const id = (await up.db.selectFrom('withdrawals').select('id').where('member_id', '=', (await memberId(member))).executeTakeFirstOrThrow()).id;
      expect((await up.operator(`${OPERATOR.withdrawals}/${id}/approve`, {})).body.error).toBe(0);
      const next = await withdraw({ amount: 100 }, 'second-1');
      expect(next.body.error).toBe(0);
    });
  });

  async function memberId(member: RegisteredMember): Promise<number> {
    return (await up.db.selectFrom('members').select('id').where('username', '=', member.input.username).executeTakeFirstOrThrow()).id;
  }
});

describe('one-time codes in demo mode without a gateway', () => {
  it('shows the SMS on the page and in the console’s outbox', async () => {
    const up = await startUpstream({ settings: { demo: true } });
    try {
      const phone = registerBody().username!;
      const reply = await up.post<OtpResponse>(API.auth.otpRequest, { purpose: 'register', phone });
      expect(reply.body.data).toMatchObject({ method: 'demo', ref: expect.stringMatching(/^[A-Z]{4}$/) });
      const text = reply.body.data!.demo_sms!;
      expect(text).toContain(`(Ref: ${reply.body.data!.ref})`);
      const outbox = await up.request<SmsOutboxResponse>('GET', OPERATOR.smsOutbox, undefined, { headers: { authorization: `Bearer ${TEST_AGENT_KEY}` } });
      expect(outbox.body.data?.[0]).toMatchObject({ phone, text });
      const otp = { ref: reply.body.data!.ref!, code: codeInSms(text) };
      const member = await up.post<LoginResponse>(API.auth.register, registerBody({ username: phone, otp }));
      expect(member.body.data?.user.username).toBe(phone);
    } finally {
      await up.close();
    }
  });
});

describe('one-time codes without a gateway, outside demo mode', () => {
  it('asks for none', async () => {
    const up = await startUpstream();
    try {
      const reply = await up.post<OtpResponse>(API.auth.otpRequest, { purpose: 'register', phone: '0822222227' });
      expect(reply.body.data).toEqual({ method: 'none', ref: null, expires_at: null, resend_after_s: 0, demo_sms: null });
      expect((await up.post(API.auth.register, registerBody())).body.error).toBe(0);
      expect(await up.db.selectFrom('otp_codes').selectAll().execute()).toEqual([]);
    } finally {
      await up.close();
    }
  });
});

describe('one-time codes with a captcha', () => {
  it('checks the captcha on the request that asks for a code, and the code on the one that carries it', async () => {
    const seen: string[] = [];
    const up = await startUpstream({
      settings: {
        smsSender: () => Promise.resolve(),
        recaptchaSecret: 'secret',
        // A token is good once, as Google's are.
        verifyCaptcha: (token) => {
          const fresh = !seen.includes(token);
          seen.push(token);
          return Promise.resolve(token === 'good-token' && fresh);
        },
      },
    });
    try {
      const body = registerBody({ captcha: 'good-token' });
      expect((await up.post(API.auth.register, { ...body, captcha: 'bad-token' })).body.error).toBe(ErrorCode.CAPTCHA_FAILED);
      expect((await up.post(API.auth.register, body)).body.error).toBe(ErrorCode.OTP_REQUIRED);
      const otp = await up.otp({ purpose: 'register', phone: body.username! });
      const wrong = otp.code === '000000' ? '000001' : '000000';
      expect((await up.post(API.auth.register, { ...body, otp: { ref: otp.ref, code: wrong } })).body.error).toBe(ErrorCode.OTP_WRONG);
      expect((await up.post<LoginResponse>(API.auth.register, { ...body, otp: { ref: otp.ref, code: otp.code } })).body.error).toBe(0);
      expect(seen).toEqual(['bad-token', 'good-token']);
    } finally {
      await up.close();
    }
  });
});
