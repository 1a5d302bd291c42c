/**
 * An answer's data checked against the contract's schema (the client's edge of
 * "validated at both edges"): a shape the contract does not allow is the
 * generic Thai fault, never zod's English on screen. Only the type of zod is
 * imported here: the schema comes with the caller.
 */
import type { z } from 'zod';
import { ErrorCode, errorEntry } from '#shared/errors.js';
import { ApiError } from './api-client.js';

export function checkedAnswer<S extends z.ZodType>(schema: S, data: unknown): z.output<S> {
  const parsed = schema.safeParse(data);
  if (parsed.success) return parsed.data;
  // A 5xx-like fault of the answer, not a refusal of the member's request.
  throw new ApiError(ErrorCode.INTERNAL, errorEntry(ErrorCode.INTERNAL).message, 502);
}
