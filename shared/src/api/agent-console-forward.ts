/**
 * What every forwarded console call shares: the gateway's own refusals, and
 * a console entry derived from the operator call it forwards (same request
 * and answer, its own `/agent/*` path).
 */
import { ErrorCode } from '../errors.js';
import type { Call } from './call.js';

/** The gateway's own refusals of a forwarded call: the upstream is down or slow. */
export const UPSTREAM_FAULTS = [ErrorCode.UPSTREAM_DOWN, ErrorCode.UPSTREAM_TIMEOUT] as const;
/** ...or it answered 404: an operator's own upstream may lack the call (listed in stats). */
export const FORWARDED = [...UPSTREAM_FAULTS, ErrorCode.AGENT_CALL_UNSUPPORTED] as const;

/** The console entry at `path` that forwards `operatorCall` as it is. */
export function forwardedCall<const P extends string, const C extends Call>(
  path: P,
  operatorCall: C,
): Omit<C, 'path' | 'errors'> & { readonly path: P; readonly errors: readonly ErrorCode[] } {
  return { ...operatorCall, path, errors: [...FORWARDED, ...operatorCall.errors] };
}
