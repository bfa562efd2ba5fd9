import { queryOptions, useQuery } from '@tanstack/react-query';

import { apiFetch } from '@/lib/api-client';

import { billingKeys } from './billing-keys';

/** `GET /api/stripe/subscription-status` (spec section 7). */
export type SubscriptionStatus = {
  status: string;
  subscription_id: string | null;
  /** Unix seconds. */
  current_period_end: number | null;
  /** The plan of the subscription shown; null without one. */
  plan?: 'premium' | 'founding' | null;
  /** The last payment taken ("10.00", "gbp"), which a refund would give back; null when nothing was charged. */
  last_payment?: { amount: string; currency: string } | null;
};

export function getSubscriptionStatus(userId: string, signal?: AbortSignal): Promise<SubscriptionStatus> {
  return apiFetch<SubscriptionStatus>('/api/stripe/subscription-status', { query: { user_id: userId }, signal });
}

export function subscriptionStatusQueryOptions(userId: string) {
  return queryOptions({
    queryKey: billingKeys.subscriptionStatus(userId),
    queryFn: ({ signal }) => getSubscriptionStatus(userId, signal),
  });
}

/** Fetched whenever someone is signed in; nothing is asked for a signed-out visitor. */
export function useSubscriptionStatus(userId: string | null | undefined) {
  return useQuery({ ...subscriptionStatusQueryOptions(userId ?? ''), enabled: Boolean(userId) });
}
