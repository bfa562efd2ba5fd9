import { expect, type Page, type Route, test, type TestInfo } from '@playwright/test';

import { signIn } from '../support/sign-in';

/** Closed-account numbers no other spec uses, one per viewport project (see playwright.config.ts). */
function phoneFor(testInfo: TestInfo): string {
  return testInfo.project.name === 'desktop-1280' ? '+447700900028' : '+447700900027';
}

const apiRequest = /\/(auth|user|dev|api)\//;

/** The requests sent more than once. */
function repeated(requests: string[]): string[] {
  return requests.filter((request, index) => requests.indexOf(request) !== index);
}

type StoredSession = { access_token: string; refresh_token: string; user: { id: string; phone: string } };

async function storedSession(page: Page): Promise<StoredSession> {
  const raw = await page.evaluate(() => localStorage.getItem('daily.session'));
  expect(raw, 'a session is stored after signing in').not.toBeNull();
  return JSON.parse(raw as string) as StoredSession;
}

/** Everything the page's origin keeps: both storages, IndexedDB's databases and Cache Storage's caches. */
async function deviceContents(page: Page): Promise<{ stored: string; databases: string[]; caches: string[] }> {
  return page.evaluate(async () => {
    const dump = (storage: Storage) =>
      Array.from({ length: storage.length }, (_, index) => {
        const key = storage.key(index) ?? '';
        return `${key}=${storage.getItem(key) ?? ''}`;
      });
    const databases = 'databases' in indexedDB ? (await indexedDB.databases()).map((database) => database.name ?? '') : [];
    return { stored: [...dump(localStorage), ...dump(sessionStorage)].join('\n'), databases, caches: await caches.keys() };
  });
}

test('a returning member sees their tasks before any request is answered, and signing out leaves nothing of them', async ({
  page,
}, testInfo) => {
  const phone = phoneFor(testInfo);
  // A retry or a repeat signs in to the same account: each try's task has a title of its own.
  const title = `Kept on the device ${testInfo.project.name} ${Date.now().toString(36)}`;
  await signIn(page, phone.replace(/^\+44/, '0'), /\/dashboard$/);
  const session = await storedSession(page);

  const created = await page.request.post('/dev/user/tasks/create', {
    data: { userId: session.user.id, title },
    headers: { Authorization: `Bearer ${session.access_token}` },
  });
  expect(created.status()).toBe(201);
  await page.reload();
  await expect(page.getByRole('list', { name: 'Active tasks' }).getByText(title, { exact: true })).toBeVisible();
  // The answer is kept on the device once it has arrived.
  await expect.poll(() => page.evaluate((id) => localStorage.getItem(`daily.cache.${id}`) ?? '', session.user.id)).toContain(title);

  // Second load: every API request is held until the page has been looked at.
  const held: Route[] = [];
  let holding = true;
  const sent: string[] = [];
  await page.route(apiRequest, async (route) => {
    sent.push(`${route.request().method()} ${new URL(route.request().url()).pathname}`);
    if (holding) held.push(route);
    else await route.continue();
  });
  await page.reload();
  await expect(page.getByRole('list', { name: 'Active tasks' }).getByText(title, { exact: true })).toBeVisible();
  await expect(page.getByText('Loading...')).toHaveCount(0);
  expect(held.length, 'requests were made and none has been answered').toBeGreaterThan(0);
  // The starter sent the session check and the task list before the app ran; the app took those
  // answers over instead of asking a second time.
  expect(sent).toContain('GET /auth/user');
  expect(sent).toContain('POST /dev/user/tasks/array');
  expect(repeated(sent), 'the app asked for nothing the starter had sent').toEqual([]);
  expect(await page.evaluate(() => (window as { __dailyStarted?: unknown }).__dailyStarted !== undefined)).toBe(true);

  holding = false;
  for (const route of held.splice(0)) await route.continue();
  await expect(page.getByRole('list', { name: 'Active tasks' }).getByText(title, { exact: true })).toBeVisible();

  // Settings the same way: seen once, then loaded again with every request held.
  await page.goto('/settings');
  await expect(page.getByRole('checkbox', { name: 'Send me reminders, nudge calls and trial messages' })).toBeChecked();
  holding = true;
  sent.length = 0;
  await page.reload();
  // The app has asked for its first reads once it has taken over every answer the starter left.
  // The app has asked for its first reads once it has taken over the page's answers the starter
  // left; the account look-up waits for the session check, which is held.
  await page.waitForFunction(() => {
    const started = (window as { __dailyStarted?: { requests: object; anonymous?: object } }).__dailyStarted;
    if (!started) return false;
    return Object.keys({ ...started.requests, ...started.anonymous }).every((request) => request.startsWith('POST /user/check\n'));
  });
  expect(sent).toEqual(expect.arrayContaining(['GET /auth/user', 'POST /dev/user/get', 'GET /api/me/messages', 'GET /api/me/plan']));
  expect(repeated(sent), 'the app asked for nothing the starter had sent').toEqual([]);
  holding = false;
  for (const route of held.splice(0)) await route.continue();
  await page.unroute(apiRequest);

  // Signing out leaves nothing of the person on the device.
  if ((page.viewportSize()?.width ?? 0) < 768) await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'Logout' })).toHaveCount(0);
  const left = await deviceContents(page);
  for (const trace of [session.user.id, session.access_token, session.refresh_token, phone.slice(1), title]) {
    expect(left.stored, 'nothing of the person in local or session storage').not.toContain(trace);
  }
  expect(left.databases).toEqual([]);
  expect(left.caches).toEqual([]);
});
