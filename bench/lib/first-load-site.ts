/**
 * One site under first-load: bench/first-load-server.ts in its own process
 * (a temp data dir of its own), with a member registered on it and its pages'
 * paths (its own open yeekee round).
 */
import { fileURLToPath } from 'node:url';
import { createHttpClient } from './http-client.js';
import { pagePaths, registerMember, type PagePaths } from './first-load-pages.js';
import { startServerScript, type ServerProcess } from './server-process.js';

const SERVER_FILE = fileURLToPath(new URL('../first-load-server.ts', import.meta.url));

export interface FirstLoadServerConfig {
  role: 'first-load';
  clientDir: string;
  /** the client's server build (`entry-server.js`); only with `render` */
  serverDir?: string;
  /** false: no server rendering, every page the build's empty index.html (the site before decision 0051) */
  render: boolean;
}

export interface FirstLoadSite {
  /** what the tables call it */
  label: string;
  server: ServerProcess;
  origin: string;
  paths: PagePaths;
  /** the member's localStorage entries */
  session: Record<string, string>;
}

export async function startFirstLoadSite(label: string, config: Omit<FirstLoadServerConfig, 'role'>): Promise<FirstLoadSite> {
  const server = await startServerScript(SERVER_FILE, { role: 'first-load', ...config } satisfies FirstLoadServerConfig);
  const client = createHttpClient(server.port, 4);
  try {
    const session = await registerMember(client);
    const paths = await pagePaths(client);
    return { label, server, origin: `http://127.0.0.1:${server.port}`, paths, session };
  } catch (error) {
    await server.stop();
    throw error;
  } finally {
    client.close();
  }
}
