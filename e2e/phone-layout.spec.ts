/**
 * What only a phone's screen shows (docs/decisions/0049): the promotion art whole, not cropped to its middle;
 * the member's balance and points once above a member page, not in the header and again in the
 * member panel; the "เล่นล่าสุด" tiles the same height, their tops in one line. Boxes are measured
 * in the browser at 390×844.
 */
import { mkdirSync } from 'node:fs';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, test } from './test-support/test.js';
import { closeArrivalDialogs } from './test-support/dialogs.js';
import { E2E_AGENT_KEY } from './test-support/env.js';
import { openGameSheet } from './test-support/games.js';
import { freshPhone, registerAndLogIn } from './test-support/member.js';

const SCREENSHOTS = 'e2e/screenshots';
const PHONE = { width: 390, height: 844 };

test.use({ viewport: PHONE });

test.beforeAll(() => {
  mkdirSync(SCREENSHOTS, { recursive: true });
});

/** How an image is drawn: the share of its picture that is cut away by its box (0 when it shows whole). */
async function croppedShare(image: Locator): Promise<number> {
  await expect(image).toHaveJSProperty('complete', true);
  return image.evaluate((element) => {
    const img = element as HTMLImageElement;
    const fit = getComputedStyle(img).objectFit;
    const box = img.clientWidth / img.clientHeight;
    const picture = img.naturalWidth / img.naturalHeight;
    if (fit !== 'cover') return 0;
    // Cover scales the picture to fill the box and cuts off what overflows on one axis.
    return 1 - Math.min(box, picture) / Math.max(box, picture);
  });
}

/** The elements on the first screen whose whole text is `text` and that are drawn (not hidden). */
async function shownOnFirstScreen(page: Page, text: string): Promise<number> {
  return page.evaluate(
    ({ text, height }) =>
      [...document.querySelectorAll<HTMLElement>('body *')].filter((element) => {
        if (element.children.length > 0 || element.textContent?.trim() !== text) return false;
        const box = element.getBoundingClientRect();
        return box.width > 0 && box.height > 0 && box.top < height && getComputedStyle(element).visibility !== 'hidden';
      }).length,
    { text, height: PHONE.height },
  );
}

test('the promotion and banner art shows whole on a phone', async ({ page }) => {
  await closeArrivalDialogs(page);
  await page.goto('/promotions');
  const images = page.getByTestId('promotion-card').locator('img');
  await expect(images.first()).toBeVisible();
  for (const image of await images.all()) {
    expect(await croppedShare(image)).toBeLessThan(0.01);
    const box = (await image.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
  }
  await page.screenshot({ path: `${SCREENSHOTS}/promotions-phone.png` });

  await page.goto('/');
  const banner = page.getByRole('region', { name: 'แบนเนอร์' }).getByRole('img').first();
  await expect(banner).toBeVisible();
  expect(await croppedShare(banner)).toBeLessThan(0.01);
});

/** A new member with ฿1,234.50, logged in on this page. */
async function memberWithMoney(page: Page, request: APIRequestContext): Promise<void> {
  await closeArrivalDialogs(page);
  const phone = freshPhone('09');
  await registerAndLogIn(page, request, { phone, first_name: 'สมหญิง', last_name: 'จอเล็ก', bank_code: 'KBANK', birth_date: '1992-02-02' });
  const credit = await request.post('/agent/credit', {
    headers: { Authorization: `Bearer ${E2E_AGENT_KEY}` },
    data: { username: phone, amount: 1234.5, reason: 'ทดสอบหน้าจอมือถือ' },
  });
  expect((await credit.json()).error).toBe(0);
}

test('a member page shows the balance and the points once above it', async ({ page, request }) => {
  await memberWithMoney(page, request);
  await page.goto('/member/statement');
  await expect(page.getByTestId('member-balance')).toHaveText('฿1,234.50');
  const points = (await page.getByTestId('member-points').innerText()).trim();
  expect(await shownOnFirstScreen(page, '฿1,234.50')).toBe(1);
  expect(await shownOnFirstScreen(page, points)).toBe(1);
  // The header is one row and the member panel sits right under it: the page starts near the top.
  const panel = (await page.getByRole('region', { name: 'ข้อมูลสมาชิก' }).boundingBox())!;
  expect(panel.y + panel.height).toBeLessThan(PHONE.height * 0.22);
  await page.screenshot({ path: `${SCREENSHOTS}/member-page-phone.png` });
});

test('the tiles of "เล่นล่าสุด" are one height, their tops in one line', async ({ page, request }) => {
  test.setTimeout(120_000);
  await memberWithMoney(page, request);
  // Two games of different tiles: a live table (its countdown and results) and a slot (its demo button).
  for (const [lobby, name] of [
    ['/casino', 'บาคาร่า โต๊ะ 1'],
    ['/slot', 'วัดทองมหาโชค'],
  ] as const) {
    await page.goto(lobby);
    await openGameSheet(page, `เล่น ${name}`);
    await page.getByRole('button', { name: 'ปิดเกม' }).click();
    await expect(page.locator('iframe[title="หน้าจอเกม"]')).toHaveCount(0);
  }

  await page.goto('/');
  const lastPlayed = page.getByRole('region', { name: 'เล่นล่าสุด' });
  const tiles = lastPlayed.getByTestId('game-tile');
  await expect(tiles).toHaveCount(2);
  // The live table's strip arrives with its topic: measure once it is there.
  await expect(lastPlayed.getByTestId('live-table-strip')).toBeVisible({ timeout: 20_000 });
  await lastPlayed.scrollIntoViewIfNeeded();
  const [first, second] = await Promise.all((await tiles.all()).map(async (tile) => (await tile.boundingBox())!));
  expect(Math.abs(first!.y - second!.y)).toBeLessThanOrEqual(1);
  expect(Math.abs(first!.height - second!.height)).toBeLessThanOrEqual(1);
  await page.screenshot({ path: `${SCREENSHOTS}/home-last-played-phone.png` });
});
