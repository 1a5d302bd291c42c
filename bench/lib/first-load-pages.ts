/** The pages first-load measures, and what a site needs before they can be loaded: a member and an open round. */
import type { LoginResponse, RegisterRequest } from '#shared/api/auth.js';
import { stringFlag } from './flags.js';
import type { HttpClient } from './http-client.js';
import { findOpenYeekeeRound } from './yeekee-round.js';

export const PAGE_NAMES = ['home', 'lobby', 'yeekee', 'member', 'slot'] as const;
export type PageName = (typeof PAGE_NAMES)[number];
export type PagePaths = Record<PageName, string>;

/** Each page's path on this site (a yeekee round's id is the site's own open round). */
export async function pagePaths(client: HttpClient): Promise<PagePaths> {
  const round = await findOpenYeekeeRound(client);
  return {
    home: '/',
    lobby: '/lotto/lobby',
    yeekee: `/lotto/yeekee?round=${round.round_id}`,
    member: '/member',
    slot: '/slot',
  };
}

/** The localStorage entries a page is loaded with: `/member` needs the member's session. */
export const storageFor = (name: PageName, session: Record<string, string>): Record<string, string> => (name === 'member' ? session : {});

/** A fresh member through the public API; answers the localStorage entry the client keeps its session in (lib/session.ts). */
export async function registerMember(client: HttpClient): Promise<Record<string, string>> {
  const digits = String(Date.now() % 100_000_000).padStart(8, '0');
  const body: RegisterRequest = {
    username: `08${digits}`,
    password: 'secret123',
    first_name: 'ทดสอบ',
    last_name: 'หน้าแรก',
    bank_code: 'KBANK',
    bank_account_no: `66${digits}`,
    birth_date: '1990-01-01',
  };
  const reply = await client.send<LoginResponse>('POST', '/api/register', body);
  const data = reply.body?.data;
  if (reply.body?.error !== 0 || !data) throw new Error(`register failed: ${reply.status} ${JSON.stringify(reply.body)}`);
  return { user: JSON.stringify({ token: data.access_token, expiresAt: data.expires_at, user: data.user }) };
}

export function pagesFlag(args: string[]): PageName[] {
  const value = stringFlag(args, 'pages');
  if (!value) return [...PAGE_NAMES];
  const names = value.split(',') as PageName[];
  const unknown = names.filter((name) => !PAGE_NAMES.includes(name));
  if (unknown.length > 0) throw new Error(`--pages takes ${PAGE_NAMES.join(',')}; not ${unknown.join(',')}`);
  return names;
}
