import { z } from 'zod';
import { th } from 'zod/locales';
import { ErrorCode } from './errors.js';
import { AppError, type FieldErrors } from './envelope.js';

// Generic messages (where a schema gives none of its own) in Thai.
z.config(th());

/** Field name → first Thai message, for showing errors beside the fields. */
export function fieldErrors(error: z.ZodError): FieldErrors {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.join('.') : '_';
    fields[key] ??= issue.message;
  }
  return { fields };
}

/**
 * Parses a request part with its schema, or throws a VALIDATION AppError whose
 * message is the first problem and whose data names every field.
 */
export function parseOrThrow<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const details = fieldErrors(result.error);
  const first = result.error.issues[0]?.message;
  throw new AppError(ErrorCode.VALIDATION, first, details);
}
