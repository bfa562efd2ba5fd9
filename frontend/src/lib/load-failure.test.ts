import { describe, expect, it } from 'vitest';

import { isLoadFailure } from './load-failure';

describe('isLoadFailure', () => {
  it("knows each browser's words for code that did not arrive", () => {
    expect(isLoadFailure(new TypeError('Failed to fetch dynamically imported module: https://x/assets/journal.js'))).toBe(true);
    expect(isLoadFailure(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isLoadFailure(new TypeError('error loading dynamically imported module'))).toBe(true);
  });

  it('leaves other failures to the error page', () => {
    expect(isLoadFailure(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isLoadFailure('offline')).toBe(false);
  });
});
