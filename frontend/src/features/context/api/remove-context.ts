import { useMutation, useQueryClient } from '@tanstack/react-query';

import { notify } from '@/components/ui/toast';
import { apiFetch } from '@/lib/api-client';
import { isApiError } from '@/lib/api-error';
import { serverMessage } from '@/lib/server-message';

import { contextMessages } from '../utils/context-messages';
import { contextKeys } from './context-keys';
import type { ContextItem } from './get-context';

function plainError(error: unknown, failed: string): Error {
  if (isApiError(error) && error.isNetworkError) return new Error(contextMessages.network, { cause: error });
  return new Error((isApiError(error) && serverMessage(error.body)) || failed, { cause: error });
}

/** `DELETE /api/me/context/{id}`: daily no longer keeps this piece in mind. */
export async function removeContext(id: string): Promise<void> {
  try {
    await apiFetch('/api/me/context/{id}', { method: 'DELETE', params: { id } });
  } catch (error) {
    throw plainError(error, contextMessages.removeFailed);
  }
}

/** `POST /api/me/context/{id}/restore`: the toast's Undo; the piece comes back as it was, in its place. */
export async function restoreContext(id: string): Promise<ContextItem> {
  try {
    return await apiFetch('/api/me/context/{id}/restore', { method: 'POST', params: { id } });
  } catch (error) {
    throw plainError(error, contextMessages.restoreFailed);
  }
}

/**
 * Removes a piece at once from the list and puts it back if the server refuses; once removed, a
 * toast offers Undo for as long as it is shown.
 */
export function useRemoveContext() {
  const queryClient = useQueryClient();
  const listKey = contextKeys.list();

  const undo = async (item: ContextItem) => {
    try {
      await restoreContext(item.id);
      notify.success(contextMessages.restored);
    } catch (error) {
      notify.error(error instanceof Error ? error.message : contextMessages.restoreFailed);
    } finally {
      void queryClient.invalidateQueries({ queryKey: listKey });
    }
  };

  return useMutation<void, Error, ContextItem, { before: ContextItem[] | undefined }>({
    mutationFn: (item) => removeContext(item.id),
    onMutate: async (item) => {
      await queryClient.cancelQueries({ queryKey: listKey });
      const before = queryClient.getQueryData<ContextItem[]>(listKey);
      queryClient.setQueryData<ContextItem[]>(listKey, (items) => items?.filter((old) => old.id !== item.id));
      return { before };
    },
    onError: (error, _item, context) => {
      if (context?.before) queryClient.setQueryData(listKey, context.before);
      notify.error(error.message || contextMessages.removeFailed);
    },
    onSuccess: (_nothing, item) => {
      notify.success(contextMessages.removed, {
        duration: 8000,
        action: { label: 'Undo', onClick: () => void undo(item) },
      });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: listKey }),
  });
}
