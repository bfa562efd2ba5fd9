import { queryOptions, useQuery } from '@tanstack/react-query';

import { apiFetch } from '@/lib/api-client';
import type { ApiSchema } from '@/lib/api-types';

import { billingKeys } from './billing-keys';

/** `GET /api/stripe/mode`: whether payments run through the built-in test checkout. */
export type PaymentsMode = ApiSchema<'PaymentsModeResponse'>;

export function getPaymentsMode(signal?: AbortSignal): Promise<PaymentsMode> {
  return apiFetch('/api/stripe/mode', { anonymous: true, signal });
}

export const paymentsModeQueryOptions = queryOptions({
  queryKey: billingKeys.paymentsMode,
  queryFn: ({ signal }) => getPaymentsMode(signal),
  // Fixed for the life of the server.
  staleTime: Infinity,
});

export function usePaymentsMode() {
  return useQuery(paymentsModeQueryOptions);
}
