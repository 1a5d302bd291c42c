/**
 * The client's apps beside the member site (docs/decisions/0055): the address
 * each answers at and the HTML entry Vite builds for it (client/<html>). The
 * gateway serves that page as it is, for the browser to render; every other
 * page is the member site's index.html, rendered by the gateway.
 */
export const OTHER_APP_PAGES = [
  /** the agent console (docs/design.md §4), client/src/console */
  { path: '/agent', html: 'console.html' },
  /** the game frame the launcher opens (docs/decisions/0038), client/src/play */
  { path: '/play', html: 'play.html' },
] as const;

export type OtherAppPage = (typeof OTHER_APP_PAGES)[number];

/** The app whose address `pathname` is (a trailing slash allowed), if any. */
export function otherAppPageOf(pathname: string): OtherAppPage | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
  return OTHER_APP_PAGES.find((page) => page.path === path);
}
