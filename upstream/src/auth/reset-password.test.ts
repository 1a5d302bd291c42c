import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ResetPasswordResponse, UserInfo } from '#shared/api/auth.js';
import type { ResetLinkResponse, SmsOutboxResponse } from '#shared/api/operator.js';
import { API } from '#shared/api/paths.js';
import { ErrorCode } from '#shared/errors.js';
import { DEMO_MEMBER } from '../db/seed.js';
import { snapshot } from '../test-support/db-snapshot.js';
import { TEST_AGENT_KEY, registerBody, startUpstream, type TestUpstream } from '../test-support/upstream.js';

interface Sent {
  phone: string;
  text: string;
}

const codeIn = (message: Sent | undefined) => /\b(\d{6})\b/.exec(message?.text ?? '')?.[1] ?? '';
const settle = () => new Promise((resolve) => setTimeout(resolve, 10));

describe('reset_password by SMS code', () => {
  let up: TestUpstream;
  const sent: Sent[] = [];
  beforeAll(async () => {
    up = await startUpstream({
      settings: {
        smsSender: (phone, text) => {
          sent.push({ phone, text });
          return Promise.resolve();
        },
      },
    });
  });
  afterAll(() => up.close());

  /** Asks for a code and answers the one the member's phone got. */
  async function requestCode(username: string): Promise<string> {
    // One code a minute per phone and purpose.
    up.clock.advance(60 * 1000);
    const reply = await up.post<ResetPasswordResponse>(API.auth.resetPassword, { username });
    expect(reply.body.error).toBe(0);
    await settle();
    const message = sent.at(-1);
    expect(message?.phone).toBe(username);
    return codeIn(message);
  }

  it('refuses the old identity-only flow: phone, bank account and birth date give no token', async () => {
    const member = await up.register();
    const old = await up.post<Record<string, unknown>>(API.auth.resetPassword, {
      username: member.input.username,
      bank_account_no: member.input.bank_account_no,
      birth_date: '1995-01-31',
    });
    expect(old.body.error).toBe(0);
    expect(old.body.data).not.toHaveProperty('reset_token');
    const noCode = await up.post(API.auth.resetPasswordV2, { username: member.input.username, new_password: 'after-reset-1' });
    expect(noCode.body.error).toBe(ErrorCode.VALIDATION);
    await up.login(member.input.username, member.input.password);
  });

  it('answers a phone no member uses exactly like a member’s, and sends nothing', async () => {
    const count = sent.length;
    const before = await snapshot(up.db);
    const reply = await up.post<ResetPasswordResponse>(API.auth.resetPassword, { username: '0822222222' });
    // A reference of its own, like a member's code has: four letters that name nothing.
    expect(reply.body).toEqual({ error: 0, data: { method: 'sms', expires_at: '2026-11-22T10:05:00.000+07:00', ref: expect.stringMatching(/^[A-Z]{4}$/) } });
    await settle();
    expect(sent.length).toBe(count);
    expect(await snapshot(up.db)).toEqual(before);
  });

  it('sets a new password with the code once, stores only its hash and ends every session', async () => {
    const member = await up.register();
    const code = await requestCode(member.input.username);
    expect(code).toMatch(/^\d{6}$/);
    const stored = await up.db.selectFrom('otp_codes').select(['code_hash', 'ref', 'purpose']).orderBy('id', 'desc').limit(1).executeTakeFirstOrThrow();
    expect(stored.code_hash).not.toContain(code);
    expect(stored.purpose).toBe('reset');
    // The SMS shows the reference the page shows.
    expect(sent.at(-1)?.text).toContain(`(Ref: ${stored.ref})`);

    const body = { username: member.input.username, code, new_password: 'after-reset-1' };
    expect((await up.post(API.auth.resetPasswordV2, body)).body).toEqual({ error: 0, data: null });
    expect((await up.get(API.auth.userInfo, { token: member.token })).status).toBe(401);
    await up.login(member.input.username, 'after-reset-1');

    const again = await up.post(API.auth.resetPasswordV2, { ...body, new_password: 'second-try-22' });
    expect(again.body).toEqual({
      error: ErrorCode.RESET_TOKEN_INVALID,
      message: 'รหัสยืนยันการตั้งรหัสผ่านหมดอายุหรือไม่ถูกต้อง กรุณาเริ่มใหม่',
    });
    await up.login(member.input.username, 'after-reset-1');
  });

  it('expires the code on the clock', async () => {
    const member = await up.register();
    const code = await requestCode(member.input.username);
    up.clock.advance(5 * 60 * 1000);
    const late = await up.post(API.auth.resetPasswordV2, { username: member.input.username, code, new_password: 'too-late-123' });
    expect(late.body.error).toBe(ErrorCode.RESET_TOKEN_INVALID);
    await up.login(member.input.username, member.input.password);
  });

  it('voids the code after five wrong tries, and an earlier code when a new one is sent', async () => {
    const member = await up.register();
    const first = await requestCode(member.input.username);
    const code = await requestCode(member.input.username);
    const try_ = (c: string) => up.post(API.auth.resetPasswordV2, { username: member.input.username, code: c, new_password: 'guessed-pass-1' });
    if (first !== code) expect((await try_(first)).body.error).toBe(ErrorCode.RESET_TOKEN_INVALID);
    const wrong = code === '000000' ? '000001' : '000000';
    for (let i = first !== code ? 1 : 0; i < 5; i++) expect((await try_(wrong)).body.error).toBe(ErrorCode.RESET_TOKEN_INVALID);
    expect((await try_(code)).body.error).toBe(ErrorCode.RESET_TOKEN_INVALID);
    await up.login(member.input.username, member.input.password);
  });

  it('limits codes per phone', async () => {
    const member = await up.register();
    // Five codes a phone in 15 minutes, whatever for: the sign-up's counts as the first.
    for (let i = 0; i < 4; i++) await requestCode(member.input.username);
    const fourth = await up.post(API.auth.resetPassword, { username: member.input.username });
    expect(fourth.status).toBe(429);
    expect(fourth.body.error).toBe(ErrorCode.RATE_LIMITED);
    up.clock.advance(15 * 60 * 1000);
    await requestCode(member.input.username);
  });
});

