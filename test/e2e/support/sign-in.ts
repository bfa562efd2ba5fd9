import { expect, type Page } from '@playwright/test';

/**
 * Signs in through the real form with the test code every AUTH_TEST_PHONES number accepts, and
 * waits until the app has left /login (or reached `landsOn`, where the spec cares where it lands).
 */
export async function signIn(page: Page, phone: string, landsOn?: RegExp): Promise<void> {
  await page.goto('/login');
  await page.getByPlaceholder('Phone number').fill(phone.replace(/^\+44/, ''));
  await page.getByRole('checkbox').click();
  await page.getByRole('button', { name: 'Send code' }).click();
  await page.getByPlaceholder(/Enter OTP sent to \+44/).fill('123456');
  await page.getByRole('button', { name: 'Verify' }).click();
  if (landsOn) await expect(page).toHaveURL(landsOn);
  else await expect(page).not.toHaveURL(/\/login$/);
}
