/**
 * Spec §8: a failed chunk load (a new deploy removed the old file) reloads the
 * page, at most once a minute; the last reload time lives in session state so
 * a reload loop cannot start.
 */
import { CHUNK_RELOAD_INTERVAL_MS } from '#shared/constants.js';
import { readSessionState, updateSessionState } from './persisted-state.js';

const CHUNK_ERROR =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS|Loading (CSS )?chunk [\w-]+ failed|ChunkLoadError/i;

export function isChunkLoadError(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const { name, message } = error as { name?: unknown; message?: unknown };
  return name === 'ChunkLoadError' || (typeof message === 'string' && CHUNK_ERROR.test(message));
}

export interface ReloadDeps {
  now?: () => number;
  reload?: () => void;
}

/** Reloads (and returns true) unless the page already reloaded for this less than a minute ago. */
export function reloadForChunkError({ now = Date.now, reload = () => window.location.reload() }: ReloadDeps = {}): boolean {
  const at = now();
  const last = readSessionState().chunkReloadAt;
  if (last !== null && at - last < CHUNK_RELOAD_INTERVAL_MS && at >= last) return false;
  updateSessionState({ chunkReloadAt: at });
  reload();
  return true;
}

/** Vite reports a failed preload of a lazy chunk with this event. */
export function listenForPreloadErrors(deps: ReloadDeps = {}): () => void {
  const onPreloadError = (event: Event) => {
    if (reloadForChunkError(deps)) event.preventDefault();
  };
  window.addEventListener('vite:preloadError', onPreloadError);
  return () => window.removeEventListener('vite:preloadError', onPreloadError);
}
