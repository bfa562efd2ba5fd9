import { useMutation, useQueryClient } from '@tanstack/react-query';

import { apiFetch } from '@/lib/api-client';
import type { ServerAccountStatus } from '@/lib/auth/session-types';

import { billingKeys } from './billing-keys';
import type { SubscriptionStatus } from './get-subscription-status';

/** What the server found when it checked the checkout session with the payment provider. */
export type ConfirmedCheckout = {
  session_id: string;
  /** complete: paid (or the trial started) and applied; open: not paid yet; expired: abandoned. */
  status: 'open' | 'complete' | 'expired';
  plan: 'premium' | 'founding';
  /** The account status the payment led to, as the server reports it. */
  account: ServerAccountStatus | string;
  subscription: SubscriptionStatus;
};

/** `POST /api/stripe/confirm-checkout`: the server, not the page, decides what the payment changed. */
export function confirmCheckout(sessionId: string): Promise<ConfirmedCheckout> {
  return apiFetch<ConfirmedCheckout>('/api/stripe/confirm-checkout', { body: { session_id: sessionId } });
}

export function useConfirmCheckout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmCheckout,
    onSettled: () => queryClient.invalidateQueries({ queryKey: billingKeys.all }),
  });
}
