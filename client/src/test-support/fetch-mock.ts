/**
 * Tests answer `fetch` at the network boundary with `{ error, data }`
 * envelopes per path. A path with no answer gets an envelope 404 (a refused
 * call, which queries show as an error, never a crash). A success's `data` at a
 * path of the registry has that call's type (its data schema's wire input), so a
 * fixture cannot drift from the contract; a refusal (`error` not 0) carries any data.
 */
import { vi } from 'vitest';
import type { z } from 'zod';
import { IDEMPOTENCY_HEADER } from '#shared/api/paths.js';
import { CALL_LIST, type Calls } from '#shared/api/registry.js';
import type { Session } from '#client/lib/session.js';

interface Success<Data> {
  status?: number;
  error?: 0;
  message?: string;
  data?: Data;
}

export interface Refusal {
  status?: number;
  error: number;
  message?: string;
  data?: unknown;
}

/** A whole body as it is, when the envelope itself is under test. */
interface Raw {
  status?: number;
  raw: unknown;
}

export type Answer<Data = unknown> = Success<Data> | Refusal | Raw;

/** The paths whose calls answer `{ status, message?, data? }` (the lotto lobby) instead of `{ error, … }`. */
const STATUS_ENVELOPE_PATHS = new Set(CALL_LIST.filter((entry) => entry.call.envelope === 'status').map((entry) => entry.call.path));

function bodyOf(path: string, answer: Answer): unknown {
  if ('raw' in answer) return answer.raw;
  const code = answer.error ?? 0;
  return STATUS_ENVELOPE_PATHS.has(path) ? { status: code, message: answer.message, data: answer.data } : { error: code, message: answer.message, data: answer.data };
}

type AnyCall = { [A in keyof Calls]: Calls[A][keyof Calls[A]] }[keyof Calls];
type WireDataAt<P extends string> = z.input<Extract<AnyCall, { path: P }>['data']>;
/** What a success answers at a registry path, as sent on the wire (a path two calls share: either). */
export type DataAt<P extends string> = WireDataAt<P>;
type AnswerEntry<Data> = Answer<Data> | ((body: unknown, url: URL) => Answer<Data>);

/** Path → answer: at a registry path typed by its call; any other path (a page, a game's own API) takes any data. */
export type Answers = { [P in AnyCall['path']]?: AnswerEntry<WireDataAt<P>> } & Record<string, AnswerEntry<unknown>>;

export function answerFetch(answers: Answers = {}) {
  const calls: { path: string; method: string; body: unknown }[] = [];
  const urls: URL[] = [];
  const keys: { path: string; key: string | undefined }[] = [];
  const spy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://localhost');
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    calls.push({ path: url.pathname, method: init?.method ?? 'GET', body });
    urls.push(url);
    keys.push({ path: url.pathname, key: (init?.headers as Record<string, string> | undefined)?.[IDEMPOTENCY_HEADER] });
    const entry = answers[url.pathname];
    const answer: Answer = typeof entry === 'function' ? entry(body, url) : (entry ?? { status: 404, error: 1005, message: 'ไม่พบข้อมูลที่ต้องการ' });
    return new Response(JSON.stringify(bodyOf(url.pathname, answer)), {
      status: answer.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  return {
    spy,
    calls,
    callsTo: (path: string) => calls.filter((call) => call.path === path),
    /** the whole URL (with its query) of each call to `path`, in order */
    urlsTo: (path: string) => urls.filter((url) => url.pathname === path),
    /** the Idempotency-Key of each call to `path`, in order */
    keysTo: (path: string) => keys.filter((call) => call.path === path).map((call) => call.key),
  };
}

export function testSession(overrides: Partial<Session['user']> = {}): Session {
  return {
    token: 'test-token',
    expiresAt: '2099-01-01T00:00:00+07:00',
    user: {
      username: '0812345678',
      first_name: 'สมชาย',
      last_name: 'ใจดี',
      vip_level: 1,
      agent_code: 'DEMO',
      bank_code: 'KBANK',
      bank_account_no: 'xxx-x-x6789-0',
      sub_bank_code: null,
      sub_bank_account_no: null,
      line_id: null,
      referral_code: 'ABC123',
      birth_date: '1990-01-01',
      created_at: '2024-01-01T00:00:00+07:00',
      ...overrides,
    },
  };
}

/** The site's config (`/api/agent/config`) as the demo upstream answers it. */
export const agentConfig = {
  agent_code: 'DEMO',
  name: 'หวยดี',
  info: {
    agent_logo: '/assets/logo.svg',
    line_contact_url: 'https://line.me/R/ti/p/@huaydee',
    line_admin_url: null,
  },
};
