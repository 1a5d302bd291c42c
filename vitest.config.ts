import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'server',
          environment: 'node',
          include: ['shared/**/*.test.ts', 'server-kit/**/*.test.ts', 'upstream/**/*.test.ts', 'gateway/**/*.test.ts', 'scripts/**/*.test.ts', 'e2e/test-support/**/*.test.ts', 'games/**/*.test.ts', 'eslint-rules/**/*.test.js'],
          testTimeout: 30_000,
          hookTimeout: 30_000,
          // Probes TEST_DATABASE_URL once: the PostgreSQL suites run or are skipped, said plainly (decision 0064).
          globalSetup: ['upstream/src/test-support/postgres-global-setup.ts'],
        },
      },
      {
        plugins: [react()],
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
