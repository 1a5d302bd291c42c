import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoginResponse, UserInfo } from '#shared/api/auth.js';
import { API } from '#shared/api/paths.js';
import { ErrorCode } from '#shared/errors.js';
import { DEMO_MEMBER } from '../db/seed.js';
import { startUpstream, type TestUpstream } from '../test-support/upstream.js';

describe('login, logout and tokens', () => {
  let up: TestUpstream;
  beforeAll(async () => {
    up = await startUpstream();
  });
  afterAll(() => up.close());

  it('logs the demo member in and answers their info with the account masked', async () => {
    const reply = await up.post<LoginResponse>(API.auth.login, { username: DEMO_MEMBER.username, password: DEMO_MEMBER.password });
    expect(reply.body.error).toBe(0);
    const info = await up.get<UserInfo>(API.auth.userInfo, { token: reply.body.data!.access_token });
    expect(info.body.data).toMatchObject({
      username: DEMO_MEMBER.username,
      first_name: 'สมชาย',
      last_name: 'ใจดี',
      bank_code: 'KBANK',
      bank_account_no: 'xxx-x-x6789-0',
      vip_level: 0,
      agent_code: 'DEMO',
    });
  });

  it('gives the same answer for a wrong password and an unknown username', async () => {
    const wrong = await up.post(API.auth.login, { username: DEMO_MEMBER.username, password: 'wrong-password' });
    const unknown = await up.post(API.auth.login, { username: '0800000001', password: DEMO_MEMBER.password });
    const expected = { error: ErrorCode.INVALID_CREDENTIALS, message: 'เบอร์โทรศัพท์หรือรหัสผ่านไม่ถูกต้อง' };
    expect(wrong).toEqual({ status: 200, body: expected });
    expect(unknown).toEqual({ status: 200, body: expected });
  });

  it('stores only the hash of a token', async () => {
    const token = await up.login(DEMO_MEMBER.username, DEMO_MEMBER.password);
    const stored = (await up.db.selectFrom('sessions').select('token_hash').execute()).map((row) => row.token_hash);
    expect(stored.every((hash) => /^[0-9a-f]{64}$/.test(hash))).toBe(true);
    expect(stored).not.toContain(token);
    const member = await up.db.selectFrom('members').select('password_hash').where('username', '=', DEMO_MEMBER.username).executeTakeFirstOrThrow();
    expect(member.password_hash).toMatch(/^scrypt\$\d+\$8\$1\$/);
  });

  it('refuses a missing or unknown token with 401', async () => {
    const none = await up.get(API.auth.userInfo);
    expect(none).toEqual({ status: 401, body: { error: ErrorCode.UNAUTHORIZED, message: 'กรุณาเข้าสู่ระบบ' } });
    const unknown = await up.get(API.auth.userInfo, { token: 'not-a-token' });
    expect(unknown.status).toBe(401);
    expect(unknown.body.error).toBe(ErrorCode.UNAUTHORIZED);
    const badScheme = await up.get(API.auth.userInfo, { headers: { authorization: 'Basic abc' } });
    expect(badScheme.status).toBe(401);
  });

  it('revokes the token on logout; the next call is 401 and other sessions live on', async () => {
    const token = await up.login(DEMO_MEMBER.username, DEMO_MEMBER.password);
    const other = await up.login(DEMO_MEMBER.username, DEMO_MEMBER.password);
    expect((await up.post(API.auth.logout, {}, { token })).body).toEqual({ error: 0, data: null });
    const after = await up.get(API.auth.userInfo, { token });
    expect(after).toEqual({ status: 401, body: { error: ErrorCode.SESSION_EXPIRED, message: 'เซสชันหมดอายุ กรุณาลองใหม่อีกครั้ง' } });
    expect((await up.post(API.auth.logout, {}, { token })).status).toBe(401);
    expect((await up.get(API.auth.userInfo, { token: other })).body.error).toBe(0);
  });

  it('expires a token after its lifetime on the clock', async () => {
    const token = await up.login(DEMO_MEMBER.username, DEMO_MEMBER.password);
    up.clock.advance(7 * 24 * 60 * 60 * 1000 - 1);
    expect((await up.get(API.auth.userInfo, { token })).status).toBe(200);
    up.clock.advance(1);
    const expired = await up.get(API.auth.userInfo, { token });
    expect(expired.status).toBe(401);
    expect(expired.body.error).toBe(ErrorCode.SESSION_EXPIRED);
  });
});

describe('change_password', () => {
  let up: TestUpstream;
  beforeAll(async () => {
    up = await startUpstream();
  });
  afterAll(() => up.close());

  it('refuses a wrong old password and a new one equal to the old', async () => {
    const member = await up.register();
    const wrong = await up.post(
      API.auth.changePassword,
      { old_password: 'not-the-password', new_password: 'another-pass-2' },
      { token: member.token },
    );
    expect(wrong.body).toEqual({ error: ErrorCode.WRONG_PASSWORD, message: 'รหัสผ่านเดิมไม่ถูกต้อง' });
    const same = await up.post(
      API.auth.changePassword,
      { old_password: member.input.password, new_password: member.input.password },
      { token: member.token },
    );
    expect(same.body).toEqual({ error: ErrorCode.SAME_PASSWORD, message: 'รหัสผ่านใหม่ต้องไม่ซ้ำกับรหัสผ่านเดิม' });
    const short = await up.post(
      API.auth.changePassword,
      { old_password: member.input.password, new_password: 'short' },
      { token: member.token },
    );
    expect(short.body.error).toBe(ErrorCode.VALIDATION);
    expect(short.body.data).toEqual({ fields: { new_password: 'รหัสผ่านต้องมีอย่างน้อย 8 ตัวอักษร' } });
  });

  it('sets the new password and revokes every other session, keeping this one', async () => {
    const member = await up.register();
    const other = await up.login(member.input.username, member.input.password);
    const reply = await up.post(
      API.auth.changePassword,
      { old_password: member.input.password, new_password: 'brand-new-pass' },
      { token: member.token },
    );
    expect(reply.body.error).toBe(0);
    expect((await up.get(API.auth.userInfo, { token: member.token })).status).toBe(200);
    expect((await up.get(API.auth.userInfo, { token: other })).status).toBe(401);
    expect((await up.post(API.auth.login, { username: member.input.username, password: member.input.password })).body.error).toBe(
      ErrorCode.INVALID_CREDENTIALS,
    );
    await up.login(member.input.username, 'brand-new-pass');
  });

  it('needs a token', async () => {
    const reply = await up.post(API.auth.changePassword, { old_password: 'a', new_password: 'bbbbbbbb' });
    expect(reply.status).toBe(401);
  });
});
