import { queryOptions, useQuery } from '@tanstack/react-query';

import { apiFetch } from '@/lib/api-client';

/** The parts of `POST /dev/user/profile` the dashboard uses (spec section 3, "User data"). */
export type DashboardProfile = {
  name: string | null;
  /** The call-me prompt shown on small screens. */
  startQuestion: string | null;
};

function readProfile(body: unknown): DashboardProfile {
  const data = (body as { data?: Record<string, unknown> } | undefined)?.data;
  const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);
  return { name: text(data?.name), startQuestion: text(data?.start_q) };
}

export async function getDashboardProfile(userId: string, signal?: AbortSignal): Promise<DashboardProfile> {
  if (!userId) throw new Error('User ID is required');
  return readProfile(await apiFetch<unknown>('/dev/user/profile', { body: { userId }, signal }));
}

export const dashboardProfileKeys = {
  profile: (userId: string) => ['dashboard', userId, 'profile'] as const,
};

export function dashboardProfileQueryOptions(userId: string) {
  return queryOptions({
    queryKey: dashboardProfileKeys.profile(userId),
    queryFn: ({ signal }) => getDashboardProfile(userId, signal),
    staleTime: 5 * 60_000,
  });
}

export function useDashboardProfile(userId: string) {
  return useQuery(dashboardProfileQueryOptions(userId));
}
