import { expect, type Page, test, type TestInfo } from '@playwright/test';
import { signIn } from '../support/sign-in';
import { saveScreenshot, watchConsole } from '../support/browser-checks';
import { pickDate } from '../support/date-field';

/**
 * Each viewport signs in as its own closed-account test user, so the two runs share one server
 * without seeing each other's tasks and journal.
 */
function localNumberFor(testInfo: TestInfo): string {
  return testInfo.project.name === 'desktop-1280' ? '07700 900004' : '07700 900002';
}

/** The local day some days from now. */
function dateInDays(days: number): Date {
  const date = new Date();
  date.setDate(date.getDate() + days);
  return date;
}

type NewTask = { title: string; description?: string; date?: Date; time?: string; important?: boolean };

async function createTask(page: Page, task: NewTask, screenshot?: { testInfo: TestInfo; name: string }) {
  await page.getByRole('button', { name: 'New Task' }).click();
  const dialog = page.getByRole('dialog', { name: 'New Task' });
  await expect(dialog.getByRole('button', { name: 'Create Task' })).toBeDisabled();
  await dialog.getByLabel('Title').fill(task.title);
  if (task.description) await dialog.getByLabel(/^Description/).fill(task.description);
  if (task.date) await pickDate(page, dialog.getByRole('button', { name: /^Due date/ }), task.date);
  if (task.time !== undefined) await dialog.getByLabel('Time').fill(task.time);
  if (task.important) await dialog.getByRole('checkbox', { name: 'Important' }).click();
  if (screenshot) await saveScreenshot(page, screenshot.testInfo, screenshot.name);
  await dialog.getByRole('button', { name: 'Create Task' }).click();
  await expect(dialog).toBeHidden();
}

test('a closed-account user manages tasks and writes the journal', async ({ page }, testInfo) => {
  const problems = watchConsole(page);
  await signIn(page, localNumberFor(testInfo), /\/dashboard$/);

  await expect(page.getByRole('heading', { level: 1, name: /^Good (morning|afternoon|evening)/ })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Tasks' })).toHaveAttribute('aria-selected', 'true');
  const roadmap = page.getByRole('link', { name: /Roadmap/ });
  await expect(roadmap).toHaveAttribute('href', '/info?view=roadmap');
  await expect(roadmap).toHaveAttribute('target', '_blank');
  await expect(page.getByText('No tasks found. Create your first task!')).toBeVisible();
  await saveScreenshot(page, testInfo, 'dashboard-tasks-empty');

  // Create: one with a due date, one important without; the important one is listed first.
  await createTask(
    page,
    { title: 'Send the pricing proposal', description: 'Two options: monthly and yearly', date: dateInDays(1), time: '09:30' },
    { testInfo, name: 'dashboard-new-task' },
  );
  await createTask(page, { title: 'Call the accountant', important: true });
  const active = page.getByRole('list', { name: 'Active tasks' });
  await expect(active.getByRole('listitem')).toHaveCount(2);
  await expect(active.getByRole('listitem').nth(0)).toContainText('Call the accountant');
  await expect(active.getByRole('listitem').nth(1)).toContainText('Send the pricing proposal');
  await expect(page.getByRole('button', { name: /^Change due date of Send the pricing proposal: / })).toHaveText('Tomorrow, 09:30');
  // A task without a description shows nothing under its title.
  await expect(active.getByText('No description')).toHaveCount(0);
  await saveScreenshot(page, testInfo, 'dashboard-tasks-filled');

  // Edit the title and description in place.
  await page.getByRole('button', { name: 'Edit Send the pricing proposal' }).click();
  const editForm = page.getByRole('form', { name: 'Edit task' });
  await editForm.getByLabel('Title').fill('   ');
  await expect(editForm.getByRole('button', { name: 'Save' })).toBeDisabled();
  await editForm.getByLabel('Title').fill('Send the final pricing proposal');
  await editForm.getByLabel(/^Description/).fill('Yearly plan first');
  await saveScreenshot(page, testInfo, 'dashboard-task-editing');
  await editForm.getByRole('button', { name: 'Save' }).click();
  await expect(editForm).toBeHidden();
  await expect(active.getByText('Send the final pricing proposal')).toBeVisible();
  await expect(active.getByText('Yearly plan first')).toBeVisible();

  // Set a due date in place; an empty time means 12:00, shown as the day alone.
  await page.getByRole('button', { name: 'Add due date to Call the accountant' }).click();
  const dueForm = page.getByRole('form', { name: 'Due date' });
  await pickDate(page, dueForm.getByRole('button', { name: /^Due date/ }), dateInDays(2));
  await dueForm.getByLabel('Time').fill('');
  await saveScreenshot(page, testInfo, 'dashboard-task-due-date');
  await dueForm.getByRole('button', { name: 'Save' }).click();
  await expect(dueForm).toBeHidden();
  await expect(page.getByRole('button', { name: /^Change due date of Call the accountant: / })).not.toContainText('12:00');

  // Star, complete, then reopen.
  const star = page.getByRole('button', { name: 'Important: Send the final pricing proposal' });
  await star.click();
  await expect(star).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('checkbox', { name: 'Completed: Call the accountant' }).click();
  await expect(active.getByRole('listitem')).toHaveCount(1);
  const completedToggle = page.getByRole('button', { name: 'Completed (1)' });
  await completedToggle.click();
  const completed = page.getByRole('list', { name: 'Completed tasks' });
  await expect(completed).toContainText('Call the accountant');
  // A finished task is not starred or edited, only reopened.
  await expect(completed.getByRole('button', { name: /^(Important|Edit) / })).toHaveCount(0);
  await saveScreenshot(page, testInfo, 'dashboard-tasks-completed');
  await completed.getByRole('checkbox', { name: 'Completed: Call the accountant' }).click();
  await expect(active.getByRole('listitem')).toHaveCount(2);
  await expect(page.getByRole('button', { name: /^Completed \(/ })).toBeHidden();

  // The changes were stored, not only shown.
  await page.reload();
  await expect(page.getByRole('list', { name: 'Active tasks' }).getByRole('listitem')).toHaveCount(2);
  await expect(page.getByRole('button', { name: 'Important: Send the final pricing proposal' })).toHaveAttribute('aria-pressed', 'true');

  // Journal: today is selected and, without an entry, opens straight in edit mode.
  await page.getByRole('tab', { name: 'Journal' }).click();
  await expect(page).toHaveURL(/tab=journal/);
  await expect(page.getByRole('list', { name: 'Days' }).getByRole('button')).toHaveCount(10);
  const today = page.getByRole('list', { name: 'Days' }).getByRole('button', { name: /today/ });
  await expect(today).toHaveAttribute('aria-pressed', 'true');
  // Today ends the strip, and nothing later can be reached.
  await expect(page.getByRole('button', { name: 'Show 3 later days' })).toBeDisabled();
  const editor = page.getByRole('textbox', { name: /^Journal entry for/ });
  await expect(editor).toHaveValue('');
  await saveScreenshot(page, testInfo, 'dashboard-journal-empty');

  await editor.fill('Decided to launch the yearly plan first.');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Journal entry saved successfully')).toBeVisible();
  await expect(page.getByText('Decided to launch the yearly plan first.')).toBeVisible();
  await expect(today).toHaveAccessibleName(/has an entry/);

  // Edit and save again; Cancel first, to see that it restores the saved text.
  await page.getByRole('button', { name: 'Edit' }).click();
  await editor.fill('Something else');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByText('Decided to launch the yearly plan first.')).toBeVisible();
  await page.getByRole('button', { name: 'Edit' }).click();
  await editor.fill('Decided to launch the yearly plan first.\nMonthly follows in March.');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(/Monthly follows in March\./)).toBeVisible();
  await saveScreenshot(page, testInfo, 'dashboard-journal-filled');

  // A day never written opens empty; Cancel there leaves no day selected.
  await page.getByRole('list', { name: 'Days' }).getByRole('button').nth(8).click();
  await expect(editor).toHaveValue('');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByText('Select a date to view or create a journal entry')).toBeVisible();
  await saveScreenshot(page, testInfo, 'dashboard-journal-no-selection');

  // The arrows move the strip by three days; the entry stays stored across a reload.
  await page.getByRole('button', { name: 'Show 3 earlier days' }).click();
  await expect(page.getByRole('list', { name: 'Days' }).getByRole('button').nth(9)).toHaveAccessibleName(
    new RegExp(` ${dateInDays(-3).getDate()}(, |$)`),
  );
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Journal' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText(/Monthly follows in March\./)).toBeVisible();

  expect(problems).toEqual([]);
});

