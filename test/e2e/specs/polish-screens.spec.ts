import { expect, type Page, test, type TestInfo } from '@playwright/test';
import { eachWidth, saveScreenshot, walkScreensOnce } from '../support/screen-walk';
import { signIn } from '../support/sign-in';

/**
 * One pair of screenshots (390 and 1280 px) per point of the second walk-through, saved as
 * test/e2e/screenshots/polish/<point>-<width>.png for a person to look at, with the checks each
 * point can be held to. The spec sets the widths itself, so it runs in one project only; one new
 * account (021) goes from /welcome through a paid trial to the cancel dialog.
 */
const phone = '+447700900026';
const analystPhone = '+447700900003';
const operatorPhone = '+447700900004';

walkScreensOnce();

function shot(page: Page, testInfo: TestInfo, name: string) {
  return saveScreenshot(page, testInfo, 'polish', name);
}

const callWidget = (page: Page) => page.locator('[data-call-widget]');

test('an account without a plan: /welcome, the nav, the phone field, /subscribe and the way to pay', async ({ page }, testInfo) => {
  await signIn(page, phone, /\/subscribe$/);
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'OTP sent to your phone' })).toHaveCount(0);

  await eachWidth(page, async (width) => {
    await page.goto('/welcome');
    await expect(page.locator('[data-intro-phase="4"]')).toBeAttached({ timeout: 5_000 });
    await expect(callWidget(page)).toBeAttached();
    await page.waitForTimeout(1_500);
    await shot(page, testInfo, 'welcome-call-button');
    // The way to a plan, and the booking words of a mailto link.
    const subscribe = page.getByRole('region', { name: 'Make daily part of every day' });
    await subscribe.scrollIntoViewIfNeeded();
    await expect(subscribe.getByRole('link', { name: 'Subscribe' })).toHaveAttribute('href', '/subscribe');
    const booking = page.getByRole('link', { name: 'Book your call by email' });
    await expect(booking).toHaveAttribute('href', /^mailto:/);
    await expect(booking).not.toHaveAttribute('target', '_blank');
    await shot(page, testInfo, 'welcome-subscribe-and-booking');

    await page.goto('/settings');
    await expect(callWidget(page)).toBeAttached();
    await page.waitForTimeout(2_000);
    await shot(page, testInfo, 'settings-call-button');
    // The phone field of sign-in, and the server's refusal under it.
    await page.getByRole('button', { name: 'Edit phone number' }).click();
    await expect(page.getByRole('button', { name: /^Country code \+44/ })).toBeVisible();
    const number = page.getByRole('textbox', { name: 'Phone number' });
    await number.fill('07700 900555');
    await number.press('Enter');
    await expect(page.getByText('Please enter a valid phone number, including its country code.')).toBeVisible();
    await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);
    await shot(page, testInfo, 'settings-phone-refused');
    await page.getByRole('button', { name: 'Cancel editing phone number' }).click();

    // A toast while the e-mail field is focused near the bottom of a phone: it takes the other edge.
    await page.getByRole('button', { name: 'Edit email' }).click();
    const email = page.getByRole('textbox', { name: 'Email' });
    await email.fill(`walk.${width}@example.com`);
    await email.press('Enter');
    await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Email updated successfully' })).toBeVisible();
    await page.getByRole('button', { name: 'Edit email' }).focus();
    await page.waitForTimeout(700);
    await shot(page, testInfo, 'settings-toast-and-focus');

    await page.goto('/subscribe');
    const form = page.getByRole('region', { name: 'Start your free trial' });
    const plan = page.getByRole('region', { name: 'Premium' });
    await expect(form).toBeVisible();
    await expect(page.getByText('One plan, everything included')).toHaveCount(0);
    if (width === 1280) {
      const [formBox, planBox] = [await form.boundingBox(), await plan.boundingBox()];
      expect(Math.abs((formBox?.height ?? 0) - (planBox?.height ?? 1))).toBeLessThan(1);
    }
    await shot(page, testInfo, 'subscribe-cards');
  });

  // The test checkout, in the app's colours and type.
  await page.goto('/subscribe');
  const name = page.getByLabel('Full Name');
  if (!(await name.inputValue())) await name.fill('Ada Lovelace');
  await page.getByRole('button', { name: 'Subscribe Now' }).click();
  await expect(page).toHaveURL(/\/api\/stripe\/test-checkout\/cs_test_/);
  await eachWidth(page, async () => {
    await page.evaluate(() => document.fonts.ready);
    expect(await page.evaluate(() => document.fonts.check('16px "Inter Variable"'))).toBe(true);
    await shot(page, testInfo, 'test-checkout');
  });
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible();
  await shot(page, testInfo, 'payment-success');
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 15_000 });
});

