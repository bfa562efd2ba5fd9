import { useAuth } from '@/lib/auth/auth-context';

import { type CurrentPlan, currentPlanOf } from '../utils/current-plan';

/** The signed-in person's plan, or null while signed out (or still loading). */
export function useCurrentPlan(): CurrentPlan | null {
  const { loading, user, account } = useAuth();
  return loading || !user ? null : currentPlanOf(account);
}
