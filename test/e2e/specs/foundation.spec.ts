import { expect, test } from '@playwright/test';
import { saveScreenshot, watchConsole } from '../support/browser-checks';

test('the landing page loads from the production build', async ({ page }, testInfo) => {
  const problems = watchConsole(page);
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle(/daily/i);
  await expect(page.locator('#root')).not.toBeEmpty();
  await saveScreenshot(page, testInfo, 'landing');
  expect(problems).toEqual([]);
});

test('an unknown path shows the not-found page with a link home', async ({ page }, testInfo) => {
  const problems = watchConsole(page);
  await page.goto('/this/page/does-not-exist');
  await expect(page.getByText('Oops! Page not found')).toBeVisible();
  await saveScreenshot(page, testInfo, 'not-found');
  await page.getByRole('link', { name: /home/i }).first().click();
  await expect(page).toHaveURL(/\/$/);
  expect(problems).toEqual([]);
});

test('health answers for the embedded stores', async ({ request }) => {
  const res = await request.get('/health');
  expect(res.status()).toBe(200);
  expect(await res.json()).toMatchObject({ status: 'ok', eventStore: 'sqlite', readStore: 'memory' });
});
