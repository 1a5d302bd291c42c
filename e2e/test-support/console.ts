import type { Browser, BrowserContext, Page } from '@playwright/test';
import { E2E_AGENT_KEY } from './env.js';
import { hydrating } from './hydration.js';

/** The agent console signed in, in a browser context of its own (close it when done). */
export async function openConsole(browser: Browser): Promise<{ context: BrowserContext; agent: Page }> {
  const context = await browser.newContext({ locale: 'th-TH', timezoneId: 'Asia/Bangkok' });
  const agent = hydrating(await context.newPage());
  await agent.goto('/agent');
  const signIn = agent.getByRole('form', { name: 'เข้าสู่คอนโซลเอเย่นต์' });
  await signIn.getByLabel('ชื่อผู้ใช้งานคอนโซล').fill('ทีมงาน');
  await signIn.getByLabel('รหัสเอเย่นต์').fill(E2E_AGENT_KEY);
  await signIn.getByRole('button', { name: 'เข้าสู่ระบบ' }).click();
  return { context, agent };
}
