/**
 * Whether the page runs inside another page's frame (a game in the launcher's
 * sheet): there the sheet's own controls ("ปิดเกม") lead out, not the page's.
 */
export const isInFrame = (): boolean => window.self !== window.top;
