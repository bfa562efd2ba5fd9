import { describe, expect, it } from 'vitest';

import { describeSubscriptionStatus, formatPeriodEnd } from './subscription-status-display';

describe('describeSubscriptionStatus', () => {
  it.each([
    ['active', 'Active', 'cancel'],
    ['trialing', 'Trial period', 'cancel'],
    ['canceled', 'Canceled (access until end of billing period)', 'subscribe'],
    ['none', 'No active subscription', 'subscribe'],
    ['incomplete_expired', 'Setup expired (please resubscribe)', 'subscribe'],
    ['past_due', 'Past due (payment required)', 'contact-support'],
    ['incomplete', 'Incomplete (setup required)', 'subscribe'],
    ['unpaid', 'Unpaid (payment required)', 'contact-support'],
  ])('%s → "%s" with %s', (status, label, action) => {
    expect(describeSubscriptionStatus(status)).toEqual({ label, action });
  });

  it('shows any other status raw, with Contact Support', () => {
    expect(describeSubscriptionStatus('paused')).toEqual({ label: 'paused', action: 'contact-support' });
    expect(describeSubscriptionStatus('toString')).toEqual({ label: 'toString', action: 'contact-support' });
  });

  it('treats a missing status as none', () => {
    expect(describeSubscriptionStatus(undefined)).toEqual({ label: 'No active subscription', action: 'subscribe' });
    expect(describeSubscriptionStatus(null).action).toBe('subscribe');
    expect(describeSubscriptionStatus('').label).toBe('No active subscription');
  });
});

describe('formatPeriodEnd', () => {
  it('formats Unix seconds as MMMM d, yyyy', () => {
    // Noon UTC, so the date is the same in every time zone the tests may run in.
    expect(formatPeriodEnd(Date.UTC(2025, 0, 5, 12) / 1000)).toBe('January 5, 2025');
  });

  it('says N/A when there is no usable date', () => {
    expect(formatPeriodEnd(null)).toBe('N/A');
    expect(formatPeriodEnd(undefined)).toBe('N/A');
    expect(formatPeriodEnd(0)).toBe('N/A');
    expect(formatPeriodEnd(Number.NaN)).toBe('N/A');
  });
});