test('a member: the journal date picker, the cancel dialog on a phone, and the calendar disconnect', async ({ page }, testInfo) => {
  await signIn(page, phone, /\/dashboard$/);
  await eachWidth(page, async () => {
    await page.goto('/dashboard?tab=journal');
    await page.getByText('Go to date').waitFor();
    await page.getByRole('button', { name: /Go to date/ }).click();
    const calendar = page.locator('.daily-calendar');
    await expect(calendar).toBeVisible();
    // Below the field on a phone, beside it on a wide screen, inside the card either way, and never
    // under the call button: in the corner, it steps aside when the calendar reaches it. The popover
    // is drawn off screen for a frame or two until it has been placed, so the check waits for that;
    // on a busy two-core machine placing it has taken longer than two seconds.
    const journal = page.getByRole('tabpanel', { name: 'Journal' });
    const insideCard = async () => {
      const [calendarBox, card] = [await calendar.boundingBox(), await journal.boundingBox()];
      return Boolean(
        calendarBox &&
        card &&
        calendarBox.x >= card.x &&
        calendarBox.x + calendarBox.width <= card.x + card.width &&
        calendarBox.y >= card.y,
      );
    };
    await expect.poll(insideCard, { timeout: 8_000 }).toBe(true);
    const [calendarBox, widgetBox] = [await calendar.boundingBox(), await callWidget(page).boundingBox()];
    await shot(page, testInfo, 'journal-date-picker');
    const overlapsWidget =
      calendarBox &&
      widgetBox &&
      calendarBox.x < widgetBox.x + widgetBox.width &&
      widgetBox.x < calendarBox.x + calendarBox.width &&
      calendarBox.y < widgetBox.y + widgetBox.height &&
      widgetBox.y < calendarBox.y + calendarBox.height;
    if (overlapsWidget) await expect(callWidget(page)).toHaveAttribute('data-aside', 'true');
    await page.keyboard.press('Escape');

    await page.goto('/settings');
    await page.getByRole('region', { name: 'Subscription' }).getByRole('button', { name: 'Cancel Subscription' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel your subscription?' });
    const keep = dialog.getByRole('button', { name: 'Keep Subscription' });
    const confirm = dialog.getByRole('button', { name: 'Confirm Cancellation' });
    await expect(keep).toBeInViewport();
    const [keepBox, confirmBox] = [await keep.boundingBox(), await confirm.boundingBox()];
    // Keep first: above the red confirm on a phone, before it on a wide screen.
    expect(keepBox && confirmBox && (keepBox.y < confirmBox.y || keepBox.x < confirmBox.x)).toBe(true);
    await shot(page, testInfo, 'cancel-dialog');
    await keep.click();
  });

  // The calendar as a configured server answers it (the test server has no Google credentials).
  await page.route('**/api/auth/google/config', (route) =>
    route.fulfill({ json: { configured: true, clientId: 'e2e.apps.googleusercontent.com', scopes: ['openid', 'email', 'profile'] } }),
  );
  await page.route('**/api/auth/google/check-access', (route) => route.fulfill({ json: { hasAccess: true, configured: true } }));
  await eachWidth(page, async () => {
    await page.goto('/settings');
    const account = page.getByRole('region', { name: 'Account' });
    await account.getByRole('button', { name: 'Disconnect' }).click();
    const ask = page.getByRole('dialog', { name: 'Disconnect Google Calendar?' });
    await expect(ask).toBeVisible();
    await shot(page, testInfo, 'calendar-disconnect-asks');
    await ask.getByRole('button', { name: 'Stay Connected' }).click();
    await expect(account.getByRole('status').filter({ hasText: 'Connected' })).toBeVisible();
  });
});

test('staff: Analytics and Console in the nav for the roles that open them; one range picker for the whole of /analytics', async ({
  page,
}, testInfo) => {
  await signIn(page, analystPhone);
  await eachWidth(page, async (width) => {
    await page.goto('/analytics');
    await expect(page.getByRole('heading', { name: 'Analytics Dashboard' })).toBeVisible();
    if (width === 390) await page.getByRole('button', { name: 'Menu' }).click();
    const nav = page.getByRole('navigation', { name: width === 390 ? 'Menu' : 'Main' });
    await expect(nav.getByRole('link', { name: 'Analytics' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Console' })).toHaveCount(0);
    await shot(page, testInfo, 'nav-analyst');
    if (width === 390) await page.locator('header button[aria-expanded="true"]').click();

    const pageRange = page.getByRole('group', { name: 'Time range' });
    await expect(pageRange.getByRole('button', { name: '7 days' })).toHaveAttribute('aria-pressed', 'true');
    // One picker for the whole page: the funnel follows it and has none of its own.
    await expect(page.getByRole('group', { name: /range/i })).toHaveCount(1);
    // One row of buttons: each starts at the same height.
    const tops = await pageRange
      .getByRole('button')
      .evaluateAll((buttons) => buttons.map((b) => Math.round(b.getBoundingClientRect().top)));
    expect(new Set(tops).size).toBe(1);
    const funnelAsked = page.waitForRequest((request) => request.url().includes('/api/analytics/funnel'));
    await pageRange.getByRole('button', { name: '30 days' }).click();
    await funnelAsked;
    await expect(page.getByText(/^All sources, UTC days/)).toBeVisible();
    await shot(page, testInfo, 'funnel-range');
  });
  await page.evaluate(() => localStorage.clear());
  await signIn(page, operatorPhone);
  await eachWidth(page, async (width) => {
    await page.goto('/settings');
    if (width === 390) await page.getByRole('button', { name: 'Menu' }).click();
    const nav = page.getByRole('navigation', { name: width === 390 ? 'Menu' : 'Main' });
    await expect(nav.getByRole('link', { name: 'Console' })).toHaveAttribute('href', '/admin');
    await expect(nav.getByRole('link', { name: 'Analytics' })).toBeVisible();
    await shot(page, testInfo, 'nav-operator');
  });
});

test('public words: the privacy policy on journal entries', async ({ page }, testInfo) => {
  await eachWidth(page, async () => {
    await page.goto('/privacy-policy');
    const line = page.getByText(/^Journal entries are end-to-end encrypted in the mobile app\./);
    await line.scrollIntoViewIfNeeded();
    await expect(line).toBeVisible();
    await shot(page, testInfo, 'privacy-journal-line');
  });
});
