import { expect, test } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { signIn } from '../support/sign-in';

test('messages chart shot', async ({ page }, testInfo) => {
  await signIn(page, '07700 900003');
  await page.goto('/analytics');
  const card = page.getByRole('region', { name: 'Messages per day by plan' });
  await expect(card.getByText(/messages in the range/)).toBeVisible();
  await page.waitForTimeout(1500);
  const dir = join(__dirname, '..', 'screenshots', testInfo.project.name);
  mkdirSync(dir, { recursive: true });
  await card.screenshot({ path: join(dir, 'assistant-analytics-messages-chart.png') });
  const funnel = page.getByRole('region', { name: 'Funnel' });
  await expect(funnel.getByRole('row', { name: /^First message/ })).toBeVisible();
  await funnel.screenshot({ path: join(dir, 'assistant-analytics-funnel.png') });
});
