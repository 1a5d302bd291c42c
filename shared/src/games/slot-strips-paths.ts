/**
 * Where a built-in slot's strip table is published (docs/decisions/0076),
 * without the schemas of slot-api.ts: the member site's router reads these on
 * every first route and loads no zod for them (docs/decisions/0054).
 * slot-api.ts re-exports them.
 */

/** POST, public (no session): a title's strips, paytable and lines, `{ game }` in the body, in the envelope. */
export const SLOT_STRIPS_API = '/games/api/slots/strips';

/** The same table as a file to download (GET, public, `Content-Disposition: attachment`). */
export const SLOT_STRIPS_FILE_ROUTE = '/games/api/slots/:code/strips.json';
export const slotStripsFileUrl = (code: string): string => `/games/api/slots/${encodeURIComponent(code)}/strips.json`;

/** The file's name as the download saves it. */
export const slotStripsFileName = (code: string): string => `slot-${code}-strips.json`;
