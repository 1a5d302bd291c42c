import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LoginResponse, RegisterRequest } from '#shared/api/auth.js';
import type { OtpAnswer } from '#shared/api/otp-answer.js';
import type { OtpRequest, OtpResponse } from '#shared/api/otp.js';
import { API } from '#shared/api/paths.js';
import { FakeClock } from '#shared/clock.js';
import type { Envelope } from '#shared/envelope.js';
import { ErrorCode } from '#shared/errors.js';
import { createUpstream, type UpstreamApp } from '../app.js';
import { seedDemo } from '../db/seed.js';
import { openStore, type StoreLocation } from '../db/store.js';
import type { Db } from '../db/transaction.js';
import { createTestDatabase } from './postgres.js';
import { listenOnLoopback } from './listen.js';
import type { UpstreamSettingsInput } from '../settings.js';

/** Cheap scrypt for tests: the cost is a setting, production keeps N=16384. */
export const TEST_SCRYPT_COST = 1024;
export const TEST_AGENT_KEY = 'test-agent-key-0123456789';

export interface Reply<T = unknown> {
  status: number;
  body: Envelope<T>;
}

export interface RequestOptions {
  token?: string;
  headers?: Record<string, string>;
  /** sent as it is, instead of JSON of `body` */
  raw?: string;
  query?: Record<string, string | number>;
}

export interface TestUpstream {
  url: string;
  /** the database: a temp SQLite file, or a scratch PostgreSQL database under UPSTREAM_TEST_ENGINE=postgres */
  location: StoreLocation;
  db: Db;
  clock: FakeClock;
  /** the app itself: `app.stop()` halts its lotto scheduler */
  app: UpstreamApp;
  request<T = unknown>(method: string, path: string, body?: unknown, options?: RequestOptions): Promise<Reply<T>>;
  post<T = unknown>(path: string, body?: unknown, options?: RequestOptions): Promise<Reply<T>>;
  get<T = unknown>(path: string, options?: RequestOptions): Promise<Reply<T>>;
  /** POST to an /operator path with the agent key */
  operator<T = unknown>(path: string, body?: unknown, options?: RequestOptions): Promise<Reply<T>>;
  /** Moves the fake clock to `at`, running every timer due on the way, and waits for the work they started. */
  moveClockTo(at: number): Promise<void>;
  /** The same, `ms` ahead. */
  advance(ms: number): Promise<void>;
  /** Waits for the schedulers' work in flight (after a call that pokes one). */
  settle(): Promise<void>;
  /**
   * Registers a member, with the SMS code when the upstream asks for one (demo mode, or the
   * test's `smsSender`, whose messages `sms` records).
   */
  register(overrides?: Partial<RegisterRequest>): Promise<RegisteredMember>;
  /** Asks for a one-time code and answers it as the phone got it: from the demo's `demo_sms`, or the last SMS sent. */
  otp(request: OtpRequest, token?: string): Promise<OtpAnswer & { phone: string }>;
  /** Every SMS the test's `smsSender` was given, oldest first. */
  sms: SentSms[];
  login(username: string, password: string): Promise<string>;
  close(): Promise<void>;
}

export interface SentSms {
  phone: string;
  text: string;
}

/** The six digits an SMS carries. */
export const codeInSms = (text: string | undefined): string => /\b(\d{6})\b/.exec(text ?? '')?.[1] ?? '';

export interface RegisteredMember {
  token: string;
  input: RegisterRequest & { username: string; password: string; bank_account_no: string };
  login: LoginResponse;
}

let sequence = 0;

/** A phone and a bank account no other test member has (the demo member uses 0899999999 / 1234567890). */
export function uniqueMemberFields(): { username: string; bank_account_no: string } {
  sequence += 1;
  const n = String(sequence).padStart(7, '0');
  return { username: `081${n}`, bank_account_no: `900${n}` };
}

export function registerBody(overrides: Partial<RegisterRequest> = {}): RegisterRequest {
  return {
    ...uniqueMemberFields(),
    password: 'secret-pass-1',
    first_name: 'ทดสอบ',
    last_name: 'ระบบ',
    bank_code: 'SCB',
    birth_date: '1995-01-31',
    ...overrides,
  };
}

/** The engine the upstream suites run on: SQLite unless UPSTREAM_TEST_ENGINE=postgres (CI runs both). */
export const testEngine = (): 'sqlite' | 'postgres' => (process.env.UPSTREAM_TEST_ENGINE === 'postgres' ? 'postgres' : 'sqlite');

/** A fresh database of the test's own on the run's engine, and how to remove it. */
async function freshLocation(): Promise<{ location: StoreLocation; remove(): Promise<void> }> {
  if (testEngine() === 'postgres') {
    const database = await createTestDatabase();
    return { location: { url: database.url }, remove: () => database.drop() };
  }
  const file = join(tmpdir(), `upstream-test-${randomUUID()}.sqlite`);
  return {
    location: { file },
    remove: async () => {
      for (const suffix of ['', '-wal', '-shm']) rmSync(`${file}${suffix}`, { force: true });
    },
  };
}

