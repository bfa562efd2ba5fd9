import { expect, type Locator, type Page, test, type TestInfo } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expectAccessible } from '../support/accessibility';
import { watchConsole } from '../support/browser-checks';
import { signIn } from '../support/sign-in';

/**
 * The screens a person checks by eye, at a phone (390), a small tablet or narrow window (800) and
 * a laptop (1280), with the checks that can be measured: nothing floating over content that
 * matters, one message per failure, no focus ring after a click. Each state is saved as
 * test/e2e/screenshots/screens/<width>/<name>.png (see test/e2e/screenshots/README.md) and scanned
 * with axe. The spec sets the widths itself, so it runs in one project only.
 */
const widths = [390, 800, 1280] as const;
const heights: Record<(typeof widths)[number], number> = { 390: 844, 800: 1000, 1280: 800 };
const closedPhone = '+447700900013';
const openPhone = '+447700900014';

test.beforeEach(({ page: _page }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop-1280', 'sets its own viewport widths; one run is enough');
});

async function atWidth(page: Page, width: (typeof widths)[number]) {
  await page.setViewportSize({ width, height: heights[width] });
}

/** What the eye sees: the viewport, not the whole page, so anything floating is where it sits. */
async function shot(page: Page, testInfo: TestInfo, name: string) {
  const width = page.viewportSize()?.width ?? 0;
  const dir = join(__dirname, '..', 'screenshots', 'screens', String(width));
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: join(dir, `${name}.png`) });
  await expectAccessible(page, `${name} at ${width} px`);
  testInfo.annotations.push({ type: 'screenshot', description: `screens/${width}/${name}.png` });
}

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The buttons, links and fields in view that `floating` covers, by their names. */
async function coveredBy(page: Page, floating: Locator): Promise<string[]> {
  const box = await floating.boundingBox();
  if (!box) return [];
  // On a phone the button is part of the top bar: what scrolls under it is under the bar.
  if (await floating.evaluate((element) => element.closest('header') !== null)) return [];
  return page.evaluate(
    ({ box, floatingHtml }) => {
      const hits: string[] = [];
      for (const element of document.querySelectorAll<HTMLElement>('main a, main button, main input, main textarea, main [role="tab"]')) {
        if (element.closest('[data-floating]') || floatingHtml.includes(element.outerHTML)) continue;
        const rect = element.getBoundingClientRect();
        if (rect.width === 0 || rect.bottom < 0 || rect.top > window.innerHeight) continue;
        if (rect.x < box.x + box.width && box.x < rect.right && rect.y < box.y + box.height && box.y < rect.bottom)
          hits.push(element.getAttribute('aria-label') ?? element.textContent?.trim() ?? element.tagName);
      }
      return hits;
    },
    { box, floatingHtml: await floating.evaluate((element) => element.outerHTML) },
  );
}

const callButton = (page: Page) => page.getByRole('button', { name: 'Want me to call you now?' });

/** What the call button covers; nothing while it has stepped aside (invisible, untouchable) from a control under it. */
async function coveredByCallButton(page: Page): Promise<string[]> {
  const widget = page.locator('[data-call-widget]');
  await expect(widget).toBeAttached();
  if ((await widget.getAttribute('data-aside')) !== null) return [];
  return coveredBy(page, callButton(page));
}

test('/welcome is home for an open account, and the call button covers none of it', async ({ page }, testInfo) => {
  const problems = watchConsole(page);
  await signIn(page, openPhone, /\/subscribe$/);
  for (const width of widths) {
    await atWidth(page, width);
    await page.goto('/welcome');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Home leads here, from the logo and from the pill or the menu.
    await expect(page.getByRole('link', { name: 'daily home' })).toHaveAttribute('href', '/welcome');
    // Its question is typed out from 640 px; a phone has its round icon, named by the question.
    await expect(callButton(page)).toHaveText(width < 640 ? '' : 'Want me to call you now?', { timeout: 5_000 });
    await page.waitForTimeout(1_200); // the intro sequence and the typed label
    await shot(page, testInfo, 'welcome');
    expect(await coveredBy(page, callButton(page)), `covered at ${width} px, top of /welcome`).toEqual([]);
    // Scrolled to the end, the room kept below the last card keeps it clear of the button.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect(callButton(page)).toHaveText('');
    await shot(page, testInfo, 'welcome-end');
    expect(await coveredBy(page, callButton(page)), `covered at ${width} px, end of /welcome`).toEqual([]);
  }
  expect(problems).toEqual([]);
});

test('settings: the call button covers no form row from 800 px up', async ({ page }, testInfo) => {
  await signIn(page, closedPhone, /\/dashboard$/);
  for (const width of widths) {
    await atWidth(page, width);
    await page.goto('/settings');
    await expect(page.getByRole('region', { name: 'Account' })).toBeVisible();
    await page.waitForTimeout(3_000); // the typed label
    await shot(page, testInfo, 'settings');
    // On a phone a floating button passes over something at some point of the scroll, whatever its
    // size; from 800 px up it must not cover a row there: where one passes under it, it steps aside.
    if (width < 800) continue;
    // At 1280 px the column leaves the corner clear: the button is there to be seen.
    if (width === 1280) await expect(callButton(page)).toBeVisible();
    expect(await coveredByCallButton(page), `covered at ${width} px, top of /settings`).toEqual([]);
    for (const y of [400, 800, 1200]) {
      await page.evaluate((top) => window.scrollTo(0, top), y);
      await page.waitForTimeout(300); // past its 200 ms step aside
      expect(await coveredByCallButton(page), `covered at ${width} px, /settings scrolled to ${y}`).toEqual([]);
    }
  }
});

