import { expect, type Page, test, type TestInfo } from '@playwright/test';
import { signIn as signInAs } from '../support/sign-in';
import { saveScreenshot, watchConsole } from '../support/browser-checks';

/**
 * Subscription and payments against the built-in test checkout (embedded mode, no Stripe key).
 * The two viewport projects run these tests in turn against one server, so each project has its
 * own open test phone and the flows never see the other project's purchases.
 */
const phoneByProject: Record<string, string> = {
  'mobile-390': '7700900009',
  'desktop-1280': '7700900010',
};

function phoneFor(testInfo: TestInfo): string {
  const phone = phoneByProject[testInfo.project.name];
  if (!phone) throw new Error(`No test phone for project ${testInfo.project.name}`);
  return phone;
}

async function signIn(page: Page, testInfo: TestInfo) {
  await ignoreFaviconRequests(page);
  await signInAs(page, phoneFor(testInfo), /\/(subscribe|dashboard)$/);
}

/** Fills whatever the form could not take from the account (test phones start without a name or e-mail). */
async function fillSubscribeForm(page: Page) {
  const name = page.getByLabel('Full Name');
  if (!(await name.inputValue())) await name.fill('Ada Lovelace');
  const email = page.getByLabel('Email Address');
  if (!(await email.inputValue())) await email.fill('ada@example.com');
}

/**
 * The test checkout page names no icon, so Chromium asks for /favicon.ico, which the app does not
 * serve; that 404 would otherwise show up as a console error of the app's own pages.
 */
async function ignoreFaviconRequests(page: Page) {
  await page.route('**/favicon.ico', (route) => route.fulfill({ status: 204 }));
}

async function expectTestCheckout(page: Page, plan: string) {
  await expect(page).toHaveURL(/\/api\/stripe\/test-checkout\/cs_test_/);
  await expect(page.getByText('Test mode — no real payment')).toBeVisible();
  await expect(page.getByRole('heading', { name: `daily ${plan}` })).toBeVisible();
}

test.describe.configure({ mode: 'serial' });

test('a cancelled checkout lands on /stripe/cancel and offers to try again', async ({ page }, testInfo) => {
  const problems = watchConsole(page);
  await signIn(page, testInfo);
  await expect(page).toHaveURL(/\/subscribe$/);
  await expect(page.getByRole('heading', { name: 'Premium' })).toBeVisible();
  await saveScreenshot(page, testInfo, 'billing-subscribe');

  await fillSubscribeForm(page);
  await page.getByRole('button', { name: 'Subscribe Now' }).click();
  await expectTestCheckout(page, 'Premium');
  await saveScreenshot(page, testInfo, 'billing-test-checkout');
  await page.getByRole('button', { name: 'Cancel' }).click();

  await expect(page).toHaveURL(/\/stripe\/cancel$/);
  await expect(page.getByRole('heading', { name: 'Payment Cancelled' })).toBeVisible();
  await expect(page.getByText('Your subscription was not completed. No charges were made to your account.')).toBeVisible();
  await saveScreenshot(page, testInfo, 'billing-cancelled');
  await page.getByRole('link', { name: 'Try Again' }).click();
  await expect(page).toHaveURL(/\/subscribe$/);
  expect(problems).toEqual([]);
});

test('subscribes with a referral code through the test checkout and reaches the dashboard', async ({ page }, testInfo) => {
  const problems = watchConsole(page);
  await signIn(page, testInfo);
  await expect(page).toHaveURL(/\/subscribe$/);
  await fillSubscribeForm(page);

  const coupon = page.getByLabel(/Coupon or Referral Code/);
  await coupon.fill('NOT-A-CODE');
  await coupon.blur();
  await expect(page.getByText('Invalid coupon code')).toBeVisible();
  await page.getByRole('button', { name: 'Subscribe Now' }).click();
  await expect(page.getByText('Please enter a valid coupon code or remove it to continue')).toBeVisible();
  await saveScreenshot(page, testInfo, 'billing-coupon-invalid');

  await coupon.fill('FRIEND-E2E');
  await coupon.blur();
  await expect(page.getByText('Referral code applied: £10 off your first payment.')).toBeVisible();
  await saveScreenshot(page, testInfo, 'billing-coupon-valid');
  await page.getByRole('button', { name: 'Subscribe Now' }).click();

  await expectTestCheckout(page, 'Premium');
  await expect(page.getByText('FRIEND-E2E: £10 off the first payment')).toBeVisible();
  await page.getByRole('button', { name: 'Pay' }).click();

  await expect(page).toHaveURL(/\/stripe\/success\?session_id=cs_test_/);
  await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible();
  await expect(page.getByText('Subscription successful! Welcome to daily premium.')).toBeVisible();
  await saveScreenshot(page, testInfo, 'billing-success');
  await expect(page).toHaveURL(/\/dashboard$/);
  // The account is paid for on the server: a fresh load still reaches the dashboard.
  await page.reload();
  await expect(page).toHaveURL(/\/dashboard$/);
  expect(problems).toEqual([]);
});

