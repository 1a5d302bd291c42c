import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import compression from 'compression';
import express, { type NextFunction, type Response, Router } from 'express';
import { missingBuildPage } from './missing-build-page.js';
import type { RuntimeConfigScript } from './runtime-config-script.js';

// Vite names its output under /assets by content hash (`index-B2x9_fQe.js`): such a file
// never changes, so it is cached for a year. Unhashed files there (public/assets images) are not.
const IMMUTABLE = 'public, max-age=31536000, immutable';
const HASHED_ASSET = /^assets\/(?:.*\/)?[^/]+-[\w-]{8,}\.\w+$/;
// Paths the SPA never owns: they answer their own 404s. `/agent` itself is the SPA's agent
// console page; every path under it is an agent call answering JSON.
const NOT_SPA = /^\/(?:(?:api|operator|socket\.io|healthz)(?:\/|$)|agent\/.)/;

/**
 * Serves the client build compressed: hashed assets cached for good, the page
 * itself revalidated every time, and every other GET a page route of the SPA.
 */
export function clientStatic(clientDir: string, configScript: RuntimeConfigScript): Router {
  const router = Router();
  const root = path.resolve(clientDir);
  const indexFile = path.join(root, 'index.html');
  // index.html with the runtime config in its head; read again only when the build changes.
  let page: { mtimeMs: number; html: string } | undefined;
  const indexPage = (): string | undefined => {
    if (!existsSync(indexFile)) return undefined;
    const { mtimeMs } = statSync(indexFile);
    if (page?.mtimeMs !== mtimeMs) {
      const html = readFileSync(indexFile, 'utf8');
      const withConfig = html.includes('</head>') ? html.replace('</head>', `${configScript.tag}</head>`) : configScript.tag + html;
      page = { mtimeMs, html: withConfig };
    }
    return page.html;
  };
  router.use(compression());
  // `/` and `/index.html` are the page with its config, never the raw file.
  router.get(['/', '/index.html'], (_req, res, next) => sendPage(res, next));
  router.use(
    express.static(root, {
      index: false,
      setHeaders(res, filePath) {
        const relative = path.relative(root, filePath).split(path.sep).join('/');
        res.setHeader('Cache-Control', HASHED_ASSET.test(relative) ? IMMUTABLE : 'no-cache');
      },
    }),
  );
  router.get('/{*splat}', (req, res, next) => {
    if (NOT_SPA.test(req.path)) return next();
    // A missing file (an old hashed asset, a typo'd image) is a 404, not the page.
    if (req.path.startsWith('/assets/') || path.extname(req.path) !== '') return next();
    sendPage(res, next);
  });

  function sendPage(res: Response, next: NextFunction): void {
    let html: string | undefined;
    try {
      // Checked per request so a build made while the server runs is picked up.
      html = indexPage();
    } catch (error) {
      return next(error);
    }
    if (html === undefined) {
      res.status(503).type('html').setHeader('Cache-Control', 'no-store').send(missingBuildPage);
      return;
    }
    res.status(200).type('html').setHeader('Cache-Control', 'no-cache').send(html);
  }
  return router;
}
