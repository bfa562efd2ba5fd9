import { describe, expect, it } from 'vitest';

import { formatMoney, formatPrice } from './format-money';

describe('prices', () => {
  it('writes plan prices as £10/month and £100/year', () => {
    expect(formatPrice({ amount: 10, currency: 'GBP', interval: 'month' })).toBe('£10/month');
    expect(formatPrice({ amount: 100, currency: 'GBP', interval: 'year' })).toBe('£100/year');
    expect(formatPrice({ amount: 20, currency: 'USD', interval: 'month' })).toBe('$20/month');
  });

  it('writes amounts without pennies when whole, and reads the server’s decimal strings', () => {
    expect(formatMoney({ amount: '10.00', currency: 'gbp' })).toBe('£10');
    expect(formatMoney({ amount: 9.5, currency: 'GBP' })).toBe('£9.50');
    expect(formatMoney({ amount: 'lots', currency: 'gbp' })).toBe('lots GBP');
    // Made once per currency and form, the formatters answer the same the second time.
    expect(formatMoney({ amount: 9.5, currency: 'GBP' })).toBe('£9.50');
    expect(formatMoney({ amount: 1234, currency: 'GBP' })).toBe('£1,234');
  });
});
