import { expect, type Page, type Route, test } from '@playwright/test';

import { signIn } from '../support/sign-in';
import { watchConsole } from '../support/browser-checks';

/** The public pages the build writes out as HTML, with the heading each one holds before any script runs. */
const prerendered = [
  { path: '/', heading: 'Turn scattered thoughts into clear actions.' },
  { path: '/about', heading: 'About daily' },
  { path: '/info', heading: 'How it works' },
  { path: '/privacy-policy', heading: 'Privacy Policy' },
  { path: '/one-pager', heading: 'daily in one page' },
  { path: '/login', heading: 'Hello there' },
];

/**
 * Runs before the page's own scripts: counts elements of the prerendered markup that are later
 * removed (a render that threw the markup away instead of hydrating it) and adds up layout shifts.
 */
function watchPrerenderedMarkup() {
  const state = { removed: 0, shift: 0 };
  (window as unknown as { prerenderWatch: typeof state }).prerenderWatch = state;
  new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.removedNodes) if (node instanceof Element && node.querySelector('h1')) state.removed++;
    }
  }).observe(document, { subtree: true, childList: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
      if (!entry.hadRecentInput) state.shift += entry.value;
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

for (const { path, heading } of prerendered) {
  test(`${path} arrives with its content and hydrates without a warning or a layout shift`, async ({ page, request, browser }) => {
    const html = await (await request.get(path, { headers: { accept: 'text/html' } })).text();
    expect(html).toContain(`data-prerendered="${path}"`);
    expect(html).toContain(heading);

    // Without scripts the page is already there.
    const noScript = await browser.newContext({ javaScriptEnabled: false, viewport: page.viewportSize() });
    const staticPage = await noScript.newPage();
    await staticPage.goto(path);
    await expect(staticPage.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await noScript.close();

    const problems = watchConsole(page);
    await page.addInitScript(watchPrerenderedMarkup);
    await page.goto(path, { waitUntil: 'networkidle' });
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    // The sign-in form takes input once its handlers are attached.
    if (path === '/login') await expect(page.getByPlaceholder('Phone number')).toBeEnabled();
    const watched = await page.evaluate(() => (window as unknown as { prerenderWatch: { removed: number; shift: number } }).prerenderWatch);
    expect(watched.removed).toBe(0);
    // Below what Lighthouse shows (it rounds CLS to 0.001). On a slow or busy CPU at 1280 px the logo
    // sometimes moves 7 px as the page loads (0.00001); its cause is not found yet.
    expect(watched.shift).toBeLessThan(0.001);
    expect(problems).toEqual([]);
  });
}

test('a query the prerender did not see renders afresh, without a hydration warning', async ({ page }) => {
  const problems = watchConsole(page);
  await page.goto('/about?cancelled=true', { waitUntil: 'networkidle' });
  await expect(page.getByRole('status').filter({ hasText: 'nothing was charged' })).toBeVisible();
  await page.goto('/info?view=roadmap', { waitUntil: 'networkidle' });
  await expect(page.getByRole('heading', { level: 1, name: 'Roadmap' })).toBeVisible();
  expect(problems).toEqual([]);
});

test('signed in, /about hydrates as it is, then the prerendered /login and / send a paying member to the dashboard', async ({ page }) => {
  const problems = watchConsole(page);
  await signIn(page, '07700 900002');
  await page.addInitScript(watchPrerenderedMarkup);
  await page.goto('/about', { waitUntil: 'networkidle' });
  await expect(page.getByRole('button', { name: 'Become a Founding Member' })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { prerenderWatch: { removed: number } }).prerenderWatch.removed)).toBe(0);
  await page.goto('/login');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(problems).toEqual([]);
});

/** Signed-in pages whose shell holds their heading and the line under it (src/app/prerender-entry.tsx). */
const shellHeadings = [
  { path: '/analytics', heading: 'Analytics Dashboard', line: 'Visits, WhatsApp signups and logins by traffic source.' },
  { path: '/settings', heading: 'Settings', line: 'Your plan, how daily reaches you, and where to find help.' },
];

test("the signed-in shells paint the page's heading and line where the app then draws them", async ({ page, request, browser }) => {
  const problems = watchConsole(page);
  await signIn(page, '+447700900003');
  for (const { path, heading, line } of shellHeadings) {
    const html = await (await request.get(path, { headers: { accept: 'text/html' } })).text();
    expect(html).toContain(`data-shell="${path}"`);
    expect(html).toContain(`<title>${heading} · daily</title>`);

    // The shell as painted while the app's code is on its way (it never arrives here)...
    const waiting = await browser.newContext({ viewport: page.viewportSize() });
    const shell = await waiting.newPage();
    await shell.route('**/assets/*.js', (route) => route.abort());
    await shell.goto(path);
    const painted = await shell.getByRole('heading', { level: 1, name: heading }).boundingBox();
    const paintedLine = await shell.getByText(line, { exact: true }).boundingBox();
    await waiting.close();

    // ...and the page the app renders for an analyst: neither has moved.
    await page.goto(path, { waitUntil: 'networkidle' });
    const drawn = await page.getByRole('heading', { level: 1, name: heading }).boundingBox();
    const drawnLine = await page.getByText(line, { exact: true }).boundingBox();
    expect(painted).not.toBeNull();
    expect(paintedLine).not.toBeNull();
    expect(drawn).toEqual(painted);
    expect(drawnLine).toEqual(paintedLine);
  }
  expect(problems).toEqual([]);
});

/** Signed-in pages, someone who may open them, and whether the call button joins the page after it paints. */
const signedInPages = [
  {
    phone: '07700 900002',
    pages: [
      { path: '/dashboard', callButton: true },
      { path: '/settings', callButton: true },
    ],
  },
  { phone: '+447700900003', pages: [{ path: '/analytics', callButton: false }] },
];

/**
 * Opens `path` with the app's code held back (the starter, assets/start-*.js, is let through) and
 * waits until the starter has run, since it is what answers taps until then.
 */
async function openWithAppCodeHeld(page: Page, path: string) {
  const held: Route[] = [];
  let holding = true;
  await page.route(/\/assets\/(?!start-)[^/]+\.js$/, (route) => (holding ? held.push(route) : route.continue()));
  await page.goto(path, { waitUntil: 'commit' });
  await page.waitForFunction(() => (window as unknown as { __dailyShellMenu?: object }).__dailyShellMenu !== undefined);
  return {
    heldCount: () => held.length,
    release: async () => {
      holding = false;
      await Promise.all(held.map((route) => route.continue()));
    },
  };
}

test("a Logout tapped on the shell before the app's code has come signs out once the app has started", async ({ page }) => {
  const problems = watchConsole(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, '+447700900003');
  const app = await openWithAppCodeHeld(page, '/settings');
  await page.getByRole('button', { name: 'Menu' }).click();
  const logout = page.getByRole('navigation', { name: 'Menu' }).getByRole('button', { name: 'Logout' });
  await logout.click();
  // Kept for the app, and shown as under way.
  await expect(logout).toHaveAttribute('aria-busy', 'true');
  expect(await page.evaluate(() => window.localStorage.getItem('daily.session'))).not.toBeNull();

  await app.release();
  await expect(page).toHaveURL(/\/$/);
  await expect.poll(() => page.evaluate(() => Object.keys(window.localStorage).filter((key) => key.startsWith('daily.')))).toEqual([]);
  await page.getByRole('button', { name: 'Menu' }).click();
  await expect(page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: 'Sign In' })).toBeVisible();
  expect(problems).toEqual([]);
});

