import { useMutation } from '@tanstack/react-query';

import { apiFetch } from '@/lib/api-client';
import { isApiError } from '@/lib/api-error';
import { serverMessage } from '@/lib/server-message';

import { contextMessages } from '../utils/context-messages';

export class AddContextError extends Error {
  override readonly name = 'AddContextError';
}

export type NewContext = { userId: string; context: string };

type AddContextAnswer = { result?: { success?: unknown; message?: unknown; error?: unknown } };

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() ? value : undefined;
}

/** `POST /api/add_context`: answers with the server's sentence to show in green. */
export async function addContext({ userId, context }: NewContext): Promise<string> {
  const trimmed = context.trim();
  if (!userId || !trimmed) throw new AddContextError(contextMessages.required);
  let body: AddContextAnswer | undefined;
  try {
    body = await apiFetch<AddContextAnswer | undefined>('/api/add_context', { body: { user_id: userId, context: trimmed } });
  } catch (error) {
    if (isApiError(error) && error.isNetworkError) throw new AddContextError(contextMessages.network, { cause: error });
    throw new AddContextError((isApiError(error) && serverMessage(error.body)) || contextMessages.failed, { cause: error });
  }
  const result = body?.result;
  if (result?.success !== true) throw new AddContextError(text(result?.error) ?? text(result?.message) ?? contextMessages.failed);
  return text(result.message) ?? contextMessages.added;
}

/** Context is write-only from the web app: no query reads it back, so nothing is invalidated. */
export function useAddContext() {
  return useMutation({ mutationFn: addContext });
}
