import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import compression from 'compression';
import { type NextFunction, type Request, type Response, Router } from 'express';
import type { Clock } from '@shared/clock.js';
import type { PageRenderer, RenderFetch } from '@shared/page-render.js';
import { pageHtml } from '../render/page-html.js';
import { missingBuildPage } from './missing-build-page.js';
import { precompressedAssets } from './precompressed-assets.js';
import type { RuntimeConfigScript } from './runtime-config-script.js';

// Paths the SPA never owns: they answer their own 404s. `/agent` itself is the SPA's agent
// console page; every path under it is an agent call answering JSON.
const NOT_SPA = /^\/(?:(?:api|operator|socket\.io|healthz)(?:\/|$)|agent\/.)/;

/** Server rendering: the client's server build, how its reads reach the upstream, and the clock it shows. */
export interface PageRendering {
  renderer: PageRenderer;
  fetchApi: RenderFetch;
  clock: Clock;
  /** a render that threw: the page is then served for the browser to render */
  onError(error: unknown): void;
  /** how long a render waits for its data; default the renderer's (300 ms) */
  dataDeadlineMs?: number;
}

/**
 * Serves the client build compressed (the build's brotli and gzip copies where
 * it made them, else on the fly): hashed assets cached for good, and every
 * other GET a page of the site, rendered on the server when a server build is
 * given (else the build's empty page for the browser to render), never cached.
 */
export function clientStatic(clientDir: string, configScript: RuntimeConfigScript, rendering?: PageRendering): Router {
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
  router.get(['/', '/index.html'], (req, res, next) => void sendPage(req, res, next));
  router.use(precompressedAssets(root));
  router.get('/{*splat}', (req, res, next) => {
    if (NOT_SPA.test(req.path)) return next();
    // A missing file (an old hashed asset, a typo'd image) is a 404, not the page.
    if (req.path.startsWith('/assets/') || path.extname(req.path) !== '') return next();
    void sendPage(req, res, next);
  });

  async function sendPage(req: Request, res: Response, next: NextFunction): Promise<void> {
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
    if (!rendering) {
      res.status(200).type('html').setHeader('Cache-Control', 'no-cache').send(html);
      return;
    }
    const url = new URL(req.originalUrl === '/index.html' ? '/' : req.originalUrl, `${req.protocol}://${req.get('host') ?? 'localhost'}`);
    try {
      const page = await rendering.renderer.renderPage({
        url: url.href,
        renderedAt: rendering.clock.now(),
        dataDeadlineMs: rendering.dataDeadlineMs,
        fetchApi: rendering.fetchApi,
      });
      // The page carries data of its moment: the browser keeps no copy.
      res.setHeader('Cache-Control', 'no-store');
      if (page.kind === 'redirect') {
        res.redirect(page.status, page.location);
        return;
      }
      res.status(page.status).type('html').send(pageHtml(html, page));
    } catch (error) {
      // The browser can still render the page itself.
      rendering.onError(error);
      res.status(200).type('html').setHeader('Cache-Control', 'no-store').send(html);
    }
  }
  return router;
}