test("the dashboard's shell paints the member's heading and empty conversation where the app then draws them", async ({ page }) => {
  const problems = watchConsole(page);
  await signIn(page, '07700 900029');
  const parts = {
    heading: page.locator('h1'),
    day: page.locator('[data-shell-fill="date"]'),
    prompt: page.locator('[data-shell-fill="call-prompt"]'),
    intro: page.getByText('Tasks, reminders and decisions, in your own words. Try one:'),
    box: page.getByPlaceholder('Remind me to call the bank tomorrow at 10'),
  };
  const where = async () => {
    const boxes: Record<string, unknown> = {};
    for (const [name, part] of Object.entries(parts)) boxes[name] = { box: await part.boundingBox(), text: await part.textContent() };
    return boxes;
  };
  for (const viewport of [
    { width: 412, height: 823 },
    { width: 1280, height: 800 },
  ]) {
    await page.setViewportSize(viewport);
    await page.goto('/dashboard');
    await deviceCacheSettled(page);
    await expect(parts.intro).toBeVisible();
    const drawn = await where();

    // The shell, filled by the starter from this device alone: the app's code is held back.
    const app = await openWithAppCodeHeld(page, '/dashboard');
    await expect(parts.intro).toBeVisible();
    await expect(page.getByText('Loading the conversation...')).toBeHidden();
    // The app's files are asked for once the filled shell is on the screen, and held.
    await expect.poll(() => app.heldCount()).toBeGreaterThan(0);
    expect(await where()).toEqual(drawn);
    await app.release();
    await expect(page.getByRole('tab', { name: 'Tasks' })).toBeVisible();
    expect(await where()).toEqual(drawn);
    await page.unrouteAll();
  }
  expect(problems).toEqual([]);
});

