import type { ApiSchema } from '@/lib/api-types';

/** One message of the conversation with daily, from the person (`in`) or from daily (`out`); `at` is ISO. */
export type ConversationItem = ApiSchema<'ConversationItemResponse'>;

/** `POST /api/assistant/messages` answers with the stored message and daily's reply to it. */
export type SentMessage = ApiSchema<'MessageExchangeResponse'>;
