import { type APIRequestContext, expect, type Locator, type Page, test, type TestInfo } from '@playwright/test';
import { saveScreenshot, watchConsole } from '../support/browser-checks';
import { signIn } from '../support/sign-in';

/**
 * The growth funnel from real flows, read by an analyst: visitors from one source, a WhatsApp
 * entry, a trial that is cancelled with a reason (the offer to stay turned down) and a founding
 * member who pays. Each viewport project has its own source and its own two new phones, so the
 * figures below are exact and can be checked by hand:
 *
 *   Visited 6 · WhatsApp entry 2 (2/6 = 33.33%) · Signed in 2 (2/2 = 100%) · Checkout started 2
 *   (100%) · Trial started 1 (1/2 = 50%) · Paid 1 (1/1 = 100%) · Cancelled 1 (1/1 = 100%)
 */
const peopleByProject: Record<string, { trialist: string; founder: string }> = {
  'mobile-390': { trialist: '+447700900015', founder: '+447700900016' },
  'desktop-1280': { trialist: '+447700900017', founder: '+447700900018' },
};

function setupFor(testInfo: TestInfo) {
  const people = peopleByProject[testInfo.project.name];
  if (!people) throw new Error(`No test phones for project ${testInfo.project.name}`);
  return { ...people, source: `funnel-${testInfo.project.name}` };
}

const session = (testInfo: TestInfo, name: string) => `sess_1718000000000_${testInfo.project.name.replace(/\W/g, '')}${name}`;

async function track(request: APIRequestContext, sessionId: string, eventType: 'page_visit' | 'whatsapp_signup', source: string) {
  const response = await request.post('/api/analytics/events', {
    data: { session_id: sessionId, utm_source: source, event_type: eventType, page_path: '/' },
  });
  expect(response.status()).toBe(202);
}

/** A founding member signing in from their visit and paying on the test checkout, as the browser's requests would. */
async function foundingMember(request: APIRequestContext, phone: string, sessionId: string, source: string) {
  await track(request, sessionId, 'page_visit', source);
  expect((await request.post('/auth/otp', { data: { phone } })).status()).toBe(200);
  const verified = await request.post('/auth/verify', {
    data: { phone, token: '123456', type: 'sms' },
    headers: { 'x-analytics-session': sessionId, 'x-analytics-source': encodeURIComponent(source), 'x-analytics-path': '/login' },
  });
  expect(verified.status()).toBe(200);
  const token = ((await verified.json()) as { session: { access_token: string } }).session.access_token;
  const checkout = await request.post('/api/stripe/create-founding-member-checkout', {
    data: { customer_name: 'Grace Hopper', customer_email: 'grace@example.com' },
    headers: { authorization: `Bearer ${token}` },
  });
  expect(checkout.status()).toBe(200);
  const { checkout_url } = (await checkout.json()) as { checkout_url: string };
  const paid = await request.post(`${new URL(checkout_url).pathname}/pay`, {
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    data: '',
    maxRedirects: 0,
  });
  expect(paid.status()).toBe(303);
}

const cells = (row: Locator) => row.getByRole('cell');

/** "Jan 6": the Monday this UTC week started on, as the cohort table names it (the year only when it is not this one). */
function thisWeekLabel(now = new Date()): string {
  const monday = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - ((now.getUTCDay() + 6) % 7)));
  const label = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' }).format(monday);
  return monday.getUTCFullYear() === now.getFullYear() ? label : `${label}, ${monday.getUTCFullYear()}`;
}

test.describe.configure({ mode: 'serial' });

