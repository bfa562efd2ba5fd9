import { expect, type Page, test, type TestInfo } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { signIn as signInAs } from '../support/sign-in';
import { saveScreenshot, watchConsole } from '../support/browser-checks';

/**
 * Settings, the call widget, Add Context and the data rights. The last test deletes the account,
 * so each viewport project signs in with a test phone no other spec uses (+447700900007/8).
 */
const phoneByProject: Record<string, string> = {
  'mobile-390': '7700900007',
  'desktop-1280': '7700900008',
};

const email = 'ada@example.com';
const contextText = 'I run a two-person design studio and want to stop taking on rush jobs.';

test.describe.configure({ mode: 'serial' });

async function signIn(page: Page, testInfo: TestInfo) {
  const phone = phoneByProject[testInfo.project.name];
  if (!phone) throw new Error(`No test phone for project ${testInfo.project.name}`);
  await signInAs(page, phone, /\/dashboard$/);
}

async function openSettings(page: Page) {
  await page.goto('/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  const account = page.getByRole('region', { name: 'Account' });
  await expect(account.getByRole('button', { name: 'Edit email' })).toBeVisible();
  return account;
}

/** The browser logs each failed response as a console error; these are the ones a test provokes. */
function unexpected(problems: string[], provoked: RegExp[] = []): string[] {
  return problems.filter((problem) => !provoked.some((pattern) => pattern.test(problem)));
}

test('a number seeded as a member reads one story: About, Settings and /subscribe all say Premium', async ({ page }, testInfo) => {
  const problems = watchConsole(page);
  await signIn(page, testInfo);
  const answer = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/me/plan');
  await page.goto('/settings');
  const plan = (await (await answer).json()) as Record<string, unknown>;
  expect(plan).toMatchObject({ account: 'closed', state: 'active', plan: 'premium' });
  expect(String(plan.subscription_id)).toMatch(/^sub_test_/);
  const section = page.getByRole('region', { name: 'Subscription' });
  await expect(section.getByText('Active', { exact: true })).toBeVisible();
  await expect(section.getByText('Premium', { exact: true })).toBeVisible();
  await expect(section.getByRole('button', { name: 'Cancel Subscription' })).toBeVisible();
  await expect(section.getByText('No active subscription')).toHaveCount(0);
  await expect(section.getByRole('button', { name: 'Subscribe' })).toHaveCount(0);
  await saveScreenshot(page, testInfo, 'settings-seeded-member');

  await page.goto('/about');
  const premium = page.getByRole('heading', { level: 3, name: 'Premium' }).locator('xpath=ancestor::li[1]');
  await expect(premium.getByText('Your plan')).toBeVisible();
  await expect(page.getByText('Your plan', { exact: true })).toHaveCount(1);

  await page.goto('/subscribe');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('Start your free trial')).toHaveCount(0);
  expect(unexpected(problems)).toEqual([]);
});

