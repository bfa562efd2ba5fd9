import type { SubscriptionEvent } from './subscription.events';
import type { SubscriptionState } from './subscription.state';

/**
 * The founding membership bought, once per purchase (its subscription, or its checkout when it has
 * none): a paid checkout and the subscription's first invoice may both report it, renewals never count.
 */
export function foundingPurchase(
  state: SubscriptionState,
  userId: string,
  subscriptionId: string | null,
  sessionId: string | null,
  amount: number,
  currency: string,
): SubscriptionEvent[] {
  const key = subscriptionId ?? sessionId;
  if (!key || state.foundingPurchases[key] || amount <= 0) return [];
  return [{ type: 'billing.founding_membership_purchased', data: { userId, subscriptionId, sessionId, amount, currency } }];
}
