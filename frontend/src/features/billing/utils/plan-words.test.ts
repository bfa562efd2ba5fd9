import { describe, expect, it } from 'vitest';

import { formatShortDate } from '@/lib/format';

import type { YourPlan } from '../api/get-your-plan';
import { planName, priceAsCharged, stateLabel, whatComesNext } from './plan-words';

const premium: YourPlan = {
  account: 'closed',
  state: 'active',
  plan: 'premium',
  subscription_id: 'sub_1',
  trial_end: null,
  access_until: null,
  next_charge: { amount: 500, currency: 'gbp', at: Date.UTC(2026, 11, 3, 12) / 1000 },
  price: { amount: 1000, currency: 'gbp', interval: 'month' },
  discount: null,
  refund: null,
  card_last4: '4242',
};

describe('the plan in words', () => {
  it('names the plan and the price as charged, a discount taken to stay included', () => {
    expect(planName(premium)).toBe('Premium');
    expect(planName({ ...premium, plan: 'founding' })).toBe('Founding member');
    expect(priceAsCharged(premium)).toBe('£10/month');
    expect(priceAsCharged({ ...premium, discount: { amount: 500, currency: 'gbp', months: 3 } })).toBe(
      '£5/month for 3 months, then £10/month',
    );
    expect(priceAsCharged({ ...premium, discount: { amount: 500, currency: 'gbp', months: 1 } })).toBe(
      '£5/month for 1 month, then £10/month',
    );
  });

  it('says what comes next: the next payment, the end of access, or the refund', () => {
    expect(whatComesNext(premium)).toEqual({ term: 'Next payment', value: '£5 on December 3, 2026' });
    expect(whatComesNext({ ...premium, state: 'ending', access_until: Date.UTC(2026, 11, 3, 12) / 1000 })).toEqual({
      term: 'Access until',
      value: 'December 3, 2026',
    });
    const refunded = { ...premium, account: 'open' as const, state: 'refunded' as const, refund: { amount: 10000, currency: 'gbp' } };
    expect(whatComesNext(refunded)).toEqual({ term: 'Refund', value: '£100 back to your card' });
    expect(stateLabel(refunded)).toBe('Ended with a refund; you are on the free plan');
  });

  it('says a plan set to end is canceled, and a trial set to end is a canceled trial, with the day it ends', () => {
    const end = Date.UTC(2026, 11, 3, 12) / 1000;
    const day = formatShortDate(new Date(end * 1000));
    expect(stateLabel({ ...premium, state: 'ending', access_until: end })).toBe(`Canceled · access until ${day}`);
    expect(stateLabel({ ...premium, state: 'ending', trial_end: end, access_until: end, next_charge: null })).toBe(
      `Trial canceled · ends ${day}`,
    );
  });
});
