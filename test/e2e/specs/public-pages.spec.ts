import { expect, type Page, test } from '@playwright/test';

import { signIn } from '../support/sign-in';
import { saveScreenshot, watchConsole } from '../support/browser-checks';

const wide = (page: Page) => (page.viewportSize()?.width ?? 0) >= 768;

async function description(page: Page): Promise<string | null> {
  return page.locator('meta[name="description"]').getAttribute('content');
}

const publicPages = [
  { path: '/about', shot: 'about', heading: 'About daily', title: /About daily/ },
  { path: '/about?cancelled=true', shot: 'about-cancelled', heading: 'About daily', title: /About daily/ },
  { path: '/info', shot: 'info', heading: 'How it works', title: /How it works/ },
  { path: '/info?view=roadmap', shot: 'roadmap', heading: 'Roadmap', title: /Roadmap/ },
  { path: '/privacy-policy', shot: 'privacy-policy', heading: 'Privacy Policy', title: /Privacy Policy/ },
  { path: '/one-pager', shot: 'one-pager', heading: 'daily in one page', title: /daily in one page/ },
];

test('the landing page tells the story and counts the WhatsApp entry', async ({ page, context }, testInfo) => {
  const problems = watchConsole(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Turn scattered thoughts into clear actions.' })).toBeVisible();
  await expect(page).toHaveTitle('Your 24/7 decision partner · daily');
  expect(await description(page)).toMatch(/AI decision partner on WhatsApp/);

  if (wide(page)) {
    const carousel = page.getByRole('region', { name: 'From overwhelm to clarity' });
    await expect(carousel.getByRole('button', { name: 'Next card' })).toBeVisible();
    await expect(carousel.getByRole('heading', { name: /forty tabs/ })).toBeVisible();
  } else {
    await expect(page.getByRole('button', { name: 'Next card' })).toHaveCount(0);
    for (const title of [/forty tabs/, /Another to-do app/, /Meet daily/]) {
      await expect(page.getByRole('heading', { name: title })).toBeVisible();
    }
  }
  await saveScreenshot(page, testInfo, 'public-landing');

  // WhatsApp itself is not reachable from the test machine; the new tab gets a stand-in.
  await context.route('https://wa.me/**', (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<title>WhatsApp</title>' }),
  );
  const recorded = page.waitForRequest((request) => request.url().endsWith('/api/analytics/events') && request.method() === 'POST');
  const popupOpened = page.waitForEvent('popup');
  await page
    .getByRole('link', { name: /Ready to meet daily\?/ })
    .first()
    .click();
  const popup = await popupOpened;
  expect(decodeURIComponent(popup.url())).toMatch(/^https:\/\/wa\.me\/\d+\?text=Ready to meet daily\?$/);
  const body = (await recorded).postDataJSON();
  expect(body).toMatchObject({ event_type: 'whatsapp_signup', page_path: '/' });
  expect(body.session_id).toMatch(/^sess_\d+_[A-Za-z0-9]+$/);
  expect((await (await recorded).response())?.status()).toBeLessThan(300);
  await popup.close();

  expect(problems).toEqual([]);
});

for (const { path, shot, heading, title } of publicPages) {
  test(`${path} renders cleanly`, async ({ page }, testInfo) => {
    const problems = watchConsole(page);
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page).toHaveTitle(title);
    expect(await description(page)).not.toMatch(/^daily is your 24\/7 decision partner over WhatsApp/);
    await saveScreenshot(page, testInfo, `public-${shot}`);
    expect(problems).toEqual([]);
  });
}

test('/privacy-policy#account-deletion scrolls the heading into view', async ({ page }, testInfo) => {
  const problems = watchConsole(page);
  await page.goto('/privacy-policy#account-deletion');
  const target = page.locator('#account-deletion');
  await expect(target).toHaveText(/Account deletion/);
  await expect(target).toBeInViewport();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
  await saveScreenshot(page, testInfo, 'public-privacy-account-deletion');
  expect(problems).toEqual([]);
});

test('/one-pager#roadmap lands on the dated roadmap', async ({ page }) => {
  await page.goto('/one-pager#roadmap');
  await expect(page.locator('#roadmap')).toBeInViewport();
  await expect(page.getByRole('cell', { name: 'Sep 1, 2026' })).toBeVisible();
  // Each date stays on one line, also on a phone, where the table scrolls sideways instead.
  const dateLines = await page.getByRole('cell', { name: 'May 1, 2026' }).evaluate((cell) => {
    const range = document.createRange();
    range.selectNodeContents(cell);
    return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
  });
  expect(dateLines).toBe(1);
});

test('/about?cancelled=true says nothing was charged', async ({ page }) => {
  await page.goto('/about?cancelled=true');
  await expect(page.getByRole('status').filter({ hasText: 'nothing was charged' })).toBeVisible();
});

test('/welcome plays its intro and offers the private beta to an account that has not paid', async ({ page }, testInfo) => {
  const problems = watchConsole(page);
  await signIn(page, '07700 900001');
  await page.goto('/welcome');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to daily' })).toBeVisible();
  await expect(page.locator('[data-intro-phase="4"]')).toBeAttached({ timeout: 5000 });
  await expect(page.getByRole('heading', { name: 'Join our private beta' })).toBeVisible();
  await expect(page.locator('[data-call-widget]')).toBeAttached();
  await expect(page).toHaveTitle('Welcome to daily · daily');

  if (wide(page)) {
    const toggle = page.getByRole('button', { name: 'Show more' });
    await toggle.click();
    await expect(page.getByRole('button', { name: 'Show less' })).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('heading', { name: 'How onboarding works' })).toBeVisible();
    await page.waitForTimeout(700);
    await saveScreenshot(page, testInfo, 'public-welcome-expanded');
    await page.getByRole('button', { name: 'Show less' }).click();
  } else {
    // A mailto link: it opens the mail app, not a tab, and says so.
    const book = page.getByRole('link', { name: 'Book your call by email' });
    await expect(book).toHaveAttribute('href', /^mailto:/);
    await expect(book).not.toHaveAttribute('target', '_blank');
  }
  await page.evaluate(() => window.scrollTo(0, 0));
  await saveScreenshot(page, testInfo, 'public-welcome');
  expect(problems).toEqual([]);
});

