/** What a call's handler is given and what it answers (mount.ts mounts them; audit and idempotency wrap them). */
import type { Request, Response } from 'express';
import type { BodyOf, Call, DataOf, ParamsOf, QueryOf } from '#shared/api/call.js';
import type { AuthedMember } from './auth.js';

export interface UploadedFile {
  /** its Content-Type, one of the call's `upload.types` */
  type: string;
  bytes: Buffer;
}

export interface CallInput<C extends Call> {
  query: QueryOf<C>;
  body: BodyOf<C>;
  params: ParamsOf<C>;
  /** an upload call's file as it came (docs/decisions/0081), read before the JSON reader */
  file: C['upload'] extends object ? UploadedFile : undefined;
  /** the token's member: always there for `member` calls, when a valid token came for `visitor` calls */
  member: C['access'] extends 'member' ? AuthedMember : AuthedMember | undefined;
  req: Request;
  res: Response;
}

/**
 * What a handler answers: the call's `data`, checked against its schema by the type system.
 * A call that takes a key runs inside the idempotency transaction: every query it makes
 * through `ctx.db` goes there (db/transaction.ts).
 */
export type HandlerFn<C extends Call> = (input: CallInput<C>) => DataOf<C> | Promise<DataOf<C>>;
