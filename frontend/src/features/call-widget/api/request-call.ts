import { useMutation } from '@tanstack/react-query';

import { apiFetch } from '@/lib/api-client';
import type { ApiSchema } from '@/lib/api-types';
import { isApiError } from '@/lib/api-error';
import { serverMessage } from '@/lib/server-message';

import { callMessages } from '../utils/call-messages';

export class CallRequestError extends Error {
  override readonly name = 'CallRequestError';
}

export type CallRequest = { userId: string; phone: string | null | undefined };

/** `POST /call`: daily rings the person's own phone now. */
export async function requestCall({ userId, phone }: CallRequest): Promise<void> {
  if (!phone) throw new CallRequestError(callMessages.noPhone);
  try {
    await apiFetch('/call', {
      body: { phone_number: phone, user_id: userId } satisfies ApiSchema<'RequestCallRequestDto'>,
    });
  } catch (error) {
    // The server says why it will not call (too soon, daily limit); anything else is generic.
    if (isApiError(error) && !error.isNetworkError)
      throw new CallRequestError(serverMessage(error.body) ?? callMessages.failed, { cause: error });
    throw new CallRequestError(callMessages.unexpected, { cause: error });
  }
}

/** Nothing cached depends on a call, so there is nothing to invalidate. */
export function useRequestCall() {
  return useMutation({ mutationFn: requestCall });
}
