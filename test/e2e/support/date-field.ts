import { expect, type Locator, type Page } from '@playwright/test';

/** "Thursday, November 26, 2026": how the calendar names a day, the app's weekday form with its year. */
export function calendarDayName(date: Date): string {
  return date.toLocaleDateString('en-US', { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' });
}

/**
 * Chooses a day in one of the app's date fields (a button that opens a calendar), moving the
 * calendar on by a month when the day is not in the one it opens on.
 */
export async function pickDate(page: Page, field: Locator, date: Date): Promise<void> {
  await field.click();
  const calendar = page.getByRole('dialog').filter({ has: page.getByRole('grid') });
  const day = calendar.getByRole('button', { name: new RegExp(`^${calendarDayName(date)}`) });
  // The calendar's code may still be arriving; look for the day only once it shows a month.
  await expect(calendar.getByRole('grid')).toBeVisible();
  for (let step = 0; step < 12 && !(await day.isVisible()); step++) {
    await calendar.getByRole('button', { name: /next month/i }).click();
  }
  await day.click();
  await expect(calendar).toBeHidden();
  // The calendar hands focus back to its field a moment after it closes; typing elsewhere before
  // that would lose the first keys to the move.
  await expect(field).toBeFocused();
}
