import { useMutation } from '@tanstack/react-query';

import { apiFetch } from '@/lib/api-client';
import type { ApiSchema } from '@/lib/api-types';

import type { CheckoutSession } from './create-checkout-session';

/** Name and e-mail may not be known yet after a phone sign-in; the server then uses the account's. */
export type FoundingCheckoutInput = Required<ApiSchema<'FoundingCheckoutRequestDto'>>;

/** `POST /api/stripe/create-founding-member-checkout`: the yearly founding membership. */
export function createFoundingCheckout(input: FoundingCheckoutInput): Promise<CheckoutSession> {
  return apiFetch('/api/stripe/create-founding-member-checkout', { body: input });
}

export function useCreateFoundingCheckout() {
  return useMutation({ mutationFn: createFoundingCheckout });
}
