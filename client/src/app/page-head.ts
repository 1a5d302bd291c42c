/**
 * Each public page's Thai title, description and canonical address
 * (shared/src/site-pages.ts): in the server's HTML head, and as the tab's
 * title after each navigation in the browser.
 */
import { useEffect } from 'react';
import { useLocation, useMatches } from 'react-router-dom';
import type { RouteHandle } from './route-data/route-handle.js';
import { pageTitle, PUBLIC_PAGES, sitePageOf } from '#shared/site-pages.js';
import { TH } from '#shared/messages.th.js';

const HOME = PUBLIC_PAGES[0]!;

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The title a page's tab shows. */
export function titleOf(pathname: string, status = 200): string {
  if (status === 404) return pageTitle(TH.errorPage.notFoundTh);
  const page = sitePageOf(pathname);
  return page ? pageTitle(page.title) : pageTitle(HOME.title);
}

/** The head tags the server writes for `url` (the template's own title and description give way to them). */
export function pageHeadTags(url: URL, status: number): string {
  const page = status === 200 ? sitePageOf(url.pathname) : undefined;
  const tags = [
    `<title>${escapeHtml(titleOf(url.pathname, status))}</title>`,
    `<meta name="description" content="${escapeHtml((page ?? HOME).description)}" />`,
  ];
  // Only a listed page names its address (without its query); a 404, a member's page or a sub-page does not.
  const path = url.pathname.replace(/\/+$/, '') || '/';
  if (page?.path === path) tags.push(`<link rel="canonical" href="${escapeHtml(url.origin + page.path)}" />`);
  return tags.join('');
}

/** Keeps the tab's title in step with the page after client-side navigation. */
export function usePageTitle(): void {
  const { pathname } = useLocation();
  const status = (useMatches().at(-1)?.handle as RouteHandle | undefined)?.status ?? 200;
  useEffect(() => {
    document.title = titleOf(pathname, status);
  }, [pathname, status]);
}
