/**
 * Pages rendered by the gateway from the client's own routes (client/src/entry-server.tsx),
 * on a real upstream with the demo data and the built-in provider: the HTML holds the page's
 * Thai text, its data, the dehydrated cache and the styles; an upstream past the deadline
 * still gives a page that the browser can hydrate.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakeClock } from '#shared/clock.js';
import type { PageRenderer } from '#shared/page-render.js';
import { startProvider, type TestProvider } from '#games/test-support/provider.js';
import { startFakeUpstream } from '../test-support/fake-upstream.js';
import { startTestGateway, type TestGateway } from '../test-support/test-gateway.js';
import { startTestUpstream, type TestUpstream } from '../test-support/test-upstream.js';
import { createRenderFetch } from './render-fetch.js';
import { createUpstreamClient } from '../proxy/upstream-client.js';

// The build's page as vite writes it (client/index.html), cut to what the renderer fills.
const TEMPLATE =
  '<!doctype html><html lang="th" class="dark"><head><meta charset="UTF-8" /><meta name="description" content="ค่าเริ่มต้น" />' +
  '<title>ค่าเริ่มต้น</title></head><body><div id="root"></div><script type="module" src="/assets/index-AbCd12_z.js"></script></body></html>';

const clock = new FakeClock(Date.parse('2026-11-27T05:00:00Z'));
let renderer: PageRenderer;
let up: TestUpstream;
let provider: TestProvider;
let gw: TestGateway;
let dir: string;

beforeAll(async () => {
  renderer = (await import('#client/entry-server.js')) as PageRenderer;
  dir = mkdtempSync(join(tmpdir(), 'gateway-render-'));
  writeFileSync(join(dir, 'index.html'), TEMPLATE);
  up = await startTestUpstream({ clock });
  // The provider needs the upstream's address and clock only.
  provider = await startProvider({ url: up.url, clock } as Parameters<typeof startProvider>[0]);
  gw = await startTestGateway({ upstreamUrl: up.url, gamesUrl: provider.url, clock, clientDir: dir, pageRenderer: renderer });
});
afterAll(async () => {
  await gw.close();
  await provider.close();
  await up.close();
  rmSync(dir, { recursive: true, force: true });
});

/** The JSON the browser hydrates from. */
function pageState(html: string): { renderedAt: number; queries: { queries: { queryKey: unknown[]; state: { status: string; data: unknown } }[] } } {
  const json = /<script type="application\/json" id="page-state">(.*?)<\/script>/.exec(html)?.[1];
  expect(json, 'the page state script').toBeDefined();
  return JSON.parse(json!) as never;
}

const keysOf = (html: string) => pageState(html).queries.queries.map((query) => JSON.stringify(query.queryKey));