describe('reset_password without an SMS sender: the agent’s link', () => {
  let up: TestUpstream;
  beforeAll(async () => {
    up = await startUpstream();
  });
  afterAll(() => up.close());

  it('tells the member to ask the agent and issues nothing', async () => {
    const member = await up.register();
    const before = await snapshot(up.db);
    const reply = await up.post(API.auth.resetPassword, { username: member.input.username });
    expect(reply.body).toEqual({ error: 0, data: { method: 'agent', expires_at: null, ref: null } });
    expect(await snapshot(up.db)).toEqual(before);
  });

  it('sets a new password once with the link the agent issued, then every session ends', async () => {
    const member = await up.register();
    const issued = await up.operator<ResetLinkResponse>('/operator/reset_link', { username: member.input.username });
    expect(issued.body.error).toBe(0);
    expect(issued.body.data).toMatchObject({ username: member.input.username, expires_at: '2026-11-22T11:00:00.000+07:00' });
    const token = new URLSearchParams(issued.body.data!.path.split('?')[1]).get('token')!;

    const body = { reset_token: token, new_password: 'after-link-1' };
    expect((await up.post(API.auth.resetPasswordV2, body)).body).toEqual({ error: 0, data: null });
    expect((await up.get(API.auth.userInfo, { token: member.token })).status).toBe(401);
    await up.login(member.input.username, 'after-link-1');
    expect((await up.post(API.auth.resetPasswordV2, body)).body.error).toBe(ErrorCode.RESET_TOKEN_INVALID);
  });

  it('refuses an expired link, an older link and an unknown one; an unknown member gets no link', async () => {
    const member = await up.register();
    const link = async () =>
      new URLSearchParams(
        (await up.operator<ResetLinkResponse>('/operator/reset_link', { username: member.input.username })).body.data!.path.split('?')[1],
      ).get('token')!;
    const older = await link();
    const newer = await link();
    expect((await up.post(API.auth.resetPasswordV2, { reset_token: older, new_password: 'too-late-123' })).body.error).toBe(
      ErrorCode.RESET_TOKEN_INVALID,
    );
    up.clock.advance(60 * 60 * 1000);
    expect((await up.post(API.auth.resetPasswordV2, { reset_token: newer, new_password: 'too-late-123' })).body.error).toBe(
      ErrorCode.RESET_TOKEN_INVALID,
    );
    expect((await up.post(API.auth.resetPasswordV2, { reset_token: 'x'.repeat(43), new_password: 'too-late-123' })).body.error).toBe(
      ErrorCode.RESET_TOKEN_INVALID,
    );
    const unknown = await up.operator('/operator/reset_link', { username: '0822222222' });
    expect(unknown.body.error).toBe(ErrorCode.MEMBER_NOT_FOUND);
    await up.login(member.input.username, member.input.password);
  });
});

