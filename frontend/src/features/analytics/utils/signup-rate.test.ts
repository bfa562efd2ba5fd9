import { describe, expect, it } from 'vitest';

import { formatSignupRate } from './signup-rate';

describe('the signup rate', () => {
  it('shows the server’s percentage with two decimals', () => {
    expect(formatSignupRate(12.5, 8)).toBe('12.50');
    expect(formatSignupRate(33.33, 3)).toBe('33.33');
    expect(formatSignupRate(100, 5)).toBe('100.00');
    expect(formatSignupRate(0, 4)).toBe('0.00');
  });

  it("is '0' with no visits", () => {
    expect(formatSignupRate(0, 0)).toBe('0');
  });
});
