import { expect, type Page, test, type TestInfo } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { watchConsole } from '../support/browser-checks';
import { signIn } from '../support/sign-in';

/**
 * On a phone, nothing floats over what a person is using: on every signed-in page, each
 * focusable element in turn is focused (the browser scrolls it into view, as it does for a
 * keyboard or a tap on the next field) and the points of its box are asked, with
 * document.elementFromPoint, what is on top there. The call button or a toast there fails the
 * test, and so does either of them over the page at rest, scrolled to the top or to the end.
 * Toasts are raised for real (a saved setting, a new task, a call request, a refused deletion
 * with its dialog open) before the focus walk, so it runs with one on screen.
 */
const openPhone = '+447700900025';
const closedPhone = '+447700900024';
const analystPhone = '+447700900003';
const operatorPhone = '+447700900004';

test.beforeEach(async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'mobile-390', 'the phone is where floating things cover the page');
  // Toasts and dialogs appear at once, so what is measured is where they settle.
  await page.emulateMedia({ reducedMotion: 'reduce' });
});

const floating = '[data-floating="call-widget"], [data-sonner-toast]';

type Mode = 'focus-each' | 'at-rest';

/** Names of the focusable elements something floating covers, and what covers them. */
async function coveredControls(page: Page, mode: Mode): Promise<string[]> {
  return page.evaluate(
    async ({ mode, floating }) => {
      const frames = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      const focusable =
        'a[href], button, input:not([type="hidden"]), select, textarea, [tabindex]:not([tabindex="-1"]), [role="tab"], [role="combobox"]';
      const describe = (element: Element) =>
        `${element.tagName.toLowerCase()} "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 48)}"`;
      const coverOf = (element: Element): string | null => {
        const box = element.getBoundingClientRect();
        const points = [
          [box.left + box.width / 2, box.top + box.height / 2],
          [box.left + 2, box.top + 2],
          [box.right - 2, box.top + 2],
          [box.left + 2, box.bottom - 2],
          [box.right - 2, box.bottom - 2],
        ];
        for (const [x, y] of points) {
          if (x < 0 || y < 0 || x >= window.innerWidth || y >= window.innerHeight) continue;
          const cover = document.elementFromPoint(x, y)?.closest(floating);
          if (cover && !cover.contains(element)) return cover.matches('[data-sonner-toast]') ? 'a toast' : 'the call button';
        }
        return null;
      };
      const candidates = [...document.querySelectorAll<HTMLElement>(focusable)].filter(
        (element) =>
          !element.closest(floating) &&
          !element.closest('[hidden], [inert], [aria-hidden="true"]') &&
          element.getClientRects().length > 0 &&
          getComputedStyle(element).visibility !== 'hidden' &&
          !(element as HTMLButtonElement).disabled,
      );
      const found: string[] = [];
      for (const element of candidates) {
        if (mode === 'focus-each') {
          element.focus();
          if (document.activeElement !== element) continue;
          await frames();
        } else {
          const box = element.getBoundingClientRect();
          if (box.bottom <= 0 || box.top >= window.innerHeight) continue;
        }
        let cover = coverOf(element);
        // A toast moving to the other edge is given the time to get there.
        if (cover) {
          await new Promise((resolve) => setTimeout(resolve, 600));
          cover = coverOf(element);
        }
        if (cover) found.push(`${describe(element)} under ${cover} (${mode}, scrolled to ${Math.round(window.scrollY)})`);
      }
      (document.activeElement as HTMLElement | null)?.blur();
      return found;
    },
    { mode, floating },
  );
}

async function shot(page: Page, testInfo: TestInfo, name: string) {
  const dir = join(__dirname, '..', 'screenshots', 'covered-controls');
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: join(dir, `${name}.png`) });
  testInfo.annotations.push({ type: 'screenshot', description: `covered-controls/${name}.png` });
}

/** The page at rest at its top and its end, then every control focused in turn. */
async function expectNothingCovered(page: Page, testInfo: TestInfo, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForTimeout(200);
  await shot(page, testInfo, `${name}-top`);
  const atTop = await coveredControls(page, 'at-rest');
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await page.waitForTimeout(200);
  await shot(page, testInfo, `${name}-end`);
  const atEnd = await coveredControls(page, 'at-rest');
  await page.evaluate(() => window.scrollTo(0, 0));
  const focused = await coveredControls(page, 'focus-each');
  expect([...atTop, ...atEnd, ...focused], `covered on ${name}`).toEqual([]);
}

const callButton = (page: Page) => page.getByRole('button', { name: 'Want me to call you now?' });
/** The call widget is on the page (it may be stepping aside, out of sight, over a control). */
const callWidgetLoaded = (page: Page) => expect(page.locator('[data-call-widget]')).toBeAttached();
const toast = (page: Page, text: string | RegExp) => page.locator('[data-sonner-toast]').filter({ hasText: text });

async function settle(page: Page, path: string, ready: () => Promise<void>) {
  await page.goto(path);
  await ready();
  // Not 'networkidle': a signed-in page keeps its live-changes stream open, so the network never rests.
  await page.waitForLoadState('load');
  await page.waitForTimeout(500);
}

