/**
 * The member site's server renderer: the client's server build
 * (`dist/server/entry-server.js`, made by `npm run build`), loaded once. A
 * gateway without it serves the client-only page as before.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { PageRenderer } from '#shared/page-render.js';

export type { PageRenderer };

export const SERVER_ENTRY = 'entry-server.js';

/** The renderer in `serverDir`, or undefined when there is no server build there. */
export async function loadPageRenderer(serverDir: string): Promise<PageRenderer | undefined> {
  const entry = path.join(path.resolve(serverDir), SERVER_ENTRY);
  if (!existsSync(entry)) return undefined;
  return (await import(pathToFileURL(entry).href)) as PageRenderer;
}
