/**
 * `npm run bench -- first-load`: what a phone downloads on its first visit to
 * home, the lotto lobby, a yeekee round and /member (compressed JS, CSS, fonts,
 * images, from Chromium's network events), and Lighthouse's mobile performance
 * score with FCP, LCP, TBT and CLS, over the production build served as
 * `npm start` serves it. Goals (issue 14): home's compressed JS ≤ 180 KB, every
 * page ≥ 90.
 *
 * Flags: `--no-build` (serve dist/client as it is), `--client-dir DIR` (another
 * build), `--runs N` (default 3; each figure is the median of its runs),
 * `--pages home,lobby,yeekee,member`, `--diagnose` (each page's scripts and the
 * busiest ones per Lighthouse's bootup-time), `--bytes-only` (no Lighthouse).
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { LoginResponse, RegisterRequest } from '@shared/api/auth.js';
import { hasFlag, intFlag } from './lib/flags.js';
import { createHttpClient, type HttpClient } from './lib/http-client.js';
import { auditPage, type LighthouseFigures } from './lib/lighthouse-audit.js';
import { launchBrowser, measurePageBytes, type PageBytes } from './lib/page-bytes.js';
import { startServerScript } from './lib/server-process.js';
import { goal, machineLine, quantile, sortNumbers } from './lib/stats.js';
import { findOpenYeekeeRound } from './lib/yeekee-round.js';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const SERVER_FILE = fileURLToPath(new URL('./first-load-server.ts', import.meta.url));
const PAGE_NAMES = ['home', 'lobby', 'yeekee', 'member'] as const;
type PageName = (typeof PAGE_NAMES)[number];
const HOME_JS_GOAL_KB = 180;
const SCORE_GOAL = 90;

interface PageRun {
  bytes: PageBytes;
  lighthouse?: LighthouseFigures;
}

export async function main(args: string[]): Promise<void> {
  const runs = intFlag(args, 'runs', 3);
  const pages = pagesFlag(args);
  const bytesOnly = hasFlag(args, 'bytes-only');
  const clientDir = stringFlag(args, 'client-dir') ?? `${ROOT}dist/client`;
  if (!hasFlag(args, 'no-build') && !stringFlag(args, 'client-dir')) {
    const build = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
    if (build.status !== 0) throw new Error(`npm run build failed (${build.status})`);
  }

  console.log(machineLine());
  const serverConfig = { role: 'first-load', clientDir };
  const server = await startServerScript(SERVER_FILE, serverConfig);
  const origin = `http://127.0.0.1:${server.port}`;
  const client = createHttpClient(server.port, 4);
  try {
    const sessionEntry = await registerMember(client);
    const round = await findOpenYeekeeRound(client);
    const paths: Record<PageName, string> = {
      home: '/',
      lobby: '/lotto/lobby',
      yeekee: `/lotto/yeekee?round=${round.round_id}`,
      member: '/member',
    };
    const results = new Map<PageName, PageRun[]>();
    const browser = await launchBrowser();
    try {
      for (let run = 1; run <= runs; run++) {
        for (const name of pages) {
          const storage = name === 'member' ? sessionEntry : {};
          const url = origin + paths[name];
          // One at a time: the audit's CPU throttling assumes the cores are otherwise free.
          const bytes = await measurePageBytes(browser, url, storage);
          const lighthouse = bytesOnly ? undefined : await auditPage(url, storage);
          results.set(name, [...(results.get(name) ?? []), { bytes, lighthouse }]);
          const audit = lighthouse ? `, score ${lighthouse.score}, TBT ${lighthouse.tbtMs.toFixed(0)} ms, LCP ${lighthouse.lcpMs.toFixed(0)} ms` : '';
          console.log(`run ${run} ${name}: JS ${kb(bytes.js)} KB${audit}`);
        }
      }
    } finally {
      await browser.close();
    }
    printTable(paths, results, runs, hasFlag(args, 'diagnose'));
  } finally {
    client.close();
    await server.stop();
  }
}

/** A fresh member through the public API; answers the localStorage entry the client keeps its session in (lib/session.ts). */
async function registerMember(client: HttpClient): Promise<Record<string, string>> {
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

function printTable(paths: Record<PageName, string>, results: Map<PageName, PageRun[]>, runs: number, diagnose: boolean): void {
  console.log(`\nfirst load, median of ${runs} run(s); bodies as transferred (gzip), wire = all bytes with headers; KB = 1,000 bytes`);
  console.log('| page | JS KB | JS by FCP KB | CSS KB | fonts KB | images KB | wire KB | requests | score | FCP ms | LCP ms | TBT ms | CLS |');
  console.log('|---|---|---|---|---|---|---|---|---|---|---|---|---|');
  for (const [name, list] of results) {
    const m = (pick: (run: PageRun) => number) => quantile(sortNumbers(list.map(pick)), 0.5);
    const lh = (pick: (figures: LighthouseFigures) => number, digits: number) =>
      list.some((r) => r.lighthouse) ? m((r) => (r.lighthouse ? pick(r.lighthouse) : Number.NaN)).toFixed(digits) : '–';
    console.log(
      `| ${paths[name]} | ${kb(m((r) => r.bytes.js))} | ${kb(m((r) => r.bytes.jsByFcp))} | ${kb(m((r) => r.bytes.css))} | ${kb(m((r) => r.bytes.font))} | ${kb(m((r) => r.bytes.image))} | ` +
        `${kb(m((r) => r.bytes.wire))} | ${m((r) => r.bytes.requests)} | ${lh((f) => f.score, 0)} | ${lh((f) => f.fcpMs, 0)} | ` +
        `${lh((f) => f.lcpMs, 0)} | ${lh((f) => f.tbtMs, 0)} | ${lh((f) => f.cls, 3)} |`,
    );
  }
  const home = results.get('home');
  if (home) {
    const js = quantile(sortNumbers(home.map((r) => r.bytes.js)), 0.5) / 1000;
    console.log(`home JS ≤ ${HOME_JS_GOAL_KB} KB: ${goal(js <= HOME_JS_GOAL_KB)}`);
  }
  const scores = [...results.values()].map((list) => quantile(sortNumbers(list.map((r) => r.lighthouse?.score ?? Number.NaN)), 0.5));
  if (!scores.some(Number.isNaN)) console.log(`mobile performance ≥ ${SCORE_GOAL} on every page: ${goal(scores.every((s) => s >= SCORE_GOAL))}`);
  if (!diagnose) return;
  for (const [name, list] of results) {
    const last = list.at(-1)!;
    console.log(`\n${name}: scripts (KB) ${last.bytes.scripts.map((s) => `${s.url.split('/').pop()} ${kb(s.bytes)}`).join(', ')}`);
    if (last.lighthouse) console.log(`${name}: bootup (ms) ${last.lighthouse.bootup.map((b) => `${b.url.split('/').pop()} ${b.scriptingMs.toFixed(0)}`).join(', ')}`);
  }
}

const kb = (bytes: number): string => (bytes / 1000).toFixed(1);

function stringFlag(args: string[], name: string): string | undefined {
  const at = args.indexOf(`--${name}`);
  return at < 0 ? undefined : args[at + 1];
}

function pagesFlag(args: string[]): PageName[] {
  const value = stringFlag(args, 'pages');
  if (!value) return [...PAGE_NAMES];
  const names = value.split(',') as PageName[];
  const unknown = names.filter((name) => !PAGE_NAMES.includes(name));
  if (unknown.length > 0) throw new Error(`--pages takes ${PAGE_NAMES.join(',')}; not ${unknown.join(',')}`);
  return names;
}