/** Resolves after the next frame and half a second more, so moves that come late are counted too. */
const settle = (page: Page) => page.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 500))));

/** Waits until the answers kept on the device have stopped changing for a second: every first read has come. */
async function deviceCacheSettled(page: Page): Promise<void> {
  let kept = '';
  await expect
    .poll(
      async () => {
        const now = await page.evaluate(() =>
          Object.keys(localStorage)
            .map((key) => (key.startsWith('daily.cache.') ? localStorage.getItem(key) : ''))
            .join(''),
        );
        const settled = now !== '' && now === kept;
        kept = now;
        return settled;
      },
      { intervals: [1_000] },
    )
    .toBe(true);
}

test('a returning member sees the signed-in pages arrive without a layout shift', async ({ page }) => {
  const problems = watchConsole(page);
  await page.addInitScript(watchPrerenderedMarkup);
  for (const { phone, pages } of signedInPages) {
    await signIn(page, phone);
    for (const { path, callButton } of pages) {
      // The first visit leaves the last answers on the device, as any earlier visit would.
      await page.goto(path);
      await deviceCacheSettled(page);
      await page.reload();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // The call button arrives after the page has painted: its arrival counts too.
      if (callButton) await expect(page.locator('[data-call-widget]')).toBeAttached();
      await settle(page);
      const { shift } = await page.evaluate(() => (window as unknown as { prerenderWatch: { shift: number } }).prerenderWatch);
      expect.soft({ path, shift }).toEqual({ path, shift: 0 });
    }
    await page.evaluate(() => window.localStorage.clear());
  }
  expect(problems).toEqual([]);
});

test("the console's bar is drawn with the operator's name from its first paint, so nothing in it moves", async ({ page }) => {
  const problems = watchConsole(page);
  await signIn(page, '07700 900004');
  await page.addInitScript(watchPrerenderedMarkup);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: /Traffic sources, last 7 days/ })).toBeVisible();
  await settle(page);
  const { shift } = await page.evaluate(() => (window as unknown as { prerenderWatch: { shift: number } }).prerenderWatch);
  expect(shift).toBe(0);
  expect(problems).toEqual([]);
});

test("a tap on a prerendered page's Menu before hydration opens it, and the hydrated app keeps it open", async ({ page }) => {
  const problems = watchConsole(page);
  await page.setViewportSize({ width: 390, height: 844 });
  const app = await openWithAppCodeHeld(page, '/about');
  await page.getByRole('button', { name: 'Menu' }).click();
  const menu = page.getByRole('navigation', { name: 'Menu' });
  await expect(menu.getByRole('link', { name: 'Sign In' })).toBeVisible();
  expect(app.heldCount()).toBeGreaterThan(0);

  await app.release();
  // Hydrated: the app has taken the menu over, and it is still open.
  await page.waitForFunction(
    () => (window as unknown as { __dailyShellMenu?: { openAt: string | null } }).__dailyShellMenu?.openAt === null,
  );
  const toggle = page.getByRole('button', { name: 'Menu' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(menu.getByRole('link', { name: 'About' })).toBeVisible();
  // From now on the app's own handler answers: one tap closes it, another opens it.
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(menu).toBeHidden();
  await toggle.click();
  await expect(menu.getByRole('link', { name: 'Sign In' })).toBeVisible();
  expect(problems).toEqual([]);
});

test("a tap on the shell's Menu before the app's code has come opens it, and the app keeps it open", async ({ page }) => {
  const problems = watchConsole(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, '+447700900003');
  const app = await openWithAppCodeHeld(page, '/settings');
  await page.getByRole('button', { name: 'Menu' }).click();
  const menu = page.getByRole('navigation', { name: 'Menu' });
  await expect(menu.getByRole('link', { name: 'Settings' })).toBeVisible();
  expect(app.heldCount()).toBeGreaterThan(0);

  await app.release();
  // The app's menu, open where the shell's was: it knows the analyst's role.
  await expect(menu.getByRole('link', { name: 'Analytics' })).toBeVisible();
  const toggle = page.getByRole('button', { name: 'Menu' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(menu).toBeHidden();
  expect(problems).toEqual([]);
});
