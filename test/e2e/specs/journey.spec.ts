import { expect, type Page, test, type TestInfo } from '@playwright/test';
import { signIn } from '../support/sign-in';
import { saveScreenshot, watchConsole } from '../support/browser-checks';
import { openAccountsSearched } from '../support/console-search';

/**
 * The whole product in one sitting, as a new visitor meets it: from the landing page through
 * paying, using and leaving, then what the analyst and the operator see of that visit.
 *
 * The viewport projects run in turn against one server, so each has its own never-used open
 * phone (+447700900011/12); the analyst and operator are the shared role numbers, only read here.
 */
const journeyPhoneByProject: Record<string, string> = {
  'mobile-390': '+447700900011',
  'desktop-1280': '+447700900012',
};
const analystPhone = '07700 900003';
const operatorPhone = '07700 900004';

const wide = (page: Page) => (page.viewportSize()?.width ?? 0) >= 768;

function journeyPhone(testInfo: TestInfo): string {
  const phone = journeyPhoneByProject[testInfo.project.name];
  if (!phone) throw new Error(`No journey phone for project ${testInfo.project.name}`);
  return phone;
}

/** Logout lives in the menu on narrow screens and at the foot of the page on wide ones. */
async function logout(page: Page) {
  if (!wide(page)) await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'Logout' })).toHaveCount(0);
}

/** Checked after each page, so a failure names the page that logged the error. */
function expectCleanConsole(problems: string[], where: string) {
  expect(problems, `console errors on ${where}`).toEqual([]);
}

