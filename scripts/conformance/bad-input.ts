/**
 * Builds a request the call's own schema refuses, from the valid one when a
 * case has it: one field at a time gets a value of the wrong kind ("1e2" for
 * an id, an object for a string, a repeated query key...). Each candidate is
 * first parsed here with the registry's schema, and the first one it refuses
 * is sent, so the kit never calls a request "bad" that the contract accepts.
 */
import { z } from 'zod';
import type { Call } from '#shared/api/call.js';
import type { WireRequest } from './http.js';

export interface BadRequest {
  request: WireRequest;
  /** e.g. `query round_id="1e2"` */
  what: string;
}

type Part = 'body' | 'query' | 'params';

// Query strings and path params arrive as text (a repeated key as an array); a body keeps JSON's types.
const PROBES: Record<Part, unknown[]> = {
  body: ['1e2', { nested: true }, [], true, -1, ''],
  query: ['1e2', 'x', ['1', '2'], '-1', ''],
  params: ['1e2', 'x', '0', '-1'],
};

/** The top-level keys of an object schema, through pipes, defaults and optionals. */
function shapeKeys(schema: z.ZodType): string[] {
  if (schema instanceof z.ZodObject) return Object.keys(schema.shape);
  const def = (schema as unknown as { _zod: { def: { in?: z.ZodType; innerType?: z.ZodType } } })._zod.def;
  const inner = def.in ?? def.innerType;
  return inner ? shapeKeys(inner) : [];
}

function asRecord(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

function show(value: unknown): string {
  return JSON.stringify(value);
}

/** A bad request for `call`, or null when it takes no input (nothing to refuse) or its schema accepts every probe. */
export function badRequest(call: Call, valid: WireRequest | undefined): BadRequest | null {
  const base: Record<Part, Record<string, unknown>> = {
    body: asRecord(valid?.body),
    query: asRecord(valid?.query),
    params: asRecord(valid?.params),
  };
  // A path needs every param filled even when the valid request is unknown.
  if (call.params) for (const key of shapeKeys(call.params)) base.params[key] ??= '1';
  const wire = (part: Part, value: unknown): WireRequest => ({
    query: call.query ? base.query : undefined,
    body: call.method === 'POST' ? (call.body ? base.body : undefined) : undefined,
    params: base.params,
    // An upload call's file goes with it, so the query is what is refused.
    file: valid?.file,
    [part]: value,
  });
  for (const part of ['body', 'query', 'params'] as const) {
    const schema = call[part];
    if (!schema) continue;
    for (const key of shapeKeys(schema)) {
      for (const probe of PROBES[part]) {
        const candidate = { ...base[part], [key]: probe };
        if (!schema.safeParse(candidate).success) return { request: wire(part, candidate), what: `${part} ${key}=${show(probe)}` };
      }
    }
    if (part === 'body' && !schema.safeParse([1]).success) return { request: wire('body', [1]), what: 'a JSON array as the body' };
  }
  return null;
}
