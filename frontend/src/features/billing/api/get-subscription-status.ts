import { queryOptions, useQuery } from '@tanstack/react-query';

import { apiFetch } from '@/lib/api-client';
import type { ApiSchema } from '@/lib/api-types';

import { billingKeys } from './billing-keys';

/** `GET /api/stripe/subscription-status` (spec section 7). */
export type SubscriptionStatus = ApiSchema<'SubscriptionStatusResponse'>;

export function getSubscriptionStatus(userId: string, signal?: AbortSignal): Promise<SubscriptionStatus> {
  return apiFetch('/api/stripe/subscription-status', { query: { user_id: userId }, signal });
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
