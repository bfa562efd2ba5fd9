import { useMutation } from '@tanstack/react-query';

import { apiFetch } from '@/lib/api-client';

import type { CheckoutSession } from './create-checkout-session';

/** Name and e-mail may not be known yet after a phone sign-in; the server then uses the account's. */
export type FoundingCheckoutInput = {
  customer_name: string | null;
  customer_email: string | null;
  user_id: string;
  success_url: string;
  cancel_url: string;
};

/** `POST /api/stripe/create-founding-member-checkout`: the yearly founding membership. */
export function createFoundingCheckout(input: FoundingCheckoutInput): Promise<CheckoutSession> {
  return apiFetch<CheckoutSession>('/api/stripe/create-founding-member-checkout', { body: input });
}

export function useCreateFoundingCheckout() {
  return useMutation({ mutationFn: createFoundingCheckout });
}
