import type { Page } from '@playwright/test';

/**
 * The dialogs that open on arrival (the agent's announcements once a browser session,
 * a member's notifications when the header loads) are closed whenever they show, so a
 * journey about something else is not stopped by them.
 */
export async function closeArrivalDialogs(page: Page): Promise<void> {
  const announcements = page.getByRole('dialog').filter({ hasText: 'ประกาศสำคัญ' });
  await page.addLocatorHandler(announcements, async () => {
    await announcements.getByRole('button', { name: 'ปิด', exact: true }).click();
  });
  const notifications = page.getByRole('dialog').filter({ has: page.getByRole('button', { name: 'ปิดประกาศ' }) });
  await page.addLocatorHandler(notifications, async () => {
    await notifications.getByRole('button', { name: 'ปิดประกาศ' }).click();
  });
}
