/**
 * A rendered page put into the built index.html: the page's head tags (its
 * title and meta replace the build's defaults), its markup inside #root, and
 * the state script right after it.
 */
import type { RenderedPage } from '#shared/page-render.js';

const ROOT = '<div id="root"></div>';
const TITLE = /<title>[\s\S]*?<\/title>/;
const DESCRIPTION = /<meta name="description"[^>]*>/;

export function pageHtml(template: string, page: Extract<RenderedPage, { kind: 'page' }>): string {
  let html = template;
  if (page.head.includes('<title>')) html = html.replace(TITLE, '');
  if (page.head.includes('<meta name="description"')) html = html.replace(DESCRIPTION, '');
  html = html.replace('</head>', `${page.head}</head>`);
  return html.replace(ROOT, `<div id="root">${page.html}</div>${page.state}`);
}
