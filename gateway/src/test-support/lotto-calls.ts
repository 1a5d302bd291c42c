import type { BillCreateResponse, BillRequest } from '#shared/api/lotto/bills.js';
import type { ShootResponse, YeekeeListResponse, YeekeeRound } from '#shared/api/lotto/yeekee.js';
import { API } from '#shared/api/paths.js';
import type { FakeClock } from '#shared/clock.js';
import type { Envelope } from '#shared/envelope.js';

/** The fast yeekee grid the lotto tests run (lotto.yeekeeRoundSeconds). */
export const ROUND_SECONDS = 60;

async function call<T>(baseUrl: string, method: 'GET' | 'POST', path: string, token?: string, body?: unknown): Promise<Envelope<T>> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  const response = await fetch(baseUrl + path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  return (await response.json()) as Envelope<T>;
}

/** A yeekee shot through `baseUrl` (the gateway: write-through; the upstream: behind the gateway's back). */
export async function shoot(baseUrl: string, token: string, roundId: number, number: string): Promise<ShootResponse['shot']> {
  const reply = await call<ShootResponse>(baseUrl, 'POST', API.lotto.yeekeeShoot, token, { round_id: roundId, number });
  if (reply.error !== 0 || !reply.data) throw new Error(`shot refused: ${JSON.stringify(reply)}`);
  return reply.data.shot;
}

export async function createBill(baseUrl: string, token: string, body: BillRequest): Promise<BillCreateResponse> {
  const reply = await call<BillCreateResponse>(baseUrl, 'POST', API.lotto.billCreate, token, body);
  if (reply.error !== 0 || !reply.data) throw new Error(`bill refused: ${JSON.stringify(reply)}`);
  return reply.data;
}

/** A bet on every digit of `runtop`: one of them wins whatever the result. */
export const everyRunTop = (roundId: number): BillRequest => ({
  round_id: roundId,
  items: Array.from({ length: 10 }, (_, digit) => ({ bet_type: 'runtop' as const, number: String(digit), amount: 1 })),
});

/**
 * The fast yeekee round open now with at least `minLeftMs` to run, moving the
 * clock to the next one when the current is too close to its end.
 */
export async function openFastRound(baseUrl: string, clock: FakeClock, minLeftMs = 30_000): Promise<YeekeeRound> {
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const list = await call<YeekeeListResponse>(baseUrl, 'GET', API.lotto.yeekeeList);
    const fast = (list.data?.rounds ?? []).filter((r) => Date.parse(r.closes_at) - Date.parse(r.opens_at) === ROUND_SECONDS * 1000);
    const now = clock.now();
    const open = fast.find((r) => r.status === 'open' && Date.parse(r.closes_at) - now >= minLeftMs);
    if (open) return open;
    const next = fast.find((r) => Date.parse(r.opens_at) > now);
    if (!next) break;
    clock.set(Date.parse(next.opens_at));
  }
  throw new Error('no open fast yeekee round');
}
