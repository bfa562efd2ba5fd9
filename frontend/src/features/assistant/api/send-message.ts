import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';

import { apiFetch } from '@/lib/api-client';
import { isApiError } from '@/lib/api-error';
import type { ApiSchema } from '@/lib/api-types';

import type { ConversationItem, SentMessage } from '../types/conversation-item';
import { assistantMessages } from '../utils/assistant-messages';
import { appendItems, readConversationItem } from '../utils/read-conversation';
import { readReplyActions } from '../utils/read-reply-actions';
import { assistantKeys } from './assistant-query-keys';

/** A message daily did not take, with a sentence the person can act on. */
export class SendMessageError extends Error {
  override readonly name = 'SendMessageError';
}

/** `POST /api/assistant/messages`: the stored message and daily's reply (the write carries an Idempotency-Key). */
export async function sendMessage(text: string): Promise<SentMessage> {
  let body: { message?: unknown; reply?: unknown; actions?: unknown } | undefined;
  try {
    body = await apiFetch('/api/assistant/messages', {
      method: 'POST',
      body: { text } satisfies ApiSchema<'SendMessageRequestDto'>,
    });
  } catch (error) {
    if (isApiError(error) && error.isNetworkError) throw new SendMessageError(assistantMessages.sendNetwork, { cause: error });
    // The server's own sentence says what was wrong (too long, the daily limit, a 503's "try again").
    if (isApiError(error)) throw new SendMessageError(`${assistantMessages.sendFailed} ${error.message}`, { cause: error });
    throw new SendMessageError(assistantMessages.sendFailed, { cause: error });
  }
  const message = readConversationItem(body?.message);
  const reply = readConversationItem(body?.reply);
  if (!message || !reply) throw new SendMessageError(assistantMessages.sendFailed);
  return { message, reply, actions: readReplyActions(body?.actions) };
}

export type UseSendMessageOptions = {
  /** Queries a message may have changed (the tasks, the journal): refreshed once daily has answered. */
  refreshes: readonly QueryKey[];
};

/** Sends a message; the exchange joins the conversation at once and what it changed is read again. */
export function useSendMessage(userId: string, { refreshes }: UseSendMessageOptions) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (text: string) => sendMessage(text),
    onSuccess: ({ message, reply }) => {
      queryClient.setQueryData<ConversationItem[]>(assistantKeys.conversation(userId), (items) =>
        appendItems(items ?? [], [message, reply]),
      );
      // Not awaited: the reply shows at once, and the task list catches up a moment later.
      for (const queryKey of refreshes) void queryClient.invalidateQueries({ queryKey });
    },
  });
}
