import { queryOptions, useQuery } from '@tanstack/react-query';

import { apiFetch } from '@/lib/api-client';
import type { ApiSchema } from '@/lib/api-types';

import { billingKeys } from './billing-keys';

/** `GET /api/me/invoices`: the person's payments, failed payments and refunds, newest first. */
export type PaymentHistory = ApiSchema<'PaymentHistoryResponse'>;
export type PaymentEntry = ApiSchema<'PaymentEntryResponse'>;

export function getPayments(signal?: AbortSignal): Promise<PaymentHistory> {
  return apiFetch('/api/me/invoices', { signal });
}

export function paymentsQueryOptions(userId: string) {
  return queryOptions({ queryKey: billingKeys.payments(userId), queryFn: ({ signal }) => getPayments(signal) });
}

/** Asked only while someone is signed in. */
export function usePayments(userId: string | null | undefined) {
  return useQuery({ ...paymentsQueryOptions(userId ?? ''), enabled: Boolean(userId) });
}
