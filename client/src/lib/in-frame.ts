/**
 * Whether the page runs inside another page's frame (a game in the launcher's
 * sheet): there the sheet's own controls ("ปิดเกม") lead out, not the page's.
 */
import { useBrowserValue } from './hydration.js';

export const isInFrame = (): boolean => window.self !== window.top;

/** The same for a render: the server's HTML (and the hydrating render) assume a page of its own. */
export const useInFrame = (): boolean => useBrowserValue(isInFrame, false);
