/**
 * What a page costs the server, asked the way a phone asks: GETs of the page's
 * address with a phone's headers (HTML, gzip/br) one after another over one
 * keep-alive connection, each timed from the request to its answer's last
 * byte. The server process's CPU (user + system, server-ipc.ts's `cpu`
 * question: `process.cpuUsage()` in that process) is read before and after the
 * timed answers and divided by their count: it is all that process did
 * meanwhile, so the render, the reads it made of the embedded upstream (the
 * same process) and the compression.
 */
import { Agent, request } from 'node:http';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import type { PageName } from './first-load-pages.js';
import type { FirstLoadSite } from './first-load-site.js';
import { quantile, sortNumbers } from './stats.js';

export interface PageAnswers {
  count: number;
  p50Ms: number;
  p99Ms: number;
  cpuMsPerAnswer: number;
  /** the answer's body as sent (compressed), median */
  htmlBytes: number;
  /** answers that carried a server-rendered page (its hydration state): a render that throws falls back to the empty page */
  rendered: number;
  /** answers by HTTP status */
  statuses: Map<number, number>;
}

/** Not timed: the first answers load the route's lazy modules into the server and warm its JIT. */
const WARM_UP_ANSWERS = 10;
/** client/src/app/ssr/page-state.ts's PAGE_STATE_ID, as it appears in the HTML */
const RENDERED_MARK = 'id="page-state"';
const PHONE_HEADERS = {
  accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
  'accept-encoding': 'gzip, deflate, br',
  'accept-language': 'th-TH,th;q=0.9',
  'user-agent': 'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36',
};

interface Answer {
  status: number;
  ms: number;
  body: Buffer;
  encoding: string | undefined;
}

/** Each page's answers, page after page; `count` timed answers each after the warm-up. */
export async function timePageAnswers(site: FirstLoadSite, pages: PageName[], count: number): Promise<Map<PageName, PageAnswers>> {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const port = site.server.port;
  const results = new Map<PageName, PageAnswers>();
  try {
    for (const name of pages) {
      const path = site.paths[name];
      for (let i = 0; i < WARM_UP_ANSWERS; i++) await getPage(agent, port, path);
      const answers: Answer[] = [];
      const cpuBefore = await site.server.cpuMicros();
      for (let i = 0; i < count; i++) answers.push(await getPage(agent, port, path));
      const cpuMicros = (await site.server.cpuMicros()) - cpuBefore;
      results.set(name, summarize(answers, cpuMicros));
    }
  } finally {
    agent.destroy();
  }
  return results;
}

function summarize(answers: Answer[], cpuMicros: number): PageAnswers {
  const times = sortNumbers(answers.map((a) => a.ms));
  const statuses = new Map<number, number>();
  for (const { status } of answers) statuses.set(status, (statuses.get(status) ?? 0) + 1);
  return {
    count: answers.length,
    p50Ms: quantile(times, 0.5),
    p99Ms: quantile(times, 0.99),
    cpuMsPerAnswer: cpuMicros / 1000 / answers.length,
    htmlBytes: quantile(sortNumbers(answers.map((a) => a.body.length)), 0.5),
    // Read after the timing, so the bench's own decompression is not in it.
    rendered: answers.filter((a) => decode(a).includes(RENDERED_MARK)).length,
    statuses,
  };
}

function getPage(agent: Agent, port: number, path: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const req = request({ host: '127.0.0.1', port, method: 'GET', path, agent, headers: PHONE_HEADERS }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, ms: performance.now() - started, body: Buffer.concat(chunks), encoding: res.headers['content-encoding'] }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

function decode({ body, encoding }: Answer): string {
  if (encoding === 'br') return brotliDecompressSync(body).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(body).toString('utf8');
  if (encoding === 'deflate') return inflateSync(body).toString('utf8');
  return body.toString('utf8');
}
