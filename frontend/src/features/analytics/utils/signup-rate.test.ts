import { describe, expect, it } from 'vitest';

import { formatServerRate, formatSignupRate } from './signup-rate';

describe('the signup rate', () => {
  it('is a percentage with two decimals', () => {
    expect(formatSignupRate(1, 8)).toBe('12.50');
    expect(formatSignupRate(1, 3)).toBe('33.33');
    expect(formatSignupRate(2, 3)).toBe('66.67');
    expect(formatSignupRate(5, 5)).toBe('100.00');
  });

  it("is '0' with no visits", () => {
    expect(formatSignupRate(0, 0)).toBe('0');
    expect(formatSignupRate(3, 0)).toBe('0');
    expect(formatServerRate(0, 0)).toBe('0');
  });

  it("shows a source's server rate with two decimals", () => {
    expect(formatServerRate(12.5, 8)).toBe('12.50');
    expect(formatServerRate(0, 4)).toBe('0.00');
  });
});
