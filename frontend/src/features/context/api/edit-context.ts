import { useMutation, useQueryClient } from '@tanstack/react-query';

import { apiFetch } from '@/lib/api-client';
import { isApiError } from '@/lib/api-error';
import { serverMessage } from '@/lib/server-message';

import { contextMessages } from '../utils/context-messages';
import { contextKeys } from './context-keys';
import type { ContextItem } from './get-context';

export type ContextEdit = { id: string; text: string };

/** `PUT /api/me/context/{id}`: the piece with its new text, or an error whose message is the server's sentence. */
export async function editContext({ id, text }: ContextEdit): Promise<ContextItem> {
  const trimmed = text.trim();
  if (!trimmed) throw new Error(contextMessages.empty);
  try {
    return await apiFetch('/api/me/context/{id}', { method: 'PUT', params: { id }, body: { context: trimmed } });
  } catch (error) {
    if (isApiError(error) && error.isNetworkError) throw new Error(contextMessages.network, { cause: error });
    throw new Error((isApiError(error) && serverMessage(error.body)) || contextMessages.editFailed, { cause: error });
  }
}

export function useEditContext() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: editContext,
    onSuccess: (item) =>
      queryClient.setQueryData<ContextItem[]>(contextKeys.list(), (items) => items?.map((old) => (old.id === item.id ? item : old))),
    onSettled: () => queryClient.invalidateQueries({ queryKey: contextKeys.list() }),
  });
}
