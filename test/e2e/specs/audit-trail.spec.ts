import { type APIRequestContext, type Browser, expect, type Page, test, type TestInfo } from '@playwright/test';
import { saveScreenshot, watchConsole } from '../support/browser-checks';
import { signIn } from '../support/sign-in';

/** One number per viewport project: a trial is given once per number, ever. */
const MEMBER_PHONES: Record<string, string> = { 'desktop-1280': '+447700900022', 'mobile-390': '+447700900023' };
const OPERATOR_PHONE = '07700 900004';

/** What an operator must never read where a sentence belongs. */
const ISO_DATE = /\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
const EPOCH = /\b1[6-9]\d{8}\b/;
const EVENT_TYPE =
  /\b(account|auth|billing|task|profile|journal|calendar|call|nudge|reminder|scheduler|trial_message|analytics)\.[a-z_]+\b/;
const RAW_ID = /\b(sub|cs|cus|in|ch|evt)_[A-Za-z0-9_]{6,}|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/;

type Session = { token: string; userId: string };

async function apiSignIn(request: APIRequestContext, phone: string): Promise<Session> {
  expect((await request.post('/auth/otp', { data: { phone } })).status()).toBe(200);
  const verified = await request.post('/auth/verify', { data: { phone, token: '123456', type: 'sms' } });
  const { session } = (await verified.json()) as { session: { access_token: string; user: { id: string } } };
  return { token: session.access_token, userId: session.user.id };
}

async function post(request: APIRequestContext, session: Session, path: string, data: unknown) {
  const response = await request.post(path, { data, headers: { authorization: `Bearer ${session.token}` } });
  expect(response.status(), `${path}: ${await response.text()}`).toBeLessThan(300);
  return (await response.json()) as Record<string, unknown>;
}

async function subscriptionId(request: APIRequestContext, session: Session): Promise<string> {
  const response = await request.get(`/api/stripe/subscription-status?user_id=${session.userId}`, {
    headers: { authorization: `Bearer ${session.token}` },
  });
  return ((await response.json()) as { subscription_id: string }).subscription_id;
}

/** Opens a checkout and pays it on the built-in test page, as the test provider's people do. */
async function buy(request: APIRequestContext, session: Session, path: string) {
  const started = await post(request, session, path, { customer_name: 'Ada Lovelace', customer_email: 'ada@example.com' });
  const paid = await request.post(`${new URL(String(started.checkout_url)).pathname}/pay`, {
    form: {},
    maxRedirects: 0,
  });
  expect(paid.status()).toBe(303);
}

async function settings(browser: Browser, phone: string, testInfo: TestInfo, name: string) {
  const context = await browser.newContext({ viewport: testInfo.project.use.viewport ?? undefined });
  const page = await context.newPage();
  await signIn(page, phone.replace(/^\+44/, '0'));
  await page.goto('/settings');
  await expect(page.getByRole('heading', { name: 'Subscription' })).toBeVisible();
  await expect(page.getByText('Loading your subscription...')).toHaveCount(0);
  await saveScreenshot(page, testInfo, `settings-${name}`);
  const text = await page
    .getByRole('region', { name: 'Subscription' })
    .or(page.locator('[aria-labelledby="settings-subscription-heading"]'))
    .innerText();
  await context.close();
  return text;
}

async function historyText(page: Page): Promise<string> {
  const history = page.getByRole('list', { name: 'History' });
  await expect(history).toBeVisible();
  return history.innerText();
}

function expectReadable(text: string) {
  expect(text).not.toMatch(ISO_DATE);
  expect(text).not.toMatch(EPOCH);
  expect(text).not.toMatch(EVENT_TYPE);
  expect(text).not.toMatch(RAW_ID);
  expect(text).not.toContain('encrypted');
}

test('the console history of a member reads as sentences: no machine dates, event types or ids', async ({
  page,
  request,
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  const problems = watchConsole(page);
  const phone = MEMBER_PHONES[testInfo.project.name];
  const member = await apiSignIn(request, phone);

  await post(request, member, '/dev/user/tasks/create', {
    userId: member.userId,
    title: 'Call the bank',
    due_date: '2026-11-29T12:00',
    timezone: 'UTC',
    important: true,
  });

  await buy(request, member, '/api/stripe/create-checkout-session');
  expect(await settings(browser, phone, testInfo, 'trial')).toContain('Premium');

  await post(request, member, '/api/me/retention-offer', { subscription_id: await subscriptionId(request, member), accept: true });
  expect(await settings(browser, phone, testInfo, 'discounted')).toContain('£5/month for 1 month, then £10/month');

  await buy(request, member, '/api/stripe/create-founding-member-checkout');
  expect(await settings(browser, phone, testInfo, 'founding')).toContain('Founding member');

  await post(request, member, '/api/stripe/cancel-subscription', { subscription_id: await subscriptionId(request, member), refund: true });
  const refunded = await settings(browser, phone, testInfo, 'refunded');
  expect(refunded).toContain('Ended with a refund');
  expect(refunded).not.toContain('access until end of billing period');

  await signIn(page, OPERATOR_PHONE);
  await page.goto(`/admin/accounts/${member.userId}/show`);
  const account = await historyText(page);
  expect(account).toContain('Task created · due Nov 29, 12:00 · important');
  expect(account).toMatch(/Subscription started · Premium · trial until [A-Z][a-z]{2} \d{1,2}/);
  expect(account).toContain('Refund £100.00');
  expect(account).toContain('Took the offer to stay');
  expect(account).toContain('Stripe');
  expectReadable(account);
  const firstTime = page.getByRole('list', { name: 'History' }).locator('time').first();
  await expect(firstTime).toHaveText(/^[A-Z][a-z]{2} \d{1,2}, \d{2}:\d{2}$/);
  await expect(firstTime).toHaveAttribute('title', /^[A-Z][a-z]{2} \d{1,2}, \d{2}:\d{2}:\d{2}$/);
  await saveScreenshot(page, testInfo, 'console-account-history');

  await page.getByRole('link', { name: 'Subscription and its history' }).click();
  const subscription = await historyText(page);
  expect(subscription).toContain('Subscription ended by daily · another plan took its place');
  expectReadable(subscription);
  await saveScreenshot(page, testInfo, 'console-subscription-history');
  expect(problems).toEqual([]);
});
