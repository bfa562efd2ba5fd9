import { describe, expect, it } from 'vitest';

import { cancelTerms } from './cancel-terms';

const paid = { amount: '10.00', currency: 'gbp' };

describe('cancelTerms', () => {
  it('offers no refund during the free trial and says nothing will be charged', () => {
    const terms = cancelTerms({ status: 'trialing', lastPayment: null, periodEnd: 'January 5, 2025' });
    expect(terms.refundOffered).toBe(false);
    expect(terms.summary).toBe(
      'You are in your free trial, so you will not be charged. You keep access until your trial ends on January 5, 2025.',
    );
  });

  it('offers the refund of the last payment once one was taken', () => {
    const terms = cancelTerms({ status: 'active', lastPayment: paid, periodEnd: 'January 5, 2025' });
    expect(terms.refundOffered).toBe(true);
    expect(terms.summary).toBe('You keep access until the end of your billing period on January 5, 2025.');
    expect(terms.refundHint).toBe('Your last payment of £10 comes back to your card and access ends today.');
    expect(terms.refundSummary).toBe('Your subscription ends now and your last payment is refunded.');
  });

  it('offers no refund when nothing was charged, whatever the status', () => {
    expect(cancelTerms({ status: 'active', lastPayment: null, periodEnd: 'N/A' })).toMatchObject({
      refundOffered: false,
      summary: 'You keep access until the end of your billing period.',
    });
  });
});
