/** Playwright's `test` whose `page` waits for hydration after each goto and reload (hydration.ts). */
import { test as base } from '@playwright/test';
import { hydrating } from './hydration.js';

export const test = base.extend({
  // With JavaScript off nothing hydrates: the page is the server's HTML alone.
  page: async ({ page, javaScriptEnabled }, use) => {
    await use(javaScriptEnabled === false ? page : hydrating(page));
  },
});

export { expect } from '@playwright/test';
