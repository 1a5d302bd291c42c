/**
 * Test helpers for the shared components: fetch answered at the network
 * boundary with `{ error, data }` envelopes per path, and a member session.
 */
import { vi } from 'vitest';

export interface MockAnswer {
  status?: number;
  error?: number;
  message?: string;
  data?: unknown;
}

/** Path → data (answered as `{ error: 0, data }`) or a function building a full answer. */
export type MockRoutes = Record<string, unknown | ((request: { url: URL; body: unknown; method: string }) => MockAnswer)>;

export interface MockedCall {
  path: string;
  method: string;
  url: URL;
  body: unknown;
}

export function mockApi(routes: MockRoutes) {
  const calls: MockedCall[] = [];
  const spy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://localhost');
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    calls.push({ path: url.pathname, method, url, body });
    const route = routes[url.pathname];
    if (route === undefined) {
      return new Response(JSON.stringify({ error: 404, message: 'not found' }), { status: 404 });
    }
    const answer: MockAnswer =
      typeof route === 'function' ? (route as (r: { url: URL; body: unknown; method: string }) => MockAnswer)({ url, body, method }) : { data: route };
    return new Response(JSON.stringify({ error: answer.error ?? 0, message: answer.message, data: answer.data }), {
      status: answer.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  return {
    spy,
    calls,
    callsTo: (path: string) => calls.filter((call) => call.path === path),
  };
}

/** The member every test logs in as: one definition, in test/fetch-mock.ts. */
export { testSession as memberSession } from './fetch-mock.js';

export const agentConfig = {
  agent_code: 'DEMO',
  name: 'หวยดี',
  info: {
    agent_logo: '/assets/logo.svg',
    line_contact_url: 'https://line.me/R/ti/p/@huaydee',
    line_admin_url: null,
  },
};
