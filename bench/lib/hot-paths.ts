/** The gateway's hot paths as the benches that compare two servers call them (contract-check, gateway-overhead). */
import { API } from '#shared/api/paths.js';
import { eachLimited, type HttpClient } from './http-client.js';
import type { BenchMember } from './members.js';
import type { ServerProcess } from './server-process.js';
import type { YeekeeRoundRow } from './yeekee-round.js';

export interface HotPath {
  name: string;
  path: string;
  /** the request of the i-th call, by the i-th member (a shot needs a member who has not shot yet) */
  request(member: BenchMember, i: number): { method: string; body?: unknown };
}

/** Wallets, a one-item bill and a shot, all on the open fast-yeekee round. */
export function hotPaths(round: YeekeeRoundRow): HotPath[] {
  return [
    { name: 'wallets', path: API.member.wallets, request: () => ({ method: 'POST', body: {} }) },
    {
      name: 'bill create',
      path: API.lotto.billCreate,
      request: (_m, i) => ({ method: 'POST', body: { round_id: round.round_id, items: [{ bet_type: '2bottom', number: String(i % 100).padStart(2, '0'), amount: 1 }] } }),
    },
    {
      name: 'yeekee shot',
      path: API.lotto.yeekeeShoot,
      request: (_m, i) => ({ method: 'POST', body: { round_id: round.round_id, number: String(i % 100_000).padStart(5, '0') } }),
    },
  ];
}

export interface Measured {
  cpuMicros: number;
  calls: number;
  ok: number;
  /** the first answer with error 0 */
  sample?: { status: number; body: unknown };
}

/** How many calls are in flight at once through the server measured. */
export const HOT_PATH_CONCURRENCY = 16;

/** Sends each member's call through one server and reads that server's CPU around it. */
export async function measureBlock(server: ServerProcess, client: HttpClient, path: HotPath, members: readonly BenchMember[], offset: number): Promise<Measured> {
  const before = await server.cpuMicros();
  let ok = 0;
  let sample: Measured['sample'];
  await eachLimited(members, HOT_PATH_CONCURRENCY, async (member, i) => {
    const { method, body } = path.request(member, offset + i);
    const reply = await client.send(method, path.path, body, { authorization: `Bearer ${member.token}` });
    if (reply.body?.error === 0) {
      ok += 1;
      sample ??= { status: reply.status, body: reply.body };
    }
  });
  return { cpuMicros: (await server.cpuMicros()) - before, calls: members.length, ok, sample };
}
