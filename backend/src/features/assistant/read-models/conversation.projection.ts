import { eventTypes } from '../../../platform/event-store/event-types';
import { defineProjection, readModel } from '../../../platform/projections/define-projection';
import { applyOnce } from '../../../platform/projections/read-model-writes';
import type { ReminderSent } from '../../reminders';
import type { ConversationStateEvent, FirstMessageCounted, MessageEvent } from '../domain/conversation.events';
import {
  CONVERSATION,
  CONVERSATION_STATE,
  FIRST_MESSAGE_DAYS,
  type FirstMessageDayView,
  type ConversationStateView,
  type ConversationItemView,
  MESSAGE_DAYS,
  type MessageDayView,
  SENT_REMINDERS,
  type SentReminderView,
} from './conversation-view';

const emptyContext = (userId: string): Omit<ConversationStateView, '_id' | '_pos'> => ({
  userId,
  listed: null,
  mentioned: null,
  reminded: null,
  lastChange: null,
  lastInboundAt: null,
  pending: null,
});

export const inboundId = (messageId: string) => `${messageId}:in`;
export const replyId = (messageId: string) => `${messageId}:out`;

/**
 * The conversation as the web app and the console read it, what short replies refer to, the
 * reminders an unanswered escalation looks at, and the day counts the analytics show. Text stays
 * sealed; the context is built from the log, so every instance reads the same one.
 */
export const ConversationProjection = defineProjection({
  name: 'assistant-conversation',
  handles: eventTypes<MessageEvent | ReminderSent | FirstMessageCounted | ConversationStateEvent>({
    'assistant.message_received': true,
    'assistant.message_understood': true,
    'assistant.reply_sent': true,
    'assistant.limit_reached': true,
    'reminder.sent': true,
    'assistant.first_message_counted': true,
    'assistant.question_asked': true,
    'assistant.question_cleared': true,
  }),
  collections: {
    conversation: readModel<ConversationItemView>(CONVERSATION, [{ fields: { userId: 1, seq: -1 } }, { fields: { userId: 1, day: 1 } }]),
    days: readModel<MessageDayView>(MESSAGE_DAYS),
    firstMessages: readModel<FirstMessageDayView>(FIRST_MESSAGE_DAYS),
    context: readModel<ConversationStateView>(CONVERSATION_STATE),
    reminders: readModel<SentReminderView>(SENT_REMINDERS, [{ fields: { sentAt: 1 } }]),
  },
  evolve: async (event, { conversation, days, firstMessages, context, reminders }) => {
    const at = event.metadata.occurredAt;
    switch (event.type) {
      case 'assistant.message_received': {
        const { messageId, userId, channel, kind, text, day, plan } = event.data;
        await applyOnce(conversation, inboundId(messageId), event, (current) => ({
          ...(current ?? {}),
          userId,
          messageId,
          direction: 'in',
          channel,
          kind,
          text,
          at,
          seq: event.position,
          day,
          plan,
          understood: current?.understood ?? false,
          intents: current?.intents ?? [],
          interpreter: current?.interpreter ?? null,
          outcome: current?.outcome ?? null,
        }));
        const utcDay = at.slice(0, 10);
        await applyOnce(days, `${utcDay}:${plan}`, event, (current) => ({ day: utcDay, plan, messages: (current?.messages ?? 0) + 1 }));
        await applyOnce(context, userId, event, (current) => ({ ...(current ?? emptyContext(userId)), lastInboundAt: at }));
        return;
      }
      case 'assistant.message_understood': {
        const { messageId, intents, interpreter } = event.data;
        return applyOnce(
          conversation,
          inboundId(messageId),
          event,
          (current) => current && { ...current, understood: true, intents: intents.map((i) => i.kind), interpreter },
        );
      }
      case 'assistant.limit_reached':
        return applyOnce(conversation, inboundId(event.data.messageId), event, (current) => current && { ...current, outcome: 'limit' });
      case 'assistant.reply_sent': {
        const { messageId, userId, channel, text, outcome, changes, listed, mentioned, undid } = event.data;
        await applyOnce(conversation, inboundId(messageId), event, (current) => current && { ...current, outcome });
        await applyOnce(conversation, replyId(messageId), event, () => ({
          userId,
          messageId,
          direction: 'out',
          channel,
          kind: 'text',
          text,
          at,
          seq: event.position,
          outcome,
        }));
        return applyOnce(context, userId, event, (current) => {
          const next = { ...(current ?? emptyContext(userId)) };
          if (listed) next.listed = { value: listed, at };
          if (mentioned) next.mentioned = { value: mentioned, at };
          if (undid) next.lastChange = null;
          else if (changes.length > 0) next.lastChange = { value: changes, at };
          return next;
        });
      }
      case 'assistant.first_message_counted': {
        const utcDay = at.slice(0, 10);
        return applyOnce(firstMessages, utcDay, event, (current) => ({ day: utcDay, count: (current?.count ?? 0) + 1 }));
      }
      case 'assistant.question_asked': {
        const { userId, question, keptDay } = event.data;
        return applyOnce(context, userId, event, (current) => ({
          ...(current ?? emptyContext(userId)),
          pending: { value: question, at },
          ...(keptDay ? { keptOfferedDay: keptDay } : {}),
        }));
      }
      case 'assistant.question_cleared': {
        const { userId } = event.data;
        return applyOnce(context, userId, event, (current) => ({ ...(current ?? emptyContext(userId)), pending: null }));
      }
      case 'reminder.sent': {
        const { userId, taskId, dueDate } = event.data;
        await applyOnce(reminders, `${taskId}:${dueDate}`, event, () => ({ userId, taskId, dueDate, sentAt: at }));
        return applyOnce(context, userId, event, (current) => ({ ...(current ?? emptyContext(userId)), reminded: { value: taskId, at } }));
      }
      default: {
        const unknown: never = event;
        return unknown;
      }
    }
  },
});
