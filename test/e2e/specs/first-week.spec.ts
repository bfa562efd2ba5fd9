import { expect, type Page, test, type TestInfo } from '@playwright/test';
import { saveScreenshot, watchConsole } from '../support/browser-checks';
import { signIn } from '../support/sign-in';

/** Each viewport project has its own closed account, so the two runs do not see each other's tasks. */
function phoneFor(testInfo: TestInfo): string {
  return testInfo.project.name === 'desktop-1280' ? '07700 900033' : '07700 900032';
}

const messageBox = (page: Page) => page.getByRole('textbox', { name: 'Message to daily' });
const conversation = (page: Page) => page.getByRole('region', { name: 'Conversation' });
const activeTasks = (page: Page) => page.getByRole('list', { name: 'Active tasks' });

async function say(page: Page, text: string, reply: RegExp) {
  await messageBox(page).fill(text);
  await messageBox(page).press('Enter');
  await expect(conversation(page).getByText(reply).last()).toBeVisible();
}

/** How far the document scrolls past the bottom of the last thing a person can see on it. */
function blankBelowContent(page: Page): Promise<number> {
  return page.evaluate(() => {
    let bottom = 0;
    for (const element of document.body.querySelectorAll<HTMLElement>('*')) {
      const box = element.getBoundingClientRect();
      // Visually hidden text (1 px boxes) and fixed parts (the call button) are not content.
      if (box.width <= 1 || box.height <= 1 || getComputedStyle(element).position === 'fixed') continue;
      bottom = Math.max(bottom, box.bottom + window.scrollY);
    }
    return document.documentElement.scrollHeight - Math.ceil(bottom);
  });
}

