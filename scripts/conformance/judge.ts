/**
 * Judges one call: first its case's plan (a success checked against the
 * contract and, for a write that moves money, repeated with its
 * Idempotency-Key; or a refusal that changed nothing), then the checks every
 * call of its kind gets: 401 without a token (member calls), a refusal
 * without the agent key (agent calls), and a bad request refused without
 * changing anything. "Changed nothing" is read from the member's wallets and
 * points before and after: the state a refused write could touch that any
 * upstream shows.
 */
import { randomUUID } from 'node:crypto';
import { takesIdempotencyKey, type Call, type HttpMethod } from '#shared/api/call.js';
import type { RegisteredCall } from '#shared/api/registry.js';
import { ErrorCode } from '#shared/errors.js';
import { badRequest } from './bad-input.js';
import { Skip, type Caller, type Case, type CaseContext, type Plan, type RequestOf } from './case.js';
import { checkBadRequest, checkNoAgentKey, checkRefusal, checkSuccess, checkUnauthorized, codeName, readEnvelope, type Check } from './checks.js';
import { send, type Answer, type Credential, type WireRequest } from './http.js';

export type Verdict = 'PASS' | 'FAIL' | 'SKIP';

export interface CallRow {
  id: string;
  method: HttpMethod;
  path: string;
  verdict: Verdict;
  why: string;
}

/** What the judge needs of the run beyond what cases see. */
export interface Judging extends CaseContext {
  credential(call: Call, as?: Caller): Credential;
  fetch<C extends Call>(call: C, request: RequestOf<C>, as?: Caller, idempotencyKey?: string): Promise<Answer>;
  /** the member's wallets and points as text, or undefined without a member */
  fingerprint(): Promise<string | undefined>;
}

/** The notes, failures and skip reason of one row. */
class Findings {
  readonly notes: string[] = [];
  readonly failures: string[] = [];
  skipped: string | undefined;

  add(check: Check): void {
    if (check.ok) this.notes.push(check.note);
    else this.failures.push(check.why);
  }

  row(entry: RegisteredCall): CallRow {
    const verdict: Verdict = this.failures.length ? 'FAIL' : this.skipped ? 'SKIP' : 'PASS';
    const why = this.failures.length ? this.failures.join('; ') : [this.skipped, ...this.notes].filter(Boolean).join(' · ');
    return { id: entry.id, method: entry.call.method, path: entry.call.path, verdict, why };
  }
}

async function unchanged(ctx: Judging, found: Findings, before: string | undefined, what: string): Promise<void> {
  if (before === undefined) return;
  const after = await ctx.fingerprint();
  if (after !== undefined && after !== before) found.failures.push(`${what} changed the member's wallets or points`);
}

/** The call's own answer, as the plan expects it. */
async function followPlan(ctx: Judging, call: Call, plan: Plan<Call>, found: Findings): Promise<void> {
  if (plan.kind === 'skip') {
    found.skipped = plan.why;
    return;
  }
  if (plan.kind === 'refusal') {
    const before = await ctx.fingerprint();
    const refused = checkRefusal(call, await ctx.fetch(call, plan.request, plan.as));
    if (refused.ok) found.notes.push(`refused as due (${plan.because}): ${refused.note}`);
    else found.failures.push(`${plan.because}: ${refused.why}`);
    await unchanged(ctx, found, before, 'the refused request');
    return;
  }
  const success = plan.kind === 'success' ? plan : undefined;
  const key = takesIdempotencyKey(call) && success ? randomUUID() : undefined;
  const answer = plan.kind === 'answered' ? plan.answer : await ctx.fetch(call, plan.request, plan.as, key);
  const envelope = readEnvelope(call, answer);
  if (typeof envelope === 'string') {
    found.failures.push(envelope);
    return;
  }
  if (envelope.code !== ErrorCode.OK) {
    const refusal = `${codeName(envelope.code)} ${envelope.message ?? ''}`.trim();
    if (success?.tolerate?.includes(envelope.code as ErrorCode)) found.skipped = `${success.note ? `${success.note}: ` : ''}refused for now: ${refusal}`;
    else found.failures.push(`refused a valid request: HTTP ${answer.status} ${refusal}`);
    return;
  }
  const checked = checkSuccess(call, answer, envelope);
  if (!checked.ok) {
    found.failures.push(checked.why);
    return;
  }
  found.notes.push(success?.note ? `data ok (${success.note})` : 'data ok');
  if (success && key) {
    const again = await ctx.fetch(call, success.request, success.as, key);
    if (JSON.stringify(again.json) === JSON.stringify(answer.json)) found.notes.push('same answer to its Idempotency-Key');
    else found.failures.push('a repeat with the same Idempotency-Key answered differently');
  }
  const extra = await success?.onData?.(call.data.parse(envelope.data));
  if (extra) found.notes.push(extra);
}

/** 401 without a token, a refusal without the agent key, and a refused bad request. */
async function checkGuards(ctx: Judging, call: Call, request: WireRequest, found: Findings): Promise<void> {
  if (call.access === 'member') found.add(checkUnauthorized(call, await send(ctx.options.upstream, call, request, { kind: 'none' })));
  if (call.access === 'agent') found.add(checkNoAgentKey(call, await send(ctx.options.upstream, call, request, { kind: 'none' })));
  const bad = badRequest(call, request);
  if (!bad) return;
  let credential: Credential;
  try {
    credential = ctx.credential(call);
  } catch (error) {
    if (!(error instanceof Skip)) throw error;
    if (error.message !== found.skipped) found.notes.push(`bad request not sent (${error.message})`);
    return;
  }
  const before = await ctx.fingerprint();
  found.add(checkBadRequest(call, await send(ctx.options.upstream, call, bad.request, credential), bad.what));
  await unchanged(ctx, found, before, `the bad request (${bad.what})`);
}

/**
 * A case that skipped may have no params for the path; the access checks
 * still need one. `0` names no row, so even an upstream that forgot its guard
 * changes nothing with it.
 */
function withPathParams(call: Call, request: WireRequest): WireRequest {
  const names = [...call.path.matchAll(/:([a-z_]+)/g)].map((match) => match[1] as string);
  if (!names.length) return request;
  return { ...request, params: { ...Object.fromEntries(names.map((name) => [name, '0'])), ...request.params } };
}

/** Judges one call: its case's plan, then the checks every call of its kind gets. */
export async function judge(ctx: Judging, entry: RegisteredCall, run: Case<Call>): Promise<CallRow> {
  const { call } = entry;
  const found = new Findings();
  let plan: Plan<Call> | undefined;
  try {
    plan = await run(ctx);
  } catch (error) {
    if (error instanceof Skip) plan = { kind: 'skip', why: error.message };
    else found.failures.push(`the case broke: ${(error as Error).message}`);
  }
  if (plan) {
    try {
      await followPlan(ctx, call, plan, found);
    } catch (error) {
      // A clean-up that cannot run (onData's) says so; the call's own answer was judged.
      if (error instanceof Skip) found.notes.push(`then: ${error.message}`);
      else found.failures.push(`the call broke: ${(error as Error).message}`);
    }
  }
  try {
    await checkGuards(ctx, call, withPathParams(call, ((plan && 'request' in plan ? plan.request : undefined) ?? {}) as WireRequest), found);
  } catch (error) {
    found.failures.push(`a check broke: ${(error as Error).message}`);
  }
  return found.row(entry);
}
