/**
 * Spec §2/§9 page transition: each new page fades in over 0.4 s. LazyMotion
 * with the DOM animation features keeps framer-motion's share of the bundle small.
 */
import type { ReactNode } from 'react';
import { domAnimation, LazyMotion, m } from 'framer-motion';
import { useLocation } from 'react-router-dom';
import { PAGE_FADE_SECONDS } from '@shared/constants.js';

export function PageFade({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <LazyMotion features={domAnimation} strict>
      <m.div
        key={pathname}
        data-testid="page-fade"
        initial={{ opacity: 0 }}
        animate={{ opacity: 1 }}
        transition={{ duration: PAGE_FADE_SECONDS, ease: 'easeOut' }}
        style={{ display: 'flex', flexDirection: 'column', flex: 1, minWidth: 0 }}
      >
        {children}
      </m.div>
    </LazyMotion>
  );
}
