/** first-load's tables: the page loads, the before/after against an earlier build, and the server's answers. */
import type { LighthouseFigures } from './lighthouse-audit.js';
import type { PagePaths, PageName } from './first-load-pages.js';
import type { PageRun, SiteRuns } from './first-load-loop.js';
import type { PageAnswers } from './page-answers.js';
import { goal, quantile, sortNumbers } from './stats.js';

const HOME_JS_GOAL_KB = 180;
const SCORE_GOAL = 90;

const kb = (bytes: number): string => (bytes / 1000).toFixed(1);
const ms = (value: number): string => value.toFixed(value < 10 ? 2 : 1);
const median = (list: PageRun[], pick: (run: PageRun) => number): number => quantile(sortNumbers(list.map(pick)), 0.5);

/** The median of a Lighthouse figure, or '–' when the runs were bytes only. */
function lighthouseMedian(list: PageRun[], pick: (figures: LighthouseFigures) => number, digits: number): string {
  if (!list.some((run) => run.lighthouse)) return '–';
  return median(list, (run) => (run.lighthouse ? pick(run.lighthouse) : Number.NaN)).toFixed(digits);
}

export function printPageTable(paths: PagePaths, results: SiteRuns, runs: number, diagnose: boolean): void {
  console.log(`\nfirst load, median of ${runs} run(s); bodies as transferred (gzip), wire = all bytes with headers; KB = 1,000 bytes`);
  console.log('| page | JS KB | JS by FCP KB | CSS KB | fonts KB | images KB | wire KB | requests | score | FCP ms | LCP ms | TBT ms | CLS |');
  console.log('|---|---|---|---|---|---|---|---|---|---|---|---|---|');
  for (const [name, list] of results) {
    const m = (pick: (run: PageRun) => number) => median(list, pick);
    const lh = (pick: (figures: LighthouseFigures) => number, digits: number) => lighthouseMedian(list, pick, digits);
    console.log(
      `| ${paths[name]} | ${kb(m((r) => r.bytes.js))} | ${kb(m((r) => r.bytes.jsByFcp))} | ${kb(m((r) => r.bytes.css))} | ${kb(m((r) => r.bytes.font))} | ${kb(m((r) => r.bytes.image))} | ` +
        `${kb(m((r) => r.bytes.wire))} | ${m((r) => r.bytes.requests)} | ${lh((f) => f.score, 0)} | ${lh((f) => f.fcpMs, 0)} | ` +
        `${lh((f) => f.lcpMs, 0)} | ${lh((f) => f.tbtMs, 0)} | ${lh((f) => f.cls, 3)} |`,
    );
  }
  const home = results.get('home');
  if (home) console.log(`home JS ≤ ${HOME_JS_GOAL_KB} KB: ${goal(median(home, (r) => r.bytes.js) / 1000 <= HOME_JS_GOAL_KB)}`);
  const scores = [...results.values()].map((list) => median(list, (r) => r.lighthouse?.score ?? Number.NaN));
  if (!scores.some(Number.isNaN)) console.log(`mobile performance ≥ ${SCORE_GOAL} on every page: ${goal(scores.every((s) => s >= SCORE_GOAL))}`);
  if (!diagnose) return;
  for (const [name, list] of results) {
    const last = list.at(-1)!;
    console.log(`\n${name}: scripts (KB) ${last.bytes.scripts.map((s) => `${s.url.split('/').pop()} ${kb(s.bytes)}`).join(', ')}`);
    if (last.lighthouse) console.log(`${name}: bootup (ms) ${last.lighthouse.bootup.map((b) => `${b.url.split('/').pop()} ${b.scriptingMs.toFixed(0)}`).join(', ')}`);
  }
}

/** Each page's medians, the earlier build's → this build's. */
export function printBeforeAfter(paths: PagePaths, before: { label: string; runs: SiteRuns }, after: SiteRuns, runs: number): void {
  console.log(`\nbefore → after: ${before.label} → this build, median of ${runs} run(s) each, the runs taken in turns`);
  console.log('| page | JS KB | score | FCP ms | LCP ms | TBT ms | CLS |');
  console.log('|---|---|---|---|---|---|---|');
  for (const [name, list] of after) {
    const earlier = before.runs.get(name) ?? [];
    const pair = (format: (runs: PageRun[]) => string) => `${format(earlier)} → ${format(list)}`;
    const lh = (pick: (figures: LighthouseFigures) => number, digits: number) => pair((l) => lighthouseMedian(l, pick, digits));
    console.log(
      `| ${paths[name]} | ${pair((l) => kb(median(l, (r) => r.bytes.js)))} | ${lh((f) => f.score, 0)} | ${lh((f) => f.fcpMs, 0)} | ` +
        `${lh((f) => f.lcpMs, 0)} | ${lh((f) => f.tbtMs, 0)} | ${lh((f) => f.cls, 3)} |`,
    );
  }
}

export interface AnswerColumn {
  label: string;
  /** whether this site renders its pages on the server */
  render: boolean;
  answers: Map<PageName, PageAnswers>;
}

/** The server's answer to each page per site: time to the last byte p50/p99, CPU per answer, the body's size. */
export function printAnswerTable(paths: PagePaths, columns: AnswerColumn[]): void {
  const count = columns[0]?.answers.values().next().value?.count ?? 0;
  console.log(`\nthe server's answer to a page, ${count} GETs one after another per page and site (after 10 untimed); ms to the last byte; CPU = the server process's per answer; KB = the compressed HTML`);
  console.log(`| page | ${columns.map((c) => `${c.label}: p50 ms | p99 ms | CPU ms | HTML KB`).join(' | ')} |`);
  console.log(`|---|${columns.map(() => '---|---|---|---|').join('')}`);
  for (const name of columns[0]?.answers.keys() ?? []) {
    const cells = columns.map(({ answers }) => {
      const a = answers.get(name);
      return a ? `${ms(a.p50Ms)} | ${ms(a.p99Ms)} | ${ms(a.cpuMsPerAnswer)} | ${kb(a.htmlBytes)}` : '– | – | – | –';
    });
    console.log(`| ${paths[name]} | ${cells.join(' | ')} |`);
  }
  // A render that throws is served as the empty page: say so rather than time it as a render.
  for (const { label, render, answers } of columns) {
    for (const [name, a] of answers) {
      const statuses = [...a.statuses].filter(([status]) => status !== 200);
      if (statuses.length > 0) console.log(`${label} ${name}: answers by status ${statuses.map(([s, n]) => `${s} ×${n}`).join(', ')}`);
      if (a.rendered !== (render ? a.count : 0)) console.log(`${label} ${name}: ${a.rendered} of ${a.count} answers were server-rendered pages`);
    }
  }
}
