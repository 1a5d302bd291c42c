import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const alias = { '@shared': fileURLToPath(new URL('./shared/src', import.meta.url)) };
// The server kit is the servers' own: the client's build cannot resolve it (a lint zone keeps the client's
// code from importing it). Tests of both projects can, since some client tests start a real gateway.
const serverAlias = { ...alias, '@server-kit': fileURLToPath(new URL('./server-kit/src', import.meta.url)) };

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias: serverAlias },
        test: {
          name: 'server',
          environment: 'node',
          include: ['shared/**/*.test.ts', 'server-kit/**/*.test.ts', 'upstream/**/*.test.ts', 'gateway/**/*.test.ts', 'scripts/**/*.test.ts', 'e2e/test-support/**/*.test.ts', 'games/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 30_000,
          // Probes TEST_DATABASE_URL once: the PostgreSQL suites run or are skipped, said plainly (decision 0064).
          globalSetup: ['upstream/src/test-support/postgres-global-setup.ts'],
        },
      },
      {
        plugins: [react()],
        resolve: { alias: serverAlias },
        test: {
          name: 'client',
          environment: 'jsdom',
          include: ['client/**/*.test.{ts,tsx}'],
          setupFiles: ['client/src/test-support/setup.ts'],
          testTimeout: 20_000,
        },
      },
    ],
  },
});