test('/subscribe puts the form first for a signed-in person', async ({ page }, testInfo) => {
  await signIn(page, openPhone, /\/subscribe$/);
  for (const width of widths) {
    await atWidth(page, width);
    await page.goto('/subscribe');
    const form = page.getByRole('region', { name: 'Start your free trial' });
    await expect(form).toBeVisible();
    const formBox = await form.boundingBox();
    const planBox = await page.getByRole('region', { name: 'Premium' }).boundingBox();
    expect(formBox && planBox && (formBox.y < planBox.y || formBox.x < planBox.x)).toBe(true);
    // On a phone the form starts in the first screen, not 700 px down.
    expect(formBox?.y ?? Infinity).toBeLessThan(heights[width]);
    await shot(page, testInfo, 'subscribe-signed-in');
  }
});

test('the dashboard: a bar for the menu on phones, one question, a compact call button once scrolled', async ({ page }, testInfo) => {
  const problems = watchConsole(page);
  await signIn(page, closedPhone, /\/dashboard$/);
  // Enough tasks to scroll.
  for (const title of ['Send the pricing proposal', 'Call the accountant', 'Book the dentist', 'Plan the launch', 'Reply to Sam']) {
    await page.getByRole('button', { name: 'New Task' }).click();
    const dialog = page.getByRole('dialog', { name: 'New Task' });
    await dialog.getByLabel('Title').fill(title);
    await dialog.getByLabel(/^Description/).fill('A line of detail so the list has some height to it.');
    await dialog.getByRole('button', { name: 'Create Task' }).click();
    await expect(dialog).toBeHidden();
  }
  for (const width of widths) {
    await atWidth(page, width);
    await page.goto('/dashboard');
    await expect(page.getByRole('list', { name: 'Active tasks' }).getByRole('listitem')).toHaveCount(5);
    await page.waitForTimeout(3_000); // the typed label
    await shot(page, testInfo, 'dashboard');
    if (width < 640) {
      // The prompt asks the question; the button does not say it again.
      await expect(page.getByText('Want me to call you now?', { exact: true })).toHaveCount(1);
      await expect(callButton(page)).toHaveText('');
    }
    await page.evaluate(() => window.scrollTo(0, 600));
    await expect(callButton(page)).toHaveText('');
    if (width < 768) {
      // The bar with the menu button stays at the top, over nothing but itself.
      const bar = page.locator('header').first();
      await expect(bar).toBeInViewport();
      const barBox = await bar.boundingBox();
      expect(barBox?.y).toBe(0);
    }
    await shot(page, testInfo, 'dashboard-scrolled');

    // The inline editor keeps the due-date chip before Save and Cancel.
    await page.getByRole('button', { name: 'Edit Reply to Sam' }).click();
    const editor = page.getByRole('form', { name: 'Edit task' });
    const chip = await editor.getByRole('button', { name: 'Add due date to Reply to Sam' }).boundingBox();
    const save = await editor.getByRole('button', { name: 'Save' }).boundingBox();
    expect(chip && save && chip.y + chip.height <= save.y).toBe(true);
    await editor.getByRole('button', { name: 'Save' }).scrollIntoViewIfNeeded();
    await shot(page, testInfo, 'dashboard-task-editor');
    await editor.getByRole('button', { name: 'Cancel' }).click();
  }
  expect(problems).toEqual([]);
});