test('cancels during the free trial without a refund offer, goes home, and resumes from Settings', async ({ page }, testInfo) => {
  const problems = watchConsole(page);
  await signIn(page, testInfo);
  await page.goto('/settings');
  const section = page.getByRole('region', { name: 'Subscription' });
  await expect(section).toBeVisible();
  // The trial started by the previous test: spec section 4's label, and the first payment on the
  // period end, written MMMM d, yyyy.
  await expect(section.getByText('Trial period')).toBeVisible();
  await expect(section.getByText(/^£10 on [A-Z][a-z]+ \d{1,2}, \d{4}$/)).toBeVisible();

  // The e-mail given at checkout became the account's.
  await expect(page.getByRole('region', { name: 'Account' }).getByText('ada@example.com')).toBeVisible();
  await saveScreenshot(page, testInfo, 'billing-settings');
  await section.getByRole('button', { name: 'Cancel Subscription' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel your subscription?' });
  // Nothing was charged during the trial: no refund is offered, and cancelling means no charge.
  await expect(dialog).toHaveAccessibleDescription(/^You are in your free trial, so you will not be charged\./);
  await expect(dialog.getByRole('checkbox')).toHaveCount(0);
  await dialog.getByRole('radio', { name: 'Another reason' }).check();
  await dialog.getByLabel(/Anything you would like to add/).fill('Just trying the flow.');
  await saveScreenshot(page, testInfo, 'billing-cancel-dialog');
  await dialog.getByRole('button', { name: 'Confirm Cancellation' }).click();
  // Once per subscription, before a plain cancellation: the offer to stay (simulated in test mode).
  await expect(dialog.getByRole('heading', { name: 'Before you go: 50% off your next month' })).toBeVisible();
  await dialog.getByRole('button', { name: 'No thanks, cancel' }).click();

  await expect(page.getByText('Your subscription has been canceled.')).toBeVisible();
  // Home, which forwards an account still paid up to the end of its trial to the dashboard.
  await expect(page).toHaveURL(/\/dashboard$/);
  // The trial runs to its end: settings say so, with the day it ends, and offer Resume until then.
  await page.goto('/settings');
  await expect(section.getByText(/^Trial canceled · ends [A-Z][a-z]{2} \d{1,2}$/)).toBeVisible();
  await expect(section.getByRole('button', { name: 'Subscribe' })).toHaveCount(0);
  await saveScreenshot(page, testInfo, 'billing-trial-canceled');
  await section.getByRole('button', { name: 'Resume subscription' }).click();
  await expect(page.getByText('Your subscription will renew as before.')).toBeVisible();
  await expect(section.getByText('Trial period')).toBeVisible();
  await expect(section.getByRole('button', { name: 'Cancel Subscription' })).toBeVisible();
  await saveScreenshot(page, testInfo, 'billing-resumed');
  // Resumed on the server: a fresh load says the same.
  await page.reload();
  await expect(section.getByText('Trial period')).toBeVisible();
  expect(problems).toEqual([]);
});

test('buys a founding membership from /about and reaches the dashboard', async ({ page }, testInfo) => {
  const problems = watchConsole(page);
  await signIn(page, testInfo);
  await page.goto('/about');
  // The prerendered page is a visitor's; once the session is read it marks the open account's plan.
  await expect(page.getByRole('region', { name: 'Plans' }).getByText('Your plan')).toBeVisible();
  const founding = page.getByRole('button', { name: 'Become a Founding Member' });
  await founding.scrollIntoViewIfNeeded();
  await saveScreenshot(page, testInfo, 'billing-about');
  await founding.click();

  await expectTestCheckout(page, 'Founding member');
  await page.getByRole('button', { name: 'Pay' }).click();

  await expect(page).toHaveURL(/\/founding-success\?session_id=cs_test_/);
  await expect(page.getByRole('heading', { name: 'Welcome, Founding Member!' })).toBeVisible();
  await expect(page.getByText('Welcome to the Daily Founding Members!')).toBeVisible();
  await saveScreenshot(page, testInfo, 'billing-founding-success');
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 10_000 });

  // /about now knows: the founding card is marked as theirs, with nothing left to buy on it or on Premium.
  await page.goto('/about');
  const plans = page.getByRole('region', { name: 'Plans' });
  const foundingCard = plans.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Founding member' }) });
  await expect(foundingCard.getByText('Your plan')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Become a Founding Member' })).toHaveCount(0);
  await expect(plans.getByRole('link', { name: 'Subscribe' })).toHaveCount(0);
  await foundingCard.scrollIntoViewIfNeeded();
  await saveScreenshot(page, testInfo, 'billing-about-founding-member');
  expect(problems).toEqual([]);
});

test('Settings lists the founding payment with its receipt, and Update card saves a new card', async ({ page }, testInfo) => {
  const problems = watchConsole(page);
  await signIn(page, testInfo);
  await page.goto('/settings');
  const payments = page.getByRole('region', { name: 'Payments' });
  const rows = payments.getByRole('list', { name: 'Payments' }).getByRole('listitem');
  await expect(rows.first()).toContainText('£100');
  await expect(rows.first()).toContainText('Paid');
  await payments.scrollIntoViewIfNeeded();
  await saveScreenshot(page, testInfo, 'billing-settings-payments');

  // The receipt the test checkout made opens in a tab of its own.
  const [receipt] = await Promise.all([
    page.waitForEvent('popup'),
    rows
      .first()
      .getByRole('link', { name: /Receipt/ })
      .click(),
  ]);
  await expect(receipt.getByRole('heading', { name: 'Receipt' })).toBeVisible();
  await expect(receipt.getByText('£100')).toBeVisible();
  await saveScreenshot(receipt, testInfo, 'billing-test-receipt');
  await receipt.close();

  await page.getByRole('button', { name: 'Update card' }).click();
  await expect(page).toHaveURL(/\/api\/stripe\/test-checkout\/card\/sub_test_/);
  await expect(page.getByRole('heading', { name: 'Update your card' })).toBeVisible();
  await saveScreenshot(page, testInfo, 'billing-test-card-update');
  await page.getByRole('button', { name: 'Save card' }).click();

  await expect(page).toHaveURL(/\/settings$/);
  await expect(page.getByText('Your card has been updated.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Subscription' }).getByText('•••• 4444')).toBeVisible();
  await saveScreenshot(page, testInfo, 'billing-settings-card-updated');

  // Before confirming a deletion, the dialog says what becomes of the running plan.
  await page.getByRole('region', { name: 'Help' }).getByRole('button', { name: 'Delete account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await expect(dialog.getByRole('note')).toHaveText(
    'Deleting your account cancels your subscription at once: nothing more is charged, and no refund is made. To ask for a refund, cancel under Subscription first.',
  );
  await saveScreenshot(page, testInfo, 'billing-delete-dialog-running-plan');
  await dialog.getByRole('button', { name: 'Keep my account' }).click();
  await expect(dialog).toBeHidden();
  expect(problems).toEqual([]);
});

test('a signed-out visitor is asked to sign in on /subscribe and for the founding button', async ({ page }, testInfo) => {
  await page.goto('/subscribe');
  await expect(page.getByText('Please sign in to subscribe:')).toBeVisible();
  await expect(page.getByPlaceholder('Phone number')).toBeVisible();
  await saveScreenshot(page, testInfo, 'billing-subscribe-signed-out');

  await page.goto('/about?cancelled=true');
  // A visitor holds no plan: both purchases are offered, Subscribe on the Premium card.
  await expect(page.getByText('Your plan')).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Plans' }).getByRole('link', { name: 'Subscribe' })).toHaveAttribute('href', '/subscribe');
  await page.getByRole('button', { name: 'Become a Founding Member' }).click();
  await expect(page.getByText('Please sign in to become a founding member')).toBeVisible();
});
