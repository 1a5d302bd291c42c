/**
 * Pages arrive rendered by the gateway and hydrate without a word in the console (docs/decisions/0051):
 * a visitor and a member walk home, the lotto lobby, a yeekee round, /member, /slot, /sooth,
 * /fairness and a 404, and any console error or warning fails the walk. With JavaScript off,
 * home and the lotto lobby still show their content and links.
 */
import type { APIRequestContext, ConsoleMessage, Page } from '@playwright/test';
import { expect, test } from './test-support/test.js';
import { freshPhone, registerAndLogIn } from './test-support/member.js';

test.use({ viewport: { width: 390, height: 844 } });

const MISSING = '/no/such/page';

/** An open yeekee round's address, as a member reaches it from /lotto/yeekee. */
async function yeekeeRoundPath(request: APIRequestContext): Promise<string> {
  const answer = (await (await request.get('/api/lotto/yeekee/list')).json()) as { data: { rounds: { round_id: number; status: string }[] } };
  const round = answer.data.rounds.find((row) => row.status === 'open') ?? answer.data.rounds[0];
  expect(round, 'an open yeekee round').toBeDefined();
  return `/lotto/yeekee?round=${round!.round_id}`;
}

/** Every console error and warning, and uncaught errors, from now on. */
function listenForTrouble(page: Page): string[] {
  const trouble: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() !== 'error' && message.type() !== 'warning') return;
    // The 404 page's own document answers 404, which Chromium reports as a failed load.
    if (page.url().endsWith(MISSING) && message.text().includes('status of 404')) return;
    trouble.push(`${page.url()} ${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => trouble.push(`${page.url()} pageerror: ${error.message}`));
  return trouble;
}

async function walk(page: Page, paths: string[]): Promise<void> {
  for (const path of paths) {
    await page.goto(path);
    // The page is live and has settled its first reads (a hydration mismatch reports in this window).
    await page.waitForLoadState('networkidle');
  }
}

test('a visitor walks the rendered pages and hydration says nothing', async ({ page, request }) => {
  const trouble = listenForTrouble(page);
  await walk(page, ['/', '/lotto/lobby', await yeekeeRoundPath(request), '/slot', '/sooth', '/fairness', MISSING]);
  // A visitor on /member is sent to log in once the page is live.
  await page.goto('/member');
  await expect(page).toHaveURL(/\/login$/);
  expect(trouble).toEqual([]);
});

test('a member walks the same pages and hydration says nothing', async ({ page, request }) => {
  await registerAndLogIn(page, request, { phone: freshPhone('08'), first_name: 'หน้า', last_name: 'แรก', bank_code: 'KBANK', birth_date: '1991-02-03' });
  const trouble = listenForTrouble(page);
  await walk(page, ['/', '/lotto/lobby', await yeekeeRoundPath(request), '/slot', '/sooth', '/fairness', MISSING, '/member']);
  // The member's own parts fill in once the page is live.
  await expect(page.getByTestId('member-balance')).toContainText('฿');
  expect(trouble).toEqual([]);
});

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('home shows the header, banners, the lotto and game sections in Thai, with links', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'หน้าหลัก' })).toBeVisible();
    await expect(page.getByRole('img').first()).toBeVisible();
    await expect(page.getByRole('heading', { name: 'เกมฮิต' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'เลือกเล่น' })).toBeVisible();
    await expect(page.getByRole('link', { name: /แทงหวย/ }).first()).toHaveAttribute('href', '/lotto/lobby');
    await expect(page.getByRole('link', { name: /หวยยี่กี/ }).first()).toHaveAttribute('href', '/lotto/yeekee');
    // Kanit, the site's face, comes with the server's styles: no script is needed for it.
    expect(await page.locator('body').evaluate((body) => getComputedStyle(body).fontFamily)).toMatch(/^"?Kanit"?,/);
  });

  test('the lotto lobby shows its categories and rounds with links', async ({ page, request }) => {
    const lobby = (await (await request.get('/api/lotto/lobby')).json()) as { data: { categories: { name: string }[] } };
    await page.goto('/lotto/lobby');
    for (const category of lobby.data.categories.slice(0, 3)) await expect(page.getByText(category.name).first()).toBeVisible();
    expect(await page.locator('main a[href^="/lotto"]').count()).toBeGreaterThan(0);
  });
});
