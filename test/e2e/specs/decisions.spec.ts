import { type APIRequestContext, expect, test, type TestInfo } from '@playwright/test';
import { saveScreenshot, watchConsole } from '../support/browser-checks';
import { signIn } from '../support/sign-in';

/** One member per viewport project, so the two runs do not see each other's decisions. */
function phoneFor(testInfo: TestInfo): string {
  return testInfo.project.name === 'desktop-1280' ? '+447700900031' : '+447700900030';
}

async function apiToken(request: APIRequestContext, phone: string): Promise<string> {
  expect((await request.post('/auth/otp', { data: { phone } })).status()).toBe(200);
  const verified = await request.post('/auth/verify', { data: { phone, token: '123456', type: 'sms' } });
  return ((await verified.json()) as { session: { access_token: string } }).session.access_token;
}

test('the Decisions tab shows each decision with its reason, review date and outcome; daily is one tap away on WhatsApp', async ({
  page,
  request,
}, testInfo) => {
  const problems = watchConsole(page);
  const phone = phoneFor(testInfo);
  await signIn(page, phone.replace(/^\+44/, '0'), /\/dashboard$/);

  // daily's WhatsApp number and a link that opens the chat with the first words written.
  const link = page.getByTestId('whatsapp-link');
  await expect(page.getByText(/daily on WhatsApp: \+44 7700 900000/)).toBeVisible();
  await expect(link).toHaveAttribute('href', 'https://wa.me/447700900000?text=Hi%20daily');
  const qr = page.getByRole('img', { name: /QR code: scan to message daily/ });
  if (testInfo.project.name === 'desktop-1280') await expect(qr).toBeVisible();
  else await expect(qr).toBeHidden();

  // No decision yet: the tab says how to make one.
  await page.getByRole('tab', { name: 'Decisions' }).click();
  await expect(page).toHaveURL(/\?tab=decisions$/);
  await expect(page.getByText(/No decisions yet/)).toBeVisible();
  await saveScreenshot(page, testInfo, 'decisions-empty');

  const token = await apiToken(request, phone);
  const recorded = await request.post('/api/me/decisions', {
    data: {
      question: 'Which supplier?',
      options: ['Acme', 'Local Co'],
      choice: 'Go with Acme',
      reason: 'cash matters most this quarter',
      review_in_days: 7,
      time_zone: 'Europe/London',
    },
    headers: { authorization: `Bearer ${token}` },
  });
  expect(recorded.status()).toBe(201);
  const reviewOn = ((await recorded.json()) as { review_on: string }).review_on;
  const reviewDay = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(
    new Date(`${reviewOn}T12:00:00Z`),
  );

  await page.reload();
  const decision = page.getByRole('article', { name: 'Go with Acme' });
  await expect(decision).toBeVisible();
  await expect(decision).toContainText('Which supplier?');
  await expect(decision).toContainText('Why: cash matters most this quarter');
  await expect(decision).toContainText(`Review: ${reviewDay}`);
  await saveScreenshot(page, testInfo, 'decisions-list');

  // Settings names the same number for members.
  await page.goto('/settings');
  await expect(page.getByRole('heading', { name: 'daily on WhatsApp' })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Send me a morning plan' })).toBeVisible();
  await saveScreenshot(page, testInfo, 'settings-whatsapp');

  expect(problems).toEqual([]);
});
