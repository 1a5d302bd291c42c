/**
 * The fortune wheel in a real browser: the disc turns and stops with the pointer on the
 * segment of the prize the server drew (with reduced motion it is set there at once), and
 * the balance and points on screen change when the prize is shown, not while the wheel
 * still turns (neither the spin's answer nor the live `wallets` push may give it away).
 */
import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from './test-support/test.js';
import type { Envelope } from '#shared/envelope.js';
import type { WheelSpin } from '#shared/api/wheel.js';
import { closeArrivalDialogs } from './test-support/dialogs.js';
import { depositAndWait, freshPhone, registerAndLogIn } from './test-support/member.js';
import { redeemQuest } from './test-support/quests.js';

const SCREENSHOTS = 'e2e/screenshots';
const thb = (amount: number) => `฿${amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
/** Where the balance and the points show above a page: the member panel (decision 0049). */
const BALANCE_IDS = ['member-balance', 'member-points'];

test.beforeAll(() => {
  mkdirSync(SCREENSHOTS, { recursive: true });
});

/** The disc's rotation now, in degrees [0, 360) clockwise, from its computed transform (null: no transform). */
async function discAngle(page: Page): Promise<number | null> {
  return page.getByTestId('wheel-disc').evaluate((disc) => {
    const transform = getComputedStyle(disc).transform;
    if (transform === 'none') return null;
    const [a, b] = transform.slice(transform.indexOf('(') + 1, -1).split(',').map(Number) as [number, number];
    return (((Math.atan2(b, a) * 180) / Math.PI) % 360 + 360) % 360;
  });
}

/**
 * The prize segment under the pointer (12 o'clock), worked out from the angle alone: slices are
 * equal, drawn clockwise from 12 o'clock in the order of the page's slices, and the disc turned
 * clockwise by `angle` brings the slice at `-angle` under the pointer.
 */
async function segmentUnderPointer(page: Page, angle: number): Promise<number> {
  const segments = await page.getByTestId('wheel-slice').evaluateAll((slices) => slices.map((slice) => Number(slice.getAttribute('data-segment'))));
  const slice = 360 / segments.length;
  const index = Math.floor((((-angle % 360) + 360) % 360) / slice) % segments.length;
  return segments[index]!;
}

/** And as the eye sees it: the slice drawn just below the pointer's tip. */
async function sliceBelowPointer(page: Page): Promise<number | null> {
  return page.getByTestId('wheel').evaluate((wheel) => {
    // In the middle of the screen: nothing sticky (the header) lies over the pointer.
    wheel.scrollIntoView({ block: 'center' });
    const box = wheel.getBoundingClientRect();
    // The pointer's tip is at 38/320 of the wheel's height; 70/320 is inside the slices, above the hub.
    // Every element at that point, top first: a dialog that opens by itself on top must not hide the slice.
    const hits = document.elementsFromPoint(box.left + box.width / 2, box.top + (box.height * 70) / 320);
    const slice = hits.map((hit) => hit.closest('[data-testid="wheel-slice"]')).find((found) => found !== null);
    return slice ? Number(slice.getAttribute('data-segment')) : null;
  });
}

/**
 * Watches, from before the tap, every change of the balances on screen (was the result dialog open
 * when it happened?) and the disc's transform on each frame until the result opens.
 */
async function watchSpin(page: Page, ids: string[]): Promise<void> {
  await page.evaluate((testIds) => {
    const shown = () => testIds.map((id) => document.querySelector(`[data-testid="${id}"]`)?.textContent ?? '').join(' | ');
    const resultOpen = () => document.querySelector('[data-testid="spin-result"][data-state="open"]') !== null;
    const disc = document.querySelector('[data-testid="wheel-disc"]')!;
    const watch = { before: shown(), start: getComputedStyle(disc).transform, early: [] as string[], late: [] as string[], angles: [] as string[] };
    (window as unknown as { spinWatch: typeof watch }).spinWatch = watch;
    let last = watch.before;
    new MutationObserver(() => {
      const now = shown();
      if (now === last) return;
      last = now;
      (resultOpen() ? watch.late : watch.early).push(now);
    }).observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
    const sample = () => {
      if (resultOpen()) return;
      watch.angles.push(getComputedStyle(disc).transform);
      requestAnimationFrame(sample);
    };
    requestAnimationFrame(sample);
  }, ids);
}

interface SpinWatch {
  before: string;
  /** the disc's transform when the watch began */
  start: string;
  /** the balances on screen at each change before the result opened, and after */
  early: string[];
  late: string[];
  /** the disc's transform on each frame until the result opened */
  angles: string[];
}

const readWatch = (page: Page) => page.evaluate(() => (window as unknown as { spinWatch: SpinWatch }).spinWatch);

/** The angles the disc was drawn at, other than where it stood before the tap. */
const movedTo = (watch: SpinWatch) => new Set(watch.angles.filter((angle) => angle !== watch.start));

async function spin(page: Page, button: string, path: string): Promise<WheelSpin> {
  const answer = page.waitForResponse((response) => response.url().endsWith(path));
  await page.getByRole('button', { name: button }).click();
  return ((await (await answer).json()) as Envelope<WheelSpin>).data!;
}

test('the wheel turns and stops on the drawn prize; the balances change when the prize shows', async ({ page, request }) => {
  test.setTimeout(180_000);
  await closeArrivalDialogs(page);
  await registerAndLogIn(page, request, { phone: freshPhone('09'), first_name: 'สมหมาย', last_name: 'หมุนวงล้อ', bank_code: 'KBANK', birth_date: '1992-02-02' });
  // 500 THB earns a free spin and 5 points; two quests add 30 points: enough for a spin with points.
  await depositAndWait(page, 500, thb(500));
  await page.goto('/member/creditfree');
  await redeemQuest(page, 'เข้าสู่ระบบครั้งแรก');
  await redeemQuest(page, 'ฝากเงินครบ 300 บาทวันนี้');
  await expect(page.getByTestId('member-points')).toHaveText('35 แต้ม');

  // A member who prefers reduced motion: the free spin sets the wheel on the prize at once.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/member/wheel');
  await expect(page.getByTestId('free-spins')).toHaveText('1 ครั้ง');
  const free = await spin(page, 'หมุนฟรี 1 ครั้ง', '/api/wheel/spin');
  let result = page.getByTestId('spin-result');
  await expect(result.getByTestId('spin-prize')).toHaveText(free.prize.name, { timeout: 15_000 });
  const setAngle = await discAngle(page);
  expect(setAngle, 'the disc is set at an angle').not.toBeNull();
  expect(await segmentUnderPointer(page, setAngle!)).toBe(free.segment);
  await result.getByRole('button', { name: 'ปิด', exact: true }).last().click();
  await expect(result).toBeHidden();
  expect(await sliceBelowPointer(page)).toBe(free.segment);
  const balances = page.getByTestId('member-balance');
  await expect(balances).toHaveText(thb(free.wallets.total));
  await expect(page.getByTestId('member-points')).toHaveText(`${free.wallets.points} แต้ม`);

  // With motion (read when the page opens): 20 points. The disc turns for seconds; nothing on screen tells the prize before it stops.
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  await page.reload();
  await page.getByRole('tab', { name: 'ใช้แต้ม' }).click();
  await expect(page.getByRole('button', { name: 'หมุนด้วย 20 แต้ม' })).toBeEnabled();
  // Everything shown has loaded before the watch begins: a late first load is not a change.
  await expect(balances).toHaveText(thb(free.wallets.total));
  await expect(page.getByTestId('member-points')).toHaveText(`${free.wallets.points} แต้ม`);
  await watchSpin(page, BALANCE_IDS);
  const paid = await spin(page, 'หมุนด้วย 20 แต้ม', '/api/wheel/spin_v2');
  // Mid-spin: the disc has left where it stood and no result is shown yet.
  await expect.poll(async () => movedTo(await readWatch(page)).size, { timeout: 15_000 }).toBeGreaterThan(1);
  await page.screenshot({ path: `${SCREENSHOTS}/wheel-turning.png` });

  result = page.getByTestId('spin-result');
  await expect(result.getByTestId('spin-prize')).toHaveText(paid.prize.name, { timeout: 20_000 });
  const stopAngle = await discAngle(page);
  expect(stopAngle, 'the disc turned').not.toBeNull();
  expect(await segmentUnderPointer(page, stopAngle!)).toBe(paid.segment);
  const watch = await readWatch(page);
  // It turned through many frames before the result opened, not a jump to the end.
  expect(movedTo(watch).size, 'distinct angles seen while turning').toBeGreaterThan(2);
  expect(watch.early, 'balances changed before the result showed').toEqual([]);
  await page.screenshot({ path: `${SCREENSHOTS}/wheel-stopped.png` });

  // The result is shown: the balances are the answer's (20 points spent, whatever it paid added).
  await expect(page.getByTestId('member-points')).toHaveText(`${paid.wallets.points} แต้ม`);
  await expect(balances).toHaveText(thb(paid.wallets.total));
  expect((await readWatch(page)).late.length, 'balances changed with the result').toBeGreaterThan(0);
  await result.getByRole('button', { name: 'ปิด', exact: true }).last().click();
  await expect(result).toBeHidden();
  expect(await sliceBelowPointer(page)).toBe(paid.segment);
});