describe('a page rendered on the server', () => {
  it('home: the header, banners, the games and the tiles in Thai, with their data, the cache and the styles, never cached', async () => {
    const reply = await gw.request<string>('GET', '/');
    expect(reply.status).toBe(200);
    expect(reply.headers.get('cache-control')).toBe('no-store');
    const html = reply.body;
    expect(html).toContain('<header');
    expect(html).toContain('เลือกเล่น');
    expect(html).toContain('เกมฮิต');
    expect(html).toContain('แทงหวย');
    expect(html).toMatch(/<style data-emotion="css[^"]*">/);
    expect(keysOf(html)).toEqual(expect.arrayContaining(['["agent","banners"]', '["games","lobby",false]', '["agent","config","DEMO"]']));
    // Its markup is inside #root and the state comes after it, once.
    expect(html.indexOf('<div id="root"><')).toBeGreaterThan(0);
    expect(html.match(/id="page-state"/g)).toHaveLength(1);
    // No script of React's own to put boundaries in place (the CSP allows none): everything is in place already.
    expect(html.slice(html.indexOf('<body>')).match(/<script>/g) ?? []).toHaveLength(0);
    expect(html).not.toMatch(/<template|\$RC/);
  });

  it('the lotto lobby: the rounds of the lobby call in the markup and in the cache', async () => {
    const html = (await gw.request<string>('GET', '/lotto/lobby')).body;
    const lobby = pageState(html).queries.queries.find((query) => JSON.stringify(query.queryKey) === '["lotto","lobby"]');
    expect(lobby?.state.status).toBe('success');
    const names = (lobby!.state.data as { categories: { name: string }[] }).categories.map((category) => category.name);
    expect(names.length).toBeGreaterThan(0);
    for (const name of names.slice(0, 3)) expect(html).toContain(name);
  });

  it('an unknown path is the 404 page with status 404; a lobby that can be none is its own message with 404', async () => {
    const reply = await gw.request<string>('GET', '/no/such/page');
    expect(reply.status).toBe(404);
    expect(reply.body.includes('ไม่พบหน้านี้')).toBe(true);
    const lobby = await gw.request<string>('GET', '/lobby/no%20such');
    expect(lobby.status).toBe(404);
    expect(lobby.body.includes('ไม่พบหน้ารวมเกมนี้')).toBe(true);
  });

  it('an unknown round is a 404, as a yeekee round or as a betting page; a known yeekee round renders with its shots', async () => {
    for (const path of ['/lotto/yeekee?round=987654', '/lotto/987654', '/lotto/not-a-round']) {
      const reply = await gw.request<string>('GET', path);
      expect(reply.status, path).toBe(404);
      expect(reply.body.includes('404'), path).toBe(true);
    }
    const round = await openYeekeeRound();
    const reply = await gw.request<string>('GET', `/lotto/yeekee?round=${round}`);
    expect(reply.status).toBe(200);
    expect(keysOf(reply.body)).toContain(JSON.stringify(['yeekee', 'live', round]));
  });

  it('a slot’s strip page: every strip position and the exact RTP in the markup, its table in the cache, and the download link', async () => {
    const reply = await gw.request<string>('GET', '/fairness/slots/thai-temple');
    expect(reply.status).toBe(200);
    const html = reply.body;
    const strips = pageState(html).queries.queries.find((query) => JSON.stringify(query.queryKey) === '["fairness","slot-strips","thai-temple"]');
    expect(strips?.state.status).toBe('success');
    const table = strips!.state.data as { rtp_fraction: string; base_strips: string[][]; free_strips: string[][] };
    expect(html).toContain('แถบวงล้อและอัตราจ่าย');
    expect(html).toContain(table.rtp_fraction);
    expect(html).toContain('href="/games/api/slots/thai-temple/strips.json"');
    const positions = (html.match(/data-symbol="[A-Z]{1,2}"/g) ?? []).length;
    // every position of every strip, plus the paytable's and the scatter's art
    expect(positions).toBeGreaterThanOrEqual([...table.base_strips, ...table.free_strips].flat().length);
  });

  it('a member page is its frame: no redirect (the session is the browser\'s), no member data', async () => {
    const reply = await gw.request<string>('GET', '/member');
    expect(reply.status).toBe(200);
    expect(reply.body).toContain('<header');
    expect(keysOf(reply.body).some((key) => key.includes('wallets'))).toBe(false);
  });
});

/** An open yeekee round of the demo data. */
async function openYeekeeRound(): Promise<number> {
  const answer = (await (await fetch(`${up.url}/api/lotto/yeekee/list`)).json()) as { data: { rounds: { round_id: number; status: string }[] } };
  const round = answer.data.rounds.find((row) => row.status === 'open') ?? answer.data.rounds[0];
  expect(round, 'a yeekee round').toBeDefined();
  return round!.round_id;
}