test('/welcome sends a paying member to the dashboard', async ({ page }) => {
  await signIn(page, '07700 900002');
  await page.goto('/welcome');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/');
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('/test shows an operator the backend health, sign-in state and identity provider', async ({ page }, testInfo) => {
  const problems = watchConsole(page);
  await signIn(page, '07700 900004');
  await page.goto('/test');
  await expect(page.getByRole('heading', { level: 1, name: 'Diagnostics' })).toBeVisible();
  const health = page.getByRole('region', { name: 'Backend health' });
  await expect(health.getByText('sqlite')).toBeVisible();
  await expect(health.getByRole('rowheader', { name: 'accounts', exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Sign-in state' }).getByText('+447700900004')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Identity provider' }).getByText('not configured')).toBeVisible();
  await saveScreenshot(page, testInfo, 'public-test-diagnostics');
  expect(problems).toEqual([]);
});

test('/test runs a sign-in test with its own session and leaves the operator signed in', async ({ page }, testInfo) => {
  const problems = watchConsole(page);
  await signIn(page, '07700 900004');
  await page.goto('/test');
  const operatorToken = await page.evaluate(() => JSON.parse(localStorage.getItem('daily.session') ?? 'null')?.access_token as string);
  expect(operatorToken).toBeTruthy();

  const card = page.getByRole('region', { name: 'Sign-in test' });
  const step = (label: string) => card.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]');
  await card.getByLabel('Phone number').fill('+447700900001');
  await card.getByRole('button', { name: 'Send code' }).click();
  await expect(step('Code sent')).toHaveText('sent');
  await expect(step('Server answer')).toContainText('OTP sent to your phone');

  const verified = page.waitForResponse((response) => response.url().endsWith('/auth/verify'));
  const loggedOut = page.waitForRequest((request) => request.url().endsWith('/auth/logout'));
  await card.getByLabel('Code', { exact: true }).fill('123456');
  await card.getByRole('button', { name: 'Verify' }).click();
  const testToken = ((await (await verified).json()) as { session: { access_token: string } }).session.access_token;
  expect(testToken).not.toBe(operatorToken);
  expect((await loggedOut).headers()['authorization']).toBe(`Bearer ${testToken}`);

  await expect(step('Code verified')).toHaveText('verified');
  await expect(step('Test session revoked')).toHaveText('revoked');
  await expect(step('Phone')).toHaveText('+447700900001');
  await expect(step('Account status')).toHaveText('open');
  await saveScreenshot(page, testInfo, 'public-test-sign-in');

  // The test session has ended; the operator's has not, in this tab or after a reload.
  expect((await page.request.get('/auth/user', { headers: { Authorization: `Bearer ${testToken}` } })).status()).toBe(401);
  const operator = await page.request.get('/auth/user', { headers: { Authorization: `Bearer ${operatorToken}` } });
  expect(operator.status()).toBe(200);
  expect(((await operator.json()) as { phone: string }).phone).toBe('+447700900004');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Diagnostics' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Sign-in state' }).getByText('+447700900004')).toBeVisible();
  expect(problems).toEqual([]);
});
