/** The command line of `npm run conformance` (README, "Bring your own upstream"). */
import { parseArgs } from 'node:util';
import { CALL_LIST } from '#shared/api/registry.js';

export interface ConformanceOptions {
  /** the upstream's origin, e.g. `http://127.0.0.1:4000` */
  upstream: string;
  member?: { username: string; password: string };
  agentKey?: string;
  /** make the real writes too (README: what they do to the member's balance) */
  writes: boolean;
  /** call ids to run (all when unset) */
  only?: string[];
  /** the coupon `--writes` redeems: the embedded upstream's points coupon by default */
  coupon: string;
  /** a game provider's code and secret: the provider wallet calls are signed as it */
  provider?: { code: string; secret: string };
}

export const USAGE = `usage: npm run conformance -- --upstream URL [--member-username U --member-password P]
       [--agent-key K] [--writes] [--only id,id] [--coupon CODE]
       [--provider-code C --provider-secret S]

  --upstream URL       the upstream API to check (not the gateway), e.g. http://127.0.0.1:4000
  --member-username U  a test member's phone number; member calls are checked as this member
  --member-password P
  --agent-key K        the agent key of the /operator calls; without it they are only checked
                       for their refusal without a key
  --writes             also make real writes (a deposit, a bill and its cancel, a shot, a coupon,
                       withdrawals, a credit and its reversal...): README, "What --writes does"
  --only id,id         only these calls (ids as in the table, e.g. lotto.billCreate)
  --coupon CODE        the coupon --writes redeems (default POINT50, the embedded upstream's
                       50-point coupon)
  --provider-code C    a game provider's code and its shared secret: the provider wallet
  --provider-secret S  calls (/provider/wallet/*) are signed as it; without them they are skipped`;

export class UsageError extends Error {}

export function parseConformanceArgs(argv: string[]): ConformanceOptions {
  let values;
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        upstream: { type: 'string' },
        'member-username': { type: 'string' },
        'member-password': { type: 'string' },
        'agent-key': { type: 'string' },
        writes: { type: 'boolean', default: false },
        only: { type: 'string' },
        coupon: { type: 'string', default: 'POINT50' },
        'provider-code': { type: 'string' },
        'provider-secret': { type: 'string' },
      },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  if (!values.upstream) throw new UsageError('--upstream is required');
  let upstream: URL;
  try {
    upstream = new URL(values.upstream);
  } catch {
    throw new UsageError(`--upstream is not a URL: ${values.upstream}`);
  }
  if (!/^https?:$/.test(upstream.protocol)) throw new UsageError('--upstream must be http or https');
  const username = values['member-username'];
  const password = values['member-password'];
  if ((username === undefined) !== (password === undefined)) throw new UsageError('--member-username and --member-password go together');
  const providerCode = values['provider-code'];
  const providerSecret = values['provider-secret'];
  if ((providerCode === undefined) !== (providerSecret === undefined)) throw new UsageError('--provider-code and --provider-secret go together');
  const only = values.only
    ?.split(',')
    .map((id) => id.trim())
    .filter(Boolean);
  const unknown = only?.filter((id) => !CALL_LIST.some((entry) => entry.id === id)) ?? [];
  if (unknown.length) throw new UsageError(`--only names no call: ${unknown.join(', ')} (ids look like lotto.billCreate)`);
  return {
    upstream: upstream.toString().replace(/\/+$/, ''),
    member: username !== undefined && password !== undefined ? { username, password } : undefined,
    agentKey: values['agent-key'] || undefined,
    writes: values.writes ?? false,
    only,
    coupon: values.coupon ?? 'POINT50',
    provider: providerCode !== undefined && providerSecret !== undefined ? { code: providerCode, secret: providerSecret } : undefined,
  };
}
