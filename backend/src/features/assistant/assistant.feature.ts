import { defineFeature } from '../../platform/features/feature-declaration';
import type { AssistantEvent } from './domain/conversation.events';
import { CONVERSATION, CONVERSATION_CONTEXT, SENT_REMINDERS } from './read-models/conversation-view';

export const assistantFeature = defineFeature<AssistantEvent>({
  name: 'assistant',
  events: {
    'assistant.message_received': { concernsUser: true, summary: (d) => `Message received (${d.channel}, ${d.kind}): text encrypted` },
    'assistant.message_understood': {
      concernsUser: true,
      summary: (d) => `Understood by ${d.interpreter}: ${d.intents.map((i) => i.kind).join(', ')}`,
    },
    'assistant.reply_sent': { concernsUser: true, summary: (d) => `Reply sent (${d.channel}, ${d.outcome}): text encrypted` },
    'assistant.limit_reached': { concernsUser: true, summary: (d) => `Free messages used up for ${d.day} (${d.limit} a day)` },
    // A number without an account: counted for the funnel, never anyone's history.
    'assistant.first_message_counted': { concernsUser: false },
    'assistant.escalation_claimed': {
      concernsUser: true,
      summary: (d) => `Unanswered reminder of an important task: call claimed (due ${d.dueDate})`,
    },
    'assistant.escalation_call_placed': { concernsUser: true, summary: (d) => `Escalation call placed (${d.provider})` },
    'assistant.escalation_call_failed': { concernsUser: true, summary: (d) => `Escalation call failed: ${d.reason}` },
  },
  personalReadModels: [
    { collection: CONVERSATION, by: 'userId' },
    { collection: CONVERSATION_CONTEXT, by: '_id' },
    { collection: SENT_REMINDERS, by: 'userId' },
  ],
});
