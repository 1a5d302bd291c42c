import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '#shared/api/paths.js';
import { startTestGateway, type TestGateway } from '../test-support/test-gateway.js';
import { startTestUpstream, type TestUpstream } from '../test-support/test-upstream.js';

// The committed public folder, which the build copies as it is: what a phone gets.
const CLIENT = resolve(dirname(fileURLToPath(import.meta.url)), '../../../client');
const PUBLIC_DIR = join(CLIENT, 'public');

interface ManifestIcon {
  src: string;
  sizes: string;
  type: string;
  purpose?: string;
}

let upstream: TestUpstream;
let gw: TestGateway;

beforeAll(async () => {
  upstream = await startTestUpstream();
  gw = await startTestGateway({ upstreamUrl: upstream.url, clientDir: PUBLIC_DIR });
});
afterAll(async () => {
  await gw.close();
  await upstream.close();
});

/** Width and height from a PNG's IHDR chunk. */
function pngSize(bytes: Buffer): string {
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
}

describe('an installable site', () => {
  it('serves the web app manifest as application/manifest+json, in Thai, standalone, with the page colours', async () => {
    const response = await fetch(`${gw.url}/manifest.webmanifest`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/manifest\+json/);
    // The CSP lets the page load it.
    expect(response.headers.get('content-security-policy')).toContain("manifest-src 'self'");
    const manifest = (await response.json()) as Record<string, unknown>;
    expect(manifest).toMatchObject({ lang: 'th', display: 'standalone', start_url: '/', theme_color: '#060b1d', background_color: '#060b1d' });
    expect(manifest.name).toMatch(/[\u0E00-\u0E7F]/);
    expect(manifest.short_name).toMatch(/^[\u0E00-\u0E7F]{1,12}$/);
    const html = readFileSync(join(CLIENT, 'index.html'), 'utf8');
    expect(html).toContain(`<meta name="theme-color" content="${String(manifest.theme_color)}" />`);
  });

  it('every icon the manifest lists is there, of its type and size, including a maskable 512', async () => {
    const manifest = (await (await fetch(`${gw.url}/manifest.webmanifest`)).json()) as { icons: ManifestIcon[] };
    for (const icon of manifest.icons) {
      const response = await fetch(gw.url + icon.src);
      expect(response.status, icon.src).toBe(200);
      expect(response.headers.get('content-type'), icon.src).toContain(icon.type);
      if (icon.type === 'image/png') expect(pngSize(Buffer.from(await response.arrayBuffer())), icon.src).toBe(icon.sizes);
    }
    const pngs = manifest.icons.filter((icon) => icon.type === 'image/png');
    expect(pngs.filter((icon) => icon.purpose !== 'maskable').map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
    expect(pngs.filter((icon) => icon.purpose === 'maskable').map((icon) => icon.sizes)).toEqual(['512x512']);
  });

  it('index.html links the manifest and a 180 px apple-touch-icon that exist', async () => {
    const html = readFileSync(join(CLIENT, 'index.html'), 'utf8');
    const manifestHref = /<link rel="manifest" href="([^"]+)"/.exec(html)?.[1];
    const touchHref = /<link rel="apple-touch-icon" href="([^"]+)"/.exec(html)?.[1];
    expect(manifestHref).toBe('/manifest.webmanifest');
    expect(touchHref).toBeDefined();
    const touch = await fetch(gw.url + touchHref!);
    expect(touch.headers.get('content-type')).toBe('image/png');
    expect(pngSize(Buffer.from(await touch.arrayBuffer()))).toBe('180x180');
    expect(html).toContain('<meta name="apple-mobile-web-app-title"');
  });

  it('no /api answer may be cached: a member’s wallets, a refusal and an unknown path all say no-store', async () => {
    const { token } = await upstream.register();
    const wallets = await gw.request('POST', API.member.wallets, { body: {}, headers: { authorization: `Bearer ${token}` } });
    expect(wallets.status).toBe(200);
    expect(wallets.headers.get('cache-control')).toBe('no-store');
    const refused = await gw.request('POST', API.member.wallets, { body: {} });
    expect(refused.status).not.toBe(200);
    expect(refused.headers.get('cache-control')).toBe('no-store');
    expect((await gw.request('GET', '/api/nothing')).headers.get('cache-control')).toBe('no-store');
  });
});
