import { queryOptions, useQuery } from '@tanstack/react-query';

import { apiFetch } from '@/lib/api-client';

import type { ConversationItem } from '../types/conversation-item';
import { readConversationItem } from '../utils/read-conversation';
import { assistantKeys } from './assistant-query-keys';

/** The latest messages the box shows; older ones stay on the server. */
export const conversationPageSize = 50;

/** `GET /api/assistant/messages?limit=50`: the latest messages, oldest first. */
export async function getConversation(signal?: AbortSignal): Promise<ConversationItem[]> {
  const body = await apiFetch('/api/assistant/messages', {
    query: { limit: conversationPageSize },
    signal,
  });
  const items = Array.isArray(body?.items) ? body.items : [];
  return items.map(readConversationItem).filter((item): item is ConversationItem => item !== null);
}

export function conversationQueryOptions(userId: string) {
  return queryOptions({
    queryKey: assistantKeys.conversation(userId),
    queryFn: ({ signal }) => getConversation(signal),
    enabled: userId !== '',
  });
}

export function useConversation(userId: string) {
  return useQuery(conversationQueryOptions(userId));
}
