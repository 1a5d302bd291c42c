/** Bench members: registered through the public API, credited through the agent (operator) path. */
import type { LoginResponse, RegisterRequest } from '#shared/api/auth.js';
import type { CreditResponse } from '#shared/api/operator.js';
import { AGENT, API } from '#shared/api/paths.js';
import { eachLimited, type HttpClient } from './http-client.js';

export interface BenchMember {
  username: string;
  token: string;
}

/** The i-th bench member's phone and bank account: distinct for i below 10^8. */
function fields(i: number): Pick<RegisterRequest, 'username' | 'bank_account_no'> {
  const n = String(i).padStart(8, '0');
  return { username: `08${n}`, bank_account_no: `77${n}` };
}

export async function registerMembers(client: HttpClient, count: number, concurrency = 16): Promise<BenchMember[]> {
  const members: BenchMember[] = new Array(count);
  await eachLimited(
    Array.from({ length: count }, (_, i) => i),
    concurrency,
    async (i) => {
      const body: RegisterRequest = {
        ...fields(i + 1),
        password: 'bench-pass-1',
        first_name: 'ทดสอบ',
        last_name: 'โหลด',
        bank_code: 'SCB',
        birth_date: '1990-05-15',
      };
      const reply = await client.send<LoginResponse>('POST', API.auth.register, body);
      const token = reply.body?.data?.access_token;
      if (reply.body?.error !== 0 || !token) throw new Error(`register ${body.username} failed: ${reply.status} ${JSON.stringify(reply.body)}`);
      members[i] = { username: body.username, token };
    },
  );
  return members;
}

/** Credits each member `thb` through the gateway's /agent/credit (the operator path). */
export async function creditMembers(client: HttpClient, agentKey: string, members: readonly BenchMember[], thb: number, concurrency = 16): Promise<void> {
  await eachLimited(members, concurrency, async (member) => {
    const reply = await client.send<CreditResponse>(
      'POST',
      AGENT.credit,
      { username: member.username, amount: thb, reason: 'เครดิตทดสอบโหลด' },
      { authorization: `Bearer ${agentKey}` },
    );
    if (reply.body?.error !== 0) throw new Error(`credit ${member.username} failed: ${reply.status} ${JSON.stringify(reply.body)}`);
  });
}
