import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

const BLOCKING = new Set(['serious', 'critical']);

/**
 * Runs every axe-core rule (WCAG 2.x A/AA and best practices) on the page as it is now and fails on
 * any serious or critical violation, naming the rule and the elements so the report says what to fix.
 */
export async function expectAccessible(page: Page, where: string): Promise<void> {
  // Contrast is measured on what is painted: a toast fading in or out would read as faint text.
  // A toast is mounted a frame before its transition starts, so the page must stay settled across frames.
  const settled = () =>
    page.waitForFunction(
      () =>
        [...document.querySelectorAll('[data-sonner-toast]')].every((toast) => toast.getAttribute('data-mounted') === 'true') &&
        document
          .getAnimations()
          .every((animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().endTime === Infinity),
    );
  const analyse = async () => {
    await settled();
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    await settled();
    const results = await new AxeBuilder({ page }).analyze();
    return results.violations
      .filter((violation) => BLOCKING.has(violation.impact ?? ''))
      .map(
        (violation) =>
          `${violation.impact} ${violation.id}: ${violation.help} — ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
      );
  };
  // An analysis takes a second or more: a toast that times out meanwhile fades while axe measures
  // it. What is really wrong is there again once the page has settled; a fade is not.
  let blocking = await analyse();
  if (blocking.length > 0) blocking = await analyse();
  expect(blocking, `accessibility violations on ${where}`).toEqual([]);
}
