import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ResetPasswordResponse, UserInfo } from '@shared/api/auth.js';
import { API } from '@shared/api/paths.js';
import { ErrorCode } from '@shared/errors.js';
import { DEMO_MEMBER } from '../db/seed.js';
import { snapshot } from '../test-support/db-snapshot.js';
import { registerBody, startUpstream, type TestUpstream } from '../test-support/upstream.js';

describe('reset_password', () => {
  let up: TestUpstream;
  beforeAll(async () => {
    up = await startUpstream();
  });
  afterAll(() => up.close());

  const identity = (m: { username: string; bank_account_no: string }) => ({
    username: m.username,
    bank_account_no: m.bank_account_no,
    birth_date: '1995-01-31',
  });

  it('answers the same mismatch for wrong details and an unknown phone', async () => {
    const member = await up.register();
    const expected = { error: ErrorCode.IDENTITY_MISMATCH, message: 'ข้อมูลไม่ตรงกับบัญชีสมาชิก' };
    const before = snapshot(up.db);
    expect((await up.post(API.auth.resetPassword, { ...identity(member.input), birth_date: '1995-02-01' })).body).toEqual(expected);
    expect((await up.post(API.auth.resetPassword, { ...identity(member.input), bank_account_no: '5555555555' })).body).toEqual(expected);
    expect((await up.post(API.auth.resetPassword, { ...identity(member.input), username: '0822222222' })).body).toEqual(expected);
    expect(snapshot(up.db)).toEqual(before);
  });

  it('sets a new password with a one-time token and ends every session', async () => {
    const member = await up.register();
    const token = await up.post<ResetPasswordResponse>(API.auth.resetPassword, identity(member.input));
    expect(token.body.error).toBe(0);
    expect(token.body.data!.expires_at).toBe('2026-11-22T10:15:00.000+07:00');
    const resetToken = token.body.data!.reset_token;

    const done = await up.post(API.auth.resetPasswordV2, { reset_token: resetToken, new_password: 'after-reset-1' });
    expect(done.body).toEqual({ error: 0, data: null });
    expect((await up.get(API.auth.userInfo, { token: member.token })).status).toBe(401);
    await up.login(member.input.username, 'after-reset-1');

    const again = await up.post(API.auth.resetPasswordV2, { reset_token: resetToken, new_password: 'second-try-22' });
    expect(again.body).toEqual({
      error: ErrorCode.RESET_TOKEN_INVALID,
      message: 'รหัสยืนยันการตั้งรหัสผ่านหมดอายุหรือไม่ถูกต้อง กรุณาเริ่มใหม่',
    });
    await up.login(member.input.username, 'after-reset-1');
  });

  it('refuses an expired token and an unknown one', async () => {
    const member = await up.register();
    const token = await up.post<ResetPasswordResponse>(API.auth.resetPassword, identity(member.input));
    up.clock.advance(15 * 60 * 1000);
    const expired = await up.post(API.auth.resetPasswordV2, { reset_token: token.body.data!.reset_token, new_password: 'too-late-123' });
    expect(expired.body.error).toBe(ErrorCode.RESET_TOKEN_INVALID);
    const unknown = await up.post(API.auth.resetPasswordV2, { reset_token: 'x'.repeat(43), new_password: 'too-late-123' });
    expect(unknown.body.error).toBe(ErrorCode.RESET_TOKEN_INVALID);
    await up.login(member.input.username, member.input.password);
  });

  it('voids an earlier token when a new one is issued', async () => {
    const member = await up.register();
    const first = await up.post<ResetPasswordResponse>(API.auth.resetPassword, identity(member.input));
    const second = await up.post<ResetPasswordResponse>(API.auth.resetPassword, identity(member.input));
    const old = await up.post(API.auth.resetPasswordV2, { reset_token: first.body.data!.reset_token, new_password: 'newer-pass-1' });
    expect(old.body.error).toBe(ErrorCode.RESET_TOKEN_INVALID);
    const current = await up.post(API.auth.resetPasswordV2, { reset_token: second.body.data!.reset_token, new_password: 'newer-pass-1' });
    expect(current.body.error).toBe(0);
  });

  it('is rate limited like login', async () => {
    const limited = await startUpstream({ settings: { loginRateLimit: { windowMs: 60_000, max: 2 } } });
    try {
      const body = { username: DEMO_MEMBER.username, bank_account_no: '1111111111', birth_date: '1990-01-01' };
      expect((await limited.post(API.auth.resetPassword, body)).status).toBe(200);
      expect((await limited.post(API.auth.resetPassword, body)).status).toBe(200);
      const third = await limited.post(API.auth.resetPassword, body);
      expect(third.status).toBe(429);
      expect(third.body.error).toBe(ErrorCode.RATE_LIMITED);
    } finally {
      await limited.close();
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
});
