import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import compression from 'compression';
import { type NextFunction, type Request, type Response, Router } from 'express';
import { OTHER_APP_PAGES, otherAppPageOf } from '#shared/app-pages.js';
import type { Clock } from '#shared/clock.js';
import type { PageRenderer, RenderFetch } from '#shared/page-render.js';
import { pageHtml } from '../render/page-html.js';
import { missingBuildPage } from './missing-build-page.js';
import { precompressedAssets } from './precompressed-assets.js';
import type { RuntimeConfigScript } from './runtime-config-script.js';

// Paths no page owns: they answer their own 404s. `/agent` itself is the agent console's page
// (OTHER_APP_PAGES); every path under it is an agent call answering JSON.
const NOT_SPA = /^\/(?:(?:api|operator|socket\.io|healthz)(?:\/|$)|agent\/.)/;

/** Server rendering: the client's server build, how its reads reach the upstream, and the clock it shows. */
export interface PageRendering {
  renderer: PageRenderer;
  fetchApi: RenderFetch;
  clock: Clock;
  /** a render that threw: the page is then served with a 500 for the browser to render */
  onError(error: unknown): void;
  /** how long a render waits for its data; default the renderer's (300 ms) */
  dataDeadlineMs?: number;
}

/**
 * Serves the client build compressed (the build's brotli and gzip copies where
 * it made them, else on the fly): hashed assets cached for good, and every
 * other GET a page of the site, rendered on the server when a server build is
 * given (else the build's empty page for the browser to render), never cached.
 * The apps beside the member site (the agent console at /agent, the game frame
 * at /play; docs/decisions/0055) get their own page, which the browser renders.
 */
export function clientStatic(clientDir: string, configScript: RuntimeConfigScript, rendering?: PageRendering): Router {
  const router = Router();
  const root = path.resolve(clientDir);
  // Each HTML page with the runtime config in its head; read again only when the build changes.
  const pages = new Map<string, { mtimeMs: number; html: string }>();
  const htmlPage = (name: string): string | undefined => {
    const file = path.join(root, name);
    if (!existsSync(file)) return undefined;
    const { mtimeMs } = statSync(file);
    let page = pages.get(name);
    if (page?.mtimeMs !== mtimeMs) {
      const html = readFileSync(file, 'utf8');
      const withConfig = html.includes('</head>') ? html.replace('</head>', `${configScript.tag}</head>`) : configScript.tag + html;
      page = { mtimeMs, html: withConfig };
      pages.set(name, page);
    }
    return page.html;
  };
  router.use(compression());
  // `/` and `/index.html` are the page with its config, never the raw file; so are the other apps' pages.
  router.get(['/', '/index.html'], (req, res, next) => void sendPage(req, res, next));
  for (const app of OTHER_APP_PAGES) {
    router.get(`/${app.html}`, (_req, res, next) => sendAppPage(app.html, res, next));
  }
  router.use(precompressedAssets(root));
  router.get('/{*splat}', (req, res, next) => {
    if (NOT_SPA.test(req.path)) return next();
    const app = otherAppPageOf(req.path);
    if (app) return sendAppPage(app.html, res, next);
    // A missing file (an old hashed asset, a typo'd image) is a 404, not the page.
    if (req.path.startsWith('/assets/') || path.extname(req.path) !== '') return next();
    void sendPage(req, res, next);
  });

  /** The page as built, with its config; undefined once the answer is sent instead (no build: a 503; a read error). */
  function builtPage(name: string, res: Response, next: NextFunction): string | undefined {
    try {
      // Checked per request so a build made while the server runs is picked up.
      const html = htmlPage(name);
      if (html === undefined) res.status(503).type('html').setHeader('Cache-Control', 'no-store').send(missingBuildPage);
      return html;
    } catch (error) {
      next(error);
      return undefined;
    }
  }

  /** An app beside the member site: its page as built, for the browser to render (it carries no data). */
  function sendAppPage(name: string, res: Response, next: NextFunction): void {
    const html = builtPage(name, res, next);
    if (html !== undefined) res.status(200).type('html').setHeader('Cache-Control', 'no-cache').send(html);
  }

  async function sendPage(req: Request, res: Response, next: NextFunction): Promise<void> {
    const html = builtPage('index.html', res, next);
    if (html === undefined) return;
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
      // A 500 (the server could not make the page), with the build's page: the browser renders
      // it itself, the page if it can, else the site's error page from the route's boundary.
      rendering.onError(error);
      res.status(500).type('html').setHeader('Cache-Control', 'no-store').send(html);
    }
  }
  return router;
}
