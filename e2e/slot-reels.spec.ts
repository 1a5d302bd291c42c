/**
 * Our slot's reels in a real browser: a spin runs each reel down its strip for a moment before
 * it lands on the provider's grid (a jump straight to the grid would hide that the reels turn).
 */
import { expect, test } from './test-support/test.js';
import { closeArrivalDialogs } from './test-support/dialogs.js';
import { openSlotDemo, SPIN_SETTLES_MS } from './test-support/games.js';

const TITLE = 'วัดทองมหาโชค';

test('a spin turns the reels before they land', async ({ page }) => {
  test.setTimeout(180_000);
  await closeArrivalDialogs(page);
  const game = await openSlotDemo(page, TITLE);
  const spin = game.getByTestId('spin');
  await expect(spin).toBeEnabled({ timeout: SPIN_SETTLES_MS });

  // Every frame from the tap on, each reel's column offset as drawn, until the spin button is back.
  const reels = game.getByTestId('reels');
  await reels.evaluate((grid) => {
    const seen: string[] = [];
    (window as unknown as { reelOffsets: string[] }).reelOffsets = seen;
    const sample = () => {
      for (const reel of grid.querySelectorAll('[data-testid="reel"]')) seen.push(getComputedStyle(reel.firstElementChild!).transform);
      requestAnimationFrame(sample);
    };
    requestAnimationFrame(sample);
  });
  await spin.click();
  await expect(spin).toBeDisabled();
  // One spin in about 117 lands three scatters and plays ten free spins (some 26 s) before the button is back.
  await expect(spin).toBeEnabled({ timeout: SPIN_SETTLES_MS });
  const offsets = await reels.evaluate(() => (window as unknown as { reelOffsets: string[] }).reelOffsets);
  // A turning reel is drawn at many offsets; reels that never move are drawn at none.
  expect(new Set(offsets.filter((offset) => offset !== 'none')).size).toBeGreaterThan(2);
});