test('the dashboard shows its loading and error states', async ({ page }, testInfo) => {
  const problems = watchConsole(page);
  await signIn(page, localNumberFor(testInfo), /\/dashboard$/);
  // The first list has arrived (and been kept on the device) before the test begins; this account
  // may have no tasks yet.
  const taskList = page.getByRole('list', { name: 'Active tasks' }).or(page.getByText('No tasks found. Create your first task!'));
  await expect(taskList).toBeVisible();

  // Hold the task list to see the loading state, then refuse it to see the error and retry.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  let refuse = true;
  await page.route('**/dev/user/tasks/array', async (route) => {
    await held;
    if (refuse) await route.fulfill({ status: 503, contentType: 'application/json', body: '{"message":"Service unavailable"}' });
    else await route.continue();
  });
  // A first visit on this device: nothing kept from the visit before (a returning member sees
  // their last list instead of the loading state, which returning-member.spec covers). The keeper
  // writes a moment after each answer arrives, so the entry is cleared as the next page starts,
  // before the app reads it; cleared any earlier, a late answer may write it back.
  await page.addInitScript(() => {
    for (const key of Object.keys(localStorage)) if (key.startsWith('daily.cache.')) localStorage.removeItem(key);
  });
  await page.reload();
  await expect(page.getByRole('status').filter({ hasText: 'Loading tasks...' })).toBeVisible();
  await saveScreenshot(page, testInfo, 'dashboard-tasks-loading');
  release();

  await expect(page.getByText('Failed to fetch tasks. Please try again later.')).toBeVisible({ timeout: 15_000 });
  await saveScreenshot(page, testInfo, 'dashboard-tasks-error');
  refuse = false;
  await page.getByRole('button', { name: 'Try Again' }).click();
  await expect(taskList).toBeVisible();

  // The journal with its entries refused.
  await page.route('**/dev/user/diary/fetch', (route) =>
    route.fulfill({ status: 503, contentType: 'application/json', body: '{"message":"Service unavailable"}' }),
  );
  await page.getByRole('tab', { name: 'Journal' }).click();
  // One message for the one failure, with one way to try again.
  await expect(page.getByText('Failed to load journal entry', { exact: true })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText('Failed to load journal entries')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Try Again' })).toHaveCount(1);
  await saveScreenshot(page, testInfo, 'dashboard-journal-error');

  // The only console errors are the browser's own reports of the refused requests.
  expect(problems.filter((problem) => !/status of 503/.test(problem))).toEqual([]);
});
