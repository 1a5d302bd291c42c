import { describe, expect, it } from 'vitest';
import { DEFAULT_SCRYPT_COST } from '../settings.js';
import { hashPassword, hashPasswordSync, verifyPassword } from './passwords.js';
import { hashToken, newToken } from './tokens.js';

describe('passwords', () => {
  it('salts each hash and verifies only the right password', async () => {
    const a = await hashPassword('correct horse', 1024);
    const b = await hashPassword('correct horse', 1024);
    expect(a).not.toBe(b);
    expect(await verifyPassword('correct horse', a)).toBe(true);
    expect(await verifyPassword('correct horsE', a)).toBe(false);
    expect(await verifyPassword('correct horse', 'garbage')).toBe(false);
  });

  it('uses N=16384 by default and keeps the cost in the hash', async () => {
    expect(DEFAULT_SCRYPT_COST).toBe(16384);
    const hash = hashPasswordSync('demo12345');
    expect(hash.startsWith('scrypt$16384$8$1$')).toBe(true);
    expect(await verifyPassword('demo12345', hash)).toBe(true);
  });
});

describe('tokens', () => {
  it('are 32 random bytes, stored as a SHA-256 digest', () => {
    const token = newToken();
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    expect(newToken()).not.toBe(token);
    expect(hashToken(token)).toMatch(/^[0-9a-f]{64}$/);
  });
});
