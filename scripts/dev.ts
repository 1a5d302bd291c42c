/**
 * `npm run dev`: the gateway with the embedded upstream on PORT (3000) and
 * Vite with HMR on 5173, proxying /api, /agent and /socket.io to the gateway.
 */
import { createServer } from 'vite';

const { startServer } = await import('#gateway/server.js');
await startServer();

const vite = await createServer({ configFile: 'vite.config.ts' });
await vite.listen();
vite.printUrls();
