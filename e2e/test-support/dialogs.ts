import type { Locator, Page } from '@playwright/test';

/**
 * The dialogs that open on arrival (the agent's announcements once a browser session,
 * a member's notifications when the header loads) are closed whenever they show, so a
 * journey about something else is not stopped by them; so is the toast that stands for
 * the announcements over a game or a bet.
 */
export async function closeArrivalDialogs(page: Page): Promise<void> {
  const announcements = page.getByRole('dialog').filter({ hasText: 'ประกาศสำคัญ' });
  await page.addLocatorHandler(announcements, async () => {
    await closeBy(announcements.getByRole('button', { name: 'ปิด', exact: true }));
  });
  const notifications = page.getByRole('dialog').filter({ has: page.getByRole('button', { name: 'ปิดประกาศ' }) });
  await page.addLocatorHandler(notifications, async () => {
    await closeBy(notifications.getByRole('button', { name: 'ปิดประกาศ' }));
  });
  // In a game or on a betting page the announcements arrive as a toast at the top (decision 0049):
  // opened, and so closed by the handler above, it no longer lies over the page's top.
  const announcementToast = page.getByTestId('toast').filter({ hasText: 'มีประกาศสำคัญใหม่' });
  await page.addLocatorHandler(announcementToast, async () => {
    await closeBy(announcementToast.getByRole('button', { name: 'ดูประกาศ' }));
  });
}

/**
 * One try at the close button. A dialog that closes or re-renders meanwhile (its button gone)
 * must not hold the handler, and with it every action of the page, until the test times out:
 * Playwright calls the handler again if the dialog is still there at the next action.
 */
async function closeBy(button: Locator): Promise<void> {
  await button.click({ timeout: 5_000 }).catch(() => undefined);
}
