import { describe, expect, it } from 'vitest';

import { formatConversion } from './percent';

describe('conversion figures', () => {
  it('reads as the server rounded it, without trailing zeros, and a dash when there is nothing to convert from', () => {
    expect(formatConversion(40)).toBe('40%');
    expect(formatConversion(66.67)).toBe('66.67%');
    expect(formatConversion(12.5)).toBe('12.5%');
    expect(formatConversion(200)).toBe('200%');
    expect(formatConversion(null)).toBe('—');
  });
});
