import type { Page, TestInfo } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expectAccessible } from './accessibility';

/** Collects console errors and failed page loads so a test can assert the page ran cleanly. */
export function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

/**
 * Saves a full-page screenshot under test/e2e/screenshots/<project>/ for a person to look at, and
 * scans the same state for accessibility, so every screen a spec shows is also a screen it checks.
 */
export async function saveScreenshot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const dir = join(__dirname, '..', 'screenshots', testInfo.project.name);
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: join(dir, `${name}.png`), fullPage: true });
  await expectAccessible(page, name);
}
