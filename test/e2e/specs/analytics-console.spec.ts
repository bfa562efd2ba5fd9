import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { signIn } from '../support/sign-in';
import { saveScreenshot, watchConsole } from '../support/browser-checks';

const dayMs = 86_400_000;

/** Records events through the public tracking endpoint, as visitors' browsers do. */
async function track(request: APIRequestContext, source: string, eventType: 'page_visit' | 'whatsapp_signup', count: number) {
  for (let i = 0; i < count; i += 1) {
    const response = await request.post('/api/analytics/events', {
      data: {
        session_id: `sess_${Date.now()}_e2e${i}`,
        utm_source: source,
        event_type: eventType,
        page_path: '/',
        user_agent: 'analytics-console e2e',
      },
    });
    expect(response.status()).toBe(202);
  }
}

/** The dashboard's own range buttons (the Funnel section has buttons of its own). */
function range(page: Page) {
  return page.getByRole('group', { name: 'Time range' });
}

function card(page: Page, name: string) {
  return page.getByRole('group', { name });
}

/** Waits until every section of the dashboard shows the chosen range's figures. */
async function expectSettled(page: Page) {
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

test('an analyst sees the cards and traffic sources change with the range', async ({ page, request }, testInfo) => {
  const problems = watchConsole(page);
  // A source of this project's own, so its row's figures are exact whatever else was tracked.
  const source = `e2e-${testInfo.project.name}`;
  await track(request, source, 'page_visit', 3);
  await track(request, source, 'whatsapp_signup', 1);

  await signIn(page, '07700 900003');
  await page.goto('/analytics');
  await expect(page.getByRole('heading', { level: 1, name: 'Analytics Dashboard' })).toBeVisible();
  await expect(range(page).getByRole('button', { name: '7 days' })).toHaveAttribute('aria-pressed', 'true');

  const sources = page.getByRole('region', { name: 'Traffic Sources' });
  const row = sources.getByRole('row', { name: new RegExp(source) });
  await expect(row.getByRole('cell')).toHaveText(['3', '1', '0', '33.33%']);
  await expect(card(page, 'Total Visits')).not.toHaveText('Total Visits0');
  await expect(card(page, 'Signup Rate')).toContainText(/\d+\.\d{2}%/);
  const recent = page.getByRole('region', { name: 'Recent Events' });
  await expect(recent.getByText('WhatsApp Signup').first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Daily visits and signups' }).getByRole('application')).toBeVisible();
  await expectSettled(page);
  await saveScreenshot(page, testInfo, 'analytics-7-days');

  // The server stamps events with its own clock, so every seeded event is from today. To see a
  // range without them, the report requests ask about the ten days ahead from here on, as if the
  // browser's clock ran ahead. Moving the browser's clock itself would also make its access token
  // look expired to the sign-in code, which then renews it without end.
  const askedDays: number[] = [];
  await page.route(/\/api\/analytics\/(summary|totals|daily)\?/, async (route) => {
    const url = new URL(route.request().url());
    const start = Date.parse(url.searchParams.get('start_date') ?? '');
    const end = Date.parse(url.searchParams.get('end_date') ?? '');
    askedDays.push(Math.round((end - start) / dayMs));
    url.searchParams.set('start_date', new Date(start + 10 * dayMs).toISOString());
    url.searchParams.set('end_date', new Date(end + 10 * dayMs).toISOString());
    await route.continue({ url: url.toString() });
  });
  await range(page).getByRole('button', { name: '7 days' }).click();
  await expect(card(page, 'Total Visits')).toHaveText('Total Visits0');
  await expect(card(page, 'WhatsApp Signups')).toHaveText('WhatsApp Signups0Taps on the WhatsApp link. Accounts: the funnel’s Signed in');
  await expect(card(page, 'Signup Rate')).toHaveText('Signup Rate0%');
  await expect(sources.getByText('No data available for the selected time range.')).toBeVisible();
  await expectSettled(page);
  await saveScreenshot(page, testInfo, 'analytics-range-without-data');

  await range(page).getByRole('button', { name: '14 days' }).click();
  await expect(range(page).getByRole('button', { name: '14 days' })).toHaveAttribute('aria-pressed', 'true');
  await expect(row.getByRole('cell')).toHaveText(['3', '1', '0', '33.33%']);
  await expect(card(page, 'Total Visits')).not.toHaveText('Total Visits0');
  await expectSettled(page);
  expect([...askedDays].sort((a, b) => a - b)).toEqual([7, 7, 7, 14, 14, 14]);
  await page.unroute(/\/api\/analytics\/(summary|totals|daily)\?/);
  await saveScreenshot(page, testInfo, 'analytics-14-days');
  expect(problems).toEqual([]);
});

test('a signed-in user without a role sees the 403 page on /analytics and /admin', async ({ page }, testInfo) => {
  const problems = watchConsole(page);
  await signIn(page, '07700 900001');
  for (const path of ['/analytics', '/admin']) {
    await page.goto(path);
    await expect(page.getByText('Error 403')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: "You don't have access to this page" })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Analytics Dashboard' })).toHaveCount(0);
  }
  await saveScreenshot(page, testInfo, 'admin-forbidden');
  expect(problems).toEqual([]);
});

test('an operator finds an account by phone, reads its history and changes its status with a reason', async ({ page }, testInfo) => {
  const problems = watchConsole(page);
  await signIn(page, '07700 900004');
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: /Traffic sources, last 7 days/ })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Signup rate' })).toBeVisible();
  await saveScreenshot(page, testInfo, 'console-dashboard');

  await page.goto('/admin/accounts');
  await page.getByPlaceholder('Phone, name or id').fill('07700 900003');
  const list = page.getByRole('main');
  const result = list.getByText('+447700900003');
  await expect(result).toHaveCount(1);
  await expect(list.getByText('+447700900004')).toHaveCount(0);
  await saveScreenshot(page, testInfo, 'console-accounts-search');
  await result.click();

  const history = page.getByRole('list', { name: 'History' });
  await expect(history.getByText(/^Signed in/).first()).toBeVisible();
  await expect(history.getByText('The member').first()).toBeVisible();

  // The viewport projects share one server: each run moves the account to the other status.
  const statusPanel = page.getByRole('region', { name: 'Status and roles' });
  const current = (await statusPanel.getByText(/^(open|closed)$/).textContent())?.trim();
  const next = current === 'open' ? 'closed' : 'open';
  const reason = `Browser test (${testInfo.project.name}) moves the account to ${next}`;
  await saveScreenshot(page, testInfo, 'console-account');

  await statusPanel.getByRole('button', { name: 'Change status' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change status' });
  await dialog.getByRole('combobox', { name: 'New status' }).click();
  await page.getByRole('option', { name: new RegExp(`^${next} \\(`) }).click();
  await dialog.getByRole('button', { name: 'Change status' }).click();
  await expect(dialog.getByText('Please give a reason.')).toBeVisible();
  await dialog.getByLabel('Reason').fill(reason);
  await saveScreenshot(page, testInfo, 'console-status-dialog');
  await dialog.getByRole('button', { name: 'Change status' }).click();

  await expect(dialog).toBeHidden();
  await expect(statusPanel.getByText(new RegExp(`^${next}$`))).toBeVisible();
  // The history says statuses in an operator's words, the stored value beside them in the panel.
  const words = { open: 'free', closed: 'Premium' };
  // The history holds one group per day; the entry is an item of a day's list.
  const entry = history
    .getByRole('list', { name: /^Events of / })
    .getByRole('listitem')
    .filter({ hasText: `Status ${words[current as 'open' | 'closed']} → ${words[next]} · ${reason}` });
  await expect(entry).toBeVisible();
  await expect(entry).toContainText('An operator');
  await expect(entry).toContainText('via console');
  await saveScreenshot(page, testInfo, 'console-account-after-change');

  await page.goto('/admin/events');
  await expect(page.getByText('account.status_changed').first()).toBeVisible();
  await saveScreenshot(page, testInfo, 'console-events');
  await page.goto('/admin/analytics-events');
  await expect(page.getByText('page_visit').first()).toBeVisible();
  await saveScreenshot(page, testInfo, 'console-analytics-events');
  expect(problems).toEqual([]);
});
