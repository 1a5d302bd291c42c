import { expect, type FrameLocator, type Page } from '@playwright/test';

/** The launcher's game frame. */
export const GAME_FRAME = 'iframe[title="หน้าจอเกม"]';

/**
 * Taps a game's button on the page until the launcher's sheet shows the game's frame, and answers
 * the frame. The announcements open once on arrival and may cover the first tap, so the tap is
 * tried again; a tap that did open the sheet is not repeated, because the sheet then covers the
 * button (a busy machine may take longer than one check to show the frame in it).
 */
export async function openGameSheet(page: Page, button: string): Promise<FrameLocator> {
  const sheet = page.getByRole('dialog', { name: 'เล่นเกม' });
  const frame = page.locator(GAME_FRAME);
  await expect(async () => {
    if (!(await sheet.isVisible()) && !(await frame.isVisible())) await page.getByRole('button', { name: button }).first().click({ timeout: 2_000 });
    await expect(frame).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 30_000 });
  return page.frameLocator(GAME_FRAME);
}

/** Opens a slot's demo from /slot in the launcher and answers its frame. */
export async function openSlotDemo(page: Page, title: string): Promise<FrameLocator> {
  await page.goto('/slot');
  return openGameSheet(page, `ทดลองเล่น ${title}`);
}

/**
 * How long a slot spin may take to settle in the frame: one that lands three scatters plays its
 * ten free spins before the spin button is back, each with its reels turning.
 */
export const SPIN_SETTLES_MS = 120_000;

/** Satang of a figure as the frame shows it ("฿9,990.00" → 999000). */
export function satangOfShown(text: string): number {
  const figure = text.replace(/[^\d.]/g, '');
  if (!/^\d+\.\d{2}$/.test(figure)) throw new Error(`not a THB figure: ${text}`);
  return Math.round(Number(figure) * 100);
}
