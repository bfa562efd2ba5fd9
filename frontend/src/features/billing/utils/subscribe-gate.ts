import type { AccountStatus } from '@/lib/auth/session-types';

import { describeSubscriptionStatus } from './subscription-status-display';

export type SubscribeGateInput = {
  authLoading: boolean;
  signedIn: boolean;
  account: AccountStatus | null;
  /** The web subscription's status and plan, when asked for; undefined while it loads. */
  subscription: { status: string; plan?: string | null } | undefined;
  subscriptionFailed: boolean;
  /** The state "your plan" answers (GET /api/me/plan), when asked for. */
  planState?: string;
};

export type SubscribeGate = 'loading' | 'to-dashboard' | 'show';

/**
 * /subscribe serves every signed-in account without a live subscription (DESIGN.md section 7):
 * the accounts settings offers Subscribe to (no subscription, canceled to the end of its period,
 * an unfinished or expired setup), whatever the account status says, so a closed account paid
 * elsewhere is not sent round in a circle. A live founding membership already includes Premium.
 */
export function subscribeGate(input: SubscribeGateInput): SubscribeGate {
  if (input.authLoading) return 'loading';
  if (!input.signedIn) return 'show';
  if (input.account === null) return 'loading';
  if (!needsSubscriptionStatus(input.account)) return 'show';
  if (input.subscriptionFailed) return 'to-dashboard';
  if (input.subscription === undefined) return 'loading';
  // A member status with no subscription behind it (granted by an operator): settings says it is included, so there is nothing to buy here.
  if (input.planState === 'included') return 'to-dashboard';
  if (input.account === 'founding_member' && input.subscription.plan === 'founding') return 'to-dashboard';
  return describeSubscriptionStatus(input.subscription.status).action === 'subscribe' ? 'show' : 'to-dashboard';
}

/** Accounts with paid access are asked about their subscription; the others may always subscribe. */
export function needsSubscriptionStatus(account: AccountStatus | null): boolean {
  return account === 'closed' || account === 'founding_member';
}
