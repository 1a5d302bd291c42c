/**
 * The launcher's fullscreen toggle: the Fullscreen API on the sheet where the
 * browser has it; where it does not (iPhone Safari) or refuses, the sheet
 * hides its own bar instead so the game has the whole screen.
 */
import { useCallback, useState, useSyncExternalStore, type RefObject } from 'react';

function subscribe(onChange: () => void) {
  document.addEventListener('fullscreenchange', onChange);
  return () => document.removeEventListener('fullscreenchange', onChange);
}

const nativeActive = () => typeof document !== 'undefined' && Boolean(document.fullscreenElement);

export function useFullscreen(target: RefObject<HTMLElement | null>) {
  const native = useSyncExternalStore(subscribe, nativeActive, () => false);
  const [fallback, setFallback] = useState(false);

  // Stable, so the sheet's close (which calls it) stays stable for the session's effects.
  const exit = useCallback(() => {
    setFallback(false);
    if (nativeActive()) void document.exitFullscreen?.().catch(() => {});
  }, []);

  const toggle = () => {
    if (native || fallback) {
      exit();
      return;
    }
    const element = target.current;
    if (element?.requestFullscreen && document.fullscreenEnabled) {
      element.requestFullscreen().catch(() => setFallback(true));
    } else {
      setFallback(true);
    }
  };

    /** `fallback`: fullscreen without the API, the sheet's own bar hidden */
  return { active: native || fallback, fallback: fallback && !native, toggle, exit };
}
