/**
 * A live poll: a member votes in the demo poll (the announcement's image leads there) and a
 * visitor watching the same poll in another browser sees the total and the bar move
 * without a reload, pushed over the socket.
 */
import { mkdirSync } from 'node:fs';
import { expect, test } from './test-support/test.js';
import { hydrating } from './test-support/hydration.js';
import { closeArrivalDialogs } from './test-support/dialogs.js';
import { freshPhone, registerAndLogIn } from './test-support/member.js';

const SCREENSHOTS = 'e2e/screenshots';

test.beforeAll(() => {
  mkdirSync(SCREENSHOTS, { recursive: true });
});

/** "รวม 1,234 โหวต" → 1234 */
const totalOf = (text: string) => Number(text.replace(/[^\d]/g, ''));

test('a vote moves the bars live in another browser', async ({ page, browser, request }) => {
  test.setTimeout(90_000);
  const visitorContext = await browser.newContext({ locale: 'th-TH', timezoneId: 'Asia/Bangkok' });
  const visitor = hydrating(await visitorContext.newPage());
  await closeArrivalDialogs(visitor);
  await visitor.goto('/poll/1');
  await expect(visitor.getByRole('heading', { name: 'โหวตเลขเด็ดงวดนี้' })).toBeVisible();
  const visitorTotal = visitor.getByTestId('poll-total');
  await expect(visitorTotal).toHaveText(/รวม [\d,]+ โหวต/);
  const before = totalOf(await visitorTotal.innerText());
  // A visitor sees the poll and the bars, and is asked to log in to vote.
  await expect(visitor.getByTestId('poll-login')).toBeVisible();

  await closeArrivalDialogs(page);
  await registerAndLogIn(page, request, { phone: freshPhone('09'), first_name: 'สมใจ', last_name: 'โหวตดี', bank_code: 'BBL', birth_date: '1992-02-02' });
  await page.goto('/poll/1');
  // A new member has the day's free vote.
  await expect(page.getByTestId('quota-left')).toContainText('1');
  const choice = page.getByTestId('poll-choice').filter({ hasText: 'เลข 28' });
  const votesBefore = await choice.getByTestId('choice-votes').innerText();
  await choice.getByRole('button', { name: 'โหวต เลข 28' }).click();
  await expect(choice.getByTestId('choice-votes')).not.toHaveText(votesBefore);
  await expect(page.getByRole('button', { name: 'โหวต เลข 28' })).toBeDisabled();
  await page.screenshot({ path: `${SCREENSHOTS}/poll-voted.png`, fullPage: true });

  // The visitor's page moves with no reload.
  await expect(visitorTotal).toHaveText(`รวม ${(before + 1).toLocaleString('en-US')} โหวต`, { timeout: 10_000 });
  await visitorContext.close();
});
