/**
 * Helmet's answer headers, worked out once. Helmet runs a dozen middlewares on
 * every request to set headers that never change (and a CSP built anew when
 * one of its sources is a function); here helmet runs once against a recording
 * answer and each request gets the recorded headers in one loop. Only a CSP
 * that depends on the request's host is worked out again, once per host.
 * Server-only: the client never imports this file.
 */
import type { IncomingMessage } from 'node:http';
import type { Request, RequestHandler, Response } from 'express';

interface Recorded {
  set: [string, string][];
  removed: string[];
}

/** What `middleware` does to an answer for a request with these headers (it must not read anything else). */
function record(middleware: RequestHandler, headers: IncomingMessage['headers']): Recorded {
  const recorded: Recorded = { set: [], removed: [] };
  const answer = {
    setHeader(name: string, value: string | number | readonly string[]) {
      recorded.set.push([name, String(value)]);
      return answer;
    },
    removeHeader(name: string) {
      recorded.removed.push(name);
    },
  };
  let failure: unknown;
  void middleware({ headers } as Request, answer as unknown as Response, (error?: unknown) => {
    failure = error;
  });
  if (failure) throw failure instanceof Error ? failure : new Error(String(failure));
  return recorded;
}

function apply(res: Response, { set, removed }: Recorded): void {
  for (const [name, value] of set) res.setHeader(name, value);
  for (const name of removed) res.removeHeader(name);
}

/** `middleware`'s headers, the same on every answer. */
export function fixedHeaders(middleware: RequestHandler): RequestHandler {
  const recorded = record(middleware, {});
  return (_req, res, next) => {
    apply(res, recorded);
    next();
  };
}

/** Hosts a server answers for are few; anything may come in `Host`, so the kept set is bounded. */
const HOSTS_KEPT = 64;

/** `middleware`'s headers when they depend on the request's `Host` only: worked out once per host. */
export function headersByHost(middleware: RequestHandler): RequestHandler {
  const byHost = new Map<string, Recorded>();
  return (req, res, next) => {
    const host = req.headers.host ?? '';
    let recorded = byHost.get(host);
    if (!recorded) {
      if (byHost.size >= HOSTS_KEPT) byHost.clear();
      byHost.set(host, (recorded = record(middleware, req.headers.host === undefined ? {} : { host })));
    }
    apply(res, recorded);
    next();
  };
}
