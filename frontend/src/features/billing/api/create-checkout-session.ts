import { useMutation } from '@tanstack/react-query';

import { apiFetch } from '@/lib/api-client';
import type { ApiSchema } from '@/lib/api-types';

/** The checkout request of spec section 3; the web app always sends every field. */
export type CheckoutSessionInput = Required<ApiSchema<'CheckoutSessionRequestDto'>>;

export type CheckoutSession = ApiSchema<'StartedCheckoutResponse'>;

/** `POST /api/stripe/create-checkout-session`: a Premium checkout with the 7-day trial. */
export function createCheckoutSession(input: CheckoutSessionInput): Promise<CheckoutSession> {
  return apiFetch('/api/stripe/create-checkout-session', { body: input });
}

export function useCreateCheckoutSession() {
  return useMutation({ mutationFn: createCheckoutSession });
}