test('the conversation shows a whole reply, the page ends with its content, and a reply offers Undo', async ({ page }, testInfo) => {
  const problems = watchConsole(page);
  await signIn(page, phoneFor(testInfo), /\/dashboard$/);

  await say(page, 'buy stamps', /^Added: Buy stamps\.$/);
  await say(page, 'call the accountant tomorrow at 10', /^Added: Call the accountant, tomorrow 10:00\.$/);
  await say(page, 'decided to raise prices in January', /^Added to today's journal/);
  await say(page, "what's next", /^What's next:/);
  // On the web the reply's words do not ask for UNDO or DONE: the buttons stand for them.
  await expect(conversation(page).getByText(/Reply (UNDO|DONE)/)).toHaveCount(0);
  const list = conversation(page).getByRole('list', { name: 'Mark a task done' });
  await expect(list.getByRole('button', { name: 'Done: Buy stamps' })).toBeVisible();

  // The newest reply (the list, several lines) is in view whole, above the box.
  const reply = conversation(page)
    .getByText(/^What's next:/)
    .last();
  const box = await conversation(page).boundingBox();
  const shown = await reply.boundingBox();
  expect(box && shown).toBeTruthy();
  expect(shown!.y).toBeGreaterThanOrEqual(box!.y - 1);
  expect(shown!.y + shown!.height).toBeLessThanOrEqual(box!.y + box!.height + 1);
  // With the history the page used to grow with hidden labels; now it ends where its content ends.
  expect(await blankBelowContent(page)).toBeLessThanOrEqual(2);
  await saveScreenshot(page, testInfo, 'first-week-conversation');

  // A numbered task is a button: it marks that task done, and the answer offers Undo.
  await list.getByRole('button', { name: 'Done: Buy stamps' }).click();
  await expect(conversation(page).getByText(/^Done: Buy stamps\.$/)).toBeVisible();
  await expect(activeTasks(page).getByText('Buy stamps')).toHaveCount(0);
  await conversation(page).getByRole('button', { name: 'Undo' }).click();
  await expect(conversation(page).getByText(/^Undone: Buy stamps is open again\.$/)).toBeVisible();
  await expect(activeTasks(page).getByText('Buy stamps')).toBeVisible();
  await saveScreenshot(page, testInfo, 'first-week-undone');
  expect(problems).toEqual([]);
});

test('a task is deleted by hand from its editor, and Undo in the toast brings it back', async ({ page }, testInfo) => {
  const problems = watchConsole(page);
  await signIn(page, phoneFor(testInfo), /\/dashboard$/);
  await expect(activeTasks(page).getByText('Call the accountant')).toBeVisible();
  await page.getByRole('button', { name: 'Edit Call the accountant' }).click();
  await expect(page.getByRole('form', { name: 'Edit task' }).getByRole('button', { name: 'Delete task' })).toBeVisible();
  await saveScreenshot(page, testInfo, 'first-week-task-editor');
  await page.getByRole('form', { name: 'Edit task' }).getByRole('button', { name: 'Delete task' }).click();
  await expect(activeTasks(page).getByText('Call the accountant')).toHaveCount(0);
  const toast = page.getByText('Deleted: Call the accountant');
  await expect(toast).toBeVisible();
  await saveScreenshot(page, testInfo, 'first-week-task-deleted');
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(activeTasks(page).getByText('Call the accountant')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Change due date of Call the accountant: / })).toHaveText('Tomorrow, 10:00');
  // Still there after a reload: the server has it again.
  await page.reload();
  await expect(activeTasks(page).getByText('Call the accountant')).toBeVisible();
  expect(problems).toEqual([]);
});

test('offline: the journal says it could not load beside the tabs, and loads once back online', async ({ page, context }, testInfo) => {
  await signIn(page, phoneFor(testInfo), /\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Tell daily anything' })).toBeVisible();
  await context.setOffline(true);
  await page.getByRole('tab', { name: 'Journal' }).click();
  await expect(page.getByRole('alert').filter({ hasText: "Couldn't load the journal" })).toBeVisible();
  await expect(page.getByText('Something went wrong')).toHaveCount(0);
  // The rest of the page is as it was.
  await expect(page.getByRole('heading', { name: 'Tell daily anything' })).toBeVisible();
  await saveScreenshot(page, testInfo, 'first-week-journal-offline');
  await context.setOffline(false);
  await expect(page.getByRole('alert').filter({ hasText: "Couldn't load the journal" })).toHaveCount(0);
  // The day's heading comes back, and its entry finishes loading.
  await expect(page.getByRole('heading', { name: /Today/ })).toBeVisible();
  await expect(page.getByText('Loading entry...')).toHaveCount(0);
});

test('an expired session says so at sign-in and returns the person to where they were', async ({ page }, testInfo) => {
  const problems = watchConsole(page);
  await signIn(page, phoneFor(testInfo), /\/dashboard$/);
  await page.goto('/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  // The session as a device holds it after days away: its token expired, its refresh no longer accepted.
  await page.evaluate(() => {
    const session = JSON.parse(localStorage.getItem('daily.session') ?? '{}') as Record<string, unknown>;
    localStorage.setItem(
      'daily.session',
      JSON.stringify({ ...session, refresh_token: 'ended', expires_at: Date.now() / 1000 - 60, local_expires_at: Date.now() - 60_000 }),
    );
  });
  await page.reload();
  // The refused refresh is a round trip to the server before the redirect, slow on a busy machine.
  await expect(page).toHaveURL(/\/login$/, { timeout: 15_000 });
  await expect(page.getByRole('status').filter({ hasText: 'Your session ended: sign in again' })).toBeVisible();
  await saveScreenshot(page, testInfo, 'first-week-session-ended');

  await page.getByPlaceholder('Phone number').fill(phoneFor(testInfo).replace(/^0/, ''));
  await page.getByRole('checkbox').click();
  await page.getByRole('button', { name: 'Send code' }).click();
  await page.getByPlaceholder(/Enter OTP sent to \+44/).fill('123456');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/settings$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  // The refused refresh is an expected 401 in the console; nothing else went wrong.
  expect(problems.filter((problem) => !/401/.test(problem))).toEqual([]);
});