describe('what a page reads is what its loaders fill', () => {
  const PUBLIC_PAGES = ['/', '/lotto/lobby', '/lotto/yeekee', '/lotto/results', '/lotto/rates', '/slot', '/casino', '/fishing', '/sport', '/sooth', '/promotions', '/redeem', '/cashback', '/winloss', '/affiliate', '/fairness', '/fairness/slots/thai-temple', '/login', '/register', '/lobby', '/lobby/slot', '/freespin', '/poll'];
  it.each([...PUBLIC_PAGES, 'a yeekee round'])('%s leaves no query of its own unfilled', async (page) => {
    const path = page === 'a yeekee round' ? `/lotto/yeekee?round=${await openYeekeeRound()}` : page;
    const upstream = createUpstreamClient({ baseUrl: up.url, timeoutMs: 2_000 });
    const games = createUpstreamClient({ baseUrl: provider.url, timeoutMs: 2_000 });
    try {
      const rendered = await renderer.renderPage({
        url: `http://site.test${path}`,
        renderedAt: clock.now(),
        // Generous: this checks which reads are filled, not how fast.
        dataDeadlineMs: 10_000,
        fetchApi: createRenderFetch({ upstream, games }),
      });
      expect(rendered.kind).toBe('page');
      if (rendered.kind === 'page') expect(rendered.unfilled).toEqual([]);
    } finally {
      await Promise.all([upstream.close(), games.close()]);
    }
  });
});

describe('a slow upstream never holds a page', () => {
  let silent: { url: string; close(): Promise<void> };
  let slowGw: TestGateway;
  beforeAll(async () => {
    // Accepts every request and never answers.
    silent = await startFakeUpstream((app) => app.use(() => undefined));
    slowGw = await startTestGateway({ upstreamUrl: silent.url, clientDir: dir, pageRenderer: renderer });
  });
  afterAll(async () => {
    await slowGw.close();
    await silent.close();
  });

  it('renders home past the deadline without its data: the frame and the Thai text, an empty cache the browser fills', async () => {
    const reply = await slowGw.request<string>('GET', '/');
    expect(reply.status).toBe(200);
    expect(reply.body).toContain('<header');
    expect(reply.body).toContain('เลือกเล่น');
    expect(pageState(reply.body).queries.queries.filter((query) => query.state.status === 'success')).toEqual([]);
  });
});

describe('what a search engine reads', () => {
  it('each public page has its own Thai title, description and canonical address; a 404 has none', async () => {
    const titles = new Set<string>();
    for (const path of ['/', '/lotto/lobby', '/lotto/yeekee', '/slot', '/fairness']) {
      const html = (await gw.request<string>('GET', `${path}?ag=DEMO`)).body;
      const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
      expect(title, path).toMatch(/[\u0E00-\u0E7F]/);
      titles.add(title);
      expect(html.match(/<title>/g), path).toHaveLength(1);
      expect(html.match(/<meta name="description"/g), path).toHaveLength(1);
      expect(/<meta name="description" content="([^"]*)"/.exec(html)?.[1], path).toMatch(/[\u0E00-\u0E7F]/);
      // The address without its query.
      expect(html, path).toContain(`<link rel="canonical" href="${gw.url}${path}" />`);
    }
    expect(titles.size).toBe(5);
    const missing = (await gw.request<string>('GET', '/no/such/page')).body;
    expect(missing).not.toContain('rel="canonical"');
    expect(/<title>([^<]*)<\/title>/.exec(missing)?.[1]).toContain('ไม่พบหน้านี้');
  });

  it('robots.txt keeps member pages, the console and the API out and names the sitemap, which lists the public pages', async () => {
    const robots = await gw.request<string>('GET', '/robots.txt');
    expect(robots.status).toBe(200);
    expect(robots.body).toContain('Disallow: /member');
    expect(robots.body).toContain('Disallow: /agent');
    expect(robots.body).toContain(`Sitemap: ${gw.url}/sitemap.xml`);
    const sitemap = await gw.request<string>('GET', '/sitemap.xml');
    expect(sitemap.headers.get('content-type')).toContain('application/xml');
    for (const path of ['/', '/lotto/lobby', '/lotto/yeekee', '/slot', '/fairness']) expect(sitemap.body).toContain(`<loc>${gw.url}${path}</loc>`);
    expect(sitemap.body).not.toContain('/member');
  });
});
