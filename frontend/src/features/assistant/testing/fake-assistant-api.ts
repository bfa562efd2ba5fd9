import { fakeApi, type ApiReply } from '@/testing/fake-api';

import type { ConversationItem } from '../types/conversation-item';

let counter = 0;

export function makeItem(fields: Partial<ConversationItem> = {}): ConversationItem {
  counter += 1;
  return {
    id: `m${counter}`,
    direction: 'in',
    channel: 'web',
    kind: 'text',
    text: `Message ${counter}`,
    at: new Date().toISOString(),
    ...fields,
  };
}

/**
 * The two assistant endpoints over a conversation kept in memory; `replyTo` says what daily answers,
 * and `failSend` makes sends fail with the given reply until cleared.
 */
export function fakeAssistantApi(initial: ConversationItem[] = []) {
  const conversation = [...initial];
  const state = {
    replyTo: (text: string) => `Added: ${text}.`,
    actionsFor: (_text: string): unknown[] => [{ kind: 'undo' }],
    failSend: null as ApiReply | null,
    holdSend: null as Promise<void> | null,
  };
  const api = fakeApi(async ({ method, path, body }) => {
    if (method === 'GET' && path.startsWith('/api/assistant/messages')) return { json: { items: conversation } };
    if (method === 'POST' && path === '/api/assistant/messages') {
      if (state.holdSend) await state.holdSend;
      if (state.failSend) return state.failSend;
      const { text } = body as { text: string };
      const message = makeItem({ direction: 'in', text });
      const reply = makeItem({ direction: 'out', text: state.replyTo(text) });
      conversation.push(message, reply);
      return { status: 201, json: { message, reply, actions: state.actionsFor(text) } };
    }
    return { status: 404, json: { message: 'Not found.' } };
  });
  return { ...api, state, conversation };
}
