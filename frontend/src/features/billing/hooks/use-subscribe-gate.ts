import { useAuth } from '@/lib/auth/auth-context';

import { useSubscriptionStatus } from '../api/get-subscription-status';
import { useYourPlan } from '../api/get-your-plan';
import { needsSubscriptionStatus, subscribeGate } from '../utils/subscribe-gate';

/** Whether /subscribe shows itself, waits, or sends the person to their dashboard. */
export function useSubscribeGate() {
  const { loading, user, account } = useAuth();
  const asked = user && needsSubscriptionStatus(account) ? user.id : null;
  const subscription = useSubscriptionStatus(asked);
  const plan = useYourPlan(asked);
  return subscribeGate({
    authLoading: loading,
    signedIn: user !== null,
    account,
    // Both answers, or the page would show itself and then leave.
    subscription: plan.data || plan.isError ? subscription.data : undefined,
    subscriptionFailed: subscription.isError,
    planState: plan.data?.state,
  });
}
