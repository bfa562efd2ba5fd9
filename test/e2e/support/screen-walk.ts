import { type Page, test, type TestInfo } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';

/**
 * For specs that walk screens at both widths themselves and save screenshots for a person to look
 * at (test/e2e/screenshots/<folder>/<name>-<width>.png). Such a spec runs in one project only.
 */
export const widths = [390, 1280] as const;
export type Width = (typeof widths)[number];
const heights: Record<Width, number> = { 390: 844, 1280: 800 };

/** Serial, in the desktop project only, with motion reduced and the icon request answered. */
export function walkScreensOnce(): void {
  test.describe.configure({ mode: 'serial' });
  test.beforeEach(async ({ page }, testInfo) => {
    // Each walk sets the page to 390 px and then to 1280 px itself (`widths`), so both widths are
    // checked in the desktop project; the mobile project would only repeat the same walk.
    test.skip(testInfo.project.name !== 'desktop-1280', 'sets its own viewport widths; one run is enough');
    await page.emulateMedia({ reducedMotion: 'reduce' });
    // The server's own pages name no icon file; Chromium asks for /favicon.ico anyway.
    await page.route('**/favicon.ico', (route) => route.fulfill({ status: 204 }));
  });
}

export async function eachWidth(page: Page, run: (width: Width) => Promise<void>): Promise<void> {
  for (const width of widths) {
    await page.setViewportSize({ width, height: heights[width] });
    await run(width);
  }
}

export async function saveScreenshot(
  page: Page,
  testInfo: TestInfo,
  folder: string,
  name: string,
  options: { fullPage?: boolean } = {},
): Promise<void> {
  const width = page.viewportSize()?.width ?? 0;
  const dir = join(__dirname, '..', 'screenshots', folder);
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: join(dir, `${name}-${width}.png`), fullPage: options.fullPage ?? false });
  testInfo.annotations.push({ type: 'screenshot', description: `${folder}/${name}-${width}.png` });
}
