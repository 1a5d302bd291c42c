import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { chakraGlobalStyles } from './scripts/vite-chakra-global-styles.js';
import { contractWire } from './scripts/vite-contract-wire.js';
import { kanitFonts } from './scripts/vite-kanit-fonts.js';
import { precompressAssets } from './scripts/vite-precompress.js';
import { startAfterPaint } from './scripts/vite-start-after-paint.js';
import { OTHER_APP_PAGES, otherAppPageOf } from './shared/src/app-pages.js';

const gatewayUrl = process.env.GATEWAY_URL ?? 'http://127.0.0.1:3000';

/** The HTML entries: the member site (index.html) and the apps beside it (docs/decisions/0055). */
const htmlInputs = Object.fromEntries([
  ['index', fileURLToPath(new URL('./client/index.html', import.meta.url))],
  ...OTHER_APP_PAGES.map(({ html }) => [html.replace(/\.html$/, ''), fileURLToPath(new URL(`./client/${html}`, import.meta.url))]),
]);

/** `npm run dev`: /agent and /play answer their apps' pages, as the gateway does (client-static.ts). */
function otherAppPages(): Plugin {
  return {
    name: 'other-app-pages',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use((req, _res, next) => {
        const url = new URL(req.url ?? '/', 'http://dev');
        const app = otherAppPageOf(url.pathname);
        if (app) req.url = `/${app.html}${url.search}`;
        next();
      });
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  root: 'client',
  publicDir: 'public',
  plugins: [react(), contractWire(), kanitFonts(), otherAppPages(), ...(isSsrBuild ? [] : [chakraGlobalStyles(), startAfterPaint(), precompressAssets()])],
  build: {
    // The server build (`vite build --ssr src/entry-server.tsx`) renders pages in the gateway.
    outDir: isSsrBuild ? '../dist/server' : '../dist/client',
    copyPublicDir: !isSsrBuild,
    emptyOutDir: true,
    sourcemap: false,
    chunkSizeWarningLimit: 900,
    rollupOptions: {
      // The server build's only input is entry-server.tsx (`--ssr`); the browser build has one page per app.
      ...(isSsrBuild ? {} : { input: htmlInputs }),
      // A schema the page never reads is dropped with zod: building one has no effect beyond its value.
      // Chakra's `defineConfig` returns its argument: without this its unused `defaultThemeConfig`
      // keeps every recipe of Chakra's theme in the entry chunk (decision 0053).
      treeshake: { manualPureFunctions: ['z', 'defineCall', 'defineConfig'] },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': gatewayUrl,
      // The API reference page is the gateway's, not a route of this SPA.
      '/docs': gatewayUrl,
      // The agent's calls; `/agent` itself is the console's page (otherAppPages).
      '^/agent/.+': gatewayUrl,
      '/socket.io': { target: gatewayUrl, ws: true },
    },
  },
}));
