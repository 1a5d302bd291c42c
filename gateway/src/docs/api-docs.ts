import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import compression from 'compression';
import { Router, type Response } from 'express';
import getAbsoluteFSPath from 'swagger-ui-dist/absolute-path.js';
import { buildOpenApiDocument } from '#shared/api/openapi/document.js';

export const OPENAPI_PATH = '/api/openapi.json';
export const DOCS_PATH = '/docs/api';
const ASSETS = `${DOCS_PATH}/assets`;

const require = createRequire(import.meta.url);
const here = path.dirname(fileURLToPath(import.meta.url));
const swaggerDir = getAbsoluteFSPath();

/**
 * Only what the page uses: swagger-ui-dist's own demo page and its
 * initializer (which loads a document from another host) stay unserved.
 */
const FILES = new Map<string, string>([
  ['swagger-ui-bundle.js', path.join(swaggerDir, 'swagger-ui-bundle.js')],
  ['docs-init.js', path.join(here, 'docs-init.js')],
  ['docs.css', path.join(here, 'docs.css')],
  ['kanit-thai-400-normal.woff2', require.resolve('@fontsource/kanit/files/kanit-thai-400-normal.woff2')],
  ['kanit-thai-600-normal.woff2', require.resolve('@fontsource/kanit/files/kanit-thai-600-normal.woff2')],
]);
/** The document's `info.version` is the site's. */
const SITE_VERSION = (require('../../../package.json') as { version: string }).version;

/**
 * Built once per process: the document depends only on the registry and the
 * version, and tests start many gateways.
 */
const built = new Map<string, string>();
function documentJson(version: string): string {
  let json = built.get(version);
  if (json === undefined) {
    json = JSON.stringify(buildOpenApiDocument({ version }));
    built.set(version, json);
  }
  return json;
}

/** Swagger UI's stylesheet with "Kanit Thai" closing each font stack, so Thai never falls to a missing system font. */
let css: string | undefined;
function swaggerCss(): string {
  css ??= readFileSync(path.join(swaggerDir, 'swagger-ui.css'), 'utf8').replace(/font-family:([^;}]+)/g, (whole, stack: string) => (stack.trim() === 'inherit' ? whole : `font-family:${stack},"Kanit Thai"`));
  return css;
}

const PAGE = `<!doctype html>
<html lang="th">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>เอกสาร API | หวยดี</title>
<link rel="icon" type="image/svg+xml" href="/favicon.svg">
<link rel="stylesheet" href="${ASSETS}/swagger-ui.css">
<link rel="stylesheet" href="${ASSETS}/docs.css">
</head>
<body>
<noscript>หน้านี้ต้องเปิด JavaScript ดูเอกสารฉบับ JSON ได้ที่ <a href="${OPENAPI_PATH}">${OPENAPI_PATH}</a></noscript>
<div id="swagger-ui" data-spec="${OPENAPI_PATH}"></div>
<script src="${ASSETS}/swagger-ui-bundle.js"></script>
<script src="${ASSETS}/docs-init.js"></script>
</body>
</html>
`;

/**
 * `GET /api/openapi.json` (the contract, built once here from the registry)
 * and `/docs/api`, a reference page that Swagger UI renders from it. Every
 * file comes from this host; the page needs nothing the site's CSP forbids.
 */
export function apiDocs({ version = SITE_VERSION }: { version?: string } = {}): Router {
  const json = documentJson(version);
  const stylesheet = swaggerCss();
  const router = Router();
  const revalidate = (res: Response) => res.setHeader('Cache-Control', 'no-cache');

  router.use([OPENAPI_PATH, DOCS_PATH], compression());
  router.get(OPENAPI_PATH, (_req, res) => {
    revalidate(res);
    res.type('json').send(json);
  });
  router.get([DOCS_PATH, `${DOCS_PATH}/`], (_req, res) => {
    revalidate(res);
    res.type('html').send(PAGE);
  });
  router.get(`${ASSETS}/swagger-ui.css`, (_req, res) => {
    revalidate(res);
    res.type('css').send(stylesheet);
  });
  router.get(`${ASSETS}/:file`, (req, res, next) => {
    const file = FILES.get(req.params.file);
    if (!file) return next();
    revalidate(res);
    res.sendFile(file);
  });
  // Anything else under the page is not the SPA's either.
  router.use(DOCS_PATH, (_req, res) => {
    res.status(404).type('text').send('Not found');
  });
  return router;
}
