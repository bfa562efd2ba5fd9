import { defineFeature } from '../../platform/features/feature-declaration';
import { MESSAGE_EVENT_TYPES } from './domain/conversation.events';
import { dayAndTime, PRIVATE, sentence } from '../../platform/features/sentence';
import type { AssistantEvent } from './domain/conversation.events';
import type { InboundEvent, StrangerInvited } from './domain/inbound.events';
import { INBOUND_WORK } from './read-models/inbound-work-view';
import type { IntentKind } from './interpreter/intent';
import { CONVERSATION, CONVERSATION_STATE, SENT_REMINDERS } from './read-models/conversation-view';

const CHANNEL_WORDS: Record<string, string> = { web: 'web app', whatsapp: 'WhatsApp', sms: 'text message' };

const INTENT_WORDS: Record<IntentKind, string> = {
  add_task: 'add a task',
  complete: 'complete a task',
  snooze: 'snooze a task',
  reschedule: 'move a task',
  rename: 'rename a task',
  remove: 'remove a task',
  list: 'list tasks',
  free_time: 'free time',
  prioritise: 'prioritise',
  dilemma: 'a dilemma',
  recall_decision: 'recall a decision',
  answer: 'an answer',
  small_talk: 'small talk',
  question: 'a question',
  reply: 'a reply',
  ask: 'a question back',
  unclear: 'unclear',
  decision: 'a decision',
  journal_note: 'a journal note',
  undo: 'undo',
  help: 'help',
  stop: 'stop messages',
  start: 'start messages',
  morning_plan: 'morning plan set',
  unknown: 'not understood',
};

export const assistantFeature = defineFeature<AssistantEvent | InboundEvent | StrangerInvited>({
  name: 'assistant',
  events: {
    // Messages and replies are the person's own words: a history line names the channel and the kinds, never the text.
    'assistant.message_received': {
      concernsUser: true,
      summary: (d) => sentence('Message received', CHANNEL_WORDS[d.channel] ?? d.channel, d.kind === 'voice' && 'voice note', PRIVATE),
    },
    'assistant.message_understood': {
      concernsUser: true,
      summary: (d) =>
        sentence(
          'Message understood',
          d.intents.map((i) => INTENT_WORDS[i.kind] ?? i.kind).join(', '),
          d.interpreter === 'llm' ? 'by the model' : 'by the rules',
        ),
    },
    'assistant.reply_sent': { concernsUser: true, summary: (d) => sentence('Reply sent', CHANNEL_WORDS[d.channel] ?? d.channel, PRIVATE) },
    'assistant.allowance_used': {
      concernsUser: true,
      // One line a message would crowd the history; the limit itself is a line of its own.
      inHistory: () => false,
      summary: (d) => sentence('A free message counted', d.day),
    },
    'assistant.limit_reached': { concernsUser: true, summary: (d) => sentence('Free messages used up for the day', `${d.limit} a day`) },
    // The question itself is sealed: a history line names only what kind of question it was.
    'assistant.question_asked': {
      concernsUser: true,
      summary: (d) => sentence('daily asked a question', d.about.replace(/_/g, ' '), PRIVATE),
    },
    'assistant.question_cleared': { concernsUser: true, summary: () => 'The pending question was settled' },
    // A number without an account: counted for the funnel, never anyone's history.
    'assistant.first_message_counted': { concernsUser: false, summary: () => 'First message from a number without an account' },
    'assistant.inbound_recorded': {
      concernsUser: true,
      summary: (d) => sentence('Message recorded', CHANNEL_WORDS[d.channel] ?? d.channel, PRIVATE),
    },
    'assistant.inbound_handled': {
      concernsUser: true,
      summary: (d) => (d.reply === null ? 'Message handled, nothing to send' : 'Message handled, reply to send'),
    },
    'assistant.reply_attempted': { concernsUser: true, summary: (d) => sentence('Reply being sent', `try ${d.attempt}`) },
    'assistant.reply_delivered': { concernsUser: true, summary: (d) => sentence('Reply delivered', CHANNEL_WORDS[d.channel] ?? d.channel) },
    'assistant.reply_failed': {
      concernsUser: true,
      summary: (d) => sentence(d.permanent ? 'Reply could not be delivered' : 'Reply not delivered yet, will try again', `code ${d.code}`),
    },
    'assistant.stranger_invited': { concernsUser: false, summary: () => 'Sign-in link sent to a number without an account' },
    'assistant.escalation_claimed': {
      concernsUser: true,
      summary: (d) => sentence('Call planned for an unanswered reminder', `due ${dayAndTime(d.dueDate)}`),
    },
    'assistant.escalation_call_placed': { concernsUser: true, summary: () => 'Call placed for an unanswered reminder' },
    'assistant.escalation_call_failed': { concernsUser: true, summary: () => 'A call for an unanswered reminder could not be placed' },
  },
  live: { conversation: MESSAGE_EVENT_TYPES },
  personalReadModels: [
    { collection: CONVERSATION, by: 'userId' },
    { collection: CONVERSATION_STATE, by: '_id' },
    { collection: SENT_REMINDERS, by: 'userId' },
    { collection: INBOUND_WORK, by: 'userId' },
  ],
  proof: {
    // The console's view of a person's conversation is this feature's route: the owner's is theirs.
    seed: (owner) => Promise.resolve({ pathIds: { '/api/admin/accounts/{id}/conversation': owner.userId } }),
  },
});