test('edits the email in place, and a voice change that fails to save is undone', async ({ page }, testInfo) => {
  const problems = watchConsole(page);
  await signIn(page, testInfo);
  const account = await openSettings(page);
  await expect(page.getByRole('region', { name: 'Subscription' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Help' })).toBeVisible();
  await expect(account.getByText('No email yet')).toBeVisible();
  await saveScreenshot(page, testInfo, 'settings');

  // Pencil, a wrong value, then the real one with the check mark.
  await account.getByRole('button', { name: 'Edit email' }).click();
  const field = account.getByRole('textbox', { name: 'Email' });
  await field.fill('ada.example.com');
  await account.getByRole('button', { name: 'Save email' }).click();
  await expect(account.getByText('Please enter a valid email')).toBeVisible();
  await saveScreenshot(page, testInfo, 'settings-email-editing');
  await field.fill(email);
  await account.getByRole('button', { name: 'Save email' }).click();
  await expect(page.getByText('Email updated successfully')).toBeVisible();
  await expect(account.getByText(email)).toBeVisible();
  await expect(account.getByRole('button', { name: 'Edit email' })).toBeFocused();

  // The server fails the voice save: the dropdown goes back to what was stored.
  const voice = account.getByRole('combobox', { name: 'Voice preference' });
  await expect(voice).toHaveText('Default');
  await page.route('**/dev/user/update', (route) => {
    const body = route.request().postDataJSON() as { field?: string };
    if (body.field !== 'voice') return route.continue();
    return route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ success: false, error: 'Internal server error' }),
    });
  });
  await voice.click();
  await page.getByRole('option', { name: 'Female' }).click();
  await expect(page.getByText('Failed to update voice preference')).toBeVisible();
  await expect(voice).toHaveText('Default');
  await saveScreenshot(page, testInfo, 'settings-voice-reverted');

  // Without the failure the choice sticks, also after a reload.
  await page.unroute('**/dev/user/update');
  await voice.click();
  await page.getByRole('option', { name: 'Female' }).click();
  await expect(page.getByText('Voice preference updated')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('region', { name: 'Account' }).getByRole('combobox', { name: 'Voice preference' })).toHaveText('Female');

  // This server has no Google credentials: the calendar control says so and cannot be used.
  const calendar = page.getByRole('region', { name: 'Account' });
  await expect(calendar.getByText('Calendar connection is coming soon.')).toBeVisible();
  await expect(calendar.getByRole('button', { name: 'Connect Google Calendar' })).toBeDisabled();
  await saveScreenshot(page, testInfo, 'settings-after-edits');

  expect(unexpected(problems, [/status of 500/])).toEqual([]);
});

test('the call widget asks daily to call, and offers the direct numbers', async ({ page, context }, testInfo) => {
  const problems = watchConsole(page);
  const desktop = testInfo.project.name === 'desktop-1280';
  if (desktop) await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signIn(page, testInfo);
  await openSettings(page);

  // The label types itself out: one letter every 60 ms after the first second. A phone has the
  // round icon in the top bar, named by the question.
  const widget = page.getByRole('button', { name: 'Want me to call you now?' });
  await expect(widget).toBeVisible();
  await expect(widget).toHaveText(desktop ? 'Want me to call you now?' : '', { timeout: 5_000 });
  // Every letter holds its place from the start; the typing is over once none is left unseen.
  await expect(widget.locator('.opacity-0')).toHaveCount(0, { timeout: 5_000 });
  await saveScreenshot(page, testInfo, 'call-widget');

  await widget.click();
  const popover = page.getByRole('dialog');
  await expect(popover.getByRole('button', { name: 'Call me now' })).toBeVisible();
  await saveScreenshot(page, testInfo, 'call-widget-open');
  await popover.getByRole('button', { name: 'Call me now' }).click();
  await expect(page.getByText('daily will call you now.')).toBeVisible();
  await expect(popover).toBeHidden();

  // Asking again at once: the server's own reason is shown.
  await widget.click();
  await popover.getByRole('button', { name: 'Call me now' }).click();
  await expect(page.getByText(/daily is already calling you/)).toBeVisible();

  const uk = popover.getByRole(desktop ? 'button' : 'link', { name: /United Kingdom/ });
  if (desktop) {
    await uk.click();
    await expect(page.getByText('Phone number copied to clipboard')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/^\+\d{8,15}$/);
  } else {
    await expect(uk).toHaveAttribute('href', /^tel:\+\d{8,15}$/);
    await expect(popover.getByRole('link', { name: /United States/ })).toHaveAttribute('href', /^tel:\+1/);
    await expect(popover.getByRole('link', { name: /Europe/ })).toHaveAttribute('href', /^tel:\+/);
  }
  expect(unexpected(problems, [/status of 429/])).toEqual([]);
});

