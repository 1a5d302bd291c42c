import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const gatewayUrl = process.env.GATEWAY_URL ?? 'http://127.0.0.1:3000';

export default defineConfig({
  root: 'client',
  publicDir: 'public',
  plugins: [react()],
  resolve: {
    alias: { '@shared': fileURLToPath(new URL('./shared/src', import.meta.url)) },
  },
  build: {
    outDir: '../dist/client',
    emptyOutDir: true,
    sourcemap: false,
    chunkSizeWarningLimit: 900,
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
});
