/**
 * Spec §2/§9 page transition: each new page fades in over 0.4 s. A CSS
 * animation (the theme's `fade-in` keyframes) rather than framer-motion: the
 * fade is on every layout's first paint, and framer-motion was ~33 KB gzip of
 * the home page's script for this one effect. `key` restarts it per page.
 *
 * The page the document opened on is the server's HTML, painted before any
 * script runs: it shows at once, since a fade would only hide it for 0.4 s
 * (and hold back the largest paint a phone waits for, decision 0057). Every
 * page after it fades in.
 */
import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { PAGE_FADE_SECONDS } from '#shared/constants.js';

/** The history entry the document opened on (its location key); the server renders only that one. */
let openingKey: string | undefined;

function isOpeningPage(key: string): boolean {
  if (import.meta.env.SSR) return true;
  openingKey ??= key;
  return key === openingKey;
}

export function PageFade({ children }: { children: ReactNode }) {
  const { pathname, key } = useLocation();
  const fades = !isOpeningPage(key);
  return (
    <div
      key={pathname}
      data-testid="page-fade"
      style={{
        display: 'flex',
        flexDirection: 'column',
        flex: 1,
        minWidth: 0,
        ...(fades && { opacity: 0, animation: `fade-in ${PAGE_FADE_SECONDS}s ease-out forwards` }),
      }}
    >
      {children}
    </div>
  );
}
