/**
 * The console's one way to call `/agent/*`: the agent key as a Bearer token,
 * the envelope unwrapped, and any refusal raised as AgentApiError with its
 * Thai message. It shares nothing with the member's api-client (no session,
 * no redirect to /login).
 */
import { ErrorCode, errorEntry } from '@shared/errors.js';
import type { Envelope } from '@shared/envelope.js';
import { agentKey } from './agent-key.js';

export class AgentApiError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly status: number,
    readonly fields: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'AgentApiError';
  }
}

export interface AgentRequestOptions {
  method?: 'GET' | 'POST';
  query?: Record<string, string | undefined>;
  body?: unknown;
  /** default: the key signed in with */
  key?: string | null;
}

export async function agentRequest<T>(path: string, options: AgentRequestOptions = {}): Promise<T> {
  const method = options.method ?? (options.body === undefined ? 'GET' : 'POST');
  const headers: Record<string, string> = { accept: 'application/json' };
  const key = options.key === undefined ? agentKey.get() : options.key;
  if (key) headers.authorization = `Bearer ${key}`;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(options.query ?? {})) if (value) params.set(name, value);
  const url = params.size > 0 ? `${path}?${params.toString()}` : path;

  let response: Response;
  try {
    response = await fetch(url, { method, headers, body: options.body === undefined ? undefined : JSON.stringify(options.body) });
  } catch {
    throw new AgentApiError(ErrorCode.UPSTREAM_DOWN, errorEntry(ErrorCode.UPSTREAM_DOWN).message, 0);
  }
  let envelope: Envelope<T> | null;
  try {
    envelope = (await response.json()) as Envelope<T>;
  } catch {
    envelope = null;
  }
  if (!envelope || typeof envelope.error !== 'number') {
    throw new AgentApiError(ErrorCode.INTERNAL, errorEntry(ErrorCode.INTERNAL).message, response.status);
  }
  if (envelope.error !== 0) {
    const fields = (envelope.data as { fields?: Record<string, string> } | undefined)?.fields ?? {};
    throw new AgentApiError(envelope.error, envelope.message ?? errorEntry(envelope.error).message, response.status, fields);
  }
  return envelope.data as T;
}

/** The list inside an answer that is either the list itself or `{ items }` (operators' APIs differ). */
export function listOf<T>(data: unknown): T[] {
  if (Array.isArray(data)) return data as T[];
  const items = (data as { items?: unknown } | null | undefined)?.items;
  return Array.isArray(items) ? (items as T[]) : [];
}

export const isAgentError = (error: unknown, code: number): boolean => error instanceof AgentApiError && error.code === code;

/** Only a call that never reached the gateway is tried again; a refusal is an answer. */
export const agentRetry = (failureCount: number, error: Error): boolean =>
  error instanceof AgentApiError && error.status === 0 && failureCount < 2;
