/** The spec's mobile flag: true for xs and sm (up to 959 px wide). */
import { useSyncExternalStore } from 'react';
import { BREAKPOINTS } from '#shared/constants.js';

const QUERY = `(max-width: ${BREAKPOINTS.sm}px)`;

function subscribe(onChange: () => void) {
  const list = window.matchMedia(QUERY);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

const snapshot = () => window.matchMedia(QUERY).matches;

export function useIsMobile(): boolean {
  return useSyncExternalStore(subscribe, snapshot, () => true);
}
