import { expect, type Page, test, type TestInfo } from '@playwright/test';
import { eachWidth, saveScreenshot, walkScreensOnce } from '../support/screen-walk';
import { signIn } from '../support/sign-in';
import { openAccountsSearched } from '../support/console-search';

/**
 * Issue 45's last points at 390 and 1280 px: Add Context lists what daily knows (edit in place,
 * remove with Undo); the console's account history in day groups with a filter by kind; one range
 * picker on /analytics. Screenshots go to test/e2e/screenshots/polish/ for a person to look at.
 */
const memberPhone = '+447700900010';
const analystPhone = '+447700900003';
const operatorPhone = '+447700900004';

walkScreensOnce();

function shot(page: Page, testInfo: TestInfo, name: string) {
  return saveScreenshot(page, testInfo, 'polish', name, { fullPage: true });
}

const noSideScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

test('Add Context lists what daily knows: edit in place, remove, and Undo from the toast', async ({ page }, testInfo) => {
  await signIn(page, memberPhone);
  await eachWidth(page, async (width) => {
    // A retry runs on the same account: its words are its own, so the first try's are not found twice.
    const text = `Runs a bakery in York (${width} px${testInfo.retry ? `, try ${testInfo.retry + 1}` : ''})`;
    await page.goto('/add-context');
    const known = page.getByRole('region', { name: 'What daily already knows' });
    await expect(known).toBeVisible();
    await page.getByPlaceholder('Paste your context here...').fill(text);
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(known.getByText(text)).toBeVisible();

    await known.getByRole('button', { name: `Edit: ${text}` }).click();
    const field = known.getByRole('textbox', { name: 'Edit this context' });
    await field.fill(`${text}, three staff`);
    await shot(page, testInfo, 'context-editing');
    await known.getByRole('button', { name: 'Save' }).click();
    await expect(known.getByText(`${text}, three staff`)).toBeVisible();
    await expect(known.getByText(/^Edited /).first()).toBeVisible();
    expect(await noSideScroll(page)).toBe(true);
    await shot(page, testInfo, 'context-list');

    // The button names the piece by its first 40 characters.
    await known.getByRole('button', { name: `Remove: ${`${text}, three staff`.slice(0, 40)}…` }).click();
    await expect(known.getByText(`${text}, three staff`)).toHaveCount(0);
    const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Context removed.' });
    await expect(toast).toBeVisible();
    await shot(page, testInfo, 'context-removed');
    await toast.getByRole('button', { name: 'Undo' }).click();
    await expect(known.getByText(`${text}, three staff`)).toBeVisible();
  });
});

test('the console account history: one group per day with its count, and a filter by kind', async ({ page }, testInfo) => {
  // Two widths, each with two full-page screenshots: on a busy 2-CPU machine the walk took past 60 s.
  test.setTimeout(120_000);
  await signIn(page, operatorPhone);
  await eachWidth(page, async () => {
    await openAccountsSearched(page, '07700 900010');
    const result = page.getByRole('main').getByText('+447700900010');
    await expect(result).toHaveCount(1);
    await result.click();

    const history = page.getByRole('list', { name: 'History' });
    const newestDay = history.locator('details').first();
    await expect(newestDay).toHaveAttribute('open', '', { timeout: 15_000 });
    await expect(newestDay).toContainText(/\d+ events?/);
    const filter = page.getByRole('group', { name: 'Show events of kind' });
    await expect(filter.getByRole('button', { name: /^All \d+$/ })).toHaveAttribute('aria-pressed', 'true');
    await shot(page, testInfo, 'console-history-days');

    await filter.getByRole('button', { name: /^Account \d+$/ }).click();
    await expect(history.getByText(/^Added context for daily/).first()).toBeVisible();
    await filter.getByRole('button', { name: /^Billing \d+$/ }).click();
    await expect(history.getByText(/^Added context for daily/)).toHaveCount(0);
    await shot(page, testInfo, 'console-history-billing');
    await filter.getByRole('button', { name: /^All \d+$/ }).click();

    // A day closes and opens by its heading.
    await newestDay.locator('summary').click();
    await expect(newestDay).not.toHaveAttribute('open', '');
  });
});

test('/analytics: one range picker for the page, and the WhatsApp card says what it counts', async ({ page }, testInfo) => {
  await signIn(page, analystPhone);
  await eachWidth(page, async () => {
    await page.goto('/analytics');
    await expect(page.getByRole('heading', { name: 'Analytics Dashboard' })).toBeVisible();
    await expect(page.getByRole('group', { name: /range/i })).toHaveCount(1);
    await expect(page.getByRole('group', { name: 'WhatsApp Signups' })).toContainText('Accounts: the funnel’s Signed in');
    const funnelAsked = page.waitForRequest(
      (request) => request.url().includes('/api/analytics/funnel') && request.url().includes('start_date'),
    );
    await page.getByRole('group', { name: 'Time range' }).getByRole('button', { name: '14 days' }).click();
    await funnelAsked;
    expect(await noSideScroll(page)).toBe(true);
    await shot(page, testInfo, 'analytics-one-range');
  });
});