test('visitors from one source: a trial cancelled with a reason, and a founding member who pays', async ({ page, request }, testInfo) => {
  const { trialist, founder, source } = setupFor(testInfo);
  const problems = watchConsole(page);
  for (const name of ['a', 'b', 'c', 'd']) await track(request, session(testInfo, name), 'page_visit', source);
  for (const name of ['a', 'b']) await track(request, session(testInfo, name), 'whatsapp_signup', source);
  await foundingMember(request, founder, session(testInfo, 'founder'), source);

  // The trialist arrives by a link naming the source, signs in, and subscribes with a coupon.
  await page.route('**/favicon.ico', (route) => route.fulfill({ status: 204 }));
  await page.goto(`/?ref=${source}`);
  // The page has counted the visit once it remembers where the visitor came from.
  await page.waitForFunction((ref) => window.localStorage.getItem('daily.trafficSource') === ref, source);
  await signIn(page, trialist.replace(/^\+44/, '0'));
  await page.goto('/subscribe');
  await page.getByLabel('Full Name').fill('Ada Lovelace');
  await page.getByLabel('Email Address').fill('ada@example.com');
  const coupon = page.getByLabel(/Coupon or Referral Code/);
  await coupon.fill('WELCOME10');
  await coupon.blur();
  await expect(page.getByText(/Coupon applied/)).toBeVisible();
  await page.getByRole('button', { name: 'Subscribe Now' }).click();
  await expect(page).toHaveURL(/\/api\/stripe\/test-checkout\/cs_test_/);
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  // Cancelling: a reason, then the offer to stay, turned down.
  await page.goto('/settings');
  const subscription = page.getByRole('region', { name: 'Subscription' });
  await subscription.getByRole('button', { name: 'Cancel Subscription' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel your subscription?' });
  await dialog.getByRole('radio', { name: 'It’s too complicated' }).check();
  await dialog.getByLabel(/Anything you would like to add/).fill('The funnel test does not need it.');
  await saveScreenshot(page, testInfo, 'cancel-reason');
  await dialog.getByRole('button', { name: 'Confirm Cancellation' }).click();
  await expect(dialog.getByRole('heading', { name: 'Before you go: 50% off your next month' })).toBeVisible();
  await saveScreenshot(page, testInfo, 'cancel-offer');
  await dialog.getByRole('button', { name: 'No thanks, cancel' }).click();
  await expect(page.getByText('Your subscription has been canceled.')).toBeVisible();
  expect(problems).toEqual([]);
});

async function openFunnel(page: Page, source: string) {
  await signIn(page, '07700 900003');
  await page.goto('/analytics');
  const funnel = page.getByRole('region', { name: 'Funnel', exact: true });
  await expect(funnel).toBeVisible();
  // Every spec's sources are listed; the select finds one by typing its name, as a person can.
  await funnel.getByRole('combobox', { name: 'Source' }).click();
  await expect(page.getByRole('option', { name: source, exact: true })).toBeAttached();
  // The list takes keys once focus is on the chosen option, and moves focus to a match a task
  // later; an Enter sent faster than that would pick the option focus had reached by then.
  await expect(page.getByRole('option', { name: 'All sources', exact: true })).toBeFocused();
  await page.keyboard.type(source);
  await expect(page.getByRole('option', { name: source, exact: true })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(funnel.getByText(new RegExp(`^${source}, UTC days `))).toBeVisible();
  return funnel;
}

test('an analyst reads the funnel for that source, step by step, by UTC week, with the reasons and codes', async ({ page }, testInfo) => {
  const { source } = setupFor(testInfo);
  const problems = watchConsole(page);
  const funnel = await openFunnel(page, source);

  const step = (name: string) => funnel.getByRole('row', { name: new RegExp(`^${name}`) });
  await expect(cells(step('Visited'))).toHaveText(['6', '—']);
  await expect(cells(step('WhatsApp entry'))).toHaveText(['2', '33.33%']);
  await expect(cells(step('Signed in'))).toHaveText(['2', '100%']);
  await expect(cells(step('Checkout started'))).toHaveText(['2', '100%']);
  await expect(cells(step('Trial started'))).toHaveText(['1', '50%']);
  await expect(cells(step('Paid'))).toHaveText(['1', '100%']);
  // Cancelled counts leavers from a trial or a paid plan alike, so it has no share of Paid.
  await expect(cells(step('Cancelled'))).toHaveText(['1', '—']);
  // The bars are drawn with the same figures, once the chart's place nears the screen.
  await step('Visited').scrollIntoViewIfNeeded();
  await expect(funnel.locator('[data-funnel-step]').getByText('2 · 33.33%')).toBeVisible();

  const cohorts = page.getByRole('region', { name: 'Weekly cohorts' });
  await expect(cohorts.getByText(/Weeks are UTC weeks, Monday to Sunday/)).toBeVisible();
  await expect(cohorts.getByRole('columnheader', { name: 'Week of (UTC)' })).toBeVisible();
  await expect(cells(cohorts.getByRole('row', { name: new RegExp(`^${thisWeekLabel()}`) }))).toHaveText([
    '6',
    '2',
    '2',
    '2',
    '1',
    '1',
    '1',
  ]);

  const leaving = page.getByRole('region', { name: 'Why people left' });
  await expect(leaving.getByRole('listitem').filter({ hasText: 'It’s too complicated' })).toContainText('1');
  await expect(leaving.getByText('Offered the discount to stay: 0 took it, 1 turned it down.')).toBeVisible();
  await expect(leaving).not.toContainText('The funnel test does not need it.');

  const codes = page.getByRole('region', { name: 'Coupon and referral codes' });
  await expect(cells(codes.getByRole('row', { name: /WELCOME10/ }))).toHaveText(['1', '1', '0']);

  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await funnel.scrollIntoViewIfNeeded();
  await saveScreenshot(page, testInfo, 'analytics-funnel');
  expect(problems).toEqual([]);
});