test('a new visitor goes from the landing page to paying, using and leaving daily', async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  const problems = watchConsole(page);
  const phone = journeyPhone(testInfo);
  let step = 0;
  // Every stop of the journey is saved for a person to look at, and scanned for accessibility.
  const shot = (name: string) => saveScreenshot(page, testInfo, `journey-${String(++step).padStart(2, '0')}-${name}`);
  // The test checkout page names no icon, so Chromium asks for /favicon.ico, which the app does not serve.
  await page.route('**/favicon.ico', (route) => route.fulfill({ status: 204 }));

  // Landing, and the WhatsApp entry link. The click is counted but the page stays: WhatsApp is
  // not reachable from here, and the rest of the journey happens on this tab.
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Turn scattered thoughts into clear actions.' })).toBeVisible();
  await shot('landing');
  expectCleanConsole(problems, '/');
  const entry = page.getByRole('link', { name: /Ready to meet daily\?/ }).first();
  const href = await entry.getAttribute('href');
  expect(href).toMatch(/^https:\/\/wa\.me\/\d{8,15}\?text=/);
  expect(new URL(href ?? '').searchParams.get('text')).toBe('Ready to meet daily?');
  await page.evaluate(() => {
    document.addEventListener(
      'click',
      (event) => {
        if ((event.target as Element | null)?.closest('a[href^="https://wa.me/"]')) event.preventDefault();
      },
      { capture: true },
    );
  });
  const tracked = page.waitForRequest(
    (request) =>
      request.method() === 'POST' &&
      request.url().endsWith('/api/analytics/events') &&
      (request.postDataJSON() as { event_type?: string }).event_type === 'whatsapp_signup',
  );
  await entry.click();
  const signup = await tracked;
  expect(signup.postDataJSON()).toMatchObject({ event_type: 'whatsapp_signup', page_path: '/' });
  expect((await signup.response())?.status()).toBe(202);
  await expect(page).toHaveURL(/\/$/);

  // Sign in by phone and code: a new open account is sent to subscribe.
  await signIn(page, phone);
  await expect(page).toHaveURL(/\/subscribe$/);
  await expect(page.getByRole('heading', { name: 'Premium' })).toBeVisible();
  await page.getByLabel('Full Name').fill('Grace Hopper');
  await page.getByLabel('Email Address').fill('grace@example.com');
  const coupon = page.getByLabel(/Coupon or Referral Code/);
  await coupon.fill('WELCOME10');
  await coupon.blur();
  await expect(page.getByText('Coupon applied: 10% off.')).toBeVisible();
  await shot('subscribe');
  expectCleanConsole(problems, '/subscribe');
  await page.getByRole('button', { name: 'Subscribe Now' }).click();

  // The built-in test checkout stands in for Stripe.
  await expect(page).toHaveURL(/\/api\/stripe\/test-checkout\/cs_test_/);
  await expect(page.getByText('Test mode — no real payment')).toBeVisible();
  await expect(page.getByText('WELCOME10: 10% off the first payment')).toBeVisible();
  await shot('test-checkout');
  expectCleanConsole(problems, 'the test checkout');
  await page.getByRole('button', { name: 'Pay' }).click();

  await expect(page).toHaveURL(/\/stripe\/success\?session_id=cs_test_/);
  await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible();
  await shot('stripe-success');
  expectCleanConsole(problems, '/stripe/success');

  // The dashboard: one task and today's journal entry.
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 10_000 });
  await expect(page.getByRole('heading', { level: 1, name: /^Good (morning|afternoon|evening)/ })).toBeVisible();
  await expect(page.getByText('No tasks found. Create your first task!')).toBeVisible();
  await shot('dashboard');
  await page.getByRole('button', { name: 'New Task' }).click();
  const dialog = page.getByRole('dialog', { name: 'New Task' });
  await dialog.getByLabel('Title').fill('Book the first customer interview');
  await dialog.getByLabel(/^Description/).fill('Ask about how they plan their week');
  await dialog.getByRole('button', { name: 'Create Task' }).click();
  await expect(dialog).toBeHidden();
  const active = page.getByRole('list', { name: 'Active tasks' });
  await expect(active.getByRole('listitem')).toHaveCount(1);
  await expect(active).toContainText('Book the first customer interview');
  await shot('dashboard-task');

  await page.getByRole('tab', { name: 'Journal' }).click();
  await expect(page).toHaveURL(/tab=journal/);
  const editor = page.getByRole('textbox', { name: /^Journal entry for/ });
  await editor.fill('Subscribed today. First task: talk to a customer.');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Journal entry saved successfully')).toBeVisible();
  await expect(page.getByText('Subscribed today. First task: talk to a customer.')).toBeVisible();
  await shot('dashboard-journal');
  expectCleanConsole(problems, '/dashboard');

  // Settings: the voice, the calendar without Google credentials, then cancelling (the offer to stay turned down).
  await page.goto('/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  const account = page.getByRole('region', { name: 'Account' });
  const voice = account.getByRole('combobox', { name: 'Voice preference' });
  await voice.click();
  await page.getByRole('option', { name: 'Female' }).click();
  await expect(page.getByText('Voice preference updated')).toBeVisible();
  await expect(voice).toHaveText('Female');
  await expect(account.getByText('Calendar connection is coming soon.')).toBeVisible();
  await expect(account.getByRole('button', { name: 'Connect Google Calendar' })).toBeDisabled();
  await shot('settings');

  const subscription = page.getByRole('region', { name: 'Subscription' });
  await subscription.getByRole('button', { name: 'Cancel Subscription' }).click();
  const cancel = page.getByRole('dialog', { name: 'Cancel your subscription?' });
  await cancel.getByRole('radio', { name: 'Another reason' }).check();
  await cancel.getByLabel(/Anything you would like to add/).fill('Finished the journey test.');
  // Still in the free trial: nothing was paid, so there is no refund to offer.
  await expect(cancel.getByRole('checkbox')).toHaveCount(0);
  await shot('settings-cancel-dialog');
  await cancel.getByRole('button', { name: 'Confirm Cancellation' }).click();
  await expect(cancel.getByRole('heading', { name: 'Before you go: 50% off your next month' })).toBeVisible();
  await cancel.getByRole('button', { name: 'No thanks, cancel' }).click();
  await expect(page.getByText('Your subscription has been canceled.')).toBeVisible();
  // A trial cancelled runs to its end: until then home is still the dashboard.
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: /^Good (morning|afternoon|evening)/ })).toBeVisible();
  await shot('home-after-cancel');
  expectCleanConsole(problems, '/settings');
  await logout(page);

  // The analyst sees today's traffic, this visit's WhatsApp click among it.
  await signIn(page, analystPhone);
  await page.goto('/analytics');
  await expect(page.getByRole('heading', { level: 1, name: 'Analytics Dashboard' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Recent Events' }).getByText('WhatsApp Signup').first()).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await shot('analytics');
  expectCleanConsole(problems, '/analytics');
  await logout(page);

  // The operator finds the journey's account by phone; its history ends with the cancellation.
  await signIn(page, operatorPhone);
  await openAccountsSearched(page, phone);
  const list = page.getByRole('main');
  const result = list.getByText(phone);
  await expect(result).toHaveCount(1);
  await shot('console-accounts');
  await result.click();
  const history = page.getByRole('list', { name: 'History' });
  await expect(history.getByText(/^Cancellation asked/).first()).toBeVisible();
  await expect(history.getByText(/^Checkout completed/).first()).toBeVisible();
  await expect(history.getByText(/^Signed in/).first()).toBeVisible();
  await shot('console-account');
  expectCleanConsole(problems, '/admin');

  // Back to the site, and out.
  // The operator's account is closed, so the landing page forwards to the dashboard; opening the
  // menu before that redirect would see it close again on the navigation.
  await page.getByRole('link', { name: 'Back to daily' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await logout(page);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/$/);
  await shot('signed-out');
  // A request the dashboard had in flight as the session ended is refused (401) on a slow machine;
  // the app signs out either way, so that refusal alone is no fault.
  expectCleanConsole(
    problems.filter((problem) => !/status of 401/.test(problem)),
    'the signed-out landing page',
  );
});
