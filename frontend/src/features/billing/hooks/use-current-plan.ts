import { useAuth } from '@/lib/auth/auth-context';

import { useYourPlan } from '../api/get-your-plan';
import { type CurrentPlan, currentPlanOf } from '../utils/current-plan';

/** The signed-in person's plan from "your plan", or null while signed out (or still loading). */
export function useCurrentPlan(): CurrentPlan | null {
  const { loading, user, account } = useAuth();
  const plan = useYourPlan(user?.id).data;
  return loading || !user ? null : currentPlanOf(account, plan);
}
