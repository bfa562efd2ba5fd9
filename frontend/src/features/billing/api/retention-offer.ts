import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { apiFetch } from '@/lib/api-client';
import type { ApiSchema } from '@/lib/api-types';

import { billingKeys } from './billing-keys';

/** The discount offered once per subscription before a cancellation is confirmed. */
export type RetentionOffer = ApiSchema<'RetentionOfferDto'>;

export type RetentionOfferAnswer = ApiSchema<'RetentionOfferAnswerDto'>;

/** `GET /api/me/retention-offer?subscription_id`. */
export function getRetentionOffer(subscriptionId: string, signal?: AbortSignal): Promise<RetentionOfferAnswer> {
  return apiFetch('/api/me/retention-offer', { query: { subscription_id: subscriptionId }, signal });
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

/** `POST /api/me/retention-offer {subscription_id, accept}`: take it, or turn it down and go on cancelling. */
export function answerRetentionOffer(input: ApiSchema<'AnswerRetentionOfferRequestDto'>): Promise<ApiSchema<'RetentionOfferTakenDto'>> {
  return apiFetch('/api/me/retention-offer', { method: 'POST', body: input });
}

export function useAnswerRetentionOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: answerRetentionOffer,
    onSettled: () => queryClient.invalidateQueries({ queryKey: billingKeys.all }),
  });
}
