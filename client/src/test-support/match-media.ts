/** A MediaQueryList jsdom lacks: `matches` as given, listeners that never fire. */
export function mediaQueryList(query: string, matches: boolean): MediaQueryList {
  return {
    matches,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  } as MediaQueryList;
}

/** The member prefers reduced motion: pages set their outcome at once, with no animation to wait for. */
export function preferReducedMotion(): void {
  window.matchMedia = (query: string) => mediaQueryList(query, query.includes('prefers-reduced-motion'));
}