describe('reset_password in demo mode', () => {
  it('puts the code in the console’s outbox instead of sending it, and says so: the agent gives the code', async () => {
    const up = await startUpstream({ settings: { demo: true } });
    try {
      const member = await up.register();
      const reply = await up.post<ResetPasswordResponse>(API.auth.resetPassword, { username: member.input.username });
      expect(reply.body).toEqual({ error: 0, data: { method: 'agent_code', expires_at: '2026-11-22T10:05:00.000+07:00', ref: expect.stringMatching(/^[A-Z]{4}$/) } });
      // A phone no member uses is answered the same (its reference is as random as any).
      const stranger = await up.post<ResetPasswordResponse>(API.auth.resetPassword, { username: '0822222222' });
      expect({ ...stranger.body.data, ref: 'ABCD' }).toEqual({ ...reply.body.data, ref: 'ABCD' });
      const outbox = await up.request<SmsOutboxResponse>('GET', '/operator/sms_outbox', undefined, {
        headers: { authorization: `Bearer ${TEST_AGENT_KEY}` },
      });
      // Newest first: the reset's code, after the one the member signed up with; none for the stranger.
      expect(outbox.body.data!.map((message) => message.phone)).toEqual([member.input.username, member.input.username]);
      expect(outbox.body.data![0]!.text).toContain(`(Ref: ${reply.body.data!.ref})`);
      const code = codeIn(outbox.body.data![0]);
      const done = await up.post(API.auth.resetPasswordV2, { username: member.input.username, code, ref: reply.body.data!.ref, new_password: 'demo-reset-1' });
      expect(done.body.error).toBe(0);
    } finally {
      await up.close();
    }
  });
});

describe('update_sub_bank_account', () => {
  let up: TestUpstream;
  beforeAll(async () => {
    up = await startUpstream();
  });
  afterAll(() => up.close());

  it('sets the second account, masked in the answer', async () => {
    const member = await up.register();
    const account = registerBody().bank_account_no!;
    const reply = await up.post<UserInfo>(API.auth.updateSubBankAccount, { bank_code: 'KTB', bank_account_no: account }, { token: member.token });
    expect(reply.body.error).toBe(0);
    expect(reply.body.data).toMatchObject({ sub_bank_code: 'KTB', sub_bank_account_no: `xxx-x-x${account.slice(-5, -1)}-${account.slice(-1)}` });
    // Replacing it frees the old number for others.
    const next = registerBody().bank_account_no!;
    await up.post(API.auth.updateSubBankAccount, { bank_code: 'BBL', bank_account_no: next }, { token: member.token });
    expect((await up.post(API.auth.register, registerBody({ bank_account_no: account }))).body.error).toBe(0);
  });

  it('refuses the main account and anyone else’s account', async () => {
    const member = await up.register();
    const same = await up.post(
      API.auth.updateSubBankAccount,
      { bank_code: 'SCB', bank_account_no: member.input.bank_account_no },
      { token: member.token },
    );
    expect(same.body).toEqual({ error: ErrorCode.SUB_BANK_SAME_AS_MAIN, message: 'บัญชีสำรองต้องไม่ซ้ำกับบัญชีหลัก' });
    const taken = await up.post(
      API.auth.updateSubBankAccount,
      { bank_code: 'KBANK', bank_account_no: DEMO_MEMBER.bank_account_no },
      { token: member.token },
    );
    expect(taken.body).toEqual({ error: ErrorCode.BANK_ACCOUNT_TAKEN, message: 'เลขบัญชีนี้ถูกใช้สมัครสมาชิกแล้ว' });
  });

  it('gives one account to one of several members asking for it at once, refusing the others in Thai', async () => {
    const members = await Promise.all(Array.from({ length: 4 }, () => up.register()));
    const account = registerBody().bank_account_no!;
    const replies = await Promise.all(
      members.map((m) => up.post(API.auth.updateSubBankAccount, { bank_code: 'KTB', bank_account_no: account }, { token: m.token })),
    );
    expect(replies.filter((r) => r.body.error === 0)).toHaveLength(1);
    expect(replies.filter((r) => r.body.error !== 0).map((r) => r.body)).toEqual(
      Array(3).fill({ error: ErrorCode.BANK_ACCOUNT_TAKEN, message: 'เลขบัญชีนี้ถูกใช้สมัครสมาชิกแล้ว' }),
    );
    const holders = await up.db.selectFrom('members').select('id').where('sub_bank_account_no', '=', account).execute();
    expect(holders).toHaveLength(1);
  });
});
