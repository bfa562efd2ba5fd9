import { queryOptions, useQuery } from '@tanstack/react-query';

import { apiFetch } from '@/lib/api-client';
import type { ApiSchema } from '@/lib/api-types';

/** The parts of `POST /dev/user/profile` the dashboard uses (spec section 3, "User data"). */
export type DashboardProfile = {
  name: string | null;
  /** The call-me prompt shown on small screens. */
  startQuestion: string | null;
};

function text(value: string | null | undefined): string | null {
  return value?.trim() || null;
}

export async function getDashboardProfile(userId: string, signal?: AbortSignal): Promise<DashboardProfile> {
  if (!userId) throw new Error('User ID is required');
  const body = await apiFetch('/dev/user/profile', {
    read: true,
    body: { userId } satisfies ApiSchema<'UserIdRequestDto'>,
    signal,
  });
  // Blank texts are as good as none: the dashboard then greets without a name and asks its own question.
  return { name: text(body?.data.name), startQuestion: text(body?.data.start_q) };
}

export const dashboardProfileKeys = {
  all: ['dashboard'] as const,
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
