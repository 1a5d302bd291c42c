import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import type { IncomingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import express from 'express';
import type { LoginResponse, RegisterRequest } from '#shared/api/auth.js';
import { API } from '#shared/api/paths.js';
import { FakeClock, type Clock } from '#shared/clock.js';
import type { OtpResponse } from '#shared/api/otp.js';
import type { Envelope } from '#shared/envelope.js';
import { ErrorCode } from '#shared/errors.js';
import { createUpstream, type UpstreamApp } from '#upstream/app.js';
import { seedDemo } from '#upstream/db/seed.js';
import { openStore, type StoreLocation } from '#upstream/db/store.js';
import { demoBankLookup } from '#upstream/payment/slips/demo-bank.js';
import { demoSlipVerifier } from '#upstream/payment/slips/verifiers/demo.js';
import { listenOnLoopback } from '#upstream/test-support/listen.js';
import { createTestDatabase } from '#upstream/test-support/postgres.js';
import { codeInSms, testEngine } from '#upstream/test-support/upstream.js';

export const TEST_AGENT_KEY = 'gateway-test-agent-key-0123456789';

export interface SeenRequest {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: unknown;
}

/**
 * The real upstream on a database of its own (a temp SQLite file, or a scratch
 * PostgreSQL database under UPSTREAM_TEST_ENGINE=postgres), behind a thin front on the same
 * port that counts every request by path and can play dead (drops each
 * connection), so tests see upstream load and outages from the outside.
 */
export interface TestUpstream {
  url: string;
  port: number;
  /** requests seen per path (no query) */
  calls(path: string): number;
  /** requests seen on every path, each with its count (no query) */
  allCalls(): Record<string, number>;
  resetCalls(): void;
  /** the last request seen on a path */
  last(path: string): SeenRequest | undefined;
  /** while down, every connection is dropped without an answer */
  setDown(down: boolean): void;
  register(overrides?: Partial<RegisterRequest>): Promise<{ token: string; username: string }>;
  /** Waits for the upstream's scheduled work in flight: its ticks run after a shared clock moves, not inside the move. */
  settle(): Promise<void>;
  close(): Promise<void>;
}

let sequence = 0;

export interface TestUpstreamOptions {
  /** null: the operator side is off */
  agentApiKey?: string | null;
  /**
   * Default: a still clock of its own, so gateway tests move only the
   * gateway's. Tests of rounds that open and close share one FakeClock.
   */
  clock?: Clock;
  /** the fast yeekee grid (lotto.yeekeeRoundSeconds), so a round is open at the clock's start */
  yeekeeRoundSeconds?: number;
  /** the built-in provider's secret, so a test can sign provider calls as it */
  builtInSecret?: string;
  /** demo mode with the demo bank's slip verifier, as the embedded start has it */
  demoSlipBank?: boolean;
}

/** A new database on the run's engine, as the upstream's own tests take one, and how to remove it. */
async function freshLocation(): Promise<{ location: StoreLocation; remove(): Promise<void> }> {
  if (testEngine() === 'postgres') {
    const database = await createTestDatabase();
    return { location: { url: database.url }, remove: () => database.drop() };
  }
  const file = join(tmpdir(), `gateway-test-${randomUUID()}.sqlite`);
  return {
    location: { file },
    remove: async () => {
      for (const suffix of ['', '-wal', '-shm']) rmSync(`${file}${suffix}`, { force: true });
    },
  };
}

export async function startTestUpstream(options: TestUpstreamOptions = {}): Promise<TestUpstream> {
  const fresh = await freshLocation();
  const store = await openStore(fresh.location);
  const clock = options.clock ?? new FakeClock();
  let upstream: UpstreamApp;
  try {
    await seedDemo(store.db, clock, { scryptCost: 1024 });
    upstream = await createUpstream({
      db: store.db,
      clock,
      settings: {
        scryptCost: 1024,
        agentApiKey: options.agentApiKey === null ? undefined : (options.agentApiKey ?? TEST_AGENT_KEY),
        // Like the embedded start: the gateway in front forwards the client's address.
        trustProxy: 'loopback',
        authLimits: { loginPerAddressAccount: 10_000, loginPerAddress: 10_000, loginPerAccount: 10_000, registerPerAddress: 10_000, otpPerAddress: 10_000 },
        lotto: { yeekeeRoundSeconds: options.yeekeeRoundSeconds },
        games: { builtInSecret: options.builtInSecret },
        ...(options.demoSlipBank ? { demo: true, slipVerifier: demoSlipVerifier(demoBankLookup(store.db)) } : {}),
      },
    });
  } catch (error) {
    await store.close();
    await fresh.remove();
    throw error;
  }

  const counts = new Map<string, number>();
  const seen = new Map<string, SeenRequest>();
  let down = false;
  const front = express();
  front.use((req, res, next) => {
    // Attempts count even while down, so tests can watch a poller back off.
    const path = req.path;
    counts.set(path, (counts.get(path) ?? 0) + 1);
    if (down) {
      req.socket.destroy();
      return;
    }
    // Remember the request once the upstream's parser has read its body.
    res.on('finish', () => seen.set(path, { method: req.method, url: req.originalUrl, headers: req.headers, body: req.body }));
    next();
  });
  front.use(upstream);

  const { server, port, url } = await listenOnLoopback(front);

  return {
    url,
    port,
    calls: (path) => counts.get(path) ?? 0,
    allCalls: () => Object.fromEntries(counts),
    resetCalls: () => counts.clear(),
    last: (path) => seen.get(path),
    setDown(value) {
      down = value;
      if (value) server.closeAllConnections();
    },
    async register(overrides = {}) {
      sequence += 1;
      const n = String(sequence).padStart(7, '0');
      const body: RegisterRequest = {
        username: `086${n}`,
        bank_account_no: `700${n}`,
        password: 'secret-pass-1',
        first_name: 'ทดสอบ',
        last_name: 'เกตเวย์',
        bank_code: 'SCB',
        birth_date: '1995-01-31',
        ...overrides,
      };
      const post = async <T>(path: string, sent: unknown) =>
        (await (await fetch(url + path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(sent) })).json()) as Envelope<T>;
      let envelope = await post<LoginResponse>(API.auth.register, body);
      // Demo mode asks for the SMS code, which its answer carries as the phone would show it.
      if (envelope.error === ErrorCode.OTP_REQUIRED) {
        const otp = await post<OtpResponse>(API.auth.otpRequest, { purpose: 'register', phone: body.username });
        envelope = await post<LoginResponse>(API.auth.register, { ...body, otp: { ref: otp.data?.ref, code: codeInSms(otp.data?.demo_sms ?? '') } });
      }
      if (envelope.error !== 0 || !envelope.data) throw new Error(`register failed: ${JSON.stringify(envelope)}`);
      return { token: envelope.data.access_token, username: body.username };
    },
    settle: () => upstream.idle(),
    async close() {
      await upstream.stop();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await store.close();
      await fresh.remove();
    },
  };
}
