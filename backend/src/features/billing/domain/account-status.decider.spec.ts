import { accountDecider } from '../../accounts';
import { accountStatusDecider } from './account-status.decider';
import { subscriptionDecider } from './subscription.decider';

const userId = 'u1';

const premiumTrial = [
  {
    type: 'billing.subscription_started' as const,
    data: {
      userId,
      subscriptionId: 'sub_1',
      customerId: 'cus_1',
      plan: 'premium' as const,
      status: 'trialing' as const,
      observation: 'created' as const,
      currentPeriodEnd: null,
      trialEnd: null,
      cancelAtPeriodEnd: false,
      observedAt: 1,
      rank: 0,
    },
  },
].reduce(subscriptionDecider.evolve, subscriptionDecider.initialState());

const account = (status: 'open' | 'closed') =>
  accountDecider.evolve(accountDecider.initialState(), {
    type: 'account.registered',
    data: { userId, phone: 'enc:v1:x', phoneHash: 'h', status, via: 'otp' },
  });

describe('the account status decided from the subscription stream', () => {
  it('changes the status the payments justify, once', () => {
    const decided = accountStatusDecider.decide({ userId, subscription: premiumTrial }, account('open'));
    expect(decided).toEqual([
      { type: 'account.status_changed', data: { userId, from: 'open', to: 'closed', reason: 'Premium subscription started' } },
    ]);
    const after = decided.reduce(accountStatusDecider.evolve, account('open'));
    expect(accountStatusDecider.decide({ userId, subscription: premiumTrial }, after)).toEqual([]);
  });

  it('appends nothing when the status is already in line, or there is no account', () => {
    expect(accountStatusDecider.decide({ userId, subscription: premiumTrial }, account('closed'))).toEqual([]);
    expect(accountStatusDecider.decide({ userId, subscription: premiumTrial }, accountDecider.initialState())).toEqual([]);
    expect(accountStatusDecider.decide({ userId, subscription: subscriptionDecider.initialState() }, account('open'))).toEqual([]);
  });
});
