/**
 * Pages arrive rendered by the server and answer taps once the browser has
 * hydrated them (client/src/app/root-layout.tsx marks <html data-hydrated>).
 * A member who taps a button a moment early taps again; a test types at once,
 * so its page waits after every navigation it makes.
 */
import type { Page } from '@playwright/test';

/** Until the page has hydrated (a page without the server's state is the browser's alone: nothing to wait for). */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true' || !document.getElementById('page-state'));
}

/** The page, its `goto` and `reload` returning once the page has hydrated. */
export function hydrating(page: Page): Page {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args) => {
    const response = await goto(...args);
    await waitForHydration(page);
    return response;
  };
  page.reload = async (...args) => {
    const response = await reload(...args);
    await waitForHydration(page);
    return response;
  };
  return page;
}
