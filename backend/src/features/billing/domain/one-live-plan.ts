import { DomainError } from '../../../platform/commands/domain-error';
import type { Plan } from './billing-plans';
import { isLive } from './subscription-status';
import type { CheckoutRecord, SubscriptionState } from './subscription.state';

/** Completed checkouts whose subscription the provider has not described yet. */
export function pendingCheckouts(state: SubscriptionState): CheckoutRecord[] {
  return Object.values(state.checkouts).filter(
    (c) => c.status === 'complete' && c.paymentStatus !== 'unpaid' && c.subscriptionId !== null && !state.subscriptions[c.subscriptionId],
  );
}

/** A live subscription of this plan, or a paid checkout for it whose subscription has not been reported yet. */
export function hasLivePlan(state: SubscriptionState, plan: Plan): boolean {
  const live = Object.values(state.subscriptions).some((s) => s.plan === plan && isLive(s.status));
  return live || pendingCheckouts(state).some((c) => c.plan === plan);
}

/** The live plan of the account (a founding membership before Premium), or a paid one whose subscription is not reported yet. */
export function livePlan(state: SubscriptionState): Plan | null {
  if (hasLivePlan(state, 'founding')) return 'founding';
  return hasLivePlan(state, 'premium') ? 'premium' : null;
}

/**
 * One live plan per account. Premium to the founding membership is the one change allowed while a
 * plan is live; the Premium subscription is then ended when the membership starts.
 */
export function assertCanStartCheckout(state: SubscriptionState, plan: Plan): void {
  const live = livePlan(state);
  if (live === 'founding' && plan === 'founding') throw new DomainError('You are already a founding member.', 'conflict');
  if (live === 'founding') throw new DomainError('Your founding membership already includes everything in Premium.', 'conflict');
  if (live === 'premium' && plan === 'premium')
    throw new DomainError('You already have a plan: Premium. Cancel it in Settings before choosing another.', 'conflict');
}
