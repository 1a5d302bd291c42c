import { ErrorCode, errorEntry } from './errors.js';

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

/** Thrown by services; the HTTP edge turns it into an envelope with the table's status. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message?: string,
    readonly data?: unknown,
  ) {
    super(message ?? errorEntry(code).message);
    this.name = 'AppError';
  }

  get status(): number {
    return errorEntry(this.code).status;
  }

  toEnvelope(): Envelope {
    return fail(this.code, this.message, this.data);
  }
}
