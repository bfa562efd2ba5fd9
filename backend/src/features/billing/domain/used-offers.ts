import type { SubscriptionState } from './subscription.state';

/** Whether this account has ever had a trial: the phone's own record is kept apart (trialClaimStream). */
export function hadTrial(state: SubscriptionState): boolean {
  return Object.values(state.subscriptions).some((s) => s.trialEnd !== null || s.status === 'trialing');
}

/** A code marked once per customer that this account already paid with. */
export function usedCode(state: SubscriptionState, code: string): boolean {
  const wanted = code.trim().toUpperCase();
  return Object.values(state.checkouts).some((c) => c.status === 'complete' && c.discountCode?.toUpperCase() === wanted);
}