test('adds context from /add-context', async ({ page }, testInfo) => {
  const problems = watchConsole(page);
  await signIn(page, testInfo);
  await page.goto('/add-context');
  await expect(page.getByRole('heading', { level: 1, name: 'Add Context' })).toBeVisible();
  const text = page.getByPlaceholder('Paste your context here...');
  const submit = page.getByRole('button', { name: 'Submit' });
  await expect(submit).toBeDisabled();
  await text.fill('   ');
  await expect(submit).toBeDisabled();
  await text.fill(contextText);
  await saveScreenshot(page, testInfo, 'add-context-filled');
  await submit.click();
  await expect(page.getByText('Context added.')).toBeVisible();
  await expect(text).toHaveValue('');
  await saveScreenshot(page, testInfo, 'add-context-added');
  expect(problems).toEqual([]);
});

test('with Google set up, a connected calendar can be disconnected', async ({ page }, testInfo) => {
  const problems = watchConsole(page);
  // The test server has no Google credentials, so the calendar endpoints answer as a configured server would.
  let hasAccess = true;
  await page.route('**/api/auth/google/config', (route) =>
    route.fulfill({ json: { configured: true, clientId: 'e2e.apps.googleusercontent.com', scopes: ['openid', 'email', 'profile'] } }),
  );
  await page.route('**/api/auth/google/check-access', (route) => route.fulfill({ json: { hasAccess, configured: true } }));
  await page.route('**/api/auth/google/revoke', (route) => {
    hasAccess = false;
    return route.fulfill({ json: {} });
  });
  await signIn(page, testInfo);
  const account = await openSettings(page);

  await expect(account.getByRole('status').filter({ hasText: 'Connected' })).toBeVisible();
  await expect(account.getByRole('button', { name: 'Refresh Connection' })).toBeEnabled();
  await saveScreenshot(page, testInfo, 'settings-calendar-connected');
  await account.getByRole('button', { name: 'Disconnect' }).click();
  await page.getByRole('dialog', { name: 'Disconnect Google Calendar?' }).getByRole('button', { name: 'Disconnect' }).click();
  await expect(page.getByText('Google Calendar disconnected successfully.')).toBeVisible();
  await expect(account.getByRole('button', { name: 'Connect Google Calendar' })).toBeEnabled();
  await saveScreenshot(page, testInfo, 'settings-calendar-not-connected');
  expect(problems).toEqual([]);
});

test('downloads everything the account holds as a JSON file', async ({ page }, testInfo) => {
  const problems = watchConsole(page);
  await signIn(page, testInfo);
  await openSettings(page);
  const help = page.getByRole('region', { name: 'Help' });
  await expect(help.getByRole('link', { name: 'Privacy policy' })).toHaveAttribute('href', '/privacy-policy');
  const downloading = page.waitForEvent('download');
  await help.getByRole('button', { name: 'Download my data' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^daily-data-\d{4}-\d{2}-\d{2}\.json$/);
  const saved = readFileSync(await download.path(), 'utf8');
  expect(() => JSON.parse(saved) as unknown).not.toThrow();
  expect(saved).toContain(email);
  expect(saved).toContain(contextText);
  await expect(page.getByText('Your data has been downloaded.')).toBeVisible();
  expect(problems).toEqual([]);
});

test('deletes the account after DELETE is typed, and lands on /', async ({ page }, testInfo) => {
  const problems = watchConsole(page);
  await signIn(page, testInfo);
  await openSettings(page);
  await page.getByRole('region', { name: 'Help' }).getByRole('button', { name: 'Delete account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  const confirm = dialog.getByRole('button', { name: 'Delete account' });
  await expect(confirm).toBeDisabled();
  await dialog.getByLabel('Type DELETE to confirm').fill('delete');
  await expect(confirm).toBeDisabled();
  await dialog.getByLabel('Type DELETE to confirm').fill('DELETE');
  await saveScreenshot(page, testInfo, 'settings-delete-dialog');
  await confirm.click();

  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('Your account and its data have been deleted.')).toBeVisible();
  // Signed out: the settings page sends the visitor home.
  await page.goto('/settings');
  await expect(page).toHaveURL(/\/$/);
  // Signing out afterwards tells the server too, which answers 401: deletion already ended the session.
  expect(unexpected(problems, [/status of 401/])).toEqual([]);
});
