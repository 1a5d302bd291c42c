/**
 * A light keep-alive JSON client for load generation: node:http with a pooled
 * agent, lighter per call than fetch, so the load generator's own cost stays
 * small beside the server it measures.
 */
import { Agent, request } from 'node:http';

export interface JsonReply<T = unknown> {
  status: number;
  body: { error?: number; message?: string; data?: T } | undefined;
}

export interface HttpClient {
  send<T = unknown>(method: string, path: string, body?: unknown, headers?: Record<string, string>): Promise<JsonReply<T>>;
  close(): void;
}

export function createHttpClient(port: number, maxSockets = 256): HttpClient {
  const agent = new Agent({ keepAlive: true, maxSockets, maxFreeSockets: maxSockets });
  return {
    send<T>(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
      return new Promise<JsonReply<T>>((resolve, reject) => {
        const payload = body === undefined ? undefined : JSON.stringify(body);
        const req = request(
          {
            host: '127.0.0.1',
            port,
            method,
            path,
            agent,
            headers: {
              accept: 'application/json',
              ...(payload === undefined ? {} : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }),
              ...headers,
            },
          },
          (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (chunk: Buffer) => chunks.push(chunk));
            res.on('end', () => {
              const text = Buffer.concat(chunks).toString('utf8');
              let parsed: JsonReply<T>['body'];
              try {
                parsed = JSON.parse(text) as JsonReply<T>['body'];
              } catch {
                parsed = undefined;
              }
              resolve({ status: res.statusCode ?? 0, body: parsed });
            });
            res.on('error', reject);
          },
        );
        req.on('error', reject);
        req.end(payload);
      });
    },
    close: () => agent.destroy(),
  };
}

/** Runs `work` over items with at most `concurrency` at once, in order of items. */
export async function eachLimited<T>(items: readonly T[], concurrency: number, work: (item: T, index: number) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      await work(items[index]!, index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker));
}
