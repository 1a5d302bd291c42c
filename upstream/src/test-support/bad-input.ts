/**
 * The "bad input changes nothing" check the bad-input tests of every area share:
 * each body and query off the contract is refused with a Thai message, never a
 * fault, and the database is exactly as it was.
 */
import { expect } from 'vitest';
import { snapshot } from './db-snapshot.js';
import { TEST_AGENT_KEY, type RequestOptions, type TestUpstream } from './upstream.js';

export type Who = 'visitor' | 'member' | 'operator';

export interface BadInputCall {
  method: 'GET' | 'POST';
  path: string;
  who: Who;
  /** wrong types, missing fields, values out of range or too large: each must be refused */
  bodies?: unknown[];
  queries?: Record<string, string | number>[];
}

export function authAs(who: Who, memberToken: string): RequestOptions {
  if (who === 'member') return { token: memberToken };
  if (who === 'operator') return { headers: { authorization: `Bearer ${TEST_AGENT_KEY}` } };
  return {};
}

export async function expectRefusedChangingNothing(up: TestUpstream, call: BadInputCall, memberToken: string): Promise<void> {
  const before = await snapshot(up.db);
  const auth = authAs(call.who, memberToken);
  for (const body of call.bodies ?? []) {
    const reply = await up.request(call.method, call.path, body, auth);
    const label = JSON.stringify(body).slice(0, 80);
    expect(reply.status, label).toBeLessThan(500);
    expect(reply.body.error, label).not.toBe(0);
    expect(reply.body.message, label).toMatch(/[\u0E00-\u0E7F]/);
  }
  for (const query of call.queries ?? []) {
    const reply = await up.request(call.method, call.path, undefined, { ...auth, query });
    const label = JSON.stringify(query).slice(0, 80);
    expect(reply.status, label).toBeLessThan(500);
    expect(reply.body.error, label).not.toBe(0);
    expect(reply.body.message, label).toMatch(/[\u0E00-\u0E7F]/);
  }
  expect(await snapshot(up.db)).toEqual(before);
}
