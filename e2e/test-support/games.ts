import { expect, type FrameLocator, type Page } from '@playwright/test';

/** The launcher's game frame. */
export const GAME_FRAME = 'iframe[title="หน้าจอเกม"]';

/** Opens a slot's demo from /slot in the launcher and answers its frame. */
export async function openSlotDemo(page: Page, title: string): Promise<FrameLocator> {
  await page.goto('/slot');
  // The announcements open once on arrival and may cover the first tap: tap again until the sheet opens.
  // A tap that did open it is not repeated: the sheet then covers the button (and the announcements'
  // toast over the game, closed meanwhile by its handler, can hold the first check past its 2 s).
  const frame = page.locator(GAME_FRAME);
  await expect(async () => {
    if (!(await frame.isVisible())) await page.getByRole('button', { name: `ทดลองเล่น ${title}` }).first().click({ timeout: 2_000 });
    await expect(frame).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  return page.frameLocator(GAME_FRAME);
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
