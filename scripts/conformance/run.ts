/**
 * Runs every case of the registry against an upstream, in the cases' order,
 * as the member the command line names (logged in once) and with the agent
 * key when given; `judge.ts` judges each call.
 */
import type { Call } from '#shared/api/call.js';
import type { WalletsResponse } from '#shared/api/member.js';
import { CALL_LIST, CALLS, callAt } from '#shared/api/registry.js';
import { ErrorCode } from '#shared/errors.js';
import type { ConformanceOptions } from './args.js';
import { requireAgentKey, requireProvider, requireSession, Skip, type Caller, type Case, type CaseContext, type RequestOf, type Session, type State } from './case.js';
import { CASES } from './cases/index.js';
import { codeName, differences, readEnvelope } from './checks.js';
import { send, type Answer, type Credential, type WireRequest } from './http.js';
import { judge, type CallRow, type Judging } from './judge.js';

export type { CallRow, Verdict } from './judge.js';

export interface ConformanceReport {
  upstream: string;
  writes: boolean;
  agentKey: boolean;
  member: string | undefined;
  rows: CallRow[];
  /** the member's wallets when the run began and ended */
  balance: { before: WalletsResponse; after: WalletsResponse } | undefined;
}

export interface RunHooks {
  /** each row as it is judged (the CLI prints progress with it) */
  onRow?: (row: CallRow) => void;
}

const idOf = (call: Call) => callAt(call.method, call.path)?.id ?? `${call.method} ${call.path}`;

class Context implements Judging {
  readonly state: Partial<State> = {};
  private offsetMs = 0;
  private readonly memos = new Map<string, Promise<unknown>>();

  constructor(
    readonly options: ConformanceOptions,
    readonly session: Session | undefined,
    readonly login: CaseContext['login'],
  ) {}

  get writes(): boolean {
    return this.options.writes;
  }

  get agentKey(): string | undefined {
    return this.options.agentKey;
  }

  credential(call: Call, as?: Caller): Credential {
    const who = as ?? call.access;
    if (typeof who === 'object') return { kind: 'token', token: who.token };
    if (who === 'member') return { kind: 'token', token: requireSession(this).token };
    if (who === 'agent') return { kind: 'agent', key: requireAgentKey(this) };
    // X-Timestamp is whole milliseconds.
    if (who === 'provider') return { kind: 'provider', ...requireProvider(this), now: Math.round(this.serverNow()) };
    return { kind: 'none' };
  }

  fetch<C extends Call>(call: C, request: RequestOf<C>, as?: Caller, idempotencyKey?: string): Promise<Answer> {
    return send(this.options.upstream, call, request as WireRequest, this.credential(call, as), { idempotencyKey });
  }

  async data<C extends Call>(call: C, request: RequestOf<C>, as?: Caller) {
    const answer = await this.fetch(call, request, as);
    const envelope = readEnvelope(call, answer);
    if (typeof envelope === 'string') throw new Skip(`${idOf(call)}: ${envelope}`);
    if (envelope.code !== ErrorCode.OK) throw new Skip(`${idOf(call)} refused: ${codeName(envelope.code)} ${envelope.message ?? ''}`.trim());
    const parsed = call.data.safeParse(envelope.data);
    if (!parsed.success) throw new Skip(`${idOf(call)} answered off the contract: ${differences(call.data, envelope.data).join('; ')}`);
    return parsed.data as never;
  }

  memo<T>(key: string, load: () => Promise<T>): Promise<T> {
    let found = this.memos.get(key) as Promise<T> | undefined;
    if (!found) {
      found = load();
      this.memos.set(key, found);
    }
    return found;
  }

  serverNow(): number {
    return Date.now() + this.offsetMs;
  }

  setServerTime(iso: string, sentAt: number): void {
    const server = Date.parse(iso);
    if (!Number.isNaN(server)) this.offsetMs = server - (sentAt + Date.now()) / 2;
  }

  async fingerprint(): Promise<string | undefined> {
    if (!this.session) return undefined;
    try {
      return JSON.stringify(await this.data(CALLS.member.wallets, {}));
    } catch {
      return undefined;
    }
  }
}

async function logIn(options: ConformanceOptions): Promise<{ session: Session | undefined; login: CaseContext['login'] }> {
  if (!options.member) return { session: undefined, login: undefined };
  const request = { body: { username: options.member.username, password: options.member.password } };
  const answer = await send(options.upstream, CALLS.auth.login, request, { kind: 'none' });
  const envelope = readEnvelope(CALLS.auth.login, answer);
  const parsed = typeof envelope === 'string' || envelope.code !== ErrorCode.OK ? undefined : CALLS.auth.login.data.safeParse(envelope.data);
  const session = parsed?.success ? { ...options.member, token: parsed.data.access_token } : undefined;
  return { session, login: { request, answer } };
}

export async function runConformance(options: ConformanceOptions, hooks: RunHooks = {}): Promise<ConformanceReport> {
  const cases = CASES as Partial<Record<string, Case<Call>>>;
  const byId = new Map(CALL_LIST.map((entry) => [entry.id, entry]));
  const wanted = (id: string) => !options.only || options.only.includes(id);
  const { session, login } = await logIn(options);
  const ctx = new Context(options, session, login);
  const wallets = () => (session ? ctx.data(CALLS.member.wallets, {}).catch(() => undefined) : Promise.resolve(undefined));
  const before = await wallets();

  const rows: CallRow[] = [];
  const add = (row: CallRow) => {
    rows.push(row);
    hooks.onRow?.(row);
  };
  for (const [id, run] of Object.entries(cases)) {
    const entry = byId.get(id);
    if (!entry || !run || !wanted(id)) continue;
    add(await judge(ctx, entry, run));
  }
  // A call the registry has and the kit does not is a gap in the kit, said as such.
  for (const entry of CALL_LIST) {
    if (cases[entry.id] || !wanted(entry.id)) continue;
    add({ id: entry.id, method: entry.call.method, path: entry.call.path, verdict: 'FAIL', why: 'no conformance case for this call (scripts/conformance/cases)' });
  }
  const order = new Map(CALL_LIST.map((entry, index) => [entry.id, index]));
  rows.sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0));

  const after = await wallets();
  return {
    upstream: options.upstream,
    writes: options.writes,
    agentKey: Boolean(options.agentKey),
    member: options.member?.username,
    rows,
    balance: before && after ? { before, after } : undefined,
  };
}
