import { queryOptions, useQuery } from '@tanstack/react-query';

import { apiFetch } from '@/lib/api-client';
import type { ApiSchema } from '@/lib/api-types';

import { billingKeys } from './billing-keys';

/** `GET /api/me/plan`: the account's status and its subscription in one answer, which every page reads. */
export type YourPlan = ApiSchema<'YourPlanResponse'>;

export function getYourPlan(signal?: AbortSignal): Promise<YourPlan> {
  return apiFetch('/api/me/plan', { signal });
}

export function yourPlanQueryOptions(userId: string) {
  return queryOptions({ queryKey: billingKeys.yourPlan(userId), queryFn: ({ signal }) => getYourPlan(signal) });
}

/** Asked only while someone is signed in. */
export function useYourPlan(userId: string | null | undefined) {
  return useQuery({ ...yourPlanQueryOptions(userId ?? ''), enabled: Boolean(userId) });
}