/** A real upstream on a database of its own, listening on a free loopback port. */
export async function startUpstream(
  options: {
    settings?: UpstreamSettingsInput;
    clock?: FakeClock;
    seed?: boolean;
    /** another upstream's database: two processes on one database (the first one removes it) */
    location?: StoreLocation;
  } = {},
): Promise<TestUpstream> {
  const fresh = options.location ? undefined : await freshLocation();
  const location = options.location ?? fresh!.location;
  const store = await openStore(location);
  const { db } = store;
  const clock = options.clock ?? new FakeClock();
  const sms: SentSms[] = [];
  const given = options.settings?.smsSender;
  const smsSender = given && ((phone: string, text: string) => (sms.push({ phone, text }), given(phone, text)));
  if (options.seed !== false) await seedDemo(db, clock, { scryptCost: TEST_SCRYPT_COST });
  const app = await createUpstream({
    db,
    clock,
    // Test files register many members from 127.0.0.1; the auth limit tests set their own.
    settings: {
      scryptCost: TEST_SCRYPT_COST,
      agentApiKey: TEST_AGENT_KEY,
      authLimits: { registerPerAddress: 10_000, otpPerAddress: 10_000 },
      ...options.settings,
      ...(smsSender ? { smsSender } : {}),
    },
  });
  // The schedulers' first ticks (catching up rounds) finish before the test looks at the database.
  await app.idle();
  const { server, url } = await listenOnLoopback(app);

  const request = async <T>(method: string, path: string, body?: unknown, opts: RequestOptions = {}): Promise<Reply<T>> => {
    const headers: Record<string, string> = { ...opts.headers };
    if (opts.token) headers.authorization = `Bearer ${opts.token}`;
    let payload: string | undefined;
    if (opts.raw !== undefined) payload = opts.raw;
    else if (body !== undefined) payload = JSON.stringify(body);
    if (payload !== undefined) headers['content-type'] ??= 'application/json';
    const query = opts.query
      ? `?${new URLSearchParams(Object.entries(opts.query).map(([k, v]) => [k, String(v)])).toString()}`
      : '';
    const response = await fetch(`${url}${path}${query}`, { method, headers, body: payload });
    return { status: response.status, body: (await response.json()) as Envelope<T> };
  };

  const upstream: TestUpstream = {
    url,
    location,
    db,
    clock,
    app,
    request,
    post: (path, body, opts) => request('POST', path, body, opts),
    get: (path, opts) => request('GET', path, undefined, opts),
    operator: (path, body, opts = {}) =>
      request('POST', path, body, { ...opts, headers: { authorization: `Bearer ${TEST_AGENT_KEY}`, ...opts.headers } }),
    // Each timer's work runs at the instant it fell due and is waited for before the next timer.
    moveClockTo: (at) => clock.advanceSettling(at - clock.now(), () => app.idle()),
    advance: (ms) => clock.advanceSettling(ms, () => app.idle()),
    settle: () => app.idle(),
    sms,
    async otp(body, token) {
      const reply = await request<OtpResponse>('POST', API.auth.otpRequest, body, token ? { token } : {});
      if (reply.body.error !== 0 || !reply.body.data?.ref) throw new Error(`otp request failed: ${JSON.stringify(reply.body)}`);
      const { ref, demo_sms } = reply.body.data;
      // A real sender is not awaited by the upstream: its message arrives a moment after the answer.
      await new Promise((resolve) => setTimeout(resolve, 5));
      const last = sms.at(-1);
      return { ref, code: codeInSms(demo_sms ?? last?.text), phone: last?.phone ?? body.phone ?? '' };
    },
    async register(overrides = {}) {
      const input = registerBody(overrides) as RegisteredMember['input'];
      let reply = await request<LoginResponse>('POST', API.auth.register, input);
      if (reply.body.error === ErrorCode.OTP_REQUIRED) {
        const { ref, code } = await upstream.otp({ purpose: 'register', phone: input.username });
        reply = await request<LoginResponse>('POST', API.auth.register, { ...input, otp: { ref, code } });
      }
      if (reply.body.error !== 0 || !reply.body.data) throw new Error(`register failed: ${JSON.stringify(reply.body)}`);
      return { token: reply.body.data.access_token, input, login: reply.body.data };
    },
    async login(username, password) {
      const reply = await request<LoginResponse>('POST', API.auth.login, { username, password });
      if (reply.body.error !== 0 || !reply.body.data) throw new Error(`login failed: ${JSON.stringify(reply.body)}`);
      return reply.body.data.access_token;
    },
    async close() {
      await app.stop();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await store.close();
      await fresh?.remove();
    },
  };
  return upstream;
}
