/**
 * What an answer must be (docs/design.md §2), each check answering why when it is
 * not: the envelope `{ error, message?, data? }` (the lotto lobby's
 * `{ status, ... }`), `data` of a success against the call's schema, a rule
 * refusal as HTTP 200 with a declared code, a Thai message and `data` as its
 * code's schema says (shared/src/refusal-data.ts), 401 for a
 * member call without a token, and a refused bad request.
 */
import type { z } from 'zod';
import { errorCodesOf, type Call } from '#shared/api/call.js';
import { errorCodeName, ERRORS, ErrorCode } from '#shared/errors.js';
import { refusalDataDifferences } from '#shared/refusal-data.js';
import { schemaDifferences } from '#shared/schema-differences.js';
import type { Answer } from './http.js';

export type Check = { ok: true; note: string } | { ok: false; why: string };

export interface Envelope {
  code: number;
  message: string | undefined;
  data: unknown;
}

/** How many differences a failure names: the first few say what is wrong. */
const MAX_DIFFERENCES = 3;
const THAI = /[\u0E00-\u0E7F]/;

const pass = (note: string): Check => ({ ok: true, note });
const fail = (why: string): Check => ({ ok: false, why });

function describe(answer: Answer): string {
  return answer.json === undefined ? `HTTP ${answer.status}, not JSON: ${JSON.stringify(answer.text.slice(0, 60))}` : `HTTP ${answer.status}`;
}

/** The envelope of an answer, or why it is not one. */
export function readEnvelope(call: Call, answer: Answer): Envelope | string {
  const body = answer.json;
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return `${describe(answer)}: the answer is not a JSON object`;
  const envelope = body as Record<string, unknown>;
  const field = call.envelope === 'status' ? 'status' : 'error';
  const code = envelope[field];
  if (typeof code !== 'number' || !Number.isInteger(code)) return `HTTP ${answer.status}: "${field}" is not an integer code`;
  if (envelope.message !== undefined && typeof envelope.message !== 'string') return `HTTP ${answer.status}: "message" is not a string`;
  return { code, message: envelope.message as string | undefined, data: envelope.data };
}

/** `data.wallets[0].balance: ...` for the first issues of a failed parse. */
export const differences = (schema: z.ZodType, data: unknown): string[] => schemaDifferences(schema, data, MAX_DIFFERENCES);

export function codeName(code: number): string {
  const name = errorCodeName(code);
  return name ? `${code} ${name}` : String(code);
}

/** A success: HTTP 200, code 0, `data` as the call's schema says. */
export function checkSuccess(call: Call, answer: Answer, envelope: Envelope): Check {
  if (answer.status !== 200) return fail(`HTTP ${answer.status} with code 0 (a success is HTTP 200)`);
  const found = differences(call.data, envelope.data);
  if (found.length) return fail(`data does not match the contract: ${found.join('; ')}`);
  return pass('data ok');
}

/**
 * A refusal: a non-zero code the call declares (or one every call may
 * answer), the HTTP status the error table gives it (200 for a broken rule),
 * and a message in Thai the member can be shown as it is.
 */
export function checkRefusal(call: Call, answer: Answer, expectStatus?: number[]): Check {
  const envelope = readEnvelope(call, answer);
  if (typeof envelope === 'string') return fail(envelope);
  if (envelope.code === ErrorCode.OK) return fail(`HTTP ${answer.status}: accepted (code 0) where a refusal was due`);
  const name = codeName(envelope.code);
  if (!errorCodesOf(call).includes(envelope.code as ErrorCode)) return fail(`code ${name} is not among the call's error codes`);
  const status = ERRORS[envelope.code as ErrorCode].status;
  const allowed = expectStatus ?? [status];
  if (!allowed.includes(answer.status)) return fail(`HTTP ${answer.status} with code ${name} (expected HTTP ${allowed.join(' or ')})`);
  if (!envelope.message || !THAI.test(envelope.message)) return fail(`code ${name} without a Thai message`);
  const offShape = refusalDataDifferences(envelope.code, envelope.data, MAX_DIFFERENCES);
  if (offShape.length) return fail(`code ${name} with data off the contract: ${offShape.join('; ')}`);
  return pass(name);
}

/** A member call without a token: 401 with an envelope. */
export function checkUnauthorized(call: Call, answer: Answer): Check {
  const refused = checkRefusal(call, answer, [401]);
  return refused.ok ? pass(`401 without a token`) : fail(`without a token: ${refused.why}`);
}

/** An agent call without the key: 401 (wrong key) or 503 (agent side off), with an envelope. */
export function checkNoAgentKey(call: Call, answer: Answer): Check {
  const refused = checkRefusal(call, answer, [401, 503]);
  return refused.ok ? pass(`${answer.status} without the key`) : fail(`without the agent key: ${refused.why}`);
}

/** A request the call's schema refuses: HTTP 200 with VALIDATION, or 400, and a Thai message. */
export function checkBadRequest(call: Call, answer: Answer, what: string): Check {
  const envelope = readEnvelope(call, answer);
  if (typeof envelope === 'string') return fail(`${what}: ${envelope}`);
  if (envelope.code === ErrorCode.OK) return fail(`${what}: accepted (code 0)`);
  const name = codeName(envelope.code);
  // A login limit counts bad attempts too: after a few runs it answers first, and that is no fault of the schema check.
  if (answer.status === 429 && envelope.code === ErrorCode.RATE_LIMITED) return pass(`${what} not judged: rate-limited (429)`);
  const validation = answer.status === 200 && envelope.code === ErrorCode.VALIDATION;
  if (!validation && answer.status !== 400) return fail(`${what}: HTTP ${answer.status} with code ${name} (expected HTTP 200 with ${codeName(ErrorCode.VALIDATION)}, or 400)`);
  if (!envelope.message || !THAI.test(envelope.message)) return fail(`${what}: code ${name} without a Thai message`);
  return pass(`${what} refused (${envelope.code})`);
}
