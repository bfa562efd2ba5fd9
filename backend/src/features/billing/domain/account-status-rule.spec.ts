import { accountStatusChange } from './account-status-rule';
import { subscriptionDecider } from './subscription.decider';
import type { SubscriptionEvent } from './subscription.events';
import type { ProviderStatus } from './subscription-status';

const userId = 'u1';

function subscription(status: ProviderStatus, plan: 'premium' | 'founding' = 'premium', id = 'sub_1'): SubscriptionEvent {
  return {
    type: 'billing.subscription_started',
    data: {
      userId,
      subscriptionId: id,
      customerId: 'cus_1',
      plan,
      status,
      observation: 'created',
      currentPeriodEnd: null,
      trialEnd: null,
      cancelAtPeriodEnd: false,
      observedAt: 1,
      rank: 0,
    },
  };
}

const state = (...events: SubscriptionEvent[]) => events.reduce(subscriptionDecider.evolve, subscriptionDecider.initialState());

describe('account status from payments', () => {
  it('a live Premium (trial, active, or a payment being retried) closes the account', () => {
    for (const status of ['trialing', 'active', 'past_due'] as const) {
      expect(accountStatusChange(state(subscription(status)), 'open')).toEqual({ to: 'closed', reason: 'Premium subscription started' });
    }
    expect(accountStatusChange(state(subscription('active')), 'closed')).toBeNull();
  });

  it('a live founding membership makes a founding member, above a Premium', () => {
    expect(accountStatusChange(state(subscription('active', 'founding')), 'open')?.to).toBe('founding_member');
    expect(accountStatusChange(state(subscription('active'), subscription('active', 'founding', 'sub_2')), 'closed')?.to).toBe(
      'founding_member',
    );
  });

  it('a paid checkout counts before its subscription is reported', () => {
    const completed: SubscriptionEvent = {
      type: 'billing.checkout_completed',
      data: {
        userId,
        sessionId: 'cs_1',
        plan: 'premium',
        subscriptionId: 'sub_9',
        customerId: 'cus_1',
        amountTotal: 0,
        currency: 'gbp',
        paymentStatus: 'no_payment_required',
      },
    };
    expect(accountStatusChange(state(completed), 'open')?.to).toBe('closed');
    expect(accountStatusChange(state({ ...completed, data: { ...completed.data, paymentStatus: 'unpaid' } }), 'open')).toBeNull();
  });

  it('an ended subscription returns a paying account to open', () => {
    for (const status of ['canceled', 'unpaid', 'incomplete_expired'] as const) {
      expect(accountStatusChange(state(subscription(status)), 'closed')).toEqual({ to: 'open', reason: 'Subscription ended' });
    }
    expect(accountStatusChange(state(subscription('canceled', 'founding')), 'founding_member')?.to).toBe('open');
    expect(accountStatusChange(state(subscription('canceled')), 'open')).toBeNull();
  });

  it('an ended founding membership with a live Premium leaves the account closed', () => {
    expect(
      accountStatusChange(state(subscription('canceled', 'founding'), subscription('active', 'premium', 'sub_2')), 'founding_member')?.to,
    ).toBe('closed');
  });

  it('leaves alone statuses the payments did not grant', () => {
    expect(accountStatusChange(state(subscription('active')), 'whatsapp-closed')).toBeNull();
    // A founding member made by an operator keeps that status when they also take Premium or it ends.
    expect(accountStatusChange(state(subscription('active')), 'founding_member')).toBeNull();
    expect(accountStatusChange(state(subscription('canceled')), 'founding_member')).toBeNull();
  });

  it('an incomplete first attempt changes nothing', () => {
    expect(accountStatusChange(state(subscription('incomplete')), 'open')).toBeNull();
    expect(accountStatusChange(state(), 'open')).toBeNull();
  });
});
