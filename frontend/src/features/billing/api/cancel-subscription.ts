import { useMutation, useQueryClient } from '@tanstack/react-query';

import { apiFetch } from '@/lib/api-client';
import type { ApiSchema } from '@/lib/api-types';

import type { CancellationReason } from '@/config/cancellation-reasons';
import { billingKeys } from './billing-keys';

export type CancelSubscriptionInput = {
  user_id: string;
  subscription_id: string;
  /** Why the person leaves, in their words, if they said (spec section 1). */
  reason?: string;
  /** Why, as one of the eight categories; counted in analytics. */
  reason_category?: CancellationReason;
  /** Cancel now and refund the last payment, rather than at the end of the period. */
  refund?: boolean;
};

export type CancelledSubscription = ApiSchema<'CancelledSubscriptionResponse'>;

/** `POST /api/stripe/cancel-subscription`. */
export function cancelSubscription(input: CancelSubscriptionInput): Promise<CancelledSubscription> {
  return apiFetch<CancelledSubscription>('/api/stripe/cancel-subscription', { body: input });
}

/** Cancel, then the status is asked for again (spec section 4). */
export function useCancelSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelSubscription,
    onSettled: () => queryClient.invalidateQueries({ queryKey: billingKeys.all }),
  });
}
