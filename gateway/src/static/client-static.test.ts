import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PageRenderer } from '#shared/page-render.js';
import { PAGE_START_SCRIPT } from '#shared/page-start.js';
import { closedPortUrl } from '../test-support/fake-upstream.js';
import { startTestGateway, type TestGateway } from '../test-support/test-gateway.js';

const INDEX =
  '<!doctype html><html lang="th"><head><title>t</title></head><body><div id="root"></div><script type="module" src="/assets/index-AbCd12_z.js"></script></body></html>';
// The runtime config first, then the gateway's other head scripts (the member mark).
const PAGE = /^<!doctype html><html lang="th"><head><title>t<\/title><script>window\.__CONFIG__=.*?;<\/script>(?:<script>[^<]*<\/script>)*<\/head><body>/;
// A chunk the build wrote brotli and gzip copies of (scripts/vite-precompress.ts).
const CHUNK = `export const words = ${JSON.stringify('หวย '.repeat(2000))};`;
const CHUNK_BR = brotliCompressSync(CHUNK);
const CHUNK_GZ = gzipSync(CHUNK);
/** The apps beside the member site, as vite builds them (client/console.html, client/play.html). */
const appPage = (title: string, entry: string) =>
  `<!doctype html><html lang="th"><head><title>${title}</title></head><body><div id="root"></div><script type="module" src="/assets/${entry}"></script></body></html>`;
const CONSOLE = appPage('คอนโซลเอเย่นต์', 'console-AbCd12_z.js');
const PLAY = appPage('เล่นเกม', 'play-AbCd12_z.js');
/** A server build that renders every page it is asked for, and counts them. */
const renderer: PageRenderer & { rendered: string[] } = {
  rendered: [],
  async renderPage({ url }) {
    if (new URL(url).pathname === '/broken') throw new Error('a component threw while rendering');
    renderer.rendered.push(new URL(url).pathname);
    return { kind: 'page', status: 200, head: '', html: '<p>rendered</p>', state: '', unfilled: [] };
  },
};
let dir: string;
let gw: TestGateway;
let bare: TestGateway;
let configured: TestGateway;
let rendering: TestGateway;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'gateway-client-'));
  mkdirSync(join(dir, 'assets', 'events'), { recursive: true });
  writeFileSync(join(dir, 'index.html'), INDEX);
  writeFileSync(join(dir, 'console.html'), CONSOLE);
  writeFileSync(join(dir, 'play.html'), PLAY);
  writeFileSync(join(dir, 'assets', 'index-AbCd12_z.js'), `console.log(${JSON.stringify('x'.repeat(5000))});`);
  writeFileSync(join(dir, 'assets', 'events', 'event-1.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(join(dir, 'assets', 'words-Zx9_aB12.js'), CHUNK);
  writeFileSync(join(dir, 'assets', 'words-Zx9_aB12.js.br'), CHUNK_BR);
  writeFileSync(join(dir, 'assets', 'words-Zx9_aB12.js.gz'), CHUNK_GZ);
  const upstreamUrl = await closedPortUrl();
  gw = await startTestGateway({ upstreamUrl, clientDir: dir });
  bare = await startTestGateway({ upstreamUrl, clientDir: join(dir, 'missing') });
  configured = await startTestGateway({
    upstreamUrl,
    clientDir: dir,
    options: { runtimeConfig: { gtmId: 'GTM-ABC123', recaptchaSiteKey: '6Lc-site-key-0123', liffId: undefined, demo: true } },
  });
  rendering = await startTestGateway({ upstreamUrl, clientDir: dir, pageRenderer: renderer });
});
/** The bytes as sent: fetch would undo the compression this checks. */
function rawGet(url: string, acceptEncoding?: string): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    get(url, { headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
    }).on('error', reject);
  });
}

