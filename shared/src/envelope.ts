import { ErrorCode, errorEntry } from './errors.js';
import type { RefusalDataOf } from './refusal-data.js';

/** Every response and every socket ack has this shape; `error: 0` is success. */
export interface Envelope<T = unknown> {
  error: number;
  message?: string;
  data?: T;
}

/** The lotto lobby answers `{ status, data }` as the spec says. */
export interface StatusEnvelope<T = unknown> {
  status: number;
  message?: string;
  data?: T;
}

/** Field name → Thai message, carried in `data.fields` of a VALIDATION error. */
export interface FieldErrors {
  fields: Record<string, string>;
}

export function ok<T>(data: T): Envelope<T> {
  return { error: ErrorCode.OK, data };
}

export function fail<T = never>(code: ErrorCode, message?: string, data?: T): Envelope<T> {
  const envelope: Envelope<T> = { error: code, message: message ?? errorEntry(code).message };
  if (data !== undefined) envelope.data = data;
  return envelope;
}

/**
 * Thrown by services; the HTTP edge turns it into an envelope with the table's
 * status. Its data is typed by its code (`shared/src/refusal-data.ts`): a code
 * that carries none takes none.
 */
export class AppError<C extends ErrorCode = ErrorCode> extends Error {
  constructor(
    readonly code: C,
    message?: string,
    readonly data?: RefusalDataOf<C>,
  ) {
    super(message ?? errorEntry(code).message);
    this.name = 'AppError';
  }

  /** Another server's refusal passed on as it came (its data was checked, or is that server's word). */
  static relay(envelope: { error: number; message?: string | undefined; data?: unknown }): AppError {
    return new AppError(envelope.error as ErrorCode, envelope.message, envelope.data as never);
  }

  get status(): number {
    return errorEntry(this.code).status;
  }

  toEnvelope(): Envelope {
    return fail(this.code, this.message, this.data);
  }
}
