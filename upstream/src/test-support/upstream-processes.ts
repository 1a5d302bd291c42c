/**
 * Upstream processes on one database whose clocks the test moves
 * (scheduler-worker.ts is each one's entry): the real app in a process of its
 * own, so one can be stopped or killed like a machine, and the others carry on.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import type { LoginResponse, RegisterRequest } from '#shared/api/auth.js';
import type { OtpResponse } from '#shared/api/otp.js';
import { API } from '#shared/api/paths.js';
import type { Envelope } from '#shared/envelope.js';
import { ErrorCode } from '#shared/errors.js';
import type { UpstreamSettingsInput } from '../settings.js';
import { codeInSms } from './upstream.js';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const WORKER = fileURLToPath(new URL('./scheduler-worker.ts', import.meta.url));

export interface UpstreamProcess {
  name: string;
  /** The process's own id, as it appears in the lease holder ids of job_leases. */
  pid: number;
  url: string;
  child: ChildProcess;
  /** Whether it has not ended. */
  readonly alive: boolean;
  /** Resolves with how it ended (its exit code or signal). */
  ended: Promise<string>;
  /** What it logged (warnings and errors), for failure messages. */
  log(): string;
  /** Moves its clock to `at` and resolves once the work its timers started there is done. */
  moveTo(at: number): Promise<void>;
  post<T = unknown>(path: string, body: unknown, headers?: Record<string, string>): Promise<Envelope<T>>;
  /** Closes its stdin: it stops its app (handing its leases over) and exits. */
  stop(): Promise<string>;
}

/** Starts one process on `databaseUrl` with its clock at `start`; resolves once it listens. */
export async function startUpstreamProcess(name: string, databaseUrl: string, start: number, settings: UpstreamSettingsInput & { demoSlipBank?: boolean }): Promise<UpstreamProcess> {
  // Node itself with tsx's loader, not the tsx launcher: the child is the app's own process, so its pid is the one in job_leases.
  const child = spawn(process.execPath, ['--import', 'tsx', WORKER, databaseUrl, String(start), JSON.stringify(settings)], {
    cwd: ROOT,
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let log = '';
  child.stderr!.setEncoding('utf8').on('data', (chunk: string) => (log += chunk));
  // A write to a process just killed fails with EPIPE: its end is reported by `ended`, not as an unhandled error.
  child.stdin!.on('error', () => {});
  let alive = true;
  const ended = new Promise<string>((resolve) =>
    child.once('exit', (code, signal) => {
      alive = false;
      resolve(signal ?? String(code));
    }),
  );
  const waiting: { resolve(): void; reject(error: Error): void }[] = [];
  let markReady: (ready: { pid: number; url: string }) => void = () => {};
  const ready = new Promise<{ pid: number; url: string }>((resolve) => (markReady = resolve));
  createInterface({ input: child.stdout! }).on('line', (line) => {
    const answer = JSON.parse(line) as { ready?: { pid: number; url: string }; at?: number };
    if (answer.ready) markReady(answer.ready);
    else waiting.shift()?.resolve();
  });
  void ended.then((how) => {
    for (const move of waiting.splice(0)) move.reject(new Error(`${name} ended (${how}) before its clock got there\n${log}`));
  });
  const started = await Promise.race([ready, ended.then((how) => Promise.reject(new Error(`${name} ended (${how}) while starting\n${log}`)))]);
  return {
    name,
    pid: started.pid,
    url: started.url,
    child,
    get alive() {
      return alive;
    },
    ended,
    log: () => log,
    moveTo(at) {
      return new Promise<void>((resolve, reject) => {
        if (!alive) return reject(new Error(`${name} has ended`));
        waiting.push({ resolve, reject });
        child.stdin!.write(`${JSON.stringify({ to: at })}\n`);
      });
    },
    async post<T>(path: string, body: unknown, headers: Record<string, string> = {}) {
      const response = await fetch(`${started.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
      return (await response.json()) as Envelope<T>;
    },
    stop() {
      child.stdin!.end();
      return ended;
    },
  };
}

/** Registers through `process`, answering the demo's SMS code when it asks for one (docs/decisions/0084). */
export async function registerThrough(process: UpstreamProcess, body: RegisterRequest): Promise<Envelope<LoginResponse>> {
  const first = await process.post<LoginResponse>(API.auth.register, body);
  if (first.error !== ErrorCode.OTP_REQUIRED) return first;
  const otp = await process.post<OtpResponse>(API.auth.otpRequest, { purpose: 'register', phone: body.username });
  return process.post<LoginResponse>(API.auth.register, { ...body, otp: { ref: otp.data?.ref, code: codeInSms(otp.data?.demo_sms ?? '') } });
}
