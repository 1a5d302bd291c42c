/**
 * Spec §2/§9 page transition: each new page fades in over 0.4 s. A CSS
 * animation (the theme's `fade-in` keyframes) rather than framer-motion: the
 * fade is on every layout's first paint, and framer-motion was ~33 KB gzip of
 * the home page's script for this one effect. `key` restarts it per page.
 */
import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { PAGE_FADE_SECONDS } from '@shared/constants.js';

export function PageFade({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <div
      key={pathname}
      data-testid="page-fade"
      style={{
        display: 'flex',
        flexDirection: 'column',
        flex: 1,
        minWidth: 0,
        opacity: 0,
        animation: `fade-in ${PAGE_FADE_SECONDS}s ease-out forwards`,
      }}
    >
      {children}
    </div>
  );
}
