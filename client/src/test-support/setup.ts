/**
 * Client test setup: jest-dom matchers, a clean DOM and storage per test, and
 * noisy tests fail: a console.error the test did not expect is a bug
 * (docs/design.md §1, house pattern 7). A test that expects one spies on console.error itself.
 */
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { mediaQueryList } from './match-media.js';

// Pages are lazy chunks: their first import under a busy test run (CI runs on two cores)
// can take longer than the default second before a `findBy` gives up.
configure({ asyncUtilTimeout: 4000 });

let unexpected: unknown[][] = [];
const originalError = console.error;

beforeEach(() => {
  unexpected = [];
  console.error = (...args: unknown[]) => {
    unexpected.push(args);
    originalError(...args);
  };
  // A node-environment test (lib/socket.test.ts against a real gateway) brings its own storage, or none.
  globalThis.localStorage?.clear();
  globalThis.sessionStorage?.clear();
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  console.error = originalError;
  if (unexpected.length > 0) {
    const first = unexpected[0]!.map(String).join(' ');
    unexpected = [];
    throw new Error(`console.error during the test: ${first}`);
  }
});

// jsdom lacks these; Chakra and react-slick ask for them.
const browserLike = typeof window !== 'undefined';
if (browserLike && !window.matchMedia) {
  window.matchMedia = (query: string) => mediaQueryList(query, false);
}
class NoopObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}
globalThis.ResizeObserver ??= NoopObserver as unknown as typeof ResizeObserver;
globalThis.IntersectionObserver ??= NoopObserver as unknown as typeof IntersectionObserver;
if (browserLike) window.scrollTo = () => {};
