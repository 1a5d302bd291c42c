import { expect, type Page } from '@playwright/test';

/** Redeems a completed quest's reward on /member/creditfree and waits until it shows as redeemed. */
export async function redeemQuest(page: Page, title: string): Promise<void> {
  const card = page.getByTestId('quest-card').filter({ hasText: title });
  await card.getByRole('button', { name: 'รับรางวัล', exact: true }).click();
  await expect(card.getByRole('button', { name: 'รับรางวัลแล้ว' })).toBeVisible();
}
