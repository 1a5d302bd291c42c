import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { E2E_AGENT_KEY, E2E_CLOCK_PORT, E2E_PORT, E2E_TIME_TRAVEL_PORT, E2E_YEEKEE_ROUND_SECONDS } from './e2e/test-support/env.js';

/**
 * Browser journeys against the production build, in Debian's Chromium
 * (a test tool's own browser download fails on this machine kind).
 * The server is the real one: gateway + embedded upstream on a fresh SQLite file.
 */
const port = E2E_PORT;
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'e2e-data-'));
const timeTravelDataDir = mkdtempSync(join(tmpdir(), 'e2e-time-travel-'));

export default defineConfig({
  testDir: 'e2e',
  // Unit tests of the journeys' support files run in vitest, not here.
  testMatch: '**/*.spec.ts',
  outputDir: 'test-results',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: 'th-TH',
    timezoneId: 'Asia/Bangkok',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    { name: 'mobile', use: { ...devices['Pixel 7'], browserName: 'chromium' } },
  ],
  webServer: [
    {
      command: 'node --import tsx scripts/start.ts',
      url: `http://127.0.0.1:${port}/healthz`,
      reuseExistingServer: false,
      timeout: 180_000,
      stdout: 'pipe',
      env: {
        PORT: String(port),
        DATA_DIR: dataDir,
        AGENT_API_KEY: E2E_AGENT_KEY,
        NODE_ENV: 'production',
        // A line per request would bury the journeys' own output; warnings and faults still show.
        LOG_LEVEL: 'warn',
        // The journeys read the pages' content, which must not hang on how busy the machine is:
        // a render waits for its data (the deadline's own behaviour is a server test's).
        PAGE_DATA_DEADLINE_MS: '10000',
        // Short yeekee rounds so a journey sees a round open, close and pay out.
        YEEKEE_ROUND_SECONDS: String(E2E_YEEKEE_ROUND_SECONDS),
      },
    },
    {
      // The journeys that need "tomorrow": the same site on a clock they move forward (e2e/test-support/time-travel-server.ts).
      command: 'node --import tsx e2e/test-support/time-travel-server.ts',
      url: `http://127.0.0.1:${E2E_TIME_TRAVEL_PORT}/healthz`,
      reuseExistingServer: false,
      timeout: 180_000,
      stdout: 'pipe',
      env: {
        PORT: String(E2E_TIME_TRAVEL_PORT),
        E2E_CLOCK_PORT: String(E2E_CLOCK_PORT),
        DATA_DIR: timeTravelDataDir,
        AGENT_API_KEY: E2E_AGENT_KEY,
        NODE_ENV: 'production',
        LOG_LEVEL: 'warn',
        PAGE_DATA_DEADLINE_MS: '10000',
        // The client is built by the first server's start; this one serves the same build.
        SKIP_CLIENT_BUILD: '1',
      },
    },
  ],
});