test('the Journal tab shows no focus ring after a click, but does from the keyboard', async ({ page }, testInfo) => {
  await signIn(page, closedPhone, /\/dashboard$/);
  const journal = page.getByRole('tab', { name: 'Journal' });
  await journal.click();
  await expect(page).toHaveURL(/tab=journal/);
  await expect(page.getByRole('list', { name: 'Days' })).toBeVisible();
  const ringAfterClick = await page.evaluate(() => document.querySelector(':focus-visible')?.outerHTML ?? null);
  expect(ringAfterClick).toBeNull();
  await shot(page, testInfo, 'journal-after-click');
  await page.getByRole('tab', { name: 'Tasks' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(journal).toBeFocused();
  expect(await journal.evaluate((element) => element.matches(':focus-visible'))).toBe(true);
});

test('toasts on phones sit at the bottom, clear of the header and the Back link, closed from inside', async ({ page }, testInfo) => {
  await signIn(page, closedPhone, /\/dashboard$/);
  for (const width of [390, 1280] as const) {
    await atWidth(page, width);
    await page.goto('/settings');
    const voice = page.getByRole('region', { name: 'Account' }).getByRole('combobox', { name: 'Voice preference' });
    const other = (await voice.textContent())?.includes('Female') ? 'Default' : 'Female';
    // Mid-screen: a control left near an edge sends the toast to the other one, on purpose.
    await voice.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    await voice.click();
    await page.getByRole('option', { name: other }).click();
    const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Voice preference updated' });
    await expect(toast).toBeVisible();
    // A pointer resting on a toast keeps it, long enough to measure and photograph it.
    await toast.hover();
    await page.waitForTimeout(500);
    const toastBox = await toast.boundingBox();
    const headerBox = await page.locator('header').first().boundingBox();
    expect(toastBox && headerBox && !overlaps(toastBox, headerBox)).toBe(true);
    if (width === 390) expect((toastBox?.y ?? 0) + (toastBox?.height ?? 0)).toBeGreaterThan(heights[390] / 2);
    // The close button is inside the toast, not astride its corner.
    const closeBox = await toast.locator('[data-close-button]').boundingBox();
    expect(closeBox && toastBox && closeBox.x >= toastBox.x && closeBox.y >= toastBox.y, JSON.stringify({ closeBox, toastBox })).toBe(true);
    await shot(page, testInfo, 'toast');
    await toast.locator('[data-close-button]').click();
    await expect(toast).toBeHidden();
  }
});

test('the pitch page says its tables scroll on a phone', async ({ page }, testInfo) => {
  for (const width of widths) {
    await atWidth(page, width);
    await page.goto('/one-pager');
    const hint = page.getByText('Swipe sideways to see the whole table →').first();
    if (width < 640) await expect(hint).toBeVisible();
    else await expect(hint).toBeHidden();
    const table = page.locator('.table-scroll').last();
    await table.scrollIntoViewIfNeeded();
    await shot(page, testInfo, 'one-pager-table');
  }
});

test('the analytics chart: words for a range with no visits, bars for a day of data', async ({ page }, testInfo) => {
  await signIn(page, '+447700900003');
  const zeros = Array.from({ length: 7 }, (_, index) => ({ date: `2026-01-0${index + 1}`, visits: 0, signups: 0, logins: 0 }));
  await page.route('**/api/analytics/daily?*', (route) => route.fulfill({ json: zeros }));
  await page.goto('/analytics');
  await expect(page.getByText('No visits in this range')).toBeVisible();
  for (const width of widths) {
    await atWidth(page, width);
    await page.getByText('No visits in this range').scrollIntoViewIfNeeded();
    await shot(page, testInfo, 'analytics-no-visits');
  }
  await page.unroute('**/api/analytics/daily?*');
  await page.route('**/api/analytics/daily?*', (route) =>
    route.fulfill({ json: zeros.map((point, index) => (index === 6 ? { ...point, visits: 5, signups: 2 } : point)) }),
  );
  await page.reload();
  // The daily traffic chart (the Funnel section below has its own).
  const chart = page.getByRole('application', { name: 'Visits and WhatsApp signups per day' });
  // A chart is drawn as its place nears the screen.
  await page.getByRole('heading', { name: 'Daily visits and signups' }).scrollIntoViewIfNeeded();
  await expect(chart).toBeVisible();
  // Bars, not a smoothed line that swoops between days: the one day with figures has its two.
  await expect(chart.locator('[data-bar="visits"]')).toBeVisible();
  await expect(chart.locator('[data-bar]')).toHaveCount(2);
  // The day's figures, for the pointer and for the arrow keys.
  await chart.focus();
  await expect(page.getByRole('status').filter({ hasText: 'Visits: 5' })).toContainText('WhatsApp signups: 2');
  for (const width of widths) {
    await atWidth(page, width);
    await chart.scrollIntoViewIfNeeded();
    await shot(page, testInfo, 'analytics-one-day');
  }
});

test('/stripe/success with a bad session id never says the payment succeeded', async ({ page }, testInfo) => {
  await signIn(page, openPhone, /\/subscribe$/);
  await page.route('**/api/stripe/confirm-checkout', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    await route.continue();
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { headingsSeen: string[] }).headingsSeen = seen;
    new MutationObserver(() => {
      for (const heading of document.querySelectorAll('h1'))
        if (!seen.includes(heading.textContent ?? '')) seen.push(heading.textContent ?? '');
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
  await page.goto('/stripe/success?session_id=cs_test_not_a_session');
  await expect(page.getByRole('heading', { name: 'Confirming your payment' })).toBeVisible();
  await shot(page, testInfo, 'stripe-success-confirming');
  await expect(page.getByText('There was an issue updating your account. Please contact support.')).toBeVisible();
  const seen = await page.evaluate(() => (window as unknown as { headingsSeen: string[] }).headingsSeen);
  expect(seen).not.toContain('Payment Successful!');
});

test('signed out: the sign-in page and /about, with Sign In in the pill', async ({ page }, testInfo) => {
  for (const width of widths) {
    await atWidth(page, width);
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Sign in / up to daily' })).toBeVisible();
    await shot(page, testInfo, 'login');
    await page.goto('/about');
    await page.getByRole('region', { name: 'Plans' }).scrollIntoViewIfNeeded();
    await shot(page, testInfo, 'about-plans-visitor');
  }
});
