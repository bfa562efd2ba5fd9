import { summarise } from './subscription-summary';
import { subscriptionDecider } from './subscription.decider';
import type { SubscriptionEvent } from './subscription.events';

const start = (
  id: string,
  plan: 'premium' | 'founding',
  status: 'trialing' | 'active' | 'canceled',
  at: number,
  cancelAtPeriodEnd = false,
): SubscriptionEvent => ({
  type: 'billing.subscription_started',
  data: {
    userId: 'u1',
    subscriptionId: id,
    customerId: null,
    plan,
    status,
    observation: 'created',
    currentPeriodEnd: at + 1000,
    trialEnd: null,
    cancelAtPeriodEnd,
    observedAt: at,
    rank: 0,
  },
});
const state = (...events: SubscriptionEvent[]) => events.reduce(subscriptionDecider.evolve, subscriptionDecider.initialState());

describe('subscription summary', () => {
  it('is none without any subscription', () => {
    expect(summarise(state())).toMatchObject({ status: 'none', subscriptionId: null, currentPeriodEnd: null });
  });

  it('reports a subscription set to end at the close of its period as canceled', () => {
    expect(summarise(state(start('sub_1', 'premium', 'active', 10, true)))).toMatchObject({
      status: 'canceled',
      subscriptionId: 'sub_1',
      currentPeriodEnd: 1010,
    });
  });

  it('prefers a live subscription, founding first, over a more recent ended one', () => {
    const s = state(
      start('sub_1', 'premium', 'active', 10),
      start('sub_2', 'founding', 'active', 20),
      start('sub_3', 'premium', 'canceled', 30),
    );
    expect(summarise(s)).toMatchObject({ status: 'active', subscriptionId: 'sub_2', plan: 'founding' });
  });

  it('falls back to the latest ended subscription', () => {
    expect(summarise(state(start('sub_1', 'premium', 'canceled', 10), start('sub_2', 'premium', 'canceled', 20)))).toMatchObject({
      status: 'canceled',
      subscriptionId: 'sub_2',
    });
  });
});
