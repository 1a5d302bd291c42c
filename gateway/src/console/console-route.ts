import type { Request, Response, Router } from 'express';
import type { BodyOf, Call, ParamsOf, QueryOf } from '#shared/api/call.js';
import { sendValidation } from './operator-call.js';

/** A console call's request, parsed with its registry entry's schemas. */
export interface ConsoleInput<C extends Call> {
  params: ParamsOf<C>;
  query: QueryOf<C>;
  body: BodyOf<C>;
  req: Request;
  res: Response;
}

/**
 * Mounts one `/agent/*` call of the registry (consoleCalls) on the router that
 * sits at `/agent`: its params, query and body are checked with the entry's
 * schemas before the upstream is asked, and a refusal answers with the Thai
 * field messages (docs/design.md §2). The handler only forwards and pushes.
 */
export function onConsoleCall<C extends Call>(router: Router, call: C, handle: (input: ConsoleInput<C>) => Promise<void> | void): void {
  const path = call.path.replace(/^\/agent/, '');
  const method = call.method === 'GET' ? 'get' : 'post';
  router[method](path, async (req: Request, res: Response) => {
    const parts: Record<'params' | 'query' | 'body', unknown> = { params: undefined, query: undefined, body: undefined };
    const sources = { params: req.params, query: req.query, body: (req.body as unknown) ?? {} };
    for (const part of ['params', 'query', 'body'] as const) {
      const schema = call[part];
      if (!schema) continue;
      const parsed = schema.safeParse(sources[part]);
      if (!parsed.success) return sendValidation(res, parsed.error);
      parts[part] = parsed.data;
    }
    await handle({ ...(parts as Pick<ConsoleInput<C>, 'params' | 'query' | 'body'>), req, res });
  });
}
