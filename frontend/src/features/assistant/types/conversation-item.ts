import type { ApiSchema } from '@/lib/api-types';

/** One message of the conversation with daily, from the person (`in`) or from daily (`out`); `at` is ISO. */
export type ConversationItem = ApiSchema<'ConversationItemResponse'>;

/** A button under a fresh reply in the web box: Undo, or a numbered task to mark done. */
export type ReplyAction = { kind: 'undo' } | { kind: 'done'; number: number; title: string };

/** `POST /api/assistant/messages` answers with the stored message, daily's reply to it, and the reply's buttons. */
export type SentMessage = Omit<ApiSchema<'MessageExchangeResponse'>, 'actions'> & { actions: ReplyAction[] };
