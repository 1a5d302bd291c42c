import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { contractWire } from './scripts/vite-contract-wire.js';
import { kanitFonts } from './scripts/vite-kanit-fonts.js';
import { precompressAssets } from './scripts/vite-precompress.js';

const gatewayUrl = process.env.GATEWAY_URL ?? 'http://127.0.0.1:3000';

export default defineConfig(({ isSsrBuild }) => ({
  root: 'client',
  publicDir: 'public',
  plugins: [react(), contractWire(), kanitFonts(), ...(isSsrBuild ? [] : [precompressAssets()])],
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
      // The agent's calls; `/agent` itself is the console page, a route of this SPA.
      '^/agent/.+': gatewayUrl,
      '/socket.io': { target: gatewayUrl, ws: true },
    },
  },
}));
