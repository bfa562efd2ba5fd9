import { PLAN_TERMS, type Plan } from './billing-plans';
import { isLive, type ProviderStatus, type ReportedStatus } from './subscription-status';
import { pendingCheckouts } from './one-live-plan';
import type { SubscriptionState } from './subscription.state';

/** What `GET /api/stripe/subscription-status` and the settings page show about a person's subscription. */
export interface SubscriptionSummary {
  status: ReportedStatus;
  subscriptionId: string | null;
  plan: Plan | null;
  currentPeriodEnd: number | null;
  cancelAtPeriodEnd: boolean;
}

export const NO_SUBSCRIPTION: SubscriptionSummary = {
  status: 'none',
  subscriptionId: null,
  plan: null,
  currentPeriodEnd: null,
  cancelAtPeriodEnd: false,
};

/**
 * A subscription that will end at the close of its period is reported as `canceled`: the settings
 * page says "Canceled (access until end of billing period)" and offers Subscribe again.
 */
export function reportedStatus(status: ProviderStatus, cancelAtPeriodEnd: boolean): ReportedStatus {
  return cancelAtPeriodEnd && isLive(status) ? 'canceled' : status;
}

/**
 * The one subscription to show: a live founding membership first, then a live Premium, then a paid
 * checkout still waiting for its subscription, else the most recently observed one.
 */
export function summarise(state: SubscriptionState): SubscriptionSummary {
  const all = Object.values(state.subscriptions);
  const byRecency = [...all].sort((a, b) => b.mark.at - a.mark.at);
  const live = byRecency.filter((s) => isLive(s.status)).sort((a, b) => Number(b.plan === 'founding') - Number(a.plan === 'founding'));
  const pick = live[0];
  if (pick) {
    return {
      status: reportedStatus(pick.status, pick.cancelAtPeriodEnd),
      subscriptionId: pick.subscriptionId,
      plan: pick.plan,
      currentPeriodEnd: pick.currentPeriodEnd,
      cancelAtPeriodEnd: pick.cancelAtPeriodEnd,
    };
  }
  const pending = pendingCheckouts(state)[0];
  if (pending) {
    const status: ProviderStatus = PLAN_TERMS[pending.plan].trialDays > 0 ? 'trialing' : 'active';
    return { status, subscriptionId: pending.subscriptionId, plan: pending.plan, currentPeriodEnd: null, cancelAtPeriodEnd: false };
  }
  const latest = byRecency[0];
  if (!latest) return NO_SUBSCRIPTION;
  return {
    status: reportedStatus(latest.status, latest.cancelAtPeriodEnd),
    subscriptionId: latest.subscriptionId,
    plan: latest.plan,
    currentPeriodEnd: latest.currentPeriodEnd,
    cancelAtPeriodEnd: latest.cancelAtPeriodEnd,
  };
}
