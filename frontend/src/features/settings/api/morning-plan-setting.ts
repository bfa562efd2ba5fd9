import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { apiFetch } from '@/lib/api-client';
import type { ApiSchema } from '@/lib/api-types';

/** `GET/PUT /api/me/morning-plan`: the day's top three each morning, at the person's time. */
export type MorningPlanSetting = ApiSchema<'MorningPlanSettingDto'>;
export type MorningPlanChange = ApiSchema<'UpdateMorningPlanRequestDto'>;

export const morningPlanKey = ['settings', 'morning-plan'] as const;

/** The server's default, shown when an answer leaves the time out. */
const DEFAULT_TIME = '08:30';

/** Whatever answered (a proxy's page included) is read as a setting, off unless it says on. */
function readSetting(body: Partial<MorningPlanSetting> | undefined): MorningPlanSetting {
  return { enabled: body?.enabled === true, time: typeof body?.time === 'string' ? body.time : DEFAULT_TIME };
}

export async function getMorningPlan(signal?: AbortSignal): Promise<MorningPlanSetting> {
  return readSetting(await apiFetch('/api/me/morning-plan', { signal }));
}

export async function updateMorningPlan(change: MorningPlanChange): Promise<MorningPlanSetting> {
  return readSetting(await apiFetch('/api/me/morning-plan', { method: 'PUT', body: change }));
}

export function useMorningPlan(enabled: boolean) {
  return useQuery({ ...queryOptions({ queryKey: morningPlanKey, queryFn: ({ signal }) => getMorningPlan(signal) }), enabled });
}

export function useUpdateMorningPlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMorningPlan,
    onSuccess: (setting) => queryClient.setQueryData(morningPlanKey, setting),
  });
}
