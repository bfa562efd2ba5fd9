import type { AccountStatus } from '@/lib/auth/session-types';

import type { YourPlan } from '../api/get-your-plan';

/** The plan a person holds, as the plan cards mark it; null when no one is signed in. */
export type CurrentPlan = 'free' | 'premium' | 'founding';

/** The "your plan" states in which the person has the plan named. */
const HOLDING: ReadonlySet<YourPlan['state']> = new Set(['trial', 'active', 'ending', 'payment_problem', 'included']);

/**
 * The plan the server's "your plan" answer names, the one every page reads. Until it has arrived,
 * the account status stands in (the server keeps the two in step): founding_member is the founding
 * membership, closed is Premium, everyone else is on the free tier.
 */
export function currentPlanOf(account: AccountStatus | null, plan?: Pick<YourPlan, 'state' | 'plan'>): CurrentPlan | null {
  if (account === null) return null;
  if (plan) return plan.plan && HOLDING.has(plan.state) ? plan.plan : 'free';
  if (account === 'founding_member') return 'founding';
  if (account === 'closed') return 'premium';
  return 'free';
}
