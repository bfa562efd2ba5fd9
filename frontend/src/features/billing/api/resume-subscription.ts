import { useMutation, useQueryClient } from '@tanstack/react-query';

import { apiFetch } from '@/lib/api-client';
import type { ApiSchema } from '@/lib/api-types';

import { billingKeys } from './billing-keys';

export type ResumedSubscription = ApiSchema<'ResumedSubscriptionResponse'>;

/** `POST /api/stripe/resume-subscription`: a plan set to end renews again. */
export function resumeSubscription(subscriptionId: string): Promise<ResumedSubscription> {
  return apiFetch('/api/stripe/resume-subscription', {
    body: { subscription_id: subscriptionId } satisfies ApiSchema<'ResumeSubscriptionRequestDto'>,
  });
}

/** Resume, then the status and the plan are asked for again. */
export function useResumeSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resumeSubscription,
    onSettled: () => queryClient.invalidateQueries({ queryKey: billingKeys.all }),
  });
}
