import { expect, type Page } from '@playwright/test';

/**
 * A bill of วิ่งบน on all ten digits of a round, the same price on each, placed through
 * the round page and the bill dialog; waits for the success message.
 */
export async function betRunTopOnEveryDigit(page: Page, roundId: number, priceEach: number): Promise<void> {
  await page.goto(`/lotto/${roundId}`);
  await page.getByRole('group', { name: 'ประเภทการแทง' }).getByRole('button', { name: /วิ่งบน/ }).click();
  for (let digit = 0; digit <= 9; digit += 1) await page.getByRole('button', { name: `เลข ${digit}`, exact: true }).click();
  await page.getByRole('button', { name: /ใส่ราคา \(10 รายการ\)/ }).click();
  const bill = page.getByRole('dialog');
  await bill.getByRole('textbox', { name: 'ราคาเท่ากันทุกรายการ' }).fill(String(priceEach));
  await bill.getByRole('button', { name: 'ใช้ทุกรายการ' }).click();
  await bill.getByRole('button', { name: 'ตรวจสอบโพย' }).click();
  await bill.getByRole('button', { name: /ยืนยันแทง/ }).click();
  await expect(page.getByText(/แทงหวยสำเร็จ โพยเลขที่ \d+/)).toBeVisible();
}

/** "฿1,234.50" → 1234.5 */
export function balanceOf(text: string | null): number {
  return Number((text ?? '').replace(/[^\d.]/g, ''));
}
