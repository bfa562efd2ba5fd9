import { describe, expect, it } from 'vitest';

import { subscribeGate, type SubscribeGateInput } from './subscribe-gate';

const base: SubscribeGateInput = {
  authLoading: false,
  signedIn: true,
  account: 'open',
  subscription: undefined,
  subscriptionFailed: false,
};

const premium = (status: string) => ({ status, plan: 'premium' });

describe('subscribeGate', () => {
  it('waits for auth, and for the account of a signed-in person', () => {
    expect(subscribeGate({ ...base, authLoading: true })).toBe('loading');
    expect(subscribeGate({ ...base, account: null })).toBe('loading');
  });

  it('shows the page to visitors and to accounts without paid access', () => {
    expect(subscribeGate({ ...base, signedIn: false, account: null })).toBe('show');
    for (const account of ['none', 'phone', 'open'] as const) expect(subscribeGate({ ...base, account })).toBe('show');
  });

  it('waits for the subscription of a paid account', () => {
    expect(subscribeGate({ ...base, account: 'closed' })).toBe('loading');
    expect(subscribeGate({ ...base, account: 'founding_member' })).toBe('loading');
  });

  it('sends a live subscription to the dashboard', () => {
    for (const status of ['active', 'trialing', 'past_due', 'unpaid'])
      expect(subscribeGate({ ...base, account: 'closed', subscription: premium(status) })).toBe('to-dashboard');
    expect(subscribeGate({ ...base, account: 'closed', subscriptionFailed: true })).toBe('to-dashboard');
  });

  it('serves every paid account without a live subscription: the ones settings offers Subscribe', () => {
    for (const status of ['none', 'canceled', 'incomplete', 'incomplete_expired'])
      expect(subscribeGate({ ...base, account: 'closed', subscription: { status, plan: null } })).toBe('show');
    expect(subscribeGate({ ...base, account: 'founding_member', subscription: { status: 'none', plan: null } })).toBe('show');
  });

  it('tells a member whose plan came with the account (no subscription behind it) what settings tells them: nothing to buy', () => {
    const seeded = { ...base, account: 'closed' as const, subscription: { status: 'none', plan: null } };
    expect(subscribeGate({ ...seeded, planState: 'included' })).toBe('to-dashboard');
  });

  it('keeps a founding member whose membership is still running on the dashboard', () => {
    expect(subscribeGate({ ...base, account: 'founding_member', subscription: { status: 'active', plan: 'founding' } })).toBe(
      'to-dashboard',
    );
    expect(subscribeGate({ ...base, account: 'founding_member', subscription: { status: 'canceled', plan: 'founding' } })).toBe(
      'to-dashboard',
    );
  });
});
