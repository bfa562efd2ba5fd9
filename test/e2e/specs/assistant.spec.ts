import { expect, type Page, test, type TestInfo } from '@playwright/test';
import { saveScreenshot, watchConsole } from '../support/browser-checks';
import { signIn } from '../support/sign-in';
import { sendWhatsApp } from '../support/twilio-webhook';
import { openAccountsSearched } from '../support/console-search';

/** Each viewport project has its own closed account, so the two runs do not see each other's tasks. */
function phoneFor(testInfo: TestInfo): string {
  return testInfo.project.name === 'desktop-1280' ? '+447700900020' : '+447700900019';
}

const messageBox = (page: Page) => page.getByRole('textbox', { name: 'Message to daily' });
const conversation = (page: Page) => page.getByRole('region', { name: 'Conversation' });
const activeTasks = (page: Page) => page.getByRole('list', { name: 'Active tasks' });

test('a message typed on the dashboard adds the task, and one sent by WhatsApp shows on the open dashboard', async ({
  page,
  request,
  baseURL,
}, testInfo) => {
  const problems = watchConsole(page);
  const phone = phoneFor(testInfo);
  const liveOpened = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/live');
  await signIn(page, phone.replace(/^\+44/, '0'), /\/dashboard$/);
  await liveOpened;

  // A first visit teaches by example.
  await expect(page.getByRole('heading', { name: 'Tell daily anything' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Examples' }).getByRole('button')).toHaveCount(3);
  await expect(page.getByText('No tasks found. Create your first task!')).toBeVisible();
  await saveScreenshot(page, testInfo, 'assistant-empty');

  // A refused message keeps its words and says why.
  await page.route('**/api/assistant/messages', (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({ status: 503, contentType: 'application/json', body: '{"statusCode":503,"message":"Service unavailable"}' })
      : route.fallback(),
  );
  await messageBox(page).fill('call the bank tomorrow at 10 !');
  await messageBox(page).press('Enter');
  await expect(page.getByRole('alert').filter({ hasText: 'Your message was not sent.' })).toBeVisible();
  await expect(messageBox(page)).toHaveValue('call the bank tomorrow at 10 !');
  await saveScreenshot(page, testInfo, 'assistant-error');
  await page.unroute('**/api/assistant/messages');

  // Sent for real: the reply says what changed, and the task is on the list.
  await messageBox(page).press('Enter');
  await expect(conversation(page).getByText(/^Added: Call the bank, tomorrow 10:00 \(important\)\./)).toBeVisible();
  await expect(messageBox(page)).toHaveValue('');
  const bank = activeTasks(page)
    .getByRole('listitem')
    .filter({ hasText: /Call the bank/i });
  await expect(bank).toHaveCount(1);
  await expect(page.getByRole('button', { name: /^Important: Call the bank/i })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('button', { name: /^Change due date of Call the bank/i })).toHaveText('Tomorrow, 10:00');

  // A WhatsApp message reaches the open dashboard through the live stream, without a reload.
  const sentAt = Date.now();
  expect(await sendWhatsApp(request, baseURL ?? '', phone, 'buy printer ink')).toBe(200);
  await expect(activeTasks(page).getByText(/^Buy printer ink$/i)).toBeVisible({ timeout: 2_000 });
  const shownAfter = Date.now() - sentAt;
  testInfo.annotations.push({ type: 'whatsapp-to-dashboard', description: `${shownAfter} ms` });
  console.log(`[${testInfo.project.name}] WhatsApp message on the open dashboard after ${shownAfter} ms`);
  const whatsapp = conversation(page)
    .getByRole('listitem')
    .filter({ has: page.getByText('buy printer ink', { exact: true }) });
  await expect(whatsapp).toBeVisible({ timeout: 2_000 });
  await expect(whatsapp).toContainText('WhatsApp');
  await expect(conversation(page).getByText(/^Added: Buy printer ink\./)).toBeVisible();
  await saveScreenshot(page, testInfo, 'assistant-conversation');

  // The one refusal the test made itself is the only failed request.
  expect(problems).toEqual(['Failed to load resource: the server responded with a status of 503 (Service Unavailable)']);
});

test('an operator reads an account’s conversation: times, channels, intents and outcomes, never the words', async ({
  page,
  request,
  baseURL,
}, testInfo) => {
  const problems = watchConsole(page);
  const phone = phoneFor(testInfo);
  // The account exists once its holder has signed in; a WhatsApp message gives it a line to show.
  await signIn(page, phone.replace(/^\+44/, '0'), /\/dashboard$/);
  expect(await sendWhatsApp(request, baseURL ?? '', phone, 'decided to move the launch to March')).toBe(200);
  await expect(page.getByRole('region', { name: 'Conversation' }).getByText(/^Added to today's journal/)).toBeVisible();

  // The operator signs in on the same browser once the holder's session is gone from it.
  await page.evaluate(() => window.localStorage.clear());
  await signIn(page, '07700 900004');
  await openAccountsSearched(page, phone);
  await page.getByRole('main').getByText(phone).click();
  await page.getByRole('tab', { name: 'Conversation' }).click();
  const table = page.getByRole('table', { name: /Messages with daily/ });
  await expect(table.getByRole('columnheader')).toHaveText(['Time', 'Direction', 'Channel', 'Intents', 'Outcome', 'Delivery']);
  // The reply to the phone says whether it reached Twilio, in the delivery column's words.
  const reply = table.getByRole('row').filter({ hasText: 'From daily' }).first();
  await expect(reply).toContainText(/Delivered|Pending|Failed/);
  const decision = table.getByRole('row').filter({ hasText: 'decision' }).first();
  await expect(decision).toContainText('WhatsApp');
  await expect(decision).toContainText('From the person');
  await expect(page.getByText('decided to move the launch to March')).toHaveCount(0);
  await saveScreenshot(page, testInfo, 'assistant-console-conversation');
  expect(problems).toEqual([]);
});
