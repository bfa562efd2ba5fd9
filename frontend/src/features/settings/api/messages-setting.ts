import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { apiFetch } from '@/lib/api-client';
import type { ApiSchema } from '@/lib/api-types';

/** `GET/PUT /api/me/messages`: "Messages from daily", and the zone its quiet hours are kept in. */
export type MessagesSetting = ApiSchema<'MessagesSettingDto'>;

export const messagesSettingKey = ['settings', 'messages'] as const;

export function getMessagesSetting(signal?: AbortSignal): Promise<MessagesSetting> {
  return apiFetch('/api/me/messages', { signal });
}

export function updateMessagesSetting(input: ApiSchema<'UpdateMessagesRequestDto'>): Promise<MessagesSetting> {
  return apiFetch('/api/me/messages', { method: 'PUT', body: input });
}

export function useMessagesSetting(enabled: boolean) {
  return useQuery({ ...queryOptions({ queryKey: messagesSettingKey, queryFn: ({ signal }) => getMessagesSetting(signal) }), enabled });
}

/** The browser's own zone, sent with every change so daily keeps quiet at night where the person is. */
export function browserTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}

export function useUpdateMessagesSetting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (enabled: boolean) => {
      const zone = browserTimeZone();
      return updateMessagesSetting({ enabled, ...(zone ? { time_zone: zone } : {}) });
    },
    onSuccess: (setting) => queryClient.setQueryData(messagesSettingKey, setting),
  });
}
