/** One message of the conversation with daily, from the person (`in`) or from daily (`out`). */
export type ConversationItem = {
  id: string;
  direction: 'in' | 'out';
  channel: 'web' | 'whatsapp' | 'sms';
  kind: 'text' | 'voice';
  text: string;
  /** ISO timestamp. */
  at: string;
};

/** `POST /api/assistant/messages` answers with the stored message and daily's reply to it. */
export type SentMessage = { message: ConversationItem; reply: ConversationItem };
