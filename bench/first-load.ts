/**
 * `npm run bench -- first-load`: what a phone downloads on its first visit to
 * home, the lotto lobby, a yeekee round, /member and /slot (compressed JS, CSS,
 * fonts, images, from Chromium's network events), and Lighthouse's mobile
 * performance score with FCP, LCP, TBT and CLS, over the production build
 * served as `npm start` serves it. Then the server's answer to each page
 * (lib/page-answers.ts): time and CPU per answer with the pages rendered on the
 * server (decision 0051), and from the same server code with rendering off.
 * Goals (decision 0054): home's compressed JS ≤ 180 KB, every page ≥ 90.
 *
 * Flags: `--no-build` (serve dist/ as it is), `--client-dir DIR` (another
 * client build; its server build is DIR/../server, as `npm run build` lays
 * them out), `--runs N` (default 3; each figure is the median of its runs),
 * `--pages home,lobby,yeekee,member,slot`, `--renders N` (timed answers per
 * page and site, default 200), `--baseline-rev REV` (that revision's client
 * built and served client-only beside this one: a before/after table),
 * `--diagnose` (each page's scripts and the busiest ones per Lighthouse's
 * bootup-time), `--bytes-only` (no Lighthouse).
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildBaselineClient } from './lib/baseline-client.js';
import { hasFlag, intFlag, stringFlag } from './lib/flags.js';
import { loadPages } from './lib/first-load-loop.js';
import { pagesFlag } from './lib/first-load-pages.js';
import { startFirstLoadSite, type FirstLoadSite } from './lib/first-load-site.js';
import { printAnswerTable, printBeforeAfter, printPageTable, type AnswerColumn } from './lib/first-load-tables.js';
import { timePageAnswers } from './lib/page-answers.js';
import { machineLine } from './lib/stats.js';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

export async function main(args: string[]): Promise<void> {
  const runs = intFlag(args, 'runs', 3);
  const renders = intFlag(args, 'renders', 200);
  const pages = pagesFlag(args);
  const bytesOnly = hasFlag(args, 'bytes-only');
  const baselineRev = stringFlag(args, 'baseline-rev');
  const clientDir = stringFlag(args, 'client-dir') ?? join(ROOT, 'dist/client');
  if (!hasFlag(args, 'no-build') && !stringFlag(args, 'client-dir')) {
    const build = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
    if (build.status !== 0) throw new Error(`npm run build failed (${build.status})`);
  }
  const baselineDir = baselineRev ? buildBaselineClient(ROOT, baselineRev) : undefined;

  console.log(machineLine());
  const sites: FirstLoadSite[] = [];
  try {
    const current = await startFirstLoadSite('rendered', { clientDir, serverDir: join(clientDir, '../server'), render: true });
    sites.push(current);
    const clientOnly = await startFirstLoadSite('rendering off', { clientDir, render: false });
    sites.push(clientOnly);
    const baseline = baselineDir && (await startFirstLoadSite(`${baselineRev} client-only`, { clientDir: baselineDir, render: false }));
    if (baseline) sites.push(baseline);

    const [currentRuns, baselineRuns] = await loadPages(baseline ? [current, baseline] : [current], pages, runs, bytesOnly);
    const columns: AnswerColumn[] = [];
    for (const site of sites) {
      columns.push({ label: site.label, render: site === current, answers: await timePageAnswers(site, pages, renders) });
    }

    printPageTable(current.paths, currentRuns!, runs, hasFlag(args, 'diagnose'));
    if (baseline) printBeforeAfter(current.paths, { label: baseline.label, runs: baselineRuns! }, currentRuns!, runs);
    printAnswerTable(current.paths, columns);
  } finally {
    for (const site of sites) await site.server.stop();
  }
}
