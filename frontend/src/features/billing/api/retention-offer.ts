import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { apiFetch } from '@/lib/api-client';

import { billingKeys } from './billing-keys';

/** The discount offered once per subscription before a cancellation is confirmed. */
export type RetentionOffer = {
  coupon_id: string;
  /** "50% off your next month". */
  description: string;
  percent_off: number | null;
  amount_off: string | null;
  duration: 'once' | 'repeating' | 'forever';
  duration_in_months: number | null;
};

export type RetentionOfferAnswer = { available: boolean; offer?: RetentionOffer };

/** `GET /api/stripe/retention-offer?subscription_id`. */
export function getRetentionOffer(subscriptionId: string, signal?: AbortSignal): Promise<RetentionOfferAnswer> {
  return apiFetch<RetentionOfferAnswer>('/api/stripe/retention-offer', { query: { subscription_id: subscriptionId }, signal });
}

/** Asked for when the cancel dialog opens, so the offer is ready by the time it is confirmed. */
export function useRetentionOffer(subscriptionId: string | null | undefined, enabled: boolean) {
  return useQuery({
    queryKey: [...billingKeys.all, 'retention-offer', subscriptionId ?? ''],
    queryFn: ({ signal }) => getRetentionOffer(subscriptionId ?? '', signal),
    enabled: enabled && Boolean(subscriptionId),
    staleTime: 0,
  });
}

/** `POST /api/stripe/retention-offer {subscription_id, accept}`: take it, or turn it down and go on cancelling. */
export function answerRetentionOffer(input: {
  subscription_id: string;
  accept: boolean;
}): Promise<{ accepted: boolean; offer: RetentionOffer }> {
  return apiFetch('/api/stripe/retention-offer', { body: input });
}

export function useAnswerRetentionOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: answerRetentionOffer,
    onSettled: () => queryClient.invalidateQueries({ queryKey: billingKeys.all }),
  });
}
