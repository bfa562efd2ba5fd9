import type { AccountStatus } from '@/lib/auth/session-types';

export type SubscribeGateInput = {
  authLoading: boolean;
  signedIn: boolean;
  account: AccountStatus | null;
  /** The web subscription's status, when it is being asked for; undefined while it loads. */
  subscriptionStatus: string | undefined;
  subscriptionFailed: boolean;
};

export type SubscribeGate = 'loading' | 'to-dashboard' | 'show';

/**
 * Spec section 2: closed and founding_member accounts go to the dashboard. One exception: a
 * Premium that was canceled keeps access to the end of its period, and settings offers Subscribe
 * for it, so that person may subscribe again here.
 */
export function subscribeGate(input: SubscribeGateInput): SubscribeGate {
  if (input.authLoading) return 'loading';
  if (!input.signedIn) return 'show';
  if (input.account === null) return 'loading';
  if (input.account === 'founding_member') return 'to-dashboard';
  if (input.account !== 'closed') return 'show';
  if (input.subscriptionFailed) return 'to-dashboard';
  if (input.subscriptionStatus === undefined) return 'loading';
  return input.subscriptionStatus === 'canceled' ? 'show' : 'to-dashboard';
}

/** The subscription status only matters for a closed account. */
export function needsSubscriptionStatus(account: AccountStatus | null): boolean {
  return account === 'closed';
}
