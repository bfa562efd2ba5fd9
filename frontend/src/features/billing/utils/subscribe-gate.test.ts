import { describe, expect, it } from 'vitest';

import { subscribeGate, type SubscribeGateInput } from './subscribe-gate';

const base: SubscribeGateInput = {
  authLoading: false,
  signedIn: true,
  account: 'open',
  subscriptionStatus: undefined,
  subscriptionFailed: false,
};

describe('subscribeGate', () => {
  it('waits for auth, and for the account of a signed-in person', () => {
    expect(subscribeGate({ ...base, authLoading: true })).toBe('loading');
    expect(subscribeGate({ ...base, account: null })).toBe('loading');
  });

  it('shows the page to visitors and to accounts without paid access', () => {
    expect(subscribeGate({ ...base, signedIn: false, account: null })).toBe('show');
    for (const account of ['none', 'phone', 'open'] as const) expect(subscribeGate({ ...base, account })).toBe('show');
  });

  it('sends founding members and closed accounts to the dashboard', () => {
    expect(subscribeGate({ ...base, account: 'founding_member' })).toBe('to-dashboard');
    expect(subscribeGate({ ...base, account: 'closed', subscriptionStatus: 'active' })).toBe('to-dashboard');
    expect(subscribeGate({ ...base, account: 'closed', subscriptionStatus: 'none' })).toBe('to-dashboard');
    expect(subscribeGate({ ...base, account: 'closed', subscriptionFailed: true })).toBe('to-dashboard');
  });

  it('lets a closed account whose Premium was canceled subscribe again', () => {
    expect(subscribeGate({ ...base, account: 'closed' })).toBe('loading');
    expect(subscribeGate({ ...base, account: 'closed', subscriptionStatus: 'canceled' })).toBe('show');
  });
});
