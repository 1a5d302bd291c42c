import { randomBytes, scrypt, scryptSync, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { DEFAULT_SCRYPT_COST } from '../settings.js';

/**
 * Passwords are scrypt hashes with a random salt, stored as
 * `scrypt$N$r$p$salt$hash` so a later change of cost keeps old hashes valid.
 */
const KEY_LENGTH = 32;
const BLOCK_SIZE = 8;
const PARALLELISM = 1;

function scryptAsync(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password, salt, KEY_LENGTH, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

function options(cost: number): ScryptOptions {
  // scrypt needs 128·N·r bytes; leave room above Node's 32 MiB default.
  return { N: cost, r: BLOCK_SIZE, p: PARALLELISM, maxmem: 256 * cost * BLOCK_SIZE + 1024 * 1024 };
}

function encode(cost: number, salt: Buffer, key: Buffer): string {
  return ['scrypt', cost, BLOCK_SIZE, PARALLELISM, salt.toString('base64'), key.toString('base64')].join('$');
}

/** Hashes off the main thread (libuv pool), so logins do not stall other requests. */
export async function hashPassword(password: string, cost = DEFAULT_SCRYPT_COST): Promise<string> {
  const salt = randomBytes(16);
  return encode(cost, salt, await scryptAsync(password, salt, options(cost)));
}

/** For the seed, which runs once before the server listens. */
export function hashPasswordSync(password: string, cost = DEFAULT_SCRYPT_COST): string {
  const salt = randomBytes(16);
  return encode(cost, salt, scryptSync(password, salt, KEY_LENGTH, options(cost)));
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, saltB64, keyB64] = stored.split('$');
  if (scheme !== 'scrypt' || !saltB64 || !keyB64) return false;
  const expected = Buffer.from(keyB64, 'base64');
  const cost = Number(n);
  const key = await scryptAsync(password, Buffer.from(saltB64, 'base64'), {
    ...options(cost),
    r: Number(r),
    p: Number(p),
  });
  return key.length === expected.length && timingSafeEqual(key, expected);
}
