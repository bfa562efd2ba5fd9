import { describe, expect, it } from 'vitest';

import { formatCount, formatSignupRate } from './format-count';

describe('counts and the signup rate', () => {
  it('writes counts with thousands separated', () => {
    expect(formatCount(0)).toBe('0');
    expect(formatCount(1234567)).toBe('1,234,567');
  });

  it('shows the server’s percentage with two decimals', () => {
    expect(formatSignupRate(12.5, 8)).toBe('12.50%');
    expect(formatSignupRate(33.33, 3)).toBe('33.33%');
    expect(formatSignupRate(100, 5)).toBe('100.00%');
    expect(formatSignupRate(0, 4)).toBe('0.00%');
  });

  it("is '0%' with no visits", () => {
    expect(formatSignupRate(0, 0)).toBe('0%');
  });
});
