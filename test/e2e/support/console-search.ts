import { expect, type Page } from '@playwright/test';

/**
 * Opens the console's accounts list already searched for `words`, by its address. Typed into the
 * search box, the words reach the list half a second after the last key; a row clicked before then
 * was, on a busy machine, followed by the late search bringing the list back over the account.
 */
export async function openAccountsSearched(page: Page, words: string): Promise<void> {
  await page.goto(`/admin/accounts?${new URLSearchParams({ filter: JSON.stringify({ q: words }) })}`);
  await expect(page.getByPlaceholder('Phone, name or id')).toHaveValue(words);
}
