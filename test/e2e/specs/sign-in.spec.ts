import { expect, type Page, test } from '@playwright/test';
import { saveScreenshot, watchConsole } from '../support/browser-checks';

async function signInWith(page: Page, localNumber: string) {
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Hello there' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Sign in / up to daily' })).toBeVisible();
  await page.getByPlaceholder('Phone number').fill(localNumber);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByText('Please consent to our privacy policy')).toBeVisible();
  await page.getByRole('checkbox').click();
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByText('OTP sent to your phone')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Verify your phone number' })).toBeVisible();
  await page.getByPlaceholder(/Enter OTP sent to \+44/).fill('123456');
  await page.getByRole('button', { name: 'Verify' }).click();
}

test('a visitor with an open account signs in and is sent to subscribe', async ({ page }, testInfo) => {
  const problems = watchConsole(page);
  await page.goto('/login');
  await saveScreenshot(page, testInfo, 'login');
  await signInWith(page, '07700 900001');
  await expect(page).toHaveURL(/\/subscribe$/);
  await saveScreenshot(page, testInfo, 'after-sign-in-open');
  expect(problems).toEqual([]);
});

test('a visitor with a closed account signs in and reaches the dashboard', async ({ page }, testInfo) => {
  const problems = watchConsole(page);
  await signInWith(page, '07700 900002');
  await expect(page).toHaveURL(/\/dashboard$/);
  await saveScreenshot(page, testInfo, 'after-sign-in-closed');
  // The session survives a reload.
  await page.reload();
  await expect(page).toHaveURL(/\/dashboard$/);
  expect(problems).toEqual([]);
});

test('a wrong code shows the error with a restart link', async ({ page }, testInfo) => {
  await page.goto('/login');
  await page.getByPlaceholder('Phone number').fill('7700900003');
  await page.getByRole('checkbox').click();
  await page.getByRole('button', { name: 'Send code' }).click();
  await page.getByPlaceholder(/Enter OTP sent to/).fill('000000');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText(/That code is not correct/)).toBeVisible();
  // Said once, beside the form: no toast repeats it.
  await expect(page.getByText(/That code is not correct/)).toHaveCount(1);
  await saveScreenshot(page, testInfo, 'login-wrong-code');
  await page.getByRole('button', { name: 'Click here to restart' }).click();
  await expect(page.getByPlaceholder('Phone number')).toBeVisible();
});

test('the keyboard reaches the consent before the send arrow, and the pill says Sign In on /login', async ({ page }) => {
  await page.goto('/login');
  // The prerendered form takes input once its handlers are attached.
  await expect(page.getByPlaceholder('Phone number')).toBeEnabled();
  await page.getByPlaceholder('Phone number').focus();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('checkbox')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'privacy policy' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Send code' })).toBeFocused();
  if ((page.viewportSize()?.width ?? 0) >= 768) {
    const pill = page.getByRole('navigation', { name: 'Main' });
    await expect(pill.getByRole('link', { name: 'Sign In' })).toHaveAttribute('aria-current', 'page');
    await expect(pill.getByRole('link', { name: /settings/i })).toHaveCount(0);
  }
});

test('the numbering rules load once the form is reached, not with the page', async ({ page }) => {
  const rulesAsked: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/phone-number-rules-/.test(request.url())) rulesAsked.push(request.url());
  });
  await page.goto('/login');
  await expect(page.getByPlaceholder('Phone number')).toBeEnabled();
  await page.waitForLoadState('networkidle');
  expect(rulesAsked).toEqual([]);
  await page.getByPlaceholder('Phone number').focus();
  await expect.poll(() => rulesAsked.length).toBe(1);
});

test('signed-in pages send a signed-out visitor home', async ({ page }) => {
  for (const path of ['/dashboard', '/settings', '/analytics']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/$/);
  }
});
