import { useAuth } from '@/lib/auth/auth-context';

import { useSubscriptionStatus } from '../api/get-subscription-status';
import { needsSubscriptionStatus, subscribeGate } from '../utils/subscribe-gate';

/** Whether /subscribe shows itself, waits, or sends the person to their dashboard. */
export function useSubscribeGate() {
  const { loading, user, account } = useAuth();
  const subscription = useSubscriptionStatus(user && needsSubscriptionStatus(account) ? user.id : null);
  return subscribeGate({
    authLoading: loading,
    signedIn: user !== null,
    account,
    subscription: subscription.data,
    subscriptionFailed: subscription.isError,
  });
}
