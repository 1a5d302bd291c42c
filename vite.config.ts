import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { contractWire } from './scripts/vite-contract-wire.js';
import { precompressAssets } from './scripts/vite-precompress.js';

const gatewayUrl = process.env.GATEWAY_URL ?? 'http://127.0.0.1:3000';

/**
 * Preloads the font of the first paint's body text (Kanit 400, Thai): without it the browser
 * learns of the font only once the app's styles render, and Thai text swaps late.
 */
function preloadBodyFont(): Plugin {
  return {
    name: 'preload-body-font',
    apply: 'build',
    transformIndexHtml(_html, context) {
      const file = Object.keys(context.bundle ?? {}).find((name) => /kanit-thai-400-normal-.*\.woff2$/.test(name));
      if (!file) return [];
      return [{ tag: 'link', attrs: { rel: 'preload', as: 'font', type: 'font/woff2', href: `/${file}`, crossorigin: '' }, injectTo: 'head' }];
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  root: 'client',
  publicDir: 'public',
  plugins: [react(), contractWire(), preloadBodyFont(), ...(isSsrBuild ? [] : [precompressAssets()])],
  resolve: {
    alias: { '@shared': fileURLToPath(new URL('./shared/src', import.meta.url)) },
  },
  build: {
    // The server build (`vite build --ssr src/entry-server.tsx`) renders pages in the gateway.
    outDir: isSsrBuild ? '../dist/server' : '../dist/client',
    copyPublicDir: !isSsrBuild,
    emptyOutDir: true,
    sourcemap: false,
    chunkSizeWarningLimit: 900,
    rollupOptions: {
      // A schema the page never reads is dropped with zod: building one has no effect beyond its value.
      treeshake: { manualPureFunctions: ['z', 'defineCall'] },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': gatewayUrl,
      // The API reference page is the gateway's, not a route of this SPA.
      '/docs': gatewayUrl,
      // The agent's calls; `/agent` itself is the console page, a route of this SPA.
      '^/agent/.+': gatewayUrl,
      '/socket.io': { target: gatewayUrl, ws: true },
    },
  },
}));
