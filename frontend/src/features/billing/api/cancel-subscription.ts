import { useMutation, useQueryClient } from '@tanstack/react-query';

import { apiFetch } from '@/lib/api-client';
import type { ApiSchema } from '@/lib/api-types';

import { billingKeys } from './billing-keys';

/**
 * `reason` is the person's own words, if they gave any (spec section 1); `reason_category` one of
 * the eight categories, counted in analytics; `refund` cancels now and refunds the last payment
 * rather than at the end of the period.
 */
export type CancelSubscriptionInput = ApiSchema<'CancelSubscriptionRequestDto'>;

export type CancelledSubscription = ApiSchema<'CancelledSubscriptionResponse'>;

/** `POST /api/stripe/cancel-subscription`. */
export function cancelSubscription(input: CancelSubscriptionInput): Promise<CancelledSubscription> {
  return apiFetch('/api/stripe/cancel-subscription', { body: input });
}

/** Cancel, then the status is asked for again (spec section 4). */
export function useCancelSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelSubscription,
    onSettled: () => queryClient.invalidateQueries({ queryKey: billingKeys.all }),
  });
}