afterAll(async () => {
  await gw.close();
  await bare.close();
  await configured.close();
  await rendering.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('client build', () => {
  it('serves index.html for SPA routes, never cached', async () => {
    for (const path of ['/', '/index.html', '/member/profile', '/lotto/yeekee?ag=DEMO', '/play/extra', '/agents']) {
      const reply = await gw.request<string>('GET', path);
      expect(reply.status, path).toBe(200);
      expect(reply.body).toMatch(PAGE);
      expect(reply.body).toContain('window.__CONFIG__={};');
      expect(reply.headers.get('cache-control')).toBe('no-cache');
    }
  });

  it('answers /agent and /play with their own apps\' pages, with the runtime config, never cached', async () => {
    const expected: [string, string][] = [
      ['/agent', 'คอนโซลเอเย่นต์'],
      ['/agent/', 'คอนโซลเอเย่นต์'],
      ['/console.html', 'คอนโซลเอเย่นต์'],
      ['/play?game=thai-temple&token=abc', 'เล่นเกม'],
      ['/play/', 'เล่นเกม'],
      ['/play.html', 'เล่นเกม'],
    ];
    for (const [path, title] of expected) {
      const reply = await gw.request<string>('GET', path);
      expect(reply.status, path).toBe(200);
      // The runtime config first, then the gateway's other head scripts (the member mark).
      expect(reply.body, path).toMatch(new RegExp(`<title>${title}</title><script>window\\.__CONFIG__=\\{\\};</script>(?:<script>[^<]*</script>)*</head>`));
      expect(reply.headers.get('cache-control'), path).toBe('no-cache');
    }
  });

  it('renders the member site\'s pages on the server, never the other apps\' (the browser renders those)', async () => {
    renderer.rendered.length = 0;
    expect((await rendering.request<string>('GET', '/lotto/lobby')).body).toContain('<p>rendered</p>');
    const agent = await rendering.request<string>('GET', '/agent');
    const play = await rendering.request<string>('GET', '/play?game=bac-1&demo=1');
    expect(agent.body).toContain('/assets/console-AbCd12_z.js');
    expect(play.body).toContain('/assets/play-AbCd12_z.js');
    for (const reply of [agent, play]) {
      expect(reply.body).not.toContain('rendered');
      expect(reply.headers.get('cache-control')).toBe('no-cache');
    }
    expect(renderer.rendered).toEqual(['/lotto/lobby']);
  });

  it('answers a page whose render throws with a 500 and the build\'s page, which the browser renders itself', async () => {
    const reply = await rendering.request<string>('GET', '/broken');
    expect(reply.status).toBe(500);
    expect(reply.body).toMatch(PAGE);
    expect(reply.body).not.toContain('rendered');
    expect(reply.headers.get('cache-control')).toBe('no-store');
  });

  it('caches hashed assets for good and serves them compressed', async () => {
    const response = await fetch(`${gw.url}/assets/index-AbCd12_z.js`, { headers: { 'accept-encoding': 'gzip' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('content-encoding')).toBe('gzip');
    const plain = await fetch(`${gw.url}/assets/events/event-1.svg`);
    expect(plain.headers.get('cache-control')).toBe('no-cache');
  });

  it("sends the build's brotli copy when the browser takes brotli, with the original's type and the year-long cache", async () => {
    const reply = await rawGet(`${gw.url}/assets/words-Zx9_aB12.js`, 'gzip, deflate, br');
    expect(reply.status).toBe(200);
    expect(reply.headers['content-encoding']).toBe('br');
    expect(reply.body.equals(CHUNK_BR)).toBe(true);
    expect(reply.headers['content-type']).toMatch(/^text\/javascript; charset=utf-8$/i);
    expect(reply.headers['vary']).toMatch(/Accept-Encoding/i);
    expect(reply.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it("sends the build's gzip copy when the browser takes gzip only", async () => {
    const reply = await rawGet(`${gw.url}/assets/words-Zx9_aB12.js`, 'gzip');
    expect(reply.headers['content-encoding']).toBe('gzip');
    expect(reply.body.equals(CHUNK_GZ)).toBe(true);
    expect(reply.headers['content-type']).toMatch(/^text\/javascript; charset=utf-8$/i);
    expect(reply.headers['vary']).toMatch(/Accept-Encoding/i);
    expect(reply.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends the original to a browser that takes neither', async () => {
    for (const acceptEncoding of [undefined, 'identity', 'br;q=0, gzip;q=0']) {
      const reply = await rawGet(`${gw.url}/assets/words-Zx9_aB12.js`, acceptEncoding);
      expect(reply.headers['content-encoding'], acceptEncoding).toBeUndefined();
      expect(reply.body.toString('utf8')).toBe(CHUNK);
      expect(reply.headers['content-type']).toMatch(/^text\/javascript; charset=utf-8$/i);
      expect(reply.headers['vary']).toMatch(/Accept-Encoding/i);
      expect(reply.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
  });

  it('answers a missing asset with 404, not the page', async () => {
    expect((await gw.request('GET', '/assets/index-gone0000.js')).status).toBe(404);
    expect((await rawGet(`${gw.url}/assets/words-gone0000.js`, 'br, gzip')).status).toBe(404);
    expect((await gw.request('GET', '/favicon.ico')).status).toBe(404);
  });

  it('does not fall back to the page for /api, /agent or /socket.io paths', async () => {
    for (const path of ['/socket.io/nothing', '/agent/nothing', '/agent/stats', '/agent/payments', '/api/nothing', '/operator/nothing']) {
      expect(String((await gw.request('GET', path)).body), path).not.toMatch(PAGE);
    }
  });

  it('says in Thai to run the build when it is missing', async () => {
    const reply = await bare.request<string>('GET', '/');
    expect(reply.headers.get('content-type')).toContain('text/html');
    expect(reply.body).toContain('npm run build');
    expect(reply.body).toMatch(/[\u0E00-\u0E7F]/);
    expect((await bare.request('GET', '/agent')).status).toBe(503);
  });

  it('puts the configured public ids into the page and lets exactly that script and those hosts into the CSP', async () => {
    const reply = await configured.request<string>('GET', '/member');
    const script = /<script>(window\.__CONFIG__=.*?;)<\/script>/.exec(reply.body)?.[1] ?? '';
    expect(JSON.parse(script.slice('window.__CONFIG__='.length, -1))).toEqual({ gtmId: 'GTM-ABC123', recaptchaSiteKey: '6Lc-site-key-0123', demo: true });
    const hash = createHash('sha256').update(script).digest('base64');
    const csp = reply.headers.get('content-security-policy') ?? '';
    expect(csp).toContain(`'sha256-${hash}'`);
    // The member page's start script (the build puts it in index.html) is allowed the same way.
    expect(csp).toContain(`'sha256-${createHash('sha256').update(PAGE_START_SCRIPT).digest('base64')}'`);
    expect(csp).toContain('https://www.googletagmanager.com');
    expect(csp).toContain('https://www.google.com/recaptcha/');
    expect(csp).not.toContain('line-scdn');
    expect(csp).not.toContain("script-src 'self' 'unsafe-inline'");
  });
});