test('an open account: sign-in leaves its toast behind, and nothing covers /welcome, /subscribe, /settings or /add-context', async ({
  page,
}, testInfo) => {
  const problems = watchConsole(page);
  await signIn(page, openPhone, /\/subscribe$/);
  // "OTP sent to your phone" belonged to the sign-in form; it does not follow onto /subscribe.
  await expect(page.getByRole('button', { name: 'Subscribe Now' })).toBeVisible();
  await expect(toast(page, 'OTP sent to your phone')).toHaveCount(0);
  await shot(page, testInfo, 'subscribe-after-sign-in');

  await settle(page, '/welcome', () => callWidgetLoaded(page));
  await page.waitForTimeout(1_500); // the intro sequence
  await expectNothingCovered(page, testInfo, 'welcome');

  await settle(page, '/subscribe', () => expect(page.getByRole('button', { name: 'Subscribe Now' })).toBeVisible());
  await expectNothingCovered(page, testInfo, 'subscribe');

  await settle(page, '/settings', () => callWidgetLoaded(page));
  await expect(page.getByRole('button', { name: 'Edit phone number' })).toBeVisible();
  await expectNothingCovered(page, testInfo, 'settings-open-account');

  await settle(page, '/add-context', () => expect(page.getByRole('heading', { name: 'Add Context' })).toBeVisible());
  await expectNothingCovered(page, testInfo, 'add-context');
  expect(problems).toEqual([]);
});

test('a member: nothing covers the dashboard, the journal or settings, with a toast on screen or a dialog open', async ({
  page,
}, testInfo) => {
  // Every control of four screens is focused and measured, some twice: more than a minute on a busy machine.
  test.setTimeout(180_000);
  const problems = watchConsole(page);
  await signIn(page, closedPhone, /\/dashboard$/);
  await callWidgetLoaded(page);
  await expectNothingCovered(page, testInfo, 'dashboard');

  // A new task: its toast is on screen while every control is focused in turn. (Focusing the
  // Journal tab above opened it: tabs follow focus.)
  await settle(page, '/dashboard', () => expect(page.getByRole('button', { name: 'New Task' })).toBeVisible());
  await page.getByRole('button', { name: 'New Task' }).click();
  const dialog = page.getByRole('dialog', { name: 'New Task' });
  await dialog.getByLabel('Title').fill('Send the pricing proposal');
  await dialog.getByRole('button', { name: 'Create Task' }).click();
  await expect(toast(page, 'Task created')).toBeVisible();
  await shot(page, testInfo, 'dashboard-toast');
  expect(await coveredControls(page, 'focus-each'), 'covered on the dashboard with a toast').toEqual([]);

  // A call request's toast, raised from the call button itself.
  await callButton(page).click();
  await page.getByRole('button', { name: 'Call me now' }).click();
  await expect(page.locator('[data-sonner-toast]').first()).toBeVisible();
  await shot(page, testInfo, 'dashboard-call-toast');
  expect(await coveredControls(page, 'focus-each'), 'covered on the dashboard after a call request').toEqual([]);

  await settle(page, '/dashboard?tab=journal', () => expect(page.getByRole('list', { name: 'Days' })).toBeVisible());
  await expectNothingCovered(page, testInfo, 'journal');

  await settle(page, '/settings', () => expect(page.getByRole('button', { name: 'Edit phone number' })).toBeVisible());
  await expectNothingCovered(page, testInfo, 'settings');
  const voice = page.getByRole('combobox', { name: 'Voice preference' });
  const other = (await voice.textContent())?.includes('Female') ? 'Default' : 'Female';
  await voice.click();
  await page.getByRole('option', { name: other }).click();
  await expect(toast(page, 'Voice preference updated')).toBeVisible();
  await shot(page, testInfo, 'settings-toast');
  expect(await coveredControls(page, 'focus-each'), 'covered on /settings with a toast').toEqual([]);

  // A refused deletion toasts while its dialog stays open: the toast keeps off the dialog.
  await page.route('**/api/me', (route) =>
    route.request().method() === 'DELETE'
      ? route.fulfill({
          status: 503,
          headers: { 'retry-after': '1' },
          json: { statusCode: 503, error: 'Service Unavailable', message: 'Try again' },
        })
      : route.fallback(),
  );
  await page.getByRole('button', { name: 'Delete account' }).click();
  const deletion = page.getByRole('dialog');
  await deletion.getByRole('textbox').fill('DELETE');
  await deletion.getByRole('button', { name: 'Delete account' }).click();
  const refusal = toast(page, 'Failed to delete your account');
  await expect(refusal).toBeVisible();
  await shot(page, testInfo, 'settings-dialog-toast');
  const dialogBox = await deletion.boundingBox();
  const toastBox = await refusal.boundingBox();
  expect(dialogBox && toastBox && toastBox.y >= dialogBox.y + dialogBox.height, JSON.stringify({ dialogBox, toastBox })).toBe(true);
  await page.unroute('**/api/me');
  expect(problems.filter((problem) => !problem.includes('503'))).toEqual([]);
});

test('staff pages: nothing covers /analytics or /test', async ({ page }, testInfo) => {
  await signIn(page, analystPhone);
  await settle(page, '/analytics', () => expect(page.getByRole('heading', { name: 'Analytics Dashboard' })).toBeVisible());
  await expectNothingCovered(page, testInfo, 'analytics');
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await signIn(page, operatorPhone);
  await settle(page, '/test', () => expect(page.getByRole('heading', { level: 1 })).toBeVisible());
  await expectNothingCovered(page, testInfo, 'developer-tools');
});
