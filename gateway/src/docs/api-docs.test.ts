import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consoleCalls } from '#shared/api/agent-console.js';
import { buildOpenApiDocument } from '#shared/api/openapi/document.js';
import { CALL_LIST } from '#shared/api/registry.js';
import { closedPortUrl } from '../test-support/fake-upstream.js';
import { startTestGateway, type TestGateway } from '../test-support/test-gateway.js';
import { DOCS_PATH, OPENAPI_PATH } from './api-docs.js';

let gw: TestGateway;

beforeAll(async () => {
  // No upstream at all: the document and the page are the gateway's own.
  gw = await startTestGateway({ upstreamUrl: await closedPortUrl() });
});
afterAll(async () => {
  await gw.close();
});

/** Every src= and href= of a page. */
const references = (html: string) => [...html.matchAll(/\s(?:src|href)="([^"]*)"/g)].map((m) => m[1]!);

describe('GET /api/openapi.json', () => {
  it('answers the registry document as JSON, without asking the upstream', async () => {
    const reply = await gw.request<Record<string, unknown>>('GET', OPENAPI_PATH);
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-type')).toMatch(/^application\/json/);
    expect(reply.body.openapi).toBe('3.1.0');
    const expected = buildOpenApiDocument({ version: (reply.body.info as { version: string }).version });
    expect(reply.body).toEqual(JSON.parse(JSON.stringify(expected)));
    const ids = Object.values(reply.body.paths as Record<string, Record<string, { operationId?: string }>>).flatMap((item) =>
      Object.values(item).map((op) => op.operationId),
    );
    expect(ids).toEqual(expect.arrayContaining(CALL_LIST.map((entry) => entry.id)));
    expect(ids).toEqual(expect.arrayContaining(Object.keys(consoleCalls).map((name) => `agent-console.${name}`)));
  });

  it('is compressed when the client takes gzip', async () => {
    const response = await fetch(gw.url + OPENAPI_PATH, { headers: { 'accept-encoding': 'gzip' } });
    expect(response.headers.get('content-encoding')).toBe('gzip');
  });
});

describe('/docs/api', () => {
  it('answers a Thai HTML page whose every asset is on this host and loads', async () => {
    const reply = await gw.request<string>('GET', DOCS_PATH);
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-type')).toMatch(/^text\/html/);
    expect(reply.body).toContain('<html lang="th">');
    expect(reply.body).toMatch(/<title>เอกสาร API/);
    // No inline script: the site's CSP allows scripts from 'self' only, and holds here unrelaxed.
    expect(reply.body).not.toMatch(/<script(?![^>]*\ssrc=)[^>]*>/);
    const csp = reply.headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(/script-src 'self'/);
    expect(csp).not.toMatch(/unsafe-eval/);
    const refs = references(reply.body);
    expect(refs.length).toBeGreaterThanOrEqual(4);
    for (const ref of refs) {
      expect(ref, ref).toMatch(/^\/(?!\/)/);
      // The site's favicon comes with the client build, which this gateway has none of.
      if (ref === '/favicon.svg') continue;
      const asset = await fetch(gw.url + ref);
      expect(asset.status, ref).toBe(200);
      expect(asset.headers.get('content-type'), ref).not.toMatch(/^text\/html/);
    }
  });

  it('loads nothing from another host through its stylesheets and script', async () => {
    const html = (await gw.request<string>('GET', DOCS_PATH)).body;
    for (const ref of references(html).filter((r) => /\.(css|js)(\?|$)/.test(r))) {
      const text = await (await fetch(gw.url + ref)).text();
      // url(...) in a stylesheet and @import are the only ways CSS fetches.
      expect(text.match(/url\(\s*["']?(?:https?:)?\/\//g), ref).toBeNull();
    }
    const init = await (await fetch(`${gw.url}${DOCS_PATH}/assets/docs-init.js`)).text();
    expect(init).toContain('validatorUrl: null');
    const css = await (await fetch(`${gw.url}${DOCS_PATH}/assets/swagger-ui.css`)).text();
    expect(css).toContain('font-family:sans-serif,"Kanit Thai"');
  });

  it("serves only the page's own files: not swagger-ui-dist's demo page, its initializer or the SPA", async () => {
    for (const path of [`${DOCS_PATH}/assets/index.html`, `${DOCS_PATH}/assets/swagger-initializer.js`, `${DOCS_PATH}/assets/constructor`, `${DOCS_PATH}/else`]) {
      const reply = await gw.request<string>('GET', path);
      expect(reply.status, path).toBe(404);
      expect(String(reply.body), path).not.toContain('<html');
    }
  });
});
