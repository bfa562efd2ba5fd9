import { useMutation, useQueryClient } from '@tanstack/react-query';

import { apiFetch } from '@/lib/api-client';
import type { ApiSchema } from '@/lib/api-types';
import { isApiError } from '@/lib/api-error';
import { serverMessage } from '@/lib/server-message';

import { contextMessages } from '../utils/context-messages';
import { contextKeys } from './context-keys';

export class AddContextError extends Error {
  override readonly name = 'AddContextError';
}

export type NewContext = { userId: string; context: string };

type ContextAdded = ApiSchema<'ContextAddedEnvelopeResponse'>;

/** `POST /api/add_context`: answers with the server's sentence to show in green. */
export async function addContext({ userId, context }: NewContext): Promise<string> {
  const trimmed = context.trim();
  if (!userId || !trimmed) throw new AddContextError(contextMessages.required);
  let body: Partial<ContextAdded> | undefined;
  try {
    body = await apiFetch('/api/add_context', {
      body: { user_id: userId, context: trimmed } satisfies ApiSchema<'AddContextRequestDto'>,
    });
  } catch (error) {
    if (isApiError(error) && error.isNetworkError) throw new AddContextError(contextMessages.network, { cause: error });
    throw new AddContextError((isApiError(error) && serverMessage(error.body)) || contextMessages.failed, { cause: error });
  }
  // Refusals come as 4xx; a 200 without the documented answer (a stand-in server) is no success either.
  const result = body?.result;
  if (result?.success !== true) throw new AddContextError(contextMessages.failed);
  return result.message.trim() ? result.message : contextMessages.added;
}

/** A new piece joins the list of what daily knows, on the Add Context page. */
export function useAddContext() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: addContext, onSuccess: () => queryClient.invalidateQueries({ queryKey: contextKeys.list() }) });
}
