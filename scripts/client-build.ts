/**
 * `npm start` builds the client only when its build is missing or older than
 * any source it is made from, so a fresh clone starts with one command and a
 * restart costs nothing.
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const SOURCES = ['client', 'shared/src', 'vite.config.ts', 'package.json', 'package-lock.json'];
export const CLIENT_BUILD_INDEX = 'dist/client/index.html';
export const SERVER_BUILD_ENTRY = 'dist/server/entry-server.js';

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry.endsWith('.test.ts') || entry.endsWith('.test.tsx')) continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

export function clientBuildIsStale(root: string): boolean {
  const index = join(root, CLIENT_BUILD_INDEX);
  const entry = join(root, SERVER_BUILD_ENTRY);
  if (!existsSync(index) || !existsSync(entry)) return true;
  const builtAt = Math.min(statSync(index).mtimeMs, statSync(entry).mtimeMs);
  return SOURCES.some((source) => newestMtime(join(root, source)) > builtAt);
}

export async function buildClient(root: string): Promise<void> {
  // Vite is loaded only when a build is needed: a production start with a
  // fresh build never touches it.
  const { build } = await import('vite');
  await build({ configFile: join(root, 'vite.config.ts'), logLevel: 'warn' });
  // The server build, which renders pages in the gateway (npm run build makes both).
  await build({ configFile: join(root, 'vite.config.ts'), logLevel: 'warn', build: { ssr: 'src/entry-server.tsx' } });
}
