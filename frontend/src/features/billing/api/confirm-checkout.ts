import { useMutation, useQueryClient } from '@tanstack/react-query';

import { apiFetch } from '@/lib/api-client';
import type { ApiSchema } from '@/lib/api-types';

import { billingKeys } from './billing-keys';

/** What the server found when it checked the checkout session with the payment provider. */
export type ConfirmedCheckout = ApiSchema<'ConfirmedCheckoutResponse'>;

/** `POST /api/stripe/confirm-checkout`: the server, not the page, decides what the payment changed. */
export function confirmCheckout(sessionId: string): Promise<ConfirmedCheckout> {
  return apiFetch('/api/stripe/confirm-checkout', {
    body: { session_id: sessionId } satisfies ApiSchema<'ConfirmCheckoutRequestDto'>,
  });
}

export function useConfirmCheckout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmCheckout,
    onSettled: () => queryClient.invalidateQueries({ queryKey: billingKeys.all }),
  });
}
