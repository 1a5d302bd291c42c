/**
 * `/robots.txt` and `/sitemap.xml`: the public pages of shared/src/site-pages.ts
 * for search engines; member pages, the console, the game frame and the API
 * are not for indexing.
 */
import { Router, type Request } from 'express';
import { PUBLIC_PAGES } from '#shared/site-pages.js';

const NOT_INDEXED = ['/member', '/lotto/bills', '/agent', '/play', '/api/', '/liff', '/login_box', '/register_box'];

const originOf = (req: Request) => `${req.protocol}://${req.get('host') ?? 'localhost'}`;
const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export function siteIndex(): Router {
  const router = Router();
  router.get('/robots.txt', (req, res) => {
    const lines = ['User-agent: *', 'Allow: /', ...NOT_INDEXED.map((path) => `Disallow: ${path}`), `Sitemap: ${originOf(req)}/sitemap.xml`];
    res.type('text/plain').setHeader('Cache-Control', 'public, max-age=3600').send(`${lines.join('\n')}\n`);
  });
  router.get('/sitemap.xml', (req, res) => {
    const origin = originOf(req);
    const urls = PUBLIC_PAGES.map((page) => `<url><loc>${escapeXml(origin + page.path)}</loc></url>`).join('');
    res
      .type('application/xml')
      .setHeader('Cache-Control', 'public, max-age=3600')
      .send(`<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls}</urlset>`);
  });
  return router;
}
