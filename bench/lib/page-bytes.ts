/**
 * Bytes a cold page load moves, by kind: Chromium (playwright-core, the
 * system's /usr/bin/chromium) at a phone's viewport with an empty cache, until
 * the network has been quiet for 2 s (the socket's websocket aside). Each response's body as it came over the wire (gzip
 * when the server compressed it: the sum of its `Network.dataReceived`
 * encodedDataLength) is counted by its CDP resource type; `wire` is everything
 * with headers (`Network.loadingFinished` encodedDataLength), as the response
 * headers of ~60 small chunks weigh too.
 */
import { chromium, type Browser } from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** The Chromium flags that work on these machines, headless and without a sandbox (the user-data-dir is the launcher's own). */
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const BYTE_KINDS = ['js', 'css', 'font', 'image', 'document', 'data', 'other'] as const;
export type ByteKind = (typeof BYTE_KINDS)[number];
export type PageBytes = Record<ByteKind, number> & {
  /** compressed JS that had arrived by the first contentful paint (Resource Timing): what the first paint waited for */
  jsByFcp: number;
  wire: number;
  requests: number;
  scripts: { url: string; bytes: number }[];
};

const KIND_OF: Record<string, ByteKind> = {
  Script: 'js',
  Stylesheet: 'css',
  Font: 'font',
  Image: 'image',
  Media: 'image',
  Document: 'document',
  XHR: 'data',
  Fetch: 'data',
  WebSocket: 'data',
};

const QUIET_MS = 2_000;

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS.filter((flag) => flag !== '--headless') });
}

/** One cold load of `url` in a fresh context; `localStorage` entries are set before any page script runs. */
export async function measurePageBytes(browser: Browser, url: string, localStorage: Record<string, string> = {}): Promise<PageBytes> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  try {
    await context.addInitScript((entries) => {
      for (const [key, value] of Object.entries(entries)) window.localStorage.setItem(key, value);
    }, localStorage);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    const requests = new Map<string, { kind: ByteKind; url: string; body: number }>();
    let inFlight = 0;
    let lastActivity = Date.now();
    const bytes: PageBytes = { js: 0, css: 0, font: 0, image: 0, document: 0, data: 0, other: 0, jsByFcp: 0, wire: 0, requests: 0, scripts: [] };
    cdp.on('Network.requestWillBeSent', (event) => {
      requests.set(event.requestId, { kind: KIND_OF[event.type ?? ''] ?? 'other', url: event.request.url, body: 0 });
      if (event.type !== 'WebSocket') inFlight += 1;
      lastActivity = Date.now();
    });
    cdp.on('Network.loadingFailed', () => {
      inFlight -= 1;
      lastActivity = Date.now();
    });
    cdp.on('Network.dataReceived', (event) => {
      const request = requests.get(event.requestId);
      if (request) request.body += event.encodedDataLength;
    });
    cdp.on('Network.loadingFinished', (event) => {
      const request = requests.get(event.requestId);
      if (!request) return;
      inFlight -= 1;
      lastActivity = Date.now();
      bytes[request.kind] += request.body;
      bytes.wire += event.encodedDataLength;
      bytes.requests += 1;
      if (request.kind === 'js') bytes.scripts.push({ url: request.url, bytes: request.body });
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    // Playwright's idle is 500 ms without a request; on a busy machine a chunk can start later than
    // that, so the load counts as over only after QUIET_MS with nothing in flight.
    const deadline = Date.now() + 30_000;
    while ((inFlight > 0 || Date.now() - lastActivity < QUIET_MS) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
    bytes.jsByFcp = await page.evaluate(() => {
      const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity;
      return (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
        .filter((entry) => new URL(entry.name).pathname.endsWith('.js') && entry.responseEnd <= fcp)
        .reduce((sum, entry) => sum + entry.encodedBodySize, 0);
    });
    return bytes;
  } finally {
    await context.close();
  }
}
