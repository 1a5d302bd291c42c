/**
 * A case builds one registry call's request from what the upstream answered
 * before (a round id from the lobby, a bill id from the bill list, a deposit
 * ref...) and says what it expects: a success whose `data` is checked, a rule
 * refusal (a write the kit must not make without `--writes`), or a skip with
 * why. The runner then adds the checks every call gets (the 401 without a
 * token, the refusal without the agent key, a refused bad request).
 */
import type { BodyInputOf, Call, DataOf, ParamsInputOf, QueryInputOf } from '#shared/api/call.js';
import type { Calls } from '#shared/api/registry.js';
import type { ErrorCode } from '#shared/errors.js';
import type { ConformanceOptions } from './args.js';
import type { Answer } from './http.js';

/** `lotto.billCreate`: an area and a call name of the registry. */
export type CallId = { [A in keyof Calls]: `${A & string}.${keyof Calls[A] & string}` }[keyof Calls];

export type CallOf<Id extends CallId> = Id extends `${infer A}.${infer N}`
  ? A extends keyof Calls
    ? N extends keyof Calls[A]
      ? Extract<Calls[A][N], Call>
      : never
    : never
  : never;

/** A request as a caller sends it (THB as numbers, ids as numbers or digit strings). */
export interface RequestOf<C extends Call> {
  query?: QueryInputOf<C>;
  body?: BodyInputOf<C>;
  params?: ParamsInputOf<C>;
  /** an upload call's file (a slip's image) */
  file?: { type: string; bytes: Buffer };
}

/** Who calls: by default the call's own access (`visitor`: no credential, `member`: the session, `agent`: the key, `provider`: signed). */
export type Caller = 'visitor' | 'member' | 'agent' | 'provider' | { token: string };

export type Plan<C extends Call> =
  | {
      kind: 'success';
      request: RequestOf<C>;
      as?: Caller;
      /** refusals that mean "cannot be checked now" (the daily withdraw count is used up...): a SKIP, not a FAIL */
      tolerate?: readonly ErrorCode[];
      /** what the kit does with the data (keep an id for a later case, undo the write); a string is added to the row's notes */
      onData?: (data: DataOf<C>) => void | string | Promise<void | string>;
      /** said in the table beside "data ok" */
      note?: string;
    }
  | { kind: 'refusal'; request: RequestOf<C>; as?: Caller; because: string }
  | { kind: 'answered'; request: RequestOf<C>; answer: Answer }
  | { kind: 'skip'; why: string; request?: RequestOf<C> };

/** Thrown by a case (or `ctx.data`) that cannot build its request: the call is a SKIP with this reason. */
export class Skip extends Error {}

export interface Session {
  username: string;
  password: string;
  token: string;
}

/** A member registered by `--writes` for the calls that change a member's own account (passwords, secondary bank). */
export interface Throwaway extends Session {
  bank_account_no: string;
  birth_date: string;
}

/** What one case leaves for a later one. */
export interface State {
  throwaway: Throwaway;
  resetToken: string;
  depositRef: string;
  /** slips the kit sent (its own made-up references), for the agent's decisions */
  slipIds: number[];
  /** the kit's own bank notification, for the agent's match */
  bankTransferId: number;
  billId: number;
  withdrawalId: number;
  /** the game session the kit's launch was exchanged for (provider wallet calls) */
  gameSession: { session: string; game_code: string };
  /** the upstream is a demo that answers its SMS codes as `demo_sms` (cases/demo-codes.ts) */
  codesShown: boolean;
}

export interface CaseContext {
  readonly options: ConformanceOptions;
  readonly writes: boolean;
  /** the member's session, when their login succeeded */
  readonly session: Session | undefined;
  /** the answer of the kit's own login, for the login call's row */
  readonly login: { request: { body: { username: string; password: string } }; answer: Answer } | undefined;
  readonly agentKey: string | undefined;
  readonly state: Partial<State>;
  /** a call a case makes to set up or clean up, not checked as the case's own */
  fetch<C extends Call>(call: C, request: RequestOf<C>, as?: Caller): Promise<Answer>;
  /** the parsed `data` of a success; a refusal or a shape off the contract skips the case with why */
  data<C extends Call>(call: C, request: RequestOf<C>, as?: Caller): Promise<DataOf<C>>;
  /** one load per run for reads several cases share (the lobby, the channels...) */
  memo<T>(key: string, load: () => Promise<T>): Promise<T>;
  /** now on the upstream's clock (its lobby's `server_time`), so open and closing rounds are judged by it */
  serverNow(): number;
  setServerTime(iso: string, sentAt: number): void;
}

export type Case<C extends Call> = (ctx: CaseContext) => Promise<Plan<C>>;

/** Every call of the registry has its case: a call added without one is a type error here. */
export type CaseTable = { [Id in CallId]: Case<CallOf<Id>> };

/** Declares a case of `call`; the call types its request and data. */
export function defineCase<C extends Call>(_call: C, run: Case<C>): Case<C> {
  return run;
}

export function requireSession(ctx: CaseContext): Session {
  if (ctx.session) return ctx.session;
  throw new Skip(ctx.options.member ? "the member's login failed (see auth.login)" : 'needs a member: --member-username and --member-password');
}

export function requireAgentKey(ctx: CaseContext): string {
  if (ctx.agentKey) return ctx.agentKey;
  throw new Skip('needs --agent-key');
}

export function requireProvider(ctx: CaseContext): { code: string; secret: string } {
  if (ctx.options.provider) return ctx.options.provider;
  throw new Skip('needs a game provider: --provider-code and --provider-secret');
}
